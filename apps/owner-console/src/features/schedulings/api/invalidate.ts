import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/** After the rules changed: the rules, and the menu list (its "scheduled" marker). */
export function invalidateSchedulings(queryClient: QueryClient, clubId: number) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}/schedulings'),
    }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}/menu', { params: { path: { clubId } } }),
    }),
  ]);
}
