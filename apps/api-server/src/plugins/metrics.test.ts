import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { tables } from '#db/schema.ts';
import { MB } from '#modules/guests/document-cache.ts';
import { useTestApp } from '#test/harness.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

/** The value of a sample `name{…labels…} value` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
  const guest = { clubId: 0, tableId: 0, menuId: 0 };

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    guest.clubId = t.demo.clubId;
    const [table] = await t.app.db
      .select({ id: tables.id })
      .from(tables)
      .where(eq(tables.clubId, guest.clubId))
      .orderBy(asc(tables.id))
      .limit(1);
    guest.tableId = table?.id ?? 0;
    const listed = await t.call('getTableMenus', {
      params: { clubId: guest.clubId, tableId: guest.tableId },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    guest.menuId = (listed.json() as { menu: { id: number }[] }).menu[0]?.id ?? 0;
    expect(guest.menuId).toBeGreaterThan(0);
  });

  it('counts requests by operation and status, waiter calls and scans, with the usual process metrics', async () => {
    const before = (await scrape()).body;
    const read = { operation: 'getPublicMenu', status: '200' };
    const missing = { operation: 'getPublicMenu', status: '404' };
    const called = { operation: 'callWaiter', status: '201' };

    expect((await t.call('getPublicMenu', { params: guest })).statusCode, 'a guest read').toBe(200);
    const call = await t.call('callWaiter', {
      params: { clubId: guest.clubId, tableId: guest.tableId },
      body: { menuId: guest.menuId },
    });
    expect(call.statusCode, call.body).toBe(201);
    // a failing call, and a request no route answers
    expect((await t.call('getPublicMenu', { params: { ...guest, tableId: 2_000_000_000 } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);

    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = response.body;
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

    expect(moved('tavola_http_requests_total', read)).toBe(1);
    expect(moved('tavola_http_requests_total', missing)).toBe(1);
    expect(moved('tavola_http_requests_total', called)).toBe(1);
    expect(moved('tavola_http_requests_total', { operation: 'unknown', status: '404' })).toBe(1);
    // the histogram holds the same requests: +Inf is the count, and a warm read is under 10 s
    expect(moved('tavola_http_request_duration_seconds_count', read)).toBe(1);
    expect(moved('tavola_http_request_duration_seconds_bucket', { ...read, le: '+Inf' })).toBe(1);
    expect(moved('tavola_http_request_duration_seconds_bucket', { ...read, le: '10' })).toBe(1);
    expect(sample(after, 'tavola_http_request_duration_seconds_sum', read)).toBeGreaterThan(0);
    expect(moved('tavola_waiter_calls_total')).toBe(1);
    expect(moved('tavola_guest_scans_total')).toBe(1);

    // scraped at once: the pool, the open streams, prom-client's process metrics
    expect(sample(after, 'tavola_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'tavola_sse_clients')).toBe(0);
    // the guest read left its menu in the document cache: what it holds, within its budget
    const { documents } = t.app.guestMenus;
    expect(documents.size).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'tavola_guest_cache_menus')).toBe(documents.size);
    expect(sample(after, 'tavola_guest_cache_bytes')).toBe(documents.bytes);
    expect(sample(after, 'tavola_guest_cache_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'tavola_guest_cache_budget_bytes')).toBe(t.app.config.guestCacheMb * MB);
    if (t.database.kind === 'postgres') {
      expect(sample(after, 'tavola_db_pool_max_connections')).toBe(10);
      expect(sample(after, 'tavola_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(after, 'tavola_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(sample(after, 'tavola_db_pool_max_connections')).toBe(1);
    }
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(after, name), name).toBeGreaterThanOrEqual(0);
    }
    // the metrics endpoint itself is not an operation of the contract
    expect(after).not.toContain('operation="metrics"');
  });

  it('answers /metrics on the API port only to the bearer of the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
      expect(response.body).not.toContain('tavola_');
    }
  });

  it('serves the same text on its own listener, which answers nothing else', async () => {
    const metrics = t.app.metrics;
    if (!metrics) throw new Error('metrics are on in this app');
    const address = await metrics.listen('127.0.0.1', 0);
    const base = `http://127.0.0.1:${address.port}`;
    const separate = await fetch(`${base}/metrics`);
    expect(separate.status).toBe(200);
    expect(separate.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await separate.text();
    expect(sample(text, 'tavola_http_requests_total', { operation: 'getPublicMenu', status: '200' })).toBe(
      sample((await scrape()).body, 'tavola_http_requests_total', {
        operation: 'getPublicMenu',
        status: '200',
      }),
    );
    expect(text).toContain('# TYPE tavola_http_request_duration_seconds histogram');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('serves no metrics at all when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), { database: t.database });
    try {
      expect(app.metrics).toBeNull();
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
