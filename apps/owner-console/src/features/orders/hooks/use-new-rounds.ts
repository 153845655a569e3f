import { useEffect, useRef } from 'react';
import { subscribeOrderEvents } from '#lib/order-events.ts';
import type { TableOrder } from '../api/list-orders';
import type { BoardRound } from '../utils/board';
import { roundIds } from '../utils/board';

/** How long a `round` event waits for the board's next answer to show its round. */
const PENDING_MS = 30_000;

/**
 * Greets the rounds the live stream says were sent (event `round`), once the board's answer shows
 * them: `onNewRounds` gets the rounds of those orders the board did not show before. A round only
 * seen because a filter changed, or one of a table the member does not serve (the event reaches
 * every member; the board lists their tables), is not greeted.
 */
export function useNewRounds(
  clubId: number,
  orders: readonly TableOrder[] | undefined,
  onNewRounds: (rounds: BoardRound[]) => void,
) {
  /** orders a `round` event named, and when */
  const pending = useRef(new Map<number, number>());
  const shown = useRef<Set<number> | null>(null);
  const latest = useRef(onNewRounds);
  latest.current = onNewRounds;

  useEffect(
    () =>
      subscribeOrderEvents((event) => {
        if (event.clubId === clubId && event.event === 'round')
          pending.current.set(event.orderId, Date.now());
      }),
    [clubId],
  );

  useEffect(() => {
    if (!orders) return;
    const before = shown.current;
    shown.current = roundIds(orders);
    if (!before || pending.current.size === 0) return;
    const fresh: BoardRound[] = [];
    for (const order of orders) {
      if (!pending.current.has(order.id)) continue;
      const rounds = order.rounds.filter((round) => !before.has(round.id) && round.status !== 'served');
      if (rounds.length === 0) continue;
      pending.current.delete(order.id);
      for (const round of rounds) fresh.push({ order, round });
    }
    const now = Date.now();
    for (const [orderId, at] of pending.current) if (now - at > PENDING_MS) pending.current.delete(orderId);
    if (fresh.length > 0) latest.current(fresh);
  }, [orders]);
}
