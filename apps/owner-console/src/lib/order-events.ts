import type { QueryClient } from '@tanstack/react-query';

/**
 * Orders heard live (docs/decisions/056): the console's one event stream (the waiter calls'
 * connection, in the signed-in layout) also carries `order` events. The layout hands each one here;
 * the order board listens to greet a new round. Kept here, not in a feature: the waiter calls'
 * connection gives them and the orders feature takes them, and features do not import each other.
 */
export interface OrderStreamEvent {
  clubId: number;
  orderId: number;
  /** null once the table was deleted */
  tableId: number | null;
  version: number;
  /** `round`: a new round was sent; `changed`: anything else; `closed`: the order was closed */
  event: 'round' | 'changed' | 'closed';
}

const EVENTS = new Set<OrderStreamEvent['event']>(['round', 'changed', 'closed']);

/** The data of an `order` event, or null when it is not one the console knows. */
export function parseOrderEvent(data: string): OrderStreamEvent | null {
  try {
    const value = JSON.parse(data) as Partial<OrderStreamEvent> | null;
    if (
      value &&
      Number.isInteger(value.clubId) &&
      Number.isInteger(value.orderId) &&
      Number.isInteger(value.version) &&
      value.event !== undefined &&
      EVENTS.has(value.event)
    ) {
      return value as OrderStreamEvent;
    }
  } catch {
    // not JSON: ignored, as an unknown event
  }
  return null;
}

type OrderEventListener = (event: OrderStreamEvent) => void;

const listeners = new Set<OrderEventListener>();

/** Hands an event to every listener (the board greets new rounds). */
export function publishOrderEvent(event: OrderStreamEvent): void {
  for (const listener of listeners) listener(event);
}

/** Listens to order events; returns the unsubscribe. */
export function subscribeOrderEvents(listener: OrderEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The contract paths whose cached answers an order's change makes stale. */
const ORDER_PATHS = new Set([
  '/clubs/{clubId}/orders',
  '/clubs/{clubId}/orders/{orderId}',
  '/clubs/{clubId}/statistics/orders',
]);

/**
 * Reads again what a club's orders show (the board, an open order, today's totals): only the
 * queries on screen refetch, the others are marked stale. `clubId` undefined: every club's (after a
 * reconnect, when what was missed is unknown).
 */
export function invalidateClubOrders(queryClient: QueryClient, clubId?: number): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [, path, init] = queryKey as [unknown, unknown, { params?: { path?: { clubId?: unknown } } }?];
      if (typeof path !== 'string' || !ORDER_PATHS.has(path)) return false;
      return clubId === undefined || Number(init?.params?.path?.clubId) === clubId;
    },
  });
}
