/**
 * Prometheus metrics (prom-client, text format), for operators only. Served
 * - on a listener of its own when METRICS_PORT is set (`listen()`, called by server.ts), and/or
 * - on `/metrics` of the API port when METRICS_TOKEN is set, to `Authorization: Bearer <token>`.
 * Neither set: nothing is served and nothing is recorded (prom-client is not even loaded).
 *
 * `/metrics` is not part of the public API contract (openapi/spec.yaml): it is an operator's
 * endpoint whose body is Prometheus text, like the docs pages. It is never rate limited (the limiter
 * is per route and this route has none) and logged only at warn, like the probes.
 *
 * What is where: requests in http/request-metrics.ts (recorded per route in an onResponse callback),
 * everything else read at scrape time from the objects that already keep it (pool, SSE hub, scans).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Counter, Registry } from 'prom-client';
import { HttpError } from '#errors.ts';
import { RequestMetrics, UNKNOWN_OPERATION } from '#http/request-metrics.ts';
import { appendRouteHook } from '#http/route-hooks.ts';

const METRICS_PATH = '/metrics';

export interface AppMetrics {
  registry: Registry;
  /** calls of a waiter that were recorded (201 of callWaiter) */
  waiterCalls: Counter;
  /** Opens the metrics' own listener; resolves with its address. Closed with the app. */
  listen(host: string, port: number): Promise<AddressInfo>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when metrics are off (neither METRICS_PORT nor METRICS_TOKEN) */
    metrics: AppMetrics | null;
  }
}

/** The node-postgres pool's counters (drizzle keeps the pool as `$client`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** Constant-time comparison of a bearer token: both sides hashed first, so lengths never differ. */
function tokenMatches(header: string | undefined, digest: Buffer): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(createHash('sha256').update(header.slice(7)).digest(), digest);
}

export default fp(
  async (app) => {
    const { port, token } = app.config.metrics;
    if (port === undefined && token === undefined) {
      app.decorate<AppMetrics | null>('metrics', null);
      return;
    }

    // loaded only when metrics are on: a server without them never needs it
    const { Counter, collectDefaultMetrics, Gauge, Registry } = await import('prom-client');
    const registry = new Registry();
    // process_* and nodejs_* (event-loop lag, heap, GC, handles), under their usual names
    collectDefaultMetrics({ register: registry });

    const requests = new RequestMetrics();
    for (const metric of requests.metrics()) registry.registerMetric(metric);
    // every contract route records its own operation: the label is fixed when the route is made,
    // so the request path looks nothing up (a callback hook: no promise either)
    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (!operationId) return;
      const series = requests.operation(operationId);
      const record: onResponseHookHandler = (_request, reply, done) => {
        series.record(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      appendRouteHook(route, 'onResponse', record);
    });
    // no route: the not-found handler answered (routes outside the contract, the docs and this
    // endpoint, are not counted)
    const unrouted = requests.operation(UNKNOWN_OPERATION);
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) unrouted.record(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const database = app.dbNotifications.kind;
    const pool = (app.db as unknown as { $client: PgPool }).$client;
    new Gauge({
      name: 'tavola_db_pool_connections',
      help: 'Database connections open (PostgreSQL pool; the embedded PGlite is always 1)',
      registers: [registry],
      collect() {
        this.set(database === 'postgres' ? pool.totalCount : 1);
      },
    });
    new Gauge({
      name: 'tavola_db_pool_max_connections',
      help: 'Connections the database pool may open (the embedded PGlite: 1)',
      registers: [registry],
      collect() {
        this.set(database === 'postgres' ? (pool.options.max ?? 10) : 1);
      },
    });
    // PGlite runs one query at a time behind its own lock and shows no queue: these are PostgreSQL's
    if (database === 'postgres') {
      new Gauge({
        name: 'tavola_db_pool_idle_connections',
        help: 'Pool connections open and not in use',
        registers: [registry],
        collect() {
          this.set(pool.idleCount);
        },
      });
      new Gauge({
        name: 'tavola_db_pool_waiting_queries',
        help: 'Queries waiting for a pool connection (all connections busy)',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }

    new Gauge({
      name: 'tavola_sse_clients',
      help: 'Open Server-Sent Events streams of live waiter calls (consoles) in this process',
      registers: [registry],
      collect() {
        this.set(app.waiterCallEvents.size);
      },
    });
    const waiterCalls = new Counter({
      name: 'tavola_waiter_calls_total',
      help: 'Waiter calls made by guests (recorded; refused calls are not counted)',
      registers: [registry],
    });
    let scansReported = 0;
    new Counter({
      name: 'tavola_guest_scans_total',
      help: "Guests' menu reads counted as scans (the menu statistics' count)",
      registers: [registry],
      collect() {
        // the scan counter keeps a running total: add what came since the last scrape
        const counted = app.guestMenus.scans.counted;
        this.inc(counted - scansReported);
        scansReported = counted;
      },
    });

    // The guests' document cache holds its documents as Buffers, outside the V8 heap: these say how
    // much of the process's memory is the cache filling up to its budget (GUEST_CACHE_MB), not a leak
    const { documents } = app.guestMenus;
    new Gauge({
      name: 'tavola_guest_cache_bytes',
      help: "Bytes the guests' menu document cache holds (at most tavola_guest_cache_budget_bytes)",
      registers: [registry],
      collect() {
        this.set(documents.bytes);
      },
    });
    new Gauge({
      name: 'tavola_guest_cache_budget_bytes',
      help: "Bytes the guests' menu document cache may hold (GUEST_CACHE_MB)",
      registers: [registry],
      collect() {
        this.set(documents.budget);
      },
    });
    new Gauge({
      name: 'tavola_guest_cache_menus',
      help: "Menus the guests' menu document cache holds (each with its documents in every language)",
      registers: [registry],
      collect() {
        this.set(documents.size);
      },
    });

    const serve = async (): Promise<{ type: string; body: string }> => ({
      type: registry.contentType,
      body: await registry.metrics(),
    });

    if (token !== undefined) {
      const digest = createHash('sha256').update(token).digest();
      app.get(
        METRICS_PATH,
        // scraped every few seconds: its lines would fill the log (as the probes', plugins/openapi.ts)
        { logLevel: app.log.level === 'debug' || app.log.level === 'trace' ? 'debug' : 'warn' },
        async (request, reply) => {
          if (!tokenMatches(request.headers.authorization, digest)) {
            throw new HttpError(401, 'unauthenticated', 'A valid metrics token is required', undefined, {
              'www-authenticate': 'Bearer',
            });
          }
          const { type, body } = await serve();
          return reply.header('cache-control', 'no-store').type(type).send(body);
        },
      );
    }

    let server: http.Server | null = null;
    const listen = (host: string, listenPort: number) =>
      new Promise<AddressInfo>((resolve, reject) => {
        if (server) throw new Error('the metrics listener is already open');
        const next = http.createServer((request, response) => {
          const path = request.url?.split('?', 1)[0];
          if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
            response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
            return;
          }
          serve().then(
            ({ type, body }) => {
              response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
            },
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics: collection failed');
              response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed\n');
            },
          );
        });
        next.once('error', reject);
        next.listen(listenPort, host, () => {
          server = next;
          const address = next.address() as AddressInfo;
          app.log.info(`metrics on http://${host}:${address.port}${METRICS_PATH}`);
          resolve(address);
        });
      });
    app.addHook('onClose', async () => {
      const current = server;
      server = null;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    });

    app.decorate<AppMetrics | null>('metrics', { registry, waiterCalls, listen });
  },
  { name: 'metrics', dependencies: ['config', 'db', 'guest-menus', 'realtime'] },
);
