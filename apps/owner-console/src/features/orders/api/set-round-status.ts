import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import type { RoundStatus } from './list-orders';
import { orderChanged } from './order-changed';

export interface RoundStatusChange {
  roundId: number;
  status: RoundStatus;
}

/**
 * `setRoundStatus`: moves a round on (received, preparing, ready, served). A round moved on by
 * someone else first (409 `round_status_backwards`) or gone (404) is told by the board, which is
 * then read again.
 */
export function useSetRoundStatus(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundId, status }: RoundStatusChange) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/order-rounds/{roundId}/status', {
          params: { path: { clubId, roundId } },
          body: { status },
        }),
      ),
    onSuccess: (order) => orderChanged(queryClient, clubId, order),
    meta: { handlesErrors: [404, 409] },
  });
}
