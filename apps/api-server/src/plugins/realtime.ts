/**
 * The process's one LISTEN connection, for several channels: live waiter calls across API processes
 * (docs/decisions/013-live-waiter-calls.md) and guests' content changes (docs/decisions/011: the
 * table-context cache trusts its entries only while this listener is up).
 *
 * Waiter calls:
 *
 * Writes announce themselves with `pg_notify('tavola_waiter_calls', {event, id, clubId})` inside
 * their transaction (modules/waiter-calls/queries.ts). Every process LISTENs on that channel:
 * - PGlite: its own `listen()` (one process per data directory, so that is every listener);
 * - PostgreSQL: a dedicated node-postgres client, not a pooled connection (a LISTEN lives on its
 *   connection), reconnected with backoff when it drops. Notifications sent while it is down are
 *   lost: consoles read the list again when they reconnect, as the contract tells them.
 * It hands each notification to its own Server-Sent Events subscribers (modules/waiter-calls).
 * Content: migration 0006's triggers send the club id on 'tavola_content'; the guests' context cache
 * drops that club (modules/guests/context-cache.ts), and is told when the connection is lost/back.
 */
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, NotificationSource } from '#db/client.ts';
import { CONTENT_CHANNEL } from '#modules/guests/context-cache.ts';
import {
  clubMemberIds,
  findWaiterCall,
  parseNotice,
  WAITER_CALLS_CHANNEL,
  type WaiterCall,
  type WaiterCallNotice,
} from '#modules/waiter-calls/queries.ts';

export interface WaiterCallSubscriber {
  userId: number;
  send(event: WaiterCallNotice['event'], call: WaiterCall): void;
  /** ends the subscriber's stream (the app is closing) */
  end(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    waiterCallEvents: WaiterCallHub;
  }
}

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'tavola-listen';

/** Reconnect delays of the PostgreSQL listener: 1 s doubling up to 30 s. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

class WaiterCallHub {
  /** how often each stream sends its keep-alive comment and checks its session (tests shorten it) */
  keepAliveMs = KEEP_ALIVE_MS;
  private readonly subscribers = new Set<WaiterCallSubscriber>();
  /** how many of the subscribers each user has (the cap on a user's streams reads it) */
  private readonly streamsByUser = new Map<number, number>();
  /** deliveries run one after the other, so a console gets a call's events in their order */
  private queue: Promise<void> = Promise.resolve();

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
    this.streamsByUser.set(userId, this.streamsOf(userId) + 1);
    return () => {
      // once only, however often the stream's ends call it
      if (!this.subscribers.delete(subscriber)) return;
      const left = this.streamsOf(userId) - 1;
      if (left > 0) this.streamsByUser.set(userId, left);
      else this.streamsByUser.delete(userId);
    };
  }

  /** A notification's payload, from this process or another. */
  dispatch(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice) {
      this.log.warn({ payload }, 'waiter calls: notification ignored');
      return;
    }
    this.queue = this.queue.then(() =>
      this.deliver(notice).catch((error: unknown) =>
        this.log.error({ err: error, notice }, 'waiter calls: delivery failed'),
      ),
    );
  }

  /** Resolves once every notification dispatched so far has been delivered. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async deliver(notice: WaiterCallNotice): Promise<void> {
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
        subscriber.send(notice.event, call);
      } catch (error) {
        this.log.warn({ err: error }, 'waiter calls: a subscriber could not be written to');
      }
    }
  }

  /** Ends every open stream: the server closes only once they are gone. */
  endAll(): void {
    for (const subscriber of [...this.subscribers]) {
      this.subscribers.delete(subscriber);
      subscriber.end();
    }
  }
}

interface Listener {
  close(): Promise<void>;
}

/**
 * What this process listens to: each channel's handler, and the listener's state for those that
 * must know when notifications may have been missed (the guests' context cache).
 */
interface Channels {
  handlers: Record<string, (payload: string) => void>;
  /** LISTEN is in place on every channel (again, after a reconnect) */
  onListening(): void;
  /** the listening connection is gone: notifications are being missed until onListening */
  onLost(): void;
}

async function listenPglite(
  source: Extract<NotificationSource, { kind: 'pglite' }>,
  channels: Channels,
): Promise<Listener> {
  const { client } = source;
  const unlisten = await Promise.all(
    Object.entries(channels.handlers).map(([channel, handler]) => client.listen(channel, handler)),
  );
  // the embedded database is this process's own: its listener cannot drop while it is open
  channels.onListening();
  return {
    async close() {
      channels.onLost();
      if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}

async function listenPostgres(
  source: Extract<NotificationSource, { kind: 'postgres' }>,
  channels: Channels,
  log: FastifyBaseLogger,
): Promise<Listener> {
  // loaded only for PostgreSQL, as the database client does: the embedded database starts without it
  const { default: pg } = await import('pg');
  let client: import('pg').Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_FIRST_MS;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    log.warn({ retryInMs: delay }, 'notifications: LISTEN connection lost, reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    // named, so an operator can tell it from the pool's connections in pg_stat_activity
    const next = new pg.Client({ connectionString: source.url, application_name: LISTENER_NAME });
    client = next;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      channels.onLost();
      if (error) log.error({ err: error }, 'notifications: LISTEN connection failed');
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      const handler = channels.handlers[message.channel];
      if (handler && message.payload) handler(message.payload);
    });
    try {
      await next.connect();
      // one statement: LISTEN on every channel, in place together
      await next.query(
        Object.keys(channels.handlers)
          .map((channel) => `LISTEN ${channel};`)
          .join(' '),
      );
      if (lost) return;
      channels.onListening();
      if (delay !== RECONNECT_FIRST_MS) log.info('notifications: LISTEN connection restored');
      delay = RECONNECT_FIRST_MS;
    } catch (error) {
      onLost(error as Error);
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      channels.onLost();
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

export default fp(
  async (app) => {
    const hub = new WaiterCallHub(app.db, app.log);
    app.decorate('waiterCallEvents', hub);
    let listener: Listener | null = null;
    const { contexts } = app.guestMenus;
    const channels: Channels = {
      handlers: {
        [WAITER_CALLS_CHANNEL]: (payload) => hub.dispatch(payload),
        [CONTENT_CHANNEL]: (payload) => contexts.notified(payload),
      },
      onListening: () => contexts.listening(),
      onLost: () => contexts.lost(),
    };

    // listening before the server accepts requests: a console that connects finds it ready
    app.addHook('onReady', async () => {
      const source = app.dbNotifications;
      listener =
        source.kind === 'pglite'
          ? await listenPglite(source, channels)
          : await listenPostgres(source, channels, app.log);
    });
    // open streams would keep the HTTP server from closing: end them first
    app.addHook('preClose', async () => {
      hub.endAll();
    });
    // onClose hooks run in reverse order of registration: this one before the database closes
    app.addHook('onClose', async () => {
      await listener?.close();
      listener = null;
      await hub.idle();
    });
  },
  { name: 'realtime', dependencies: ['config', 'db', 'guest-menus'] },
);
