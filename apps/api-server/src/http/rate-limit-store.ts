/**
 * A @fastify/rate-limit store kept in the database, so several API processes share the counters
 * (fixed windows per route and client address). The default in-memory store suits one process.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** what @fastify/rate-limit passes to a store: the merged params, with the route under routeInfo */
type StoreOptions = object;

function routePrefix(options: StoreOptions): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return route?.url ? `${String(route.method)} ${route.url}|` : '';
}

const DAY_MS = 86_400_000;

export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions = {}) {
      this.prefix = routePrefix(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      const now = Date.now();
      const fullKey = this.prefix + key;
      db.execute(
        sql`insert into rate_limit_counters (key, window_start_ms, hits)
            values (${fullKey}, ${now}::bigint, 1)
            on conflict (key) do update set
              hits = case when rate_limit_counters.window_start_ms + ${timeWindow}::bigint <= ${now}::bigint
                then 1 else rate_limit_counters.hits + 1 end,
              window_start_ms = case when rate_limit_counters.window_start_ms + ${timeWindow}::bigint <= ${now}::bigint
                then ${now}::bigint else rate_limit_counters.window_start_ms end
            returning hits, window_start_ms`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { hits: number; window_start_ms: string | number }[] })
            .rows[0];
          if (!row) throw new Error('rate limit counter was not written');
          const ttl = Number(row.window_start_ms) + timeWindow - now;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, ttl) });
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
