import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { apiClient } from '#lib/api.ts';

/** `listBrands`: the partner brands an owner can choose for a club. */
export function useBrands() {
  return useQuery({
    queryKey: apiQueryKey('get', '/brands'),
    queryFn: async ({ signal }) => (await apiClient.GET('/brands', { signal })).data ?? [],
  });
}
