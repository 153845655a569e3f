import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenus } from './invalidate';

/** `duplicateMenu`: the list shows the menu limit (403) itself. */
export function useDuplicateMenu() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/menu/{menuId}/duplicate', {
    meta: { handlesErrors: [403] },
    onSettled: () => invalidateMenus(queryClient),
  });
}
