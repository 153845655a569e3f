import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { orderChanged } from './order-changed';

/** `closeOrder`: the table has paid; its guests' keys stop working and the board lets it go. */
export function useCloseOrder(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/orders/{orderId}/close', { params: { path: { clubId, orderId } } }),
      ),
    onSuccess: (order) => orderChanged(queryClient, clubId, order),
    meta: { handlesErrors: [404] },
  });
}
