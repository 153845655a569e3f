import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { orderChanged } from './order-changed';

export interface OrderMove {
  orderId: number;
  tableId: number;
}

/**
 * `moveOrder`: the order goes to another table, the guests' phones with it. 409 `table_has_order`
 * (that table has an order of its own) and `order_closed` are told in the form.
 */
export function useMoveOrder(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, tableId }: OrderMove) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/orders/{orderId}/move', {
          params: { path: { clubId, orderId } },
          body: { tableId },
        }),
      ),
    onSuccess: (order) => orderChanged(queryClient, clubId, order),
    meta: { handlesErrors: [404, 409] },
  });
}
