import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenuContent } from './invalidate';

/** `deleteSection`: after the typed confirmation; its items go with it. */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}', {
    meta: { handlesErrors: [404] },
    onSettled: () => invalidateMenuContent(queryClient),
  });
}
