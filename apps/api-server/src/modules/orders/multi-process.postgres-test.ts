/**
 * A table's order across API processes: two real servers (`node dist/server.js`) on one PostgreSQL
 * database. A phone waiting for news on process B hears a line added on process A; a board
 * connected to B hears a round sent on A; phones adding on both at once all land; a send repeated
 * on the other process is the same round.
 *
 * Needs PostgreSQL (DATABASE_URL): run by `pnpm test:postgres-only` (vitest.postgres.config.ts).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_NAME } from '#db/demo-account.ts';
import { queryRows } from '#test/database.ts';
import { type EventStream, openEventStream } from '#test/event-stream.ts';
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
if (!adminUrl) {
  throw new Error(
    'The multi-process order test needs PostgreSQL: set DATABASE_URL (see scripts/postgres.sh).',
  );
}

interface Order {
  id: number;
  version: number;
  drafts: { clientLineId: string | null }[];
  rounds: { number: number; lines: { clientLineId: string | null }[] }[];
}

describe('a table order across two API processes on one PostgreSQL', () => {
  const running: ServerProcess[] = [];
  const streams: EventStream[] = [];
  const databaseName = `tavola_orders_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  let baseA = '';
  let baseB = '';
  let token = '';
  let clubId = 0;
  let tableId = 0;
  let tableKey = '';
  let itemId = 0;

  const orderPath = (rest = '') => `/api/v1/clubs/${clubId}/menu/tables/${tableId}/order${rest}`;
  const join = async (base: string) => {
    const response = await fetch(`${base}${orderPath('/guests')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-table-key': tableKey },
      body: JSON.stringify({ name: null }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { key: string }).key;
  };
  const addLine = (base: string, key: string, lineId: string) =>
    fetch(`${base}${orderPath(`/lines/${lineId}`)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-order-key': key },
      body: JSON.stringify({ itemId, quantity: 1 }),
    });
  const read = async (base: string, key: string, known?: number) => {
    const response = await fetch(`${base}${orderPath(known === undefined ? '' : `?known=${known}`)}`, {
      headers: { 'x-order-key': key },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Order;
  };
  const send = (base: string, key: string, idempotencyKey: string) =>
    fetch(`${base}${orderPath('/rounds')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-order-key': key },
      body: JSON.stringify({ idempotencyKey }),
    });

  beforeAll(async () => {
    buildServer();
    await queryRows(adminUrl, `create database ${databaseName}`);
    const a = startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }, 'process A');
    running.push(a);
    baseA = await listening(a);
    const b = startServer({ DATABASE_URL: databaseUrl }, 'process B');
    running.push(b);
    baseB = await listening(b);

    const signIn = await signInDemo(baseA);
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    token = ((await signIn.json()) as { token: string }).token;
    const [club] = await queryRows<{ id: number }>(databaseUrl, 'select id from clubs where name = $1', [
      DEMO_CLUB_NAME,
    ]);
    clubId = club?.id ?? 0;
    // the club takes orders at every table; a menu of its own, always shown, with one dish
    await queryRows(databaseUrl, `update clubs set plan = 'smart', ordering = 'all' where id = $1`, [clubId]);
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const post = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${baseA}/api/v1${path}`, {
        method,
        headers: auth,
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { id: number; orderKey?: string };
    };
    const menu = await post('POST', `/clubs/${clubId}/menu`, { name: 'Orders across processes' });
    const section = await post('PUT', `/clubs/${clubId}/menu/${menu.id}/sections`, { name: 'Pizze' });
    itemId = (
      await post('PUT', `/clubs/${clubId}/menu/${menu.id}/sections/${section.id}/items`, {
        name: 'Diavola',
        price: 9,
      })
    ).id;
    const table = await post('PUT', `/clubs/${clubId}/tables`, { name: 'Across 1' });
    tableId = table.id;
    tableKey = table.orderKey ?? '';
  }, 3 * START_BUDGET_MS);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(running.map(stopGroup));
    await queryRows(adminUrl, `drop database if exists ${databaseName} with (force)`).catch(() => {});
  });

  it('a phone waiting on B hears a line added on A, and every line of phones on both lands', async () => {
    const anna = await join(baseA);
    const bruno = await join(baseB);
    const before = await read(baseB, bruno);
    const waiting = read(baseB, bruno, before.version);
    const added = await addLine(baseA, anna, 'across-line-a1');
    expect(added.status, await added.clone().text()).toBe(200);
    const heard = await waiting;
    expect(heard.version).toBeGreaterThan(before.version);
    expect(heard.drafts.map((line) => line.clientLineId)).toContain('across-line-a1');

    const lines = Array.from(
      { length: 10 },
      (_, index) => `across-line-${index.toString().padStart(2, '0')}`,
    );
    const answers = await Promise.all(
      lines.map((lineId, index) =>
        index % 2 === 0 ? addLine(baseA, anna, lineId) : addLine(baseB, bruno, lineId),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const order = await read(baseA, anna);
    for (const lineId of lines) expect(order.drafts.map((line) => line.clientLineId)).toContain(lineId);
  });

  it('a board on B hears the round sent on A; the same send on B is the same round', async () => {
    const board = await openEventStream(`${baseB}/api/v1/waiter-calls/events`, {
      authorization: `Bearer ${token}`,
    });
    streams.push(board);
    expect((await board.next(undefined, EVENT_BUDGET_MS)).event).toBe('comment');
    const carla = await join(baseA);
    const [first, second] = await Promise.all([
      send(baseA, carla, 'across-send-1'),
      send(baseB, carla, 'across-send-1'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const heard = await board.next(
      (message) => message.event === 'order' && JSON.parse(message.data ?? '{}').event === 'round',
      EVENT_BUDGET_MS,
    );
    expect(JSON.parse(heard.data ?? '{}')).toMatchObject({ clubId, tableId, event: 'round' });
    const order = await read(baseB, carla);
    expect(order.rounds.map((round) => round.number)).toEqual([1]);
    expect(order.drafts).toEqual([]);
  });
});
