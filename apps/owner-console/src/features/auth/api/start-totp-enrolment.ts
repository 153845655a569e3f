import { $api } from '#lib/api.ts';

/** `startTotpEnrolment`: a new authenticator secret for sign-up (valid 15 minutes). */
export function useStartTotpEnrolment() {
  return $api.useMutation('post', '/users/totp', { meta: { handlesErrors: true } });
}
