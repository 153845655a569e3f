import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClubSubscriptionHistory`: every change of a club's subscription, newest first. */
export const clubSubscriptionHistoryQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/admin/clubs/{clubId}/subscription/history', { params: { path: { clubId } } });

export function useClubSubscriptionHistory(clubId: number) {
  return useQuery(clubSubscriptionHistoryQueryOptions(clubId));
}
