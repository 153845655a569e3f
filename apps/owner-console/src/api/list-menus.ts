import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listMenus`: the club's menus by position, with their banner and scheduling markers. */
export const menusQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu', { params: { path: { clubId } } });

export function useMenus(clubId: number) {
  return useQuery(menusQueryOptions(clubId));
}
