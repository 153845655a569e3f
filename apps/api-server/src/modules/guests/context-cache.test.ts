/**
 * The table-context cache (context-cache.ts, docs/decisions/011): a warm public read makes no
 * database round trip while this process listens to content notifications, an edit is seen by the
 * next read, and a lost listener turns the cache off (reads stay right). Runs on the embedded
 * database and, with DATABASE_URL, on PostgreSQL (where the listener is a real connection that the
 * test has the database drop). The cross-process case is in
 * waiter-calls/multi-process.postgres-test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { LISTENER_NAME } from '#db/notification-listener.ts';
import { UNDERLYING_CLIENT } from '#db/pglite-turns.ts';
import { clubs, menuItems, menuSections, menus, tables } from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { TableContextCache } from './context-cache.ts';
import type { TableContext } from './queries.ts';

type QueryingClient = { query: (...args: unknown[]) => unknown; [UNDERLYING_CLIENT]?: QueryingClient };

/**
 * Every statement the app sends, whichever driver: both go through their client's query() (on
 * PGlite the client under the one that takes loop turns, db/pglite-turns.ts).
 */
function countQueries(db: Db) {
  const client = (db as unknown as { $client: QueryingClient }).$client;
  return vi.spyOn(client[UNDERLYING_CLIENT] ?? client, 'query');
}

describe('table contexts kept in memory (public menu reads)', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let tableId = 0;
  let menuId = 0;

  const read = async () => {
    const response = await t.call('getPublicMenu', { params: { clubId, tableId, menuId } });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const contexts = () => t.app.guestMenus.contexts;

  beforeAll(async () => {
    const user = await t.createUser();
    token = await t.signIn(user);
    clubId = await createClubFor(t, user.id, 'Osteria Memoria');
    const db = t.app.db;
    await db.update(clubs).set({ enabled: true, plan: 'smart' }).where(eq(clubs.id, clubId));
    const [table] = await db.insert(tables).values({ clubId, name: 'Tavolo 1' }).returning();
    tableId = table?.id ?? 0;
    const [menu] = await db.insert(menus).values({ clubId, name: 'Menu' }).returning();
    menuId = menu?.id ?? 0;
    const [section] = await db
      .insert(menuSections)
      .values({ menuId, name: 'Piatti', position: 0 })
      .returning();
    await db.insert(menuItems).values({ sectionId: section?.id ?? 0, name: 'Pasta', price: 10 });
    await contexts().sync(db);
  });

  it('answers a warm read with no database query at all', async () => {
    expect(contexts().enabled).toBe(true);
    const queries = countQueries(t.app.db);
    try {
      const first = await read();
      // the cold read did query (so the spy sees this driver's statements)
      expect(queries.mock.calls.length).toBeGreaterThan(0);
      queries.mockClear();
      for (let i = 0; i < 5; i += 1) {
        const again = await read();
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.body).toBe(first.body);
      }
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('sees an edit made through the API at the next read (new ETag), with no wait', async () => {
    const before = (await read()).headers.etag;
    const edit = await t.call('updateClubSettings', {
      token,
      params: { clubId },
      body: { menuLabelEnabled: false },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);
    const after = await read();
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().menuLabelEnabled).toBe(false);
  });

  it('sees a write straight to the database once its notification is heard', async () => {
    const before = (await read()).headers.etag;
    await t.app.db.update(menus).set({ name: 'Menu del giorno' }).where(eq(menus.id, menuId));
    // what any other process does: wait for the database's notification, never for a time
    await contexts().sync(t.app.db);
    const after = await read();
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().name).toBe('Menu del giorno');
  });

  it('turns itself off when the listener is lost (every read queries and is right), back on empty', async () => {
    await read();
    expect(contexts().size).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') {
      // the database drops this process's LISTEN connection; it reconnects after a second
      await t.app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_NAME} and datname = current_database()`,
      );
      await vi.waitFor(() => expect(contexts().enabled).toBe(false), { timeout: 30_000, interval: 20 });
    } else {
      // the embedded database's listener cannot drop while it is open: tell the cache it did
      contexts().lost();
    }
    expect(contexts().size).toBe(0);

    // a write nobody hears: a cache still on would serve the old name
    const queries = countQueries(t.app.db);
    try {
      const before = (await read()).headers.etag;
      expect(queries).toHaveBeenCalled();
      await t.app.db.update(menus).set({ name: 'Menu della sera' }).where(eq(menus.id, menuId));
      const after = await read();
      expect(after.headers.etag).not.toBe(before);
      expect(after.json().name).toBe('Menu della sera');
    } finally {
      queries.mockRestore();
    }

    if (t.database.kind === 'postgres') {
      await vi.waitFor(() => expect(contexts().enabled).toBe(true), { timeout: 30_000, interval: 50 });
    } else {
      contexts().listening();
    }
    expect(contexts().size).toBe(0);
    await read();
    expect(contexts().size).toBe(1);
  });
});

describe('TableContextCache', () => {
  const db = {} as Db;
  const context = (contentVersion: number): TableContext => ({
    contentVersion,
    enabled: true,
    timeZone: 'Europe/Rome',
    table: { id: 1, zoneId: null },
  });

  it('queries every time until it listens', async () => {
    const load = vi.fn(async () => context(1));
    const cache = new TableContextCache(10, load);
    await cache.get(db, 1, 1);
    await cache.get(db, 1, 1);
    expect(load).toHaveBeenCalledTimes(2);
    cache.listening();
    await cache.get(db, 1, 1);
    await cache.get(db, 1, 1);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("drops a club's entries on its notification, and no other club's", async () => {
    let version = 1;
    const load = vi.fn(async () => context(version));
    const cache = new TableContextCache(10, load);
    cache.listening();
    await cache.get(db, 1, 1);
    await cache.get(db, 2, 1);
    version = 2;
    cache.notified('1');
    expect(await cache.get(db, 1, 1)).toMatchObject({ contentVersion: 2 });
    expect(await cache.get(db, 2, 1)).toMatchObject({ contentVersion: 1 });
    expect(load).toHaveBeenCalledTimes(3);
    // a payload that is not a club: nothing held is trusted
    cache.notified('garbage');
    expect(cache.size).toBe(0);
  });

  it('answers but does not keep a read that was on its way when a notification came', async () => {
    let finish: (value: TableContext) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<TableContext>((resolve) => {
          finish = resolve;
        }),
    );
    const cache = new TableContextCache(10, load);
    cache.listening();
    const pending = cache.get(db, 1, 1);
    // the same read, concurrently: shares the one query
    const shared = cache.get(db, 1, 1);
    expect(load).toHaveBeenCalledTimes(1);
    cache.notified('1');
    finish(context(1));
    expect(await pending).toMatchObject({ contentVersion: 1 });
    expect(await shared).toMatchObject({ contentVersion: 1 });
    expect(cache.size).toBe(0);
  });

  it('keeps nothing and trusts nothing once the listener is lost', async () => {
    const load = vi.fn(async () => context(1));
    const cache = new TableContextCache(10, load);
    cache.listening();
    await cache.get(db, 1, 1);
    cache.lost();
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    await cache.get(db, 1, 1);
    await cache.get(db, 1, 1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(0);
  });

  it('keeps no unknown club, and at most its bound of tables (least recently used go)', async () => {
    const cache = new TableContextCache(2, async (_db, clubId) => (clubId === 9 ? null : context(1)));
    cache.listening();
    expect(await cache.get(db, 9, 1)).toBeNull();
    expect(cache.size).toBe(0);
    await cache.get(db, 1, 1);
    await cache.get(db, 1, 2);
    await cache.get(db, 1, 1);
    await cache.get(db, 1, 3);
    expect(cache.size).toBe(2);
    // table 1 was read after table 2: table 2 went
    const reads = cache.reads;
    await cache.get(db, 1, 1);
    await cache.get(db, 1, 3);
    expect(cache.reads).toBe(reads);
    await cache.get(db, 1, 2);
    expect(cache.reads).toBe(reads + 1);
  });
});
