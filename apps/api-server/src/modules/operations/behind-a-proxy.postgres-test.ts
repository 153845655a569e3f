/**
 * The deployment of docs/deploy.md and docs/scaling.md without containers: two API processes
 * (`node dist/server.js`, the production build) on one PostgreSQL, their pools going through PgBouncer
 * in transaction mode (DATABASE_URL) and their session work (migrations under the advisory lock,
 * LISTEN) on a direct connection (DATABASE_DIRECT_URL), behind a round-robin proxy as compose.yaml's
 * Caddy puts them. An owner signs in, edits an item; guests read the menu and call a waiter; every
 * step goes through the proxy, so consecutive requests land on alternate processes.
 *
 * Needs PostgreSQL (DATABASE_URL, an admin connection) and PgBouncer in front of it (POOLER_URL):
 * scripts/test-all.sh starts both (scripts/postgres.sh, scripts/pgbouncer.sh). Run by
 * `pnpm test:postgres-only`; fails, never skips, without them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CLUB_NAME } from '#db/demo-account.ts';
import { LISTENER_NAME } from '#db/notification-listener.ts';
import { queryRows } from '#test/database.ts';
import { type EventStream, nextCallEvent, openEventStream } from '#test/event-stream.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from '#test/round-robin-proxy.ts';
import {
  buildServer,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  signInDemo,
  startServer,
  stopGroup,
} from '#test/server-process.ts';

const EVENT_BUDGET_MS = 30_000;

const adminUrl = process.env.DATABASE_URL;
const poolerUrl = process.env.POOLER_URL;
if (!adminUrl || !poolerUrl) {
  throw new Error(
    'The deployment test needs PostgreSQL (DATABASE_URL) and PgBouncer in front of it (POOLER_URL): see scripts/postgres.sh and scripts/pgbouncer.sh.',
  );
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

type PublicMenu = { sections: { items: { id: number; name: string }[] }[] };

describe('two API processes behind a round-robin proxy, pooled through PgBouncer in transaction mode', () => {
  const running: ServerProcess[] = [];
  const streams: EventStream[] = [];
  const databaseName = `tavola_deploy_${randomBytes(6).toString('hex')}`;
  const directUrl = withDatabase(adminUrl, databaseName);
  const pooledUrl = withDatabase(poolerUrl, databaseName);
  let proxy: RoundRobinProxy;
  let baseA = '';
  let baseB = '';
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let item = { id: 0, sectionId: 0 };
  let tableIds: number[] = [];

  const owner = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  /** the upstreams that served the requests from `from` on, for `path` */
  const servedSince = (from: number, path: RegExp) =>
    new Set(
      proxy.served
        .slice(from)
        .filter((request) => path.test(request.path))
        .map((r) => r.upstream),
    );
  const guestRead = async (tableId: number) => {
    const response = await fetch(
      `${proxy.url}/api/v1/clubs/${clubId}/menu/tables/${tableId}/menus/${menuId}`,
      {
        headers: { 'accept-language': '*' },
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PublicMenu;
  };
  const itemName = (menu: PublicMenu) =>
    menu.sections.flatMap((section) => section.items).find((entry) => entry.id === item.id)?.name;

  beforeAll(async () => {
    buildServer();
    await queryRows(adminUrl, `create database ${databaseName}`);
    const env = { DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: directUrl };
    // started together, as a deploy starts its replicas: the migrations' advisory lock (on the
    // direct connection; a pooler in transaction mode would drop it) lets one migrate at a time
    const a = startServer({ ...env, SEED_DEMO: 'true' }, 'process A');
    const b = startServer(env, 'process B');
    running.push(a, b);
    [baseA, baseB] = await Promise.all([listening(a), listening(b)]);
    proxy = await startRoundRobinProxy([baseA, baseB]);

    const [club] = await queryRows<{ id: number }>(directUrl, 'select id from clubs where name = $1', [
      DEMO_CLUB_NAME,
    ]);
    clubId = club?.id ?? 0;
    const [menu] = await queryRows<{ id: number }>(
      directUrl,
      'select id from menus where club_id = $1 and call_waiter_enabled and not disabled order by id limit 1',
      [clubId],
    );
    menuId = menu?.id ?? 0;
    const [first] = await queryRows<{ id: number; sectionId: number }>(
      directUrl,
      `select i.id, i.section_id as "sectionId" from menu_items i join menu_sections s on s.id = i.section_id
       where s.menu_id = $1 and not i.disabled and not s.disabled order by s.position, i.position limit 1`,
      [menuId],
    );
    item = first ?? item;
    tableIds = (
      await queryRows<{ id: number }>(directUrl, 'select id from tables where club_id = $1 order by id', [
        clubId,
      ])
    ).map((row) => row.id);
    expect(tableIds.length).toBeGreaterThanOrEqual(3);
  }, 3 * START_BUDGET_MS);

  afterAll(async () => {
    // whether the tests passed, failed or timed out: nothing they started outlives them
    for (const stream of streams) stream.close();
    await proxy?.close();
    await Promise.all(running.map(stopGroup));
    await queryRows(adminUrl, `drop database if exists ${databaseName} with (force)`).catch(() => {});
  });

  it('the pools go through PgBouncer and the LISTEN connections go straight to PostgreSQL', async () => {
    // PgBouncer's admin console lists its clients: the two processes' pools are among them
    const clients = await queryRows<{ database: string; application_name: string }>(
      withDatabase(poolerUrl, 'pgbouncer'),
      'SHOW CLIENTS',
    );
    expect(clients.filter((client) => client.database === databaseName).length).toBeGreaterThanOrEqual(2);
    expect(clients.some((client) => client.application_name === LISTENER_NAME)).toBe(false);
    // and PostgreSQL sees one LISTEN session per process, from them, not from PgBouncer
    const listeners = await queryRows<{ pid: number }>(
      adminUrl,
      `select pid from pg_stat_activity where datname = $1 and application_name = $2 and query ilike 'LISTEN %'`,
      [databaseName, LISTENER_NAME],
    );
    expect(listeners).toHaveLength(2);
  });

  it('signs in, reads and edits through both processes', async () => {
    const from = proxy.served.length;
    const signIn = await signInDemo(proxy.url);
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    token = ((await signIn.json()) as { token: string }).token;
    // the session made by one process is known to the other
    for (let i = 0; i < 2; i += 1) {
      const me = await fetch(`${proxy.url}/api/v1/clubs/${clubId}`, { headers: owner() });
      expect(me.status, await me.clone().text()).toBe(200);
    }
    expect(servedSince(from, /^\/api\/v1\/(login|clubs\/\d+)$/)).toEqual(new Set([baseA, baseB]));

    // both processes hold the menu in their caches before the edit
    const before = itemName(await guestRead(tableIds[0] as number));
    expect(before).toBeDefined();
    expect(itemName(await guestRead(tableIds[0] as number))).toBe(before);
    const renamed = `${before} (${randomBytes(3).toString('hex')})`;
    const saved = await fetch(
      `${proxy.url}/api/v1/clubs/${clubId}/menu/${menuId}/sections/${item.sectionId}/items`,
      {
        method: 'PUT',
        headers: owner(),
        body: JSON.stringify({ id: item.id, name: renamed }),
      },
    );
    expect(saved.status, await saved.clone().text()).toBe(200);

    // guests on either process see the new name: each held the menu before the edit, and drops it
    // when the content notification arrives over its LISTEN connection
    const readsFrom = proxy.served.length;
    await vi.waitFor(
      async () => {
        const [first, second] = [
          await guestRead(tableIds[0] as number),
          await guestRead(tableIds[0] as number),
        ];
        expect([itemName(first), itemName(second)]).toEqual([renamed, renamed]);
      },
      { timeout: EVENT_BUDGET_MS, interval: 100 },
    );
    expect(servedSince(readsFrom, /\/menus\/\d+$/)).toEqual(new Set([baseA, baseB]));
  });

  it('a waiter call made on either process reaches the console, whichever process holds its stream', async () => {
    const stream = await openEventStream(`${proxy.url}/api/v1/waiter-calls/events`, {
      authorization: `Bearer ${token}`,
    });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    expect((await stream.next(undefined, EVENT_BUDGET_MS)).event).toBe('comment');

    const from = proxy.served.length;
    const ids: number[] = [];
    for (const tableId of tableIds.slice(1, 3)) {
      const called = await fetch(`${proxy.url}/api/v1/clubs/${clubId}/menu/tables/${tableId}/waiter-calls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ menuId }),
      });
      expect(called.status, await called.clone().text()).toBe(201);
      ids.push(((await called.json()) as { id: number }).id);
    }
    expect(servedSince(from, /\/waiter-calls$/)).toEqual(new Set([baseA, baseB]));

    const heard: number[] = [];
    for (let i = 0; i < ids.length; i += 1) {
      heard.push(Number((await nextCallEvent(stream, 'call', EVENT_BUDGET_MS)).call.id));
    }
    expect(heard.sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
  });
});
