import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub` (same key as the clubs feature), for the club's plan: how many rooms it may have. */
export const clubForTablesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClubForTables(clubId: number) {
  return useQuery(clubForTablesQueryOptions(clubId));
}
