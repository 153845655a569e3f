import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/** `deleteTable`: after the typed confirmation; a table already gone (404) just leaves the list. */
export function useDeleteTable() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/tables/{tableId}', {
    meta: { handlesErrors: [404] },
    onSettled: () => invalidateTables(queryClient),
  });
}
