import type { QueryClient } from '@tanstack/react-query';
import { orderQueryOptions } from './get-order';
import type { TableOrder } from './list-orders';

/**
 * After a change the server answered with the order as it is now: the order's panel shows that
 * answer at once, and the boards and today's totals are read again (a board filtered by station
 * keeps only its own lines, which the answer does not say, so it is read rather than patched).
 * Resolves once the board on screen has its new answer, so focus can go to what moved.
 */
export function orderChanged(queryClient: QueryClient, clubId: number, order: TableOrder): Promise<void> {
  queryClient.setQueryData(orderQueryOptions(clubId, order.id).queryKey, order);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/clubs/{clubId}/orders'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/clubs/{clubId}/statistics/orders'] }),
  ]).then(() => undefined);
}
