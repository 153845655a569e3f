/**
 * A message the sign-in page shows on arrival, passed in the navigation state by the page that sent
 * the user there (e.g. after a password reset).
 */
export type LoginNotice = 'password-reset' | 'account-deletion-requested';

export function loginNoticeState(notice: LoginNotice): { notice: LoginNotice } {
  return { notice };
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'password-reset' || notice === 'account-deletion-requested' ? notice : null;
}
