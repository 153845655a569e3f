import { $api } from '#lib/api.ts';

/** `resetPassword` with the emailed token; 400 (invalid or expired link, mismatch) shows on the form. */
export function useResetPassword() {
  return $api.useMutation('post', '/users/password/reset', { meta: { handlesErrors: [400, 429] } });
}
