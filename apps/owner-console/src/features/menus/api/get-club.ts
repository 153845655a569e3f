import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub`, for the club's plan and theme (same key as the clubs feature: one cache entry). */
export const clubForMenusQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClubForMenus(clubId: number) {
  return useQuery(clubForMenusQueryOptions(clubId));
}
