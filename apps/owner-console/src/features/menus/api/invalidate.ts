import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/** After a change to menus: the list and every full menu (prefix keys). */
export function invalidateMenus(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}') }),
  ]);
}
