import { matchPath, useSearchParams } from 'react-router';
import { paths } from '#config/paths.ts';
import type { BoardFilters, OrderStation } from '../api/list-orders';

const STATIONS: readonly OrderStation[] = ['kitchen', 'bar'];

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export interface BoardQuery extends BoardFilters {
  /** the open order's panel */
  orderId?: number;
  /** large type and buttons, few controls (a tablet in the kitchen) */
  kitchen: boolean;
}

/**
 * Whether the address is the order board as a kitchen display: the console's frame then leaves the
 * screen to the rounds (app-layout.tsx hides the side navigation).
 */
export function isKitchenDisplay(location: { pathname: string; search: string }): boolean {
  return (
    matchPath(paths.clubs.orders.path, location.pathname) !== null &&
    new URLSearchParams(location.search).get('display') === 'kitchen'
  );
}

/**
 * What the board shows, kept in the address's query (`zone`, `station`, `order`, `display=kitchen`):
 * a bookmarked or reloaded board opens as it was left, and the kitchen's tablet keeps its station.
 * Changes replace the history entry: Back leaves the board rather than undoing a filter.
 */
export function useBoardQuery(): [BoardQuery, (change: Partial<BoardQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const station = search.get('station');
  const query: BoardQuery = {
    zoneId: positiveId(search.get('zone')),
    station: STATIONS.find((known) => known === station),
    orderId: positiveId(search.get('order')),
    kitchen: search.get('display') === 'kitchen',
  };
  const change = (next: Partial<BoardQuery>) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const put = (key: string, value: string | undefined) =>
          value === undefined ? params.delete(key) : params.set(key, value);
        if ('zoneId' in next) put('zone', next.zoneId === undefined ? undefined : String(next.zoneId));
        if ('station' in next) put('station', next.station);
        if ('orderId' in next) put('order', next.orderId === undefined ? undefined : String(next.orderId));
        if ('kitchen' in next) put('display', next.kitchen ? 'kitchen' : undefined);
        return params;
      },
      { replace: true },
    );
  };
  return [query, change];
}
