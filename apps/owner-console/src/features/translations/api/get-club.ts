import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub` (same key as the clubs feature), for the club's plan and its translations switch. */
export const clubForTranslationsQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClubForTranslations(clubId: number) {
  return useQuery(clubForTranslationsQueryOptions(clubId));
}
