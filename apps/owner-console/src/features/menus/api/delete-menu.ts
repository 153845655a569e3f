import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenus } from './invalidate';

/** `deleteMenu`: after the typed confirmation; a menu already gone (404) just leaves the list. */
export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu/{menuId}', {
    meta: { handlesErrors: [404] },
    onSettled: () => invalidateMenus(queryClient),
  });
}
