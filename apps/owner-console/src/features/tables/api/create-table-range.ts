import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/** `createTableRange`: "T1" to "T20" in one call; taken names (409) show on the form, nothing is added. */
export function useCreateTableRange() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/tables/batch', {
    meta: { handlesErrors: [400, 404, 409] },
    onSuccess: () => invalidateTables(queryClient),
  });
}
