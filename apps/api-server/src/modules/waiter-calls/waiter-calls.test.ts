import { WAITER_CALL_CLUB_LIMIT, WAITER_CALL_COOLDOWN_SECONDS } from '@tavola/domain/waiter-calls';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { clubMembers, clubs, menus, tables, tableZones, waiterCalls } from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { type EventStream, nextCallEvent, openEventStream } from '#test/event-stream.ts';
import { useTestApp } from '#test/harness.ts';
import { WAITER_CALL_STREAMS_PER_USER } from './handlers.ts';

// Friday 4 January 2030, 20:00 in Rome
const EVENING = Date.parse('2030-01-04T19:00:00Z');
const CONSOLE_ORIGIN = 'http://console.example';

describe('waiter calls', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: CONSOLE_ORIGIN } });
  let token = '';
  let ownerId = 0;

  interface Venue {
    clubId: number;
    menuId: number;
    tableId: number;
    /** a second table, in no zone */
    otherTableId: number;
    zoneId: number;
  }

  /** An enabled club with calling on, one menu with calling on, a zoned table and a zoneless one. */
  async function createVenue(name: string, userId = ownerId): Promise<Venue> {
    const db = t.app.db;
    const clubId = await createClubFor(t, userId, name);
    await db.update(clubs).set({ enabled: true, callWaiterEnabled: true }).where(eq(clubs.id, clubId));
    const menuId = await createMenuFor(t, clubId, 'Dinner');
    await db.update(menus).set({ callWaiterEnabled: true }).where(eq(menus.id, menuId));
    const [zone] = await db.insert(tableZones).values({ clubId, name: 'Terrace' }).returning();
    const [table] = await db
      .insert(tables)
      .values({ clubId, name: 'T1', zoneId: zone?.id ?? null })
      .returning();
    const [other] = await db.insert(tables).values({ clubId, name: 'Bar 2' }).returning();
    return {
      clubId,
      menuId,
      tableId: table?.id ?? 0,
      otherTableId: other?.id ?? 0,
      zoneId: zone?.id ?? 0,
    };
  }

  function call(venue: Venue, options: { tableId?: number; menuId?: number; clubId?: number } = {}) {
    return t.call('callWaiter', {
      params: { clubId: options.clubId ?? venue.clubId, tableId: options.tableId ?? venue.tableId },
      body: { menuId: options.menuId ?? venue.menuId },
    });
  }

  beforeAll(async () => {
    t.clock.set(EVENING);
    const owner = await t.createUser();
    ownerId = owner.id;
    token = await t.signIn(owner);
  });

  describe('calling (public)', () => {
    let venue: Venue;
    beforeAll(async () => {
      venue = await createVenue('Osteria Chiamata');
    });

    it('records a call without any sign-in and answers its receipt', async () => {
      const response = await call(venue);
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json();
      expect(receipt).toEqual({
        id: expect.any(Number),
        createdAt: new Date(t.clock.now()).toISOString(),
        cooldownSeconds: WAITER_CALL_COOLDOWN_SECONDS,
      });
      const [row] = await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.id, receipt.id));
      expect(row).toMatchObject({
        clubId: venue.clubId,
        tableId: venue.tableId,
        menuId: venue.menuId,
        doneAt: null,
        takenAt: null,
        takenByUserId: null,
        doneByUserId: null,
      });
    });

    it('refuses a second call for the table within 30 s, with the seconds left, then accepts it', async () => {
      const again = await call(venue);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'waiter_recently_called', retryAfter: 30 });
      expect(again.headers['retry-after']).toBe('30');

      t.clock.advance(29_500);
      const almost = await call(venue);
      expect(almost.statusCode).toBe(429);
      // rounded up: never 0 while the cooldown lasts
      expect(almost.json().retryAfter).toBe(1);
      expect(almost.headers['retry-after']).toBe('1');

      // another table of the club is not held back by this one's cooldown
      expect((await call(venue, { tableId: venue.otherTableId })).statusCode).toBe(201);

      t.clock.advance(500);
      expect((await call(venue)).statusCode).toBe(201);
      expect(
        await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, venue.tableId)),
      ).toHaveLength(2);
    });

    it('decides two simultaneous calls for one table one after the other: exactly one is recorded', async () => {
      const fresh = await createVenue('Trattoria Simultanea');
      const responses = await Promise.all([call(fresh), call(fresh), call(fresh)]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 429, 429]);
      const rows = await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, fresh.tableId));
      expect(rows).toHaveLength(1);
    });

    it('answers 404 table_not_found for an unknown table, a table of another club, or a club that is off', async () => {
      const other = await createVenue('Altro Locale');
      const unknown = await call(venue, { tableId: 2_000_000 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('table_not_found');

      const foreign = await call(venue, { tableId: other.tableId });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('table_not_found');

      const noClub = await call(venue, { clubId: 2_000_000 });
      expect(noClub.statusCode).toBe(404);
      expect(noClub.json().code).toBe('table_not_found');

      // an id past what the database stores is no id at all: the contract refuses it (400)
      const huge = await call(venue, { clubId: 9_999_999_999 });
      expect(huge.statusCode).toBe(400);

      await t.app.db.update(clubs).set({ enabled: false }).where(eq(clubs.id, other.clubId));
      const off = await call(other);
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe('table_not_found');
      expect(await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.clubId, other.clubId))).toEqual(
        [],
      );
    });

    it('answers 404 menu_not_found for an unknown menu, a menu of another club or a hidden menu', async () => {
      const fresh = await createVenue('Bar dei Menu');
      const other = await createVenue('Bar Vicino');
      for (const menuId of [2_000_000, other.menuId]) {
        const response = await call(fresh, { menuId });
        expect(response.statusCode, String(menuId)).toBe(404);
        expect(response.json().code).toBe('menu_not_found');
      }
      expect((await call(fresh, { menuId: 9_999_999_999 })).statusCode).toBe(400);
      await t.app.db.update(menus).set({ disabled: true }).where(eq(menus.id, fresh.menuId));
      const hidden = await call(fresh);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('menu_not_found');
      expect(await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.clubId, fresh.clubId))).toEqual(
        [],
      );
    });

    it('answers 403 call_waiter_disabled when calling is off for the menu or for the club', async () => {
      const fresh = await createVenue('Pizzeria Silenziosa');
      await t.app.db.update(menus).set({ callWaiterEnabled: false }).where(eq(menus.id, fresh.menuId));
      const menuOff = await call(fresh);
      expect(menuOff.statusCode).toBe(403);
      expect(menuOff.json()).toEqual({
        code: 'call_waiter_disabled',
        message: 'Calling the waiter is not available for this menu.',
      });

      await t.app.db.update(menus).set({ callWaiterEnabled: true }).where(eq(menus.id, fresh.menuId));
      await t.app.db.update(clubs).set({ callWaiterEnabled: false }).where(eq(clubs.id, fresh.clubId));
      const clubOff = await call(fresh);
      expect(clubOff.statusCode).toBe(403);
      expect(clubOff.json().code).toBe('call_waiter_disabled');

      await t.app.db.update(clubs).set({ callWaiterEnabled: true }).where(eq(clubs.id, fresh.clubId));
      // a refused call starts no cooldown
      expect((await call(fresh)).statusCode).toBe(201);
    });

    it('answers 400 to a body that is not a menu id', async () => {
      const params = { clubId: venue.clubId, tableId: venue.otherTableId };
      for (const body of [{}, { menuId: 'one' }, { menuId: 0 }, { menuId: venue.menuId, table: 1 }]) {
        const response = await t.call('callWaiter', { params, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const none = await t.call('callWaiter', { params });
      expect(none.statusCode).toBe(400);
    });

    it('stops a flood: at most 30 calls a minute per club, then 429 rate_limited until the minute is over', async () => {
      const flooded = await createVenue('Sala Grande');
      const rows = Array.from({ length: WAITER_CALL_CLUB_LIMIT + 1 }, (_, i) => ({
        clubId: flooded.clubId,
        name: `F${i + 1}`,
      }));
      const floodTables = await t.app.db.insert(tables).values(rows).returning({ id: tables.id });
      for (const table of floodTables.slice(0, WAITER_CALL_CLUB_LIMIT)) {
        const response = await call(flooded, { tableId: table.id });
        expect(response.statusCode, response.body).toBe(201);
      }
      const last = floodTables[WAITER_CALL_CLUB_LIMIT]?.id ?? 0;
      t.clock.advance(20_000);
      const refused = await call(flooded, { tableId: last });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', retryAfter: 40 });
      expect(refused.headers['retry-after']).toBe('40');
      // refused calls are not recorded and do not count
      expect(await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, last))).toEqual([]);

      // other clubs are not affected
      const elsewhere = await createVenue('Sala Piccola');
      expect((await call(elsewhere)).statusCode).toBe(201);

      t.clock.advance(40_000);
      expect((await call(flooded, { tableId: last })).statusCode).toBe(201);
    });
  });

  describe('listing and marking done', () => {
    let venue: Venue;
    beforeAll(async () => {
      venue = await createVenue('Ristorante Lista');
    });

    it('lists the open calls of the last 12 hours, newest first, with club, table and zone names', async () => {
      const empty = await t.call('listWaiterCalls', { token, params: { clubId: venue.clubId } });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ calls: [] });

      const first = (await call(venue)).json();
      t.clock.advance(1_000);
      const second = (await call(venue, { tableId: venue.otherTableId })).json();
      const list = await t.call('listWaiterCalls', { token, params: { clubId: venue.clubId } });
      expect(list.statusCode).toBe(200);
      expect(list.json().calls).toEqual([
        {
          id: second.id,
          clubId: venue.clubId,
          clubName: 'Ristorante Lista',
          tableId: venue.otherTableId,
          tableName: 'Bar 2',
          zoneName: null,
          menuId: venue.menuId,
          createdAt: second.createdAt,
          doneAt: null,
          takenAt: null,
          takenByName: null,
          reason: 'waiter',
        },
        {
          id: first.id,
          clubId: venue.clubId,
          clubName: 'Ristorante Lista',
          tableId: venue.tableId,
          tableName: 'T1',
          zoneName: 'Terrace',
          menuId: venue.menuId,
          createdAt: first.createdAt,
          doneAt: null,
          takenAt: null,
          takenByName: null,
          reason: 'waiter',
        },
      ]);

      t.clock.advance(12 * 3_600_000 - 500);
      const later = await t.call('listWaiterCalls', { token, params: { clubId: venue.clubId } });
      expect(later.json().calls.map((c: { id: number }) => c.id)).toEqual([second.id]);
      t.clock.advance(1_000);
      const stale = await t.call('listWaiterCalls', { token, params: { clubId: venue.clubId } });
      expect(stale.json().calls).toEqual([]);
    });

    it('marks a call done once, for the user who did it; again leaves it as it was', async () => {
      const manager = await t.createUser();
      await t.app.db
        .insert(clubMembers)
        .values({ clubId: venue.clubId, userId: manager.id, role: 'manager' });
      const managerToken = await t.signIn(manager);
      const { id } = (await call(venue)).json();
      const doneAt = new Date(t.clock.now().getTime() + 5_000).toISOString();
      t.clock.advance(5_000);

      const done = await t.call('completeWaiterCall', {
        token: managerToken,
        params: { clubId: venue.clubId, callId: id },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ id, tableName: 'T1', zoneName: 'Terrace', doneAt });

      t.clock.advance(5_000);
      const again = await t.call('completeWaiterCall', {
        token,
        params: { clubId: venue.clubId, callId: id },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().doneAt).toBe(doneAt);
      const [row] = await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.id, id));
      expect(row?.doneByUserId).toBe(manager.id);

      const list = await t.call('listWaiterCalls', { token, params: { clubId: venue.clubId } });
      expect(list.json().calls.map((c: { id: number }) => c.id)).not.toContain(id);
    });

    it('answers 404 waiter_call_not_found for a call of another club or no call at all', async () => {
      const other = await createVenue('Altra Sala');
      const { id } = (await call(other)).json();
      const foreign = await t.call('completeWaiterCall', {
        token,
        params: { clubId: venue.clubId, callId: id },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('waiter_call_not_found');
      const [row] = await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.id, id));
      expect(row?.doneAt).toBeNull();

      const missing = await t.call('completeWaiterCall', {
        token,
        params: { clubId: venue.clubId, callId: 2_000_000 },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('waiter_call_not_found');
      // an id past what the database stores is no id at all: the contract refuses it (400)
      const huge = await t.call('completeWaiterCall', {
        token,
        params: { clubId: venue.clubId, callId: 9_999_999_999 },
      });
      expect(huge.statusCode).toBe(400);
    });

    it('keeps the calls of a club from strangers and anonymous callers', async () => {
      const stranger = await t.createUser();
      const strangerToken = await t.signIn(stranger);
      const { id } = (await call(venue, { tableId: venue.otherTableId })).json();
      const list = await t.call('listWaiterCalls', {
        token: strangerToken,
        params: { clubId: venue.clubId },
      });
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('club_not_found');
      const done = await t.call('completeWaiterCall', {
        token: strangerToken,
        params: { clubId: venue.clubId, callId: id },
      });
      expect(done.statusCode).toBe(404);
      expect((await t.call('listWaiterCalls', { params: { clubId: venue.clubId } })).statusCode).toBe(401);
      expect(
        (await t.call('completeWaiterCall', { params: { clubId: venue.clubId, callId: id } })).statusCode,
      ).toBe(401);
    });
  });

  describe('live events (Server-Sent Events over a real connection)', () => {
    let base = '';
    let venue: Venue;
    let neighbour: Venue;
    let neighbourToken = '';
    let adminToken = '';

    beforeAll(async () => {
      venue = await createVenue('Locale Live');
      const neighbourUser = await t.createUser();
      neighbourToken = await t.signIn(neighbourUser);
      neighbour = await createVenue('Locale Accanto', neighbourUser.id);
      // an administrator hears only the clubs they are a member of, not every club
      const admin = await t.createUser({ isAdmin: true });
      adminToken = await t.signIn(admin);
      await t.app.db
        .insert(clubMembers)
        .values({ clubId: neighbour.clubId, userId: admin.id, role: 'manager' });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    const streamUrl = () => `${base}/api/v1/waiter-calls/events`;
    const open = (bearer: string, headers: Record<string, string> = {}) =>
      openEventStream(streamUrl(), { authorization: `Bearer ${bearer}`, ...headers });

    it('refuses a stream without a valid token (401, JSON error)', async () => {
      const anonymous = await t.call('streamWaiterCalls');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthenticated');
      const response = await fetch(streamUrl(), { headers: { authorization: 'Bearer nope' } });
      expect(response.status).toBe(401);
      await response.body?.cancel();
    });

    it('streams call and done events of the clubs the user owns or manages, and only those', async () => {
      const owner = await open(token, { origin: CONSOLE_ORIGIN });
      const other = await open(neighbourToken);
      const admin = await open(adminToken);
      try {
        expect(owner.response.status).toBe(200);
        expect(owner.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(owner.response.headers.get('cache-control')).toContain('no-cache');
        expect(owner.response.headers.get('x-accel-buffering')).toBe('no');
        expect(owner.response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
        expect(owner.response.headers.get('x-request-id')).toBeTruthy();
        // the opening comment: subscribed from here on
        for (const stream of [owner, other, admin]) {
          expect((await stream.next()).event).toBe('comment');
        }

        const receipt = (await call(venue)).json();
        const heard = await nextCallEvent(owner, 'call');
        expect(heard.id).toBe(`call-${receipt.id}`);
        expect(heard.call).toEqual({
          id: receipt.id,
          clubId: venue.clubId,
          clubName: 'Locale Live',
          tableId: venue.tableId,
          tableName: 'T1',
          zoneName: 'Terrace',
          menuId: venue.menuId,
          createdAt: receipt.createdAt,
          doneAt: null,
          takenAt: null,
          takenByName: null,
          reason: 'waiter',
        });

        // the neighbour's club calls next: its owner's and the admin's first event is that one,
        // so they never got the call above (events reach a process's streams in order)
        const neighbourReceipt = (await call(neighbour)).json();
        for (const stream of [other, admin]) {
          const first = await stream.next((m) => m.event === 'call' || m.event === 'done');
          expect(JSON.parse(first.data ?? '{}')).toMatchObject({
            id: neighbourReceipt.id,
            clubId: neighbour.clubId,
          });
        }

        const done = await t.call('completeWaiterCall', {
          token,
          params: { clubId: venue.clubId, callId: receipt.id },
        });
        expect(done.statusCode).toBe(200);
        const heardDone = await nextCallEvent(owner, 'done');
        expect(heardDone.id).toBe(`done-${receipt.id}`);
        expect(heardDone.call).toMatchObject({ id: receipt.id, doneAt: done.json().doneAt });
        // the owner never heard the neighbour's call
        expect(
          await owner.next((m) => m.event === 'call' || m.event === 'done', 1).catch(() => null),
        ).toBeNull();
      } finally {
        owner.close();
        other.close();
        admin.close();
      }
    });

    it('forgets a stream whose client went away', async () => {
      const hub = t.app.waiterCallEvents;
      // the streams of the test before are going away too
      await vi.waitFor(() => expect(hub.size).toBe(0), { timeout: 20_000 });
      const stream = await open(token);
      await stream.next();
      expect(hub.size).toBe(1);
      stream.close();
      await vi.waitFor(() => expect(hub.size).toBe(0), { timeout: 20_000 });
    });

    it(`refuses an account's stream past ${WAITER_CALL_STREAMS_PER_USER} open (429, Retry-After), until one closes`, async () => {
      const user = await t.createUser();
      const userToken = await t.signIn(user);
      const hub = t.app.waiterCallEvents;
      const streams: EventStream[] = [];
      try {
        for (let index = 0; index < WAITER_CALL_STREAMS_PER_USER; index++) {
          const stream = await open(userToken);
          streams.push(stream);
          expect(stream.response.status).toBe(200);
        }
        expect(hub.streamsOf(user.id)).toBe(WAITER_CALL_STREAMS_PER_USER);

        const refused = await fetch(streamUrl(), { headers: { authorization: `Bearer ${userToken}` } });
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('30');
        expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
        const body = (await refused.json()) as { code: string; message: string };
        expect(body.code).toBe('too_many_streams');
        expect(body.message).toContain(`${WAITER_CALL_STREAMS_PER_USER} live connections`);
        // another account is not held back by this one
        const other = await open(token);
        streams.push(other);
        expect(other.response.status).toBe(200);

        streams.shift()?.close();
        await vi.waitFor(() => expect(hub.streamsOf(user.id)).toBe(WAITER_CALL_STREAMS_PER_USER - 1), {
          timeout: 20_000,
        });
        const again = await open(userToken);
        streams.push(again);
        expect(again.response.status).toBe(200);
      } finally {
        for (const stream of streams) stream.close();
      }
      await vi.waitFor(() => expect(hub.streamsOf(user.id)).toBe(0), { timeout: 20_000 });
    });

    it('sends keep-alive comments and ends the stream once the session is over', async () => {
      const user = await t.createUser();
      await t.app.db.insert(clubMembers).values({ clubId: venue.clubId, userId: user.id, role: 'manager' });
      const userToken = await t.signIn(user);
      const hub = t.app.waiterCallEvents;
      const usual = hub.keepAliveMs;
      hub.keepAliveMs = 50;
      try {
        const stream = await open(userToken);
        await stream.next();
        expect((await stream.next((m) => m.comment === 'keep-alive')).event).toBe('comment');
        expect((await t.call('logout', { token: userToken })).statusCode).toBeLessThan(300);
        await stream.ended;
      } finally {
        hub.keepAliveMs = usual;
      }
    });

    it('ends every open stream when the app closes, so the server can exit', async () => {
      const config = {
        ...loadConfig({ NODE_ENV: 'test' }),
        rateLimitStore: 'memory' as const,
      };
      const second = await buildApp(config, { database: t.database, clock: t.clock });
      let closed = false;
      try {
        const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
        const stream = await openEventStream(`${secondBase}/api/v1/waiter-calls/events`, {
          authorization: `Bearer ${token}`,
        });
        await stream.next();
        await second.close();
        closed = true;
        await stream.ended;
      } finally {
        if (!closed) await second.close();
      }
    });
  });
});
