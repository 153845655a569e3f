import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/** After the banner changed: the banner, the menu (preview, banner address) and the menu list. */
export function invalidateBanner(queryClient: QueryClient, clubId: number, menuId: number) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/banners/menu/{menuId}/banner', {
        params: { path: { clubId, menuId } },
      }),
    }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } }),
    }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu', { params: { path: { clubId } } }),
    }),
  ]);
}
