import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenuContent } from './invalidate';

/** `deleteItem`: after the typed confirmation. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}', {
    meta: { handlesErrors: [404] },
    onSettled: () => invalidateMenuContent(queryClient),
  });
}
