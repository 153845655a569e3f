import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/** After a reading starts, ends or becomes a menu: the list of readings and every reading (prefix keys). */
export function invalidateMenuReadings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu-readings') }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu-readings/{readingId}'),
    }),
  ]);
}
