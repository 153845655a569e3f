import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getOrder`: one order with its bill, open or closed. A 404 (closed and gone, or a table the
 * waiter no longer serves) is shown in the order's panel.
 */
export const orderQueryOptions = (clubId: number, orderId: number) =>
  $api.queryOptions(
    'get',
    '/clubs/{clubId}/orders/{orderId}',
    { params: { path: { clubId, orderId } } },
    { meta: { handlesErrors: [404] } },
  );

export function useOrder(clubId: number, orderId: number) {
  return useQuery(orderQueryOptions(clubId, orderId));
}
