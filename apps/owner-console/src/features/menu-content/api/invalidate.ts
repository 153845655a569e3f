import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/**
 * After a change to sections or items: the menus (full menu and list: section counts, the preview),
 * every section and every item read. Prefix keys, so whichever menu or section was open refreshes.
 */
export function invalidateMenuContent(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu') }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}'),
    }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}'),
    }),
  ]);
}
