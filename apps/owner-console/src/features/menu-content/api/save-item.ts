import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenuContent } from './invalidate';

/** `saveItem`: create or edit an item, or move it to another section; bad fields (400) show on the form. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items', {
    meta: { handlesErrors: [400, 404] },
    onSettled: () => invalidateMenuContent(queryClient),
  });
}
