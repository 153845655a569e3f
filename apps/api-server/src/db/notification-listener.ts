/**
 * The process's one LISTEN connection, for several channels (plugins/realtime.ts names them):
 * - PGlite: its own `listen()` (one process per data directory, so that is every listener);
 * - PostgreSQL: a dedicated node-postgres client, not a pooled connection (a LISTEN lives on its
 *   connection), reconnected with backoff when it drops. Notifications sent while it is down are
 *   lost; `onLost` and `onListening` tell the channels' owners when that may have happened.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationSource } from './client.ts';

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'tavola-listen';

/** Reconnect delays of the PostgreSQL listener: 1 s doubling up to 30 s. */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export interface Listener {
  close(): Promise<void>;
}

/**
 * What this process listens to: each channel's handler, and the listener's state for those that
 * must know when notifications may have been missed (the guests' context cache).
 */
export interface Channels {
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

/** Listens on every channel of `channels` on the database `source` names. */
export function listenForNotifications(
  source: NotificationSource,
  channels: Channels,
  log: FastifyBaseLogger,
): Promise<Listener> {
  return source.kind === 'pglite' ? listenPglite(source, channels) : listenPostgres(source, channels, log);
}
