/**
 * Live waiter calls in this process (docs/decisions/013-live-waiter-calls.md): every console's
 * Server-Sent Events stream subscribes here, and each waiter-call notification (from this process
 * or another, through the database's LISTEN connection: plugins/realtime.ts) is read once and sent
 * to the streams of the club's members, in the order the notifications came.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { clubMemberIds, findWaiterCall, parseNotice, type WaiterCallNotice } from './queries.ts';

export interface WaiterCallSubscriber {
  userId: number;
  /** writes one event: a call's (`call`, `taken`, `done`, data a WaiterCall) or an order's (`order`) */
  send(event: WaiterCallNotice['event'] | 'order', id: string, data: unknown): void;
  /** ends the subscriber's stream (the app is closing) */
  end(): void;
}

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** under the usual 30 s idle timeouts of proxies, as the keep-alive */
const STATUS_WAIT_MS = 25_000;
/**
 * How long a club's member list is reused for order notices. A notice carries only ids and a
 * version (the board reads the order through the API, which checks access), so a member removed
 * a moment ago may hear of a change for this long; in exchange a busy club's rounds are not one
 * database read each (bench/order-rounds.mjs).
 */
const ORDER_MEMBERS_TTL_MS = 5_000;

export class WaiterCallHub {
  /** how often each stream sends its keep-alive comment and checks its session (tests shorten it) */
  keepAliveMs = KEEP_ALIVE_MS;
  /** how long a guest's page waits for its call's next status before it is told the same (tests shorten it) */
  statusWaitMs = STATUS_WAIT_MS;
  private readonly subscribers = new Set<WaiterCallSubscriber>();
  /** how many of the subscribers each user has (the cap on a user's streams reads it) */
  private readonly streamsByUser = new Map<number, number>();
  /** guests' pages waiting for their call's next status (getWaiterCallStatus), by call id */
  private readonly callWatchers = new Map<number, Set<() => void>>();
  /** deliveries run one after the other, so a console gets a call's events in their order */
  private queue: Promise<void> = Promise.resolve();
  /** club members for order notices, read at most every ORDER_MEMBERS_TTL_MS per club */
  private readonly orderMembers = new Map<number, { readAt: number; ids: Promise<Set<number>> }>();
  private orderMembersPrunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  /** The streams `userId` has open in this process. */
  streamsOf(userId: number): number {
    return this.streamsByUser.get(userId) ?? 0;
  }

  subscribe(subscriber: WaiterCallSubscriber): () => void {
    const { userId } = subscriber;
    this.subscribers.add(subscriber);
    // a member who just joined a club hears its orders from their first stream on
    this.orderMembers.clear();
    this.streamsByUser.set(userId, this.streamsOf(userId) + 1);
    return () => {
      // once only, however often the stream's ends call it
      if (!this.subscribers.delete(subscriber)) return;
      const left = this.streamsOf(userId) - 1;
      if (left > 0) this.streamsByUser.set(userId, left);
      else this.streamsByUser.delete(userId);
    };
  }

  /**
   * Calls `changed` once the call is taken or done (in any process). Returns the unsubscribe,
   * which the waiting request calls when it ends, whichever way.
   */
  watchCall(callId: number, changed: () => void): () => void {
    let watchers = this.callWatchers.get(callId);
    if (!watchers) {
      watchers = new Set();
      this.callWatchers.set(callId, watchers);
    }
    watchers.add(changed);
    return () => {
      const current = this.callWatchers.get(callId);
      if (!current?.delete(changed)) return;
      if (current.size === 0) this.callWatchers.delete(callId);
    };
  }

  /** How many guests' pages wait for a call's status in this process. */
  get watchers(): number {
    let count = 0;
    for (const watchers of this.callWatchers.values()) count += watchers.size;
    return count;
  }

  /** A notification's payload, from this process or another; returns it read, or null when it is not ours. */
  dispatch(payload: string): WaiterCallNotice | null {
    const notice = parseNotice(payload);
    if (!notice) {
      this.log.warn({ payload }, 'waiter calls: notification ignored');
      return null;
    }
    this.queue = this.queue.then(() =>
      this.deliver(notice).catch((error: unknown) =>
        this.log.error({ err: error, notice }, 'waiter calls: delivery failed'),
      ),
    );
    return notice;
  }

  /** Resolves once every notification dispatched so far has been delivered. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async deliver(notice: WaiterCallNotice): Promise<void> {
    // the guest's page waiting for this call reads its status itself
    if (notice.event !== 'call') {
      for (const changed of this.callWatchers.get(notice.id) ?? []) changed();
    }
    // nobody listening in this process: nothing to read
    if (this.subscribers.size === 0) return;
    const [call, members] = await Promise.all([
      findWaiterCall(this.db, notice.id),
      clubMemberIds(this.db, notice.clubId),
    ]);
    if (!call) return;
    const allowed = new Set(members);
    for (const subscriber of this.subscribers) {
      if (!allowed.has(subscriber.userId)) continue;
      try {
        subscriber.send(notice.event, `${notice.event}-${call.id}`, call);
      } catch (error) {
        this.log.warn({ err: error }, 'waiter calls: a subscriber could not be written to');
      }
    }
  }

  /**
   * Sends an order's change to the streams of the club's members (modules/orders/order-hub.ts),
   * in turn with the calls' events.
   */
  broadcastOrder(clubId: number, id: string, data: unknown): void {
    if (this.subscribers.size === 0) return;
    const members = this.orderMembersOf(clubId);
    this.queue = this.queue.then(async () => {
      try {
        const allowed = await members;
        for (const subscriber of this.subscribers) {
          if (!allowed.has(subscriber.userId)) continue;
          try {
            subscriber.send('order', id, data);
          } catch (error) {
            this.log.warn({ err: error }, 'orders: a subscriber could not be written to');
          }
        }
      } catch (error) {
        this.log.error({ err: error, clubId }, 'orders: delivery failed');
      }
    });
  }

  /** The club's member ids, read again once ORDER_MEMBERS_TTL_MS old (or after a failed read). */
  private orderMembersOf(clubId: number): Promise<Set<number>> {
    const now = Date.now();
    const known = this.orderMembers.get(clubId);
    if (known && now - known.readAt < ORDER_MEMBERS_TTL_MS) return known.ids;
    // old entries go once per period, so the map holds only the clubs heard from lately
    if (now - this.orderMembersPrunedAt >= ORDER_MEMBERS_TTL_MS) {
      this.orderMembersPrunedAt = now;
      for (const [club, entry] of this.orderMembers) {
        if (now - entry.readAt >= ORDER_MEMBERS_TTL_MS) this.orderMembers.delete(club);
      }
    }
    const ids = clubMemberIds(this.db, clubId).then((list) => new Set(list));
    ids.catch(() => {
      if (this.orderMembers.get(clubId)?.ids === ids) this.orderMembers.delete(clubId);
    });
    this.orderMembers.set(clubId, { readAt: now, ids });
    return ids;
  }

  /** Ends every open stream and answers every waiting page: the server closes only once they are gone. */
  endAll(): void {
    for (const watchers of this.callWatchers.values()) for (const changed of watchers) changed();
    this.callWatchers.clear();
    for (const subscriber of [...this.subscribers]) {
      this.subscribers.delete(subscriber);
      subscriber.end();
    }
  }
}
