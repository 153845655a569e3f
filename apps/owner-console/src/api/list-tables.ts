import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listTables`: the club's tables, by zone and name. */
export const tablesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/tables', { params: { path: { clubId } } });

export function useTables(clubId: number) {
  return useQuery(tablesQueryOptions(clubId));
}
