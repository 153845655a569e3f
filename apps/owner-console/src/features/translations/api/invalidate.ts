import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/**
 * After translations changed: the menus (the full menu carries the translations, the list its
 * languages), so the language picker, the menu forms and the live preview show the new state.
 */
export function invalidateTranslatedMenus(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}') }),
  ]);
}
