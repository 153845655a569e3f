import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub` (same key as the clubs feature), for the club's plan: how far back its statistics go. */
export const clubForStatisticsQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClubForStatistics(clubId: number) {
  return useQuery(clubForStatisticsQueryOptions(clubId));
}
