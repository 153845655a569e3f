import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getMenu`: the full menu with its sections and items, the currency and the theme. The sections
 * screen lists its sections; the item form reads the currency. Same key as the menus feature's
 * query, so they share the cache.
 */
export const menuContentQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } });

export function useMenuContent(clubId: number, menuId: number) {
  return useQuery(menuContentQueryOptions(clubId, menuId));
}
