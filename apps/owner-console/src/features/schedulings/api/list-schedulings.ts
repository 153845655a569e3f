import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listSchedulings`: the menu's rules, oldest first. */
export const schedulingsQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}/schedulings', {
    params: { path: { clubId, menuId } },
  });

export function useSchedulings(clubId: number, menuId: number) {
  return useQuery(schedulingsQueryOptions(clubId, menuId));
}
