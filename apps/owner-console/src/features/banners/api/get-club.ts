import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub` (same key as the clubs feature), for the plan and the bannerUpdateEnabled switch. */
const clubQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClubForBanners(clubId: number) {
  return useQuery(clubQueryOptions(clubId));
}
