/**
 * An invitation's token kept on the device while its person signs up or signs in: the sign-up's
 * activation mail opens a new tab, so it lives in localStorage, and sign-in comes back to it.
 */
const KEY = 'pending-invitation';

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // no storage (private mode): the person opens the mailed link again after signing in
  }
}

export function pendingInvitation(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
