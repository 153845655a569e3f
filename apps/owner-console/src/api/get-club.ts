import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getClub`: one club's profile, contacts, plan, switches, theme and message. Every screen that needs
 * a club reads it through these options: one cache entry per club, which the club's changes update
 * (clubs feature) and invalidate (payments, logo).
 */
export const clubQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function useClub(clubId: number) {
  return useQuery(clubQueryOptions(clubId));
}
