import { $api } from '#lib/api.ts';

/** `logout`: revokes the token. Signing out locally happens whatever the answer, so no error shows. */
export function useLogout() {
  return $api.useMutation('post', '/logout', { meta: { handlesErrors: true } });
}
