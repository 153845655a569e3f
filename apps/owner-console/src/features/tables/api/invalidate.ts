import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/** After a change to tables or zones: both lists (a zone's tables, a table's zone). */
export function invalidateTables(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/tables') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/zones') }),
  ]);
}
