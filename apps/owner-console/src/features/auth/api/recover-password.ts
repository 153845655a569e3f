import { $api } from '#lib/api.ts';

/** `recoverPassword`: emails a reset link. Every failure is explained on the form. */
export function useRecoverPassword() {
  return $api.useMutation('post', '/users/password/recovery', { meta: { handlesErrors: true } });
}
