import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listOwnedClubs`: the clubs the signed-in owner owns or manages (home page and club switcher). */
export const ownedClubsQueryOptions = () => $api.queryOptions('get', '/clubs');

export function useOwnedClubs() {
  return useQuery(ownedClubsQueryOptions());
}
