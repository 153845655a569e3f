import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub`, for the club's plan (same key as the other features: one cache entry). */
export const clubForMenuFilesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClubForMenuFiles(clubId: number) {
  return useQuery(clubForMenuFilesQueryOptions(clubId));
}
