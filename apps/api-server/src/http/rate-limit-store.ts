/**
 * A @fastify/rate-limit store kept in the database, so several API processes share the counters
 * (fixed windows per route and client address). The default in-memory store suits one process.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** what @fastify/rate-limit passes to a store: the merged params, with the route under routeInfo */
type StoreOptions = object;

function routePrefix(options: StoreOptions): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return route?.url ? `${String(route.method)} ${route.url}|` : '';
}

const DAY_MS = 86_400_000;

/**
 * Counts one hit on a fixed-window counter in one statement: a window that has ended starts over.
 * Runs on the pool or inside a caller's transaction (the waiter-call flood limit counts there, so
 * a refused call is rolled back with its hit).
 */
export async function countHit(
  db: DbOrTx,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<{ hits: number; windowStartMs: number }> {
  const result = await db.execute(
    sql`insert into rate_limit_counters (key, window_start_ms, hits)
        values (${key}, ${nowMs}::bigint, 1)
        on conflict (key) do update set
          hits = case when rate_limit_counters.window_start_ms + ${windowMs}::bigint <= ${nowMs}::bigint
            then 1 else rate_limit_counters.hits + 1 end,
          window_start_ms = case when rate_limit_counters.window_start_ms + ${windowMs}::bigint <= ${nowMs}::bigint
            then ${nowMs}::bigint else rate_limit_counters.window_start_ms end
        returning hits, window_start_ms`,
  );
  const row = (result as unknown as { rows: { hits: number; window_start_ms: string | number }[] }).rows[0];
  if (!row) throw new Error('rate limit counter was not written');
  return { hits: Number(row.hits), windowStartMs: Number(row.window_start_ms) };
}

/**
 * Takes back one hit counted by `countHit` in the window that started at `windowStartMs`; nothing
 * when that window has ended and a new one began (its count is not this hit's to lower).
 */
export async function uncountHit(db: DbOrTx, key: string, windowStartMs: number): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set hits = hits - 1
        where key = ${key} and window_start_ms = ${windowStartMs}::bigint and hits > 0`,
  );
}

export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions = {}) {
      this.prefix = routePrefix(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      const now = Date.now();
      countHit(db, this.prefix + key, now, timeWindow)
        .then(({ hits, windowStartMs }) => {
          callback(null, { current: hits, ttl: Math.max(0, windowStartMs + timeWindow - now) });
          if (Math.random() < 0.01) {
            db.execute(
              sql`delete from rate_limit_counters where window_start_ms < ${now - DAY_MS}::bigint`,
            ).catch(() => {});
          }
        })
        .catch((error: Error) => callback(error));
    }

    child(options: StoreOptions) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
