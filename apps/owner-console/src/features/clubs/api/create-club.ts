import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';

/** `createClub`: field errors (400) show on the form, next to their field. */
export function useCreateClub() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs', {
    meta: { handlesErrors: [400] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs') }),
  });
}
