import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/**
 * After an administrator's change: the admin lists, the subscription histories and the owners'
 * club list may show it.
 */
export function invalidateAdminClubs(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/admin/clubs') }),
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/admin/clubs/{clubId}/subscription/history'),
    }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs') }),
  ]);
}

export function invalidateBrands(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/admin/brands') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/brands') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/admin/clubs') }),
  ]);
}
