import { useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type TableOrder = components['schemas']['TableOrder'];
export type OrderRound = components['schemas']['OrderRound'];
export type OrderLine = components['schemas']['OrderLine'];
export type OrderStation = components['schemas']['OrderStation'];
export type RoundStatus = components['schemas']['RoundStatus'];

export interface BoardFilters {
  zoneId?: number;
  station?: OrderStation;
}

/**
 * `listOrders`: the club's open orders with their rounds, as the member may see them (a waiter,
 * their tables). The zone and station filters are the server's: with a station, each round keeps
 * that station's lines. Live events make it stale (lib/order-events.ts), and it is read again.
 */
export const ordersQueryOptions = (clubId: number, { zoneId, station }: BoardFilters = {}) =>
  $api.queryOptions('get', '/clubs/{clubId}/orders', {
    params: {
      path: { clubId },
      query: { ...(zoneId === undefined ? {} : { zoneId }), ...(station === undefined ? {} : { station }) },
    },
  });

export function useOrders(clubId: number, filters: BoardFilters = {}) {
  return useQuery(ordersQueryOptions(clubId, filters));
}
