import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import type { Club } from '@tavola/domain/entities';

/** After a change to a club: its detail (set from the answer) and the club list (name, brand). */
export function storeClub(queryClient: QueryClient, club: Club) {
  queryClient.setQueryData(
    apiQueryKey('get', '/clubs/{clubId}', { params: { path: { clubId: club.id } } }),
    club,
  );
  return queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs') });
}
