/**
 * The lock order of a club's writes (club-writes.ts), on a real PostgreSQL where transactions run
 * side by side: each write takes the club's row before any other row of the club, so two writes
 * never hold each other's rows (the concurrent fuzzer found deadlocks, answered as 500s, before).
 * A second connection holds the club's row; the write must then wait for it without having locked
 * the menu it writes. And a waiter call racing the deletion of its menu is a 404, not a broken
 * foreign key. PostgreSQL only: run by `pnpm test:postgres-only` in the PostgreSQL phase of
 * scripts/test-all.sh; fails, never skips, without DATABASE_URL.
 */
import { and, asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '#http/types.ts';
import { type CallOptions, useTestApp } from '#test/harness.ts';
import { clubs, menuItems, menuSections, menus, tables } from './schema.ts';

if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL must name a PostgreSQL database (pnpm test:postgres-only)');
}

/** How long a blocked write may take to show as waiting: generous for a busy 2-core machine. */
const BLOCKED_WITHIN_MS = 30_000;

describe("a club's writes side by side (PostgreSQL)", () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let sectionId = 0;
  let itemId = 0;
  let tableId = 0;

  /** The app's own connection pool (node-postgres, behind Drizzle). */
  const pool = () => (t.app.db as unknown as { $client: pg.Pool }).$client;

  /** Resolves once a connection of this database waits for a lock: the write under test. */
  async function blockedOnALock(): Promise<void> {
    const deadline = Date.now() + BLOCKED_WITHIN_MS;
    for (;;) {
      const { rows } = await pool().query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.waiting ?? 0) > 0) return;
      if (Date.now() > deadline)
        throw new Error(`no connection waited for a lock in ${BLOCKED_WITHIN_MS} ms`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Runs `during` while another connection holds the club's row, then lets it go. */
  async function withClubRowHeld(during: () => Promise<void>): Promise<void> {
    const holder = await pool().connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from clubs where id = $1 for no key update', [clubId]);
      await during();
    } finally {
      await holder.query('commit');
      holder.release();
    }
  }

  /** Whether the row can be locked at once (no other transaction holds it). */
  async function rowFree(table: 'menus' | 'tables', id: number): Promise<boolean> {
    const probe = await pool().connect();
    try {
      await probe.query('begin');
      await probe.query(`select 1 from ${table} where id = $1 for update nowait`, [id]);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return false; // lock_not_available
      throw error;
    } finally {
      await probe.query('rollback');
      probe.release();
    }
  }

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    clubId = t.demo.clubId;
    const db = t.app.db;
    const [item] = await db
      .select({ menuId: menus.id, sectionId: menuSections.id, itemId: menuItems.id })
      .from(menus)
      .innerJoin(menuSections, eq(menuSections.menuId, menus.id))
      .innerJoin(menuItems, eq(menuItems.sectionId, menuSections.id))
      .where(eq(menus.clubId, clubId))
      .orderBy(asc(menus.position), asc(menuSections.position), asc(menuItems.position))
      .limit(1);
    if (!item) throw new Error('the demo club has no item');
    ({ menuId, sectionId, itemId } = item);
    const [table] = await db.select({ id: tables.id }).from(tables).where(eq(tables.clubId, clubId)).limit(1);
    if (!table) throw new Error('the demo club has no table');
    tableId = table.id;
  });

  const writes: [OperationId, () => CallOptions][] = [
    ['saveSectionsBatch', () => ({ params: { clubId, menuId }, body: [{ id: sectionId, position: 0 }] })],
    [
      'saveItemsBatch',
      () => ({ params: { clubId, menuId, sectionId }, body: [{ id: itemId, position: 0 }] }),
    ],
    [
      'saveItem',
      () => ({ params: { clubId, menuId, sectionId }, body: { id: itemId, name: 'Bruschetta', price: 6.5 } }),
    ],
    ['saveSchedulings', () => ({ params: { clubId, menuId }, body: [] })],
    ['deleteMenuLogo', () => ({ params: { clubId, menuId } })],
    ['saveMenusBatch', () => ({ params: { clubId }, body: [{ id: menuId, position: 0 }] })],
  ];

  it.each(writes)('%s waits for the club row before it locks the menu', async (operationId, options) => {
    let answer: ReturnType<typeof t.call> | undefined;
    await withClubRowHeld(async () => {
      answer = t.call(operationId, { token, ...options() });
      await blockedOnALock();
      expect(await rowFree('menus', menuId)).toBe(true);
    });
    const response = await (answer as ReturnType<typeof t.call>);
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('deleteTable waits for the club row before it locks the table', async () => {
    const [table] = await t.app.db.insert(tables).values({ clubId, name: 'Racing table' }).returning();
    if (!table) throw new Error('table not created');
    let answer: ReturnType<typeof t.call> | undefined;
    await withClubRowHeld(async () => {
      answer = t.call('deleteTable', { token, params: { clubId, tableId: table.id } });
      await blockedOnALock();
      expect(await rowFree('tables', table.id)).toBe(true);
    });
    const response = await (answer as ReturnType<typeof t.call>);
    expect(response.statusCode, response.body).toBe(204);
  });

  it('a waiter call while its menu is being deleted is a 404 once the deletion commits, not a 500', async () => {
    const db = t.app.db;
    await db.update(clubs).set({ enabled: true, callWaiterEnabled: true }).where(eq(clubs.id, clubId));
    await db
      .update(menus)
      .set({ callWaiterEnabled: true, disabled: false })
      .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)));
    const deleter = await pool().connect();
    try {
      await deleter.query('begin');
      await deleter.query('delete from menus where id = $1', [menuId]);
      const call = t.call('callWaiter', { params: { clubId, tableId }, body: { menuId } });
      await blockedOnALock();
      await deleter.query('commit');
      const response = await call;
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('menu_not_found');
    } finally {
      await deleter.query('rollback'); // a no-op after the commit; ends the deletion when the test failed
      deleter.release();
    }
  });
});
