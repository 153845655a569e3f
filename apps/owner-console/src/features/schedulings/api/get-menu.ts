import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getMenu` (same key as the menus feature), for the menu's name in the heading. */
const menuQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } });

export function useMenuForSchedulings(clubId: number, menuId: number) {
  return useQuery(menuQueryOptions(clubId, menuId));
}
