/**
 * Live waiter calls across API processes: two real servers (`node dist/server.js`, built and
 * started by src/test/server-process.ts) on one PostgreSQL database. A console connected to one
 * hears a call made on the other through LISTEN/NOTIFY, the other way round too, and again after
 * the database dropped their LISTEN connections. A menu edit made on one is seen by guests reading
 * on the other, whose table context was held in memory (the 'tavola_content' notification,
 * docs/decisions/011). Each call's push notification and reminder go out once, whichever process
 * claims them, and a call taken on one process stops its reminder on both (docs/decisions/054).
 * Both exit cleanly on SIGTERM with streams open.
 *
 * Needs PostgreSQL (DATABASE_URL): run by `pnpm test:postgres-only` (vitest.postgres.config.ts), in
 * the PostgreSQL phase of scripts/test-all.sh. It is not part of the PGlite run, and fails, never
 * skips, without a database.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CLUB_NAME } from '#db/demo-account.ts';
import { queryRows } from '#test/database.ts';
import { type EventStream, nextCallEvent, openEventStream } from '#test/event-stream.ts';
import { type LocalPushService, startLocalPushService } from '#test/push-endpoint.ts';
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
    'The multi-process waiter-call test needs PostgreSQL: set DATABASE_URL (see scripts/postgres.sh).',
  );
}

describe('live waiter calls across two API processes on one PostgreSQL', () => {
  const running: ServerProcess[] = [];
  const streams: EventStream[] = [];
  const databaseName = `tavola_mp_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  let a: ServerProcess;
  let b: ServerProcess;
  let baseA = '';
  let baseB = '';
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let tableIds: number[] = [];
  let pushService: LocalPushService;

  const json = { 'content-type': 'application/json' };
  const callWaiter = (base: string, tableId: number) =>
    fetch(`${base}/api/v1/clubs/${clubId}/menu/tables/${tableId}/waiter-calls`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ menuId }),
    });
  const openStream = async (base: string) => {
    const stream = await openEventStream(`${base}/api/v1/waiter-calls/events`, {
      authorization: `Bearer ${token}`,
    });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    // the opening comment: this process now hands every notification to the stream
    expect((await stream.next(undefined, EVENT_BUDGET_MS)).event).toBe('comment');
    return stream;
  };

  beforeAll(async () => {
    buildServer();
    await queryRows(adminUrl, `create database ${databaseName}`);
    // one after the other: the first migrates and seeds, the second finds it done
    pushService = await startLocalPushService();
    const pushEnv = { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' };
    a = startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true', ...pushEnv }, 'process A');
    running.push(a);
    baseA = await listening(a);
    b = startServer({ DATABASE_URL: databaseUrl, ...pushEnv }, 'process B');
    running.push(b);
    baseB = await listening(b);

    const signIn = await signInDemo(baseA);
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    token = ((await signIn.json()) as { token: string }).token;

    const [club] = await queryRows<{ id: number }>(databaseUrl, 'select id from clubs where name = $1', [
      DEMO_CLUB_NAME,
    ]);
    clubId = club?.id ?? 0;
    const [menu] = await queryRows<{ id: number }>(
      databaseUrl,
      'select id from menus where club_id = $1 and call_waiter_enabled and not disabled order by id limit 1',
      [clubId],
    );
    menuId = menu?.id ?? 0;
    tableIds = (
      await queryRows<{ id: number }>(databaseUrl, 'select id from tables where club_id = $1 order by id', [
        clubId,
      ])
    ).map((row) => row.id);
    expect(tableIds.length).toBeGreaterThanOrEqual(5);
  }, 3 * START_BUDGET_MS);

  afterAll(async () => {
    // whether the tests passed, failed or timed out: nothing they started outlives them
    for (const stream of streams) stream.close();
    await Promise.all(running.map(stopGroup));
    await pushService?.close();
    await queryRows(adminUrl, `drop database if exists ${databaseName} with (force)`).catch(() => {});
  });

  it('a call made on process A reaches a console connected to process B, and done on B reaches A', async () => {
    const onA = await openStream(baseA);
    const onB = await openStream(baseB);

    const called = await callWaiter(baseA, tableIds[0] as number);
    expect(called.status, await called.clone().text()).toBe(201);
    const receipt = (await called.json()) as { id: number; createdAt: string };

    const heardOnB = await nextCallEvent(onB, 'call', EVENT_BUDGET_MS);
    expect(heardOnB.call).toMatchObject({ id: receipt.id, clubId, clubName: DEMO_CLUB_NAME, doneAt: null });
    expect((await nextCallEvent(onA, 'call', EVENT_BUDGET_MS)).call).toMatchObject({ id: receipt.id });

    // the cooldown holds across processes: the same table, on the other process, is refused
    const again = await callWaiter(baseB, tableIds[0] as number);
    expect(again.status).toBe(429);
    expect(((await again.json()) as { code: string }).code).toBe('waiter_recently_called');

    const done = await fetch(`${baseB}/api/v1/clubs/${clubId}/waiter-calls/${receipt.id}/done`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(done.status, await done.clone().text()).toBe(200);
    const heardDoneOnA = await nextCallEvent(onA, 'done', EVENT_BUDGET_MS);
    expect(heardDoneOnA.call).toMatchObject({ id: receipt.id, doneAt: expect.any(String) });
  });

  it("a menu edit made on process A reaches guests reading through process B's cached context", async () => {
    // a menu this table shows now, read on B until B holds the table's context in memory
    const view = await fetch(`${baseB}/api/v1/clubs/${clubId}/menu/tables/${tableIds[2]}`);
    expect(view.status, await view.clone().text()).toBe(200);
    const shown = ((await view.json()) as { menu: { id: number }[] }).menu[0];
    expect(shown).toBeDefined();
    const readOnB = async () => {
      const response = await fetch(
        `${baseB}/api/v1/clubs/${clubId}/menu/tables/${tableIds[2]}/menus/${shown?.id}`,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      return {
        etag: response.headers.get('etag'),
        menu: (await response.json()) as { menuLabelEnabled: boolean },
      };
    };
    const before = await readOnB();
    expect((await readOnB()).etag).toBe(before.etag);

    // the owner edits on A: B hears the club's content notification and drops what it held
    const edit = await fetch(`${baseA}/api/v1/clubs/${clubId}/settings`, {
      method: 'PATCH',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ menuLabelEnabled: !before.menu.menuLabelEnabled }),
    });
    expect(edit.status, await edit.clone().text()).toBeLessThan(300);
    // without the notification B would answer the old ETag for ever: wait for the new one
    await vi.waitFor(
      async () => {
        const after = await readOnB();
        expect(after.etag).not.toBe(before.etag);
        expect(after.menu.menuLabelEnabled).toBe(!before.menu.menuLabelEnabled);
      },
      { timeout: EVENT_BUDGET_MS, interval: 100 },
    );
  });

  it('keeps delivering after the database drops the LISTEN connections (reconnects with backoff)', async () => {
    const onB = await openStream(baseB);
    const listeners = () =>
      queryRows<{ pid: number }>(
        adminUrl,
        `select pid from pg_stat_activity where datname = $1 and query ilike 'LISTEN %'`,
        [databaseName],
      );
    const before = (await listeners()).map((row) => row.pid);
    expect(before).toHaveLength(2);
    await queryRows(
      adminUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])`,
      [before],
    );
    // both processes listen again, on new connections
    await vi.waitFor(
      async () => {
        const now = (await listeners()).map((row) => row.pid);
        expect(now).toHaveLength(2);
        expect(now.some((pid) => before.includes(pid))).toBe(false);
      },
      { timeout: EVENT_BUDGET_MS, interval: 200 },
    );
    expect(b.output()).toContain('LISTEN connection lost');

    const called = await callWaiter(baseA, tableIds[1] as number);
    expect(called.status, await called.clone().text()).toBe(201);
    const { id } = (await called.json()) as { id: number };
    expect((await nextCallEvent(onB, 'call', EVENT_BUDGET_MS)).call).toMatchObject({ id });
  });

  it('sends each call’s notification and reminder once, and a call taken on B stops its reminder on A', async () => {
    const authorized = { ...json, authorization: `Bearer ${token}` };
    // the demo owner on shift, with a device: serving no zone, they are sent every call of the club
    const shift = await fetch(`${baseA}/api/v1/clubs/${clubId}/service/shift`, {
      method: 'PUT',
      headers: authorized,
      body: JSON.stringify({ onShift: true }),
    });
    expect(shift.status, await shift.clone().text()).toBe(200);
    const device = pushService.subscribe();
    const saved = await fetch(`${baseB}/api/v1/clubs/${clubId}/service/push-subscription`, {
      method: 'PUT',
      headers: authorized,
      body: JSON.stringify({ ...device, language: 'en' }),
    });
    expect(saved.status, await saved.clone().text()).toBe(204);
    const pushes = (kind: string, callId: number) =>
      pushService.messages.filter((message) => {
        const payload = JSON.parse(message.text) as { kind: string; callId: number };
        return payload.kind === kind && payload.callId === callId;
      });
    const arrived = (kind: string, callId: number) =>
      pushService.next(
        (message) =>
          message.text.includes(`"kind":"${kind}"`) && message.text.includes(`"callId":${callId},`),
        EVENT_BUDGET_MS,
      );
    const outbox = async (callId: number) =>
      (
        await queryRows<{ kind: string }>(databaseUrl, 'select kind from push_outbox where call_id = $1', [
          callId,
        ])
      ).map((row) => row.kind);

    // tables not called yet in this file: the earlier cases' cooldowns still run
    const [kept, taken, last] = tableIds.slice(2) as [number, number, number];
    const call = async (base: string, tableId: number) => {
      const response = await callWaiter(base, tableId);
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const keptCall = await call(baseA, kept);
    const takenCall = await call(baseB, taken);
    await arrived('call', keptCall);
    await arrived('call', takenCall);
    // the call's row is claimed (deleted) by the process that sent it: no other can send it again
    expect(await outbox(keptCall)).toEqual(['reminder']);

    const take = await fetch(`${baseB}/api/v1/clubs/${clubId}/waiter-calls/${takenCall}/take`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(take.status, await take.clone().text()).toBe(200);
    expect(await outbox(takenCall)).toEqual([]);

    // the reminders fall due now: both processes' timers race for them
    await queryRows(
      databaseUrl,
      "update push_outbox set due_at = now() - interval '1 second' where kind = 'reminder'",
    );
    await arrived('reminder', keptCall);
    await vi.waitFor(async () => expect(await outbox(keptCall)).toEqual([]), { timeout: EVENT_BUDGET_MS });
    // a later call's notification, sent after both timers ran again, closes the window for doubles
    const lastCall = await call(baseA, last);
    await arrived('call', lastCall);
    expect(pushes('call', keptCall)).toHaveLength(1);
    expect(pushes('reminder', keptCall)).toHaveLength(1);
    expect(pushes('call', takenCall)).toHaveLength(1);
    expect(pushes('reminder', takenCall)).toHaveLength(0);
    expect(pushService.refusals).toEqual([]);
  });

  it('both processes exit cleanly on SIGTERM while consoles are connected', async () => {
    await openStream(baseA);
    await openStream(baseB);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exit).toBe(0);
    expect(await b.exit).toBe(0);
  });
});
