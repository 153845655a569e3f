/**
 * The service of a club's waiters: shifts, the zones each serves, which calls each sees, and
 * "On my way" (takeWaiterCall). The list of calls for owners and the live events are in
 * waiter-calls.test.ts.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, clubs, menus, tables, tableZones } from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { addMember } from '#modules/team/team.fixtures.ts';
import { type TestUser, useTestApp } from '#test/harness.ts';

const MINUTE = 60_000;

describe('the waiters’ service', () => {
  const t = useTestApp();
  let clubId = 0;
  let menuId = 0;
  const zone = { terrace: 0, inside: 0 };
  const table = { terrace: 0, inside: 0, loose: 0 };
  let ownerToken = '';
  let managerToken = '';
  const waiters: Record<'anna' | 'bruno', { user: TestUser; token: string }> = {} as never;

  const member = (role: 'manager' | 'waiter') => addMember(t, clubId, role);

  /** A guest's call from a table; then the cooldown passes, so the next call is not refused. */
  async function guestCalls(tableId: number): Promise<number> {
    const response = await t.call('callWaiter', { params: { clubId, tableId }, body: { menuId } });
    expect(response.statusCode, response.body).toBe(201);
    t.clock.advance(31_000);
    return response.json().id;
  }

  const seen = async (token: string) => {
    const response = await t.call('listWaiterCalls', { params: { clubId }, token });
    expect(response.statusCode).toBe(200);
    return (response.json().calls as { tableId: number }[]).map((call) => call.tableId).sort();
  };

  beforeAll(async () => {
    t.clock.set(Date.parse('2030-01-04T19:00:00Z'));
    const owner = await t.createUser();
    ownerToken = await t.signIn(owner);
    const db = t.app.db;
    clubId = await createClubFor(t, owner.id, 'Trattoria Servizio');
    await db.update(clubs).set({ enabled: true, callWaiterEnabled: true }).where(eq(clubs.id, clubId));
    menuId = await createMenuFor(t, clubId, 'Cena');
    await db.update(menus).set({ callWaiterEnabled: true }).where(eq(menus.id, menuId));
    const [terrace, inside] = await db
      .insert(tableZones)
      .values([
        { clubId, name: 'Terrace' },
        { clubId, name: 'Inside' },
      ])
      .returning();
    zone.terrace = terrace?.id ?? 0;
    zone.inside = inside?.id ?? 0;
    const [t1, t2, t3] = await db
      .insert(tables)
      .values([
        { clubId, name: 'T1', zoneId: zone.terrace },
        { clubId, name: 'I1', zoneId: zone.inside },
        { clubId, name: 'Bar' },
      ])
      .returning();
    Object.assign(table, { terrace: t1?.id ?? 0, inside: t2?.id ?? 0, loose: t3?.id ?? 0 });
    managerToken = (await member('manager')).token;
    waiters.anna = await member('waiter');
    waiters.bruno = await member('waiter');
  });

  it('starts and ends a shift with one switch, told back with the zones and the alert time', async () => {
    const before = await t.call('getServiceState', { params: { clubId }, token: waiters.anna.token });
    expect(before.json()).toEqual({
      onShift: false,
      zoneIds: [],
      alertMinutes: 3,
      pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    const on = await t.call('setShift', {
      params: { clubId },
      token: waiters.anna.token,
      body: { onShift: true },
    });
    expect(on.json()).toMatchObject({ onShift: true, zoneIds: [], alertMinutes: 3 });
    const members = await t.call('listClubMembers', { params: { clubId }, token: managerToken });
    const anna = members
      .json()
      .members.find((each: { userId: number }) => each.userId === waiters.anna.user.id);
    expect(anna).toMatchObject({ onShift: true, zoneIds: [] });
    const off = await t.call('setShift', {
      params: { clubId },
      token: waiters.anna.token,
      body: { onShift: false },
    });
    expect(off.json().onShift).toBe(false);
    // an administrator outside the club has no shift
    const admin = await t.signIn(await t.createUser({ isAdmin: true }));
    const refused = await t.call('setShift', { params: { clubId }, token: admin, body: { onShift: true } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('member_not_found');
  });

  it('lets a manager set the zones a waiter serves, the club’s own only', async () => {
    const set = await t.call('setMemberZones', {
      params: { clubId, userId: waiters.anna.user.id },
      token: managerToken,
      body: { zoneIds: [zone.terrace] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ userId: waiters.anna.user.id, zoneIds: [zone.terrace] });
    await t.call('setMemberZones', {
      params: { clubId, userId: waiters.bruno.user.id },
      token: ownerToken,
      body: { zoneIds: [zone.inside] },
    });
    const state = await t.call('getServiceState', { params: { clubId }, token: waiters.anna.token });
    expect(state.json().zoneIds).toEqual([zone.terrace]);

    const [foreign] = await t.app.db
      .insert(tableZones)
      .values({ clubId: await createClubFor(t, waiters.bruno.user.id, 'Altro Locale'), name: 'Garden' })
      .returning();
    const elsewhere = await t.call('setMemberZones', {
      params: { clubId, userId: waiters.anna.user.id },
      token: managerToken,
      body: { zoneIds: [zone.terrace, foreign?.id ?? 0] },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('zone_not_found');
    const twice = await t.call('setMemberZones', {
      params: { clubId, userId: waiters.anna.user.id },
      token: managerToken,
      body: { zoneIds: [zone.terrace, zone.terrace] },
    });
    expect(twice.statusCode).toBe(400);
    const byWaiter = await t.call('setMemberZones', {
      params: { clubId, userId: waiters.anna.user.id },
      token: waiters.anna.token,
      body: { zoneIds: [zone.terrace, zone.inside] },
    });
    expect(byWaiter.json().code).toBe('role_not_allowed');
    expect(
      (await t.call('getServiceState', { params: { clubId }, token: waiters.anna.token })).json().zoneIds,
    ).toEqual([zone.terrace]);
  });

  it('shows a waiter the calls of their zones, of tables without a zone, and any call left waiting too long', async () => {
    for (const waiter of [waiters.anna, waiters.bruno]) {
      await t.call('setShift', { params: { clubId }, token: waiter.token, body: { onShift: true } });
    }
    await guestCalls(table.terrace);
    await guestCalls(table.inside);
    await guestCalls(table.loose);
    expect(await seen(waiters.anna.token)).toEqual([table.terrace, table.loose].sort());
    expect(await seen(waiters.bruno.token)).toEqual([table.inside, table.loose].sort());
    expect(await seen(managerToken)).toEqual([table.terrace, table.inside, table.loose].sort());
    // Bruno off shift: nobody on shift serves inside, so its calls go to everyone on shift
    await t.call('setShift', { params: { clubId }, token: waiters.bruno.token, body: { onShift: false } });
    expect(await seen(waiters.anna.token)).toEqual([table.terrace, table.inside, table.loose].sort());
    await t.call('setShift', { params: { clubId }, token: waiters.bruno.token, body: { onShift: true } });
    expect(await seen(waiters.anna.token)).toEqual([table.terrace, table.loose].sort());
    // nobody took the inside call: past the alert time every waiter sees it
    t.clock.advance(3 * MINUTE);
    expect(await seen(waiters.anna.token)).toEqual([table.terrace, table.inside, table.loose].sort());
  });

  it('goes to everyone when its zone has nobody, and a shorter alert time set by a manager applies', async () => {
    const settings = await t.call('updateClubSettings', {
      params: { clubId },
      token: managerToken,
      body: { callAlertMinutes: 1 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(
      (await t.call('getServiceState', { params: { clubId }, token: waiters.anna.token })).json()
        .alertMinutes,
    ).toBe(1);
    const tooLong = await t.call('updateClubSettings', {
      params: { clubId },
      token: managerToken,
      body: { callAlertMinutes: 61 },
    });
    expect(tooLong.statusCode).toBe(400);
    // Bruno stops serving inside: the zone has nobody, so its calls go to everyone
    await t.call('setMemberZones', {
      params: { clubId, userId: waiters.bruno.user.id },
      token: managerToken,
      body: { zoneIds: [] },
    });
    t.clock.advance(13 * 60 * MINUTE); // the earlier calls are over 12 hours old: gone from the list
    await guestCalls(table.inside);
    expect(await seen(waiters.anna.token)).toEqual([table.inside]);
  });

  it('"On my way": the first waiter keeps the call, a second is told who goes, a done call cannot be taken', async () => {
    await t.call('setMemberZones', {
      params: { clubId, userId: waiters.bruno.user.id },
      token: managerToken,
      body: { zoneIds: [zone.terrace] },
    });
    const callId = await guestCalls(table.terrace);
    const taken = await t.call('takeWaiterCall', { params: { clubId, callId }, token: waiters.anna.token });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      id: callId,
      takenAt: expect.any(String),
      takenByName: waiters.anna.user.name,
      doneAt: null,
    });
    const second = await t.call('takeWaiterCall', { params: { clubId, callId }, token: waiters.bruno.token });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'call_taken',
      message: `${waiters.anna.user.name} is already on the way.`,
    });
    t.clock.advance(10_000);
    const again = await t.call('takeWaiterCall', { params: { clubId, callId }, token: waiters.anna.token });
    expect(again.json().takenAt).toBe(taken.json().takenAt);

    await t.call('completeWaiterCall', { params: { clubId, callId }, token: waiters.anna.token });
    const late = await t.call('takeWaiterCall', { params: { clubId, callId }, token: waiters.bruno.token });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('call_done');
    const unknown = await t.call('takeWaiterCall', {
      params: { clubId, callId: 2_147_483_647 },
      token: waiters.bruno.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the guest’s page hears a waiter coming', () => {
  const t = useTestApp();
  let clubId = 0;
  let tableId = 0;
  let otherTableId = 0;
  let menuId = 0;
  let waiterToken = '';

  beforeAll(async () => {
    t.clock.set(Date.parse('2030-01-05T19:00:00Z'));
    const owner = await t.createUser();
    const db = t.app.db;
    clubId = await createClubFor(t, owner.id, 'Osteria Attesa');
    await db.update(clubs).set({ enabled: true, callWaiterEnabled: true }).where(eq(clubs.id, clubId));
    menuId = await createMenuFor(t, clubId, 'Cena');
    await db.update(menus).set({ callWaiterEnabled: true }).where(eq(menus.id, menuId));
    const [one, two] = await db
      .insert(tables)
      .values([
        { clubId, name: 'T1' },
        { clubId, name: 'T2' },
      ])
      .returning();
    tableId = one?.id ?? 0;
    otherTableId = two?.id ?? 0;
    const waiter = await t.createUser();
    await db.insert(clubMembers).values({ clubId, userId: waiter.id, role: 'waiter' });
    waiterToken = await t.signIn(waiter);
  });

  async function newCall(): Promise<number> {
    t.clock.advance(31_000);
    const response = await t.call('callWaiter', { params: { clubId, tableId }, body: { menuId } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  const status = (callId: number, known?: string, table = tableId) =>
    t.call('getWaiterCallStatus', {
      params: { clubId, tableId: table, callId },
      ...(known ? { query: { known } } : {}),
    });

  it('says waiting, then answers a waiting page the moment a waiter takes the call, then done', async () => {
    const callId = await newCall();
    const first = await status(callId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'waiting' });
    expect(first.headers['cache-control']).toBe('no-store');

    const waiting = status(callId, 'waiting');
    // the page is waiting on the server before the waiter acts
    await expect.poll(() => t.app.waiterCallEvents.watchers).toBe(1);
    const taken = await t.call('takeWaiterCall', { params: { clubId, callId }, token: waiterToken });
    expect(taken.statusCode).toBe(200);
    expect((await waiting).json()).toEqual({ status: 'coming' });

    const closing = status(callId, 'coming');
    await expect.poll(() => t.app.waiterCallEvents.watchers).toBe(1);
    await t.call('completeWaiterCall', { params: { clubId, callId }, token: waiterToken });
    expect((await closing).json()).toEqual({ status: 'done' });
    expect(t.app.waiterCallEvents.watchers).toBe(0);
  });

  it('answers the same status after the wait when nothing happens, and a call of another table is not found', async () => {
    const callId = await newCall();
    const before = t.app.waiterCallEvents.statusWaitMs;
    t.app.waiterCallEvents.statusWaitMs = 100;
    try {
      expect((await status(callId, 'waiting')).json()).toEqual({ status: 'waiting' });
    } finally {
      t.app.waiterCallEvents.statusWaitMs = before;
    }
    expect(t.app.waiterCallEvents.watchers).toBe(0);
    const elsewhere = await status(callId, undefined, otherTableId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('waiter_call_not_found');
    const bad = await status(callId, 'somewhere');
    expect(bad.statusCode).toBe(400);
  });
});
