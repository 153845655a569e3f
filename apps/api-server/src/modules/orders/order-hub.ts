/**
 * Orders heard live in this process: every order notification (from this process or another,
 * through the database's LISTEN connection: plugins/realtime.ts) wakes the phones waiting on that
 * order (getTableOrder with `known`), and, unless it only changed drafts, goes to the consoles'
 * event streams of the club's members as an `order` event (the board reads the orders again).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WaiterCallHub } from '#modules/waiter-calls/call-hub.ts';
import { type OrderNotice, parseOrderNotice } from './queries.ts';

/** under the usual 30 s idle timeouts of proxies, as the waiter call's status */
const ORDER_WAIT_MS = 25_000;

export class OrderHub {
  /** how long a phone's read waits for a change before it is told the same (tests shorten it) */
  orderWaitMs = ORDER_WAIT_MS;
  private readonly watchers = new Map<number, Set<(version: number | null) => void>>();

  constructor(
    private readonly streams: WaiterCallHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Calls `changed` with the new version at each change of the order (in any process), and with
   * null when the server closes; returns the unsubscribe.
   */
  watch(orderId: number, changed: (version: number | null) => void): () => void {
    let set = this.watchers.get(orderId);
    if (!set) {
      set = new Set();
      this.watchers.set(orderId, set);
    }
    set.add(changed);
    return () => {
      const current = this.watchers.get(orderId);
      if (!current?.delete(changed)) return;
      if (current.size === 0) this.watchers.delete(orderId);
    };
  }

  /** How many phones wait on an order in this process. */
  get waiting(): number {
    let total = 0;
    for (const set of this.watchers.values()) total += set.size;
    return total;
  }

  /** A notification's payload; returns it read, or null when it is not ours. */
  dispatch(payload: string): OrderNotice | null {
    const notice = parseOrderNotice(payload);
    if (!notice) {
      this.log.warn({ payload }, 'orders: notification ignored');
      return null;
    }
    for (const changed of this.watchers.get(notice.orderId) ?? []) changed(notice.version);
    if (notice.event !== 'draft') {
      this.streams.broadcastOrder(notice.clubId, `order-${notice.orderId}-${notice.version}`, notice);
    }
    return notice;
  }

  /** Answers every waiting phone: the server closes only once they are gone. */
  endAll(): void {
    for (const set of this.watchers.values()) for (const changed of set) changed(null);
    this.watchers.clear();
  }
}
