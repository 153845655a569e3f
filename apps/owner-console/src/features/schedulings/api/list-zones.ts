import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listZones` (same key as the tables feature: one cache entry), for a rule's zone. */
const zonesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/zones', { params: { path: { clubId } } });

export function useZonesForSchedulings(clubId: number) {
  return useQuery(zonesQueryOptions(clubId));
}
