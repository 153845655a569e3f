import { $api } from '#lib/api.ts';

/** `requestAccountDeletion`: the typed confirmation word goes along; a wrong word (400) shows on the form. */
export function useRequestAccountDeletion() {
  return $api.useMutation('post', '/users/me/deletion-request', { meta: { handlesErrors: [400] } });
}
