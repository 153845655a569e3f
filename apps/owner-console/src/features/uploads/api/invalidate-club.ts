import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';

/** After the club's logo changed: its detail (board, QR codes) and the club list. */
export async function invalidateClub(queryClient: QueryClient, clubId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: apiQueryKey('get', '/clubs/{clubId}', { params: { path: { clubId } } }),
    }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs'), exact: true }),
  ]);
}
