import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getBanner`: the menu's banner; 404 `banner_not_found` when it has none (not an error here). */
export const bannerQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions(
    'get',
    '/clubs/{clubId}/banners/menu/{menuId}/banner',
    { params: { path: { clubId, menuId } } },
    { meta: { handlesErrors: [404] } },
  );

export function useBanner(clubId: number, menuId: number) {
  return useQuery(bannerQueryOptions(clubId, menuId));
}
