import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listZones`: the club's table zones, by name (the tables screens and the schedules' zone choice). */
export const zonesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/zones', { params: { path: { clubId } } });

export function useZones(clubId: number) {
  return useQuery(zonesQueryOptions(clubId));
}
