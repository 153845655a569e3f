import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/** `saveTable`: add, rename or move a table; a taken name (409) or a bad one (400) shows on the form. */
export function useSaveTable() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/tables', {
    meta: { handlesErrors: [400, 404, 409] },
    onSuccess: () => invalidateTables(queryClient),
  });
}
