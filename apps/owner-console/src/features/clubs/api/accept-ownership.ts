import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';

/** `acceptOwnership`: the club the owner offered becomes the caller's; the list shows the new role. */
export function useAcceptOwnership() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/ownership-transfer/accept', {
    meta: { handlesErrors: [403, 404] },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs') }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/ownership-transfer') }),
      ]),
  });
}
