import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub`: the club's profile, contacts, switches and message (board, contacts, settings, notice). */
export const clubQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClub(clubId: number) {
  return useQuery(clubQueryOptions(clubId));
}
