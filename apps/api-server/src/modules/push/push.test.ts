/**
 * Push notifications to waiters' devices (docs/decisions/054): who gets a call's notification, the
 * reminder, what stops them, and the devices' subscriptions. The pushes go to a local push service
 * that checks the VAPID signature and decrypts each payload as a browser would
 * (src/test/push-endpoint.ts).
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubs, menus, pushOutbox, pushSubscriptions, tables, tableZones, waiterCalls } from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { addMember } from '#modules/team/team.fixtures.ts';
import { type TestUser, useTestApp } from '#test/harness.ts';
import { type LocalPushService, type LocalSubscription, startLocalPushService } from '#test/push-endpoint.ts';
import type { PushPayload } from './notification.ts';

const MINUTE = 60_000;

describe('push notifications to the team', () => {
  const t = useTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
  let service: LocalPushService;
  let clubId = 0;
  let menuId = 0;
  const zone = { terrace: 0, inside: 0, garden: 0 };
  const table = { terrace: 0, inside: 0, garden: 0, loose: 0 };
  type Member = { user: TestUser; token: string; device: LocalSubscription };
  const team: Record<'anna' | 'bruno' | 'carla', Member> = {} as never;
  let ownerToken = '';

  const payloadsFor = (member: Member) =>
    service.messages
      .filter((message) => member.device.endpoint.endsWith(`/push/${message.subscription}`))
      .map((message) => JSON.parse(message.text) as PushPayload);

  async function subscribe(token: string, device: LocalSubscription, language: 'en' | 'it' = 'en') {
    const response = await t.call('savePushSubscription', {
      params: { clubId },
      token,
      body: { ...device, expirationTime: null, language },
    });
    expect(response.statusCode, response.body).toBe(204);
  }

  async function member(role: 'manager' | 'waiter', zones: number[], onShift: boolean): Promise<Member> {
    const { user, token } = await addMember(t, clubId, role);
    await t.call('setMemberZones', {
      params: { clubId, userId: user.id },
      token: ownerToken,
      body: { zoneIds: zones },
    });
    await t.call('setShift', { params: { clubId }, token, body: { onShift } });
    const device = service.subscribe();
    await subscribe(token, device);
    return { user, token, device };
  }

  /** A guest's call; then the cooldown passes, so the next call is not refused. */
  async function guestCalls(tableId: number, club = clubId, menu = menuId): Promise<number> {
    const response = await t.call('callWaiter', {
      params: { clubId: club, tableId },
      body: { menuId: menu },
    });
    expect(response.statusCode, response.body).toBe(201);
    t.clock.advance(31_000);
    return response.json().id;
  }

  /** Sends what is due; a pass a call's notice started meanwhile ends first. */
  async function sendDue(): Promise<void> {
    await t.app.push.deliverDue();
    await t.app.push.idle();
  }

  const outboxRows = async (callId: number) =>
    (await t.app.db.select({ n: count() }).from(pushOutbox).where(eq(pushOutbox.callId, callId)))[0]?.n;

  beforeAll(async () => {
    service = await startLocalPushService();
    t.clock.set(Date.parse('2030-01-04T19:00:00Z'));
    const owner = await t.createUser();
    ownerToken = await t.signIn(owner);
    const db = t.app.db;
    clubId = await createClubFor(t, owner.id, 'Trattoria Push');
    await db.update(clubs).set({ enabled: true, callWaiterEnabled: true }).where(eq(clubs.id, clubId));
    menuId = await createMenuFor(t, clubId, 'Cena');
    await db.update(menus).set({ callWaiterEnabled: true }).where(eq(menus.id, menuId));
    const zones = await db
      .insert(tableZones)
      .values([
        { clubId, name: 'Terrace' },
        { clubId, name: 'Inside' },
        { clubId, name: 'Garden' },
      ])
      .returning();
    Object.assign(zone, { terrace: zones[0]?.id, inside: zones[1]?.id, garden: zones[2]?.id });
    const rows = await db
      .insert(tables)
      .values([
        { clubId, name: '4', zoneId: zone.terrace },
        { clubId, name: 'I1', zoneId: zone.inside },
        { clubId, name: 'G1', zoneId: zone.garden },
        { clubId, name: 'Bar' },
      ])
      .returning();
    Object.assign(table, {
      terrace: rows[0]?.id,
      inside: rows[1]?.id,
      garden: rows[2]?.id,
      loose: rows[3]?.id,
    });
    team.anna = await member('waiter', [zone.terrace], true);
    team.bruno = await member('waiter', [zone.inside], true);
    // Carla serves the garden but is off shift: nobody on shift serves it, so it goes to everyone
    team.carla = await member('waiter', [zone.garden, zone.terrace], false);
  });

  afterAll(() => service.close());

  // each case starts with no call open and nothing to send: calls left by the case before are closed
  beforeEach(async () => {
    await t.app.push.idle();
    await t.app.db
      .update(waiterCalls)
      .set({ doneAt: t.clock.now() })
      .where(and(eq(waiterCalls.clubId, clubId), isNull(waiterCalls.doneAt)));
    await t.app.db.delete(pushOutbox);
    service.messages.length = 0;
  });

  it('notifies the waiter on shift who serves the table, signed and encrypted for their device', async () => {
    const callId = await guestCalls(table.terrace);
    await sendDue();
    const message = await service.next(() => true);
    expect(payloadsFor(team.anna)).toEqual([
      {
        kind: 'call',
        title: 'Table 4 is calling',
        body: 'Terrace · Trattoria Push',
        url: `/clubs/${clubId}/calls?call=${callId}`,
        tag: `call-${callId}`,
        callId,
        clubId,
      },
    ]);
    // Bruno serves another zone; Carla serves this one but is off shift
    expect(payloadsFor(team.bruno)).toEqual([]);
    expect(payloadsFor(team.carla)).toEqual([]);
    const state = await t.call('getServiceState', { params: { clubId }, token: team.anna.token });
    expect(message.vapid).toEqual({
      subject: 'mailto:team@tavola.local',
      audience: service.origin,
      publicKey: state.json().pushPublicKey,
    });
    expect(message).toMatchObject({ ttl: 600, urgency: 'high', topic: `call${callId}` });
    expect(service.refusals).toEqual([]);
  });

  it('sends a zone nobody on shift serves, and a table without a zone, to everyone on shift', async () => {
    await guestCalls(table.garden);
    await guestCalls(table.loose);
    await sendDue();
    expect(payloadsFor(team.anna).map((payload) => payload.title)).toEqual(
      expect.arrayContaining(['G1 is calling', 'Bar is calling']),
    );
    expect(payloadsFor(team.bruno)).toHaveLength(2);
    expect(payloadsFor(team.carla)).toEqual([]);
  });

  it('reminds everyone on shift of a call nobody took within the alert time, once', async () => {
    const callId = await guestCalls(table.inside);
    await sendDue();
    expect(payloadsFor(team.bruno).map((payload) => payload.kind)).toEqual(['call']);
    t.clock.advance(2 * MINUTE);
    await sendDue();
    expect(service.messages).toHaveLength(1);
    t.clock.advance(MINUTE);
    await sendDue();
    await sendDue();
    const reminders = (member: Member) =>
      payloadsFor(member).filter((payload) => payload.kind === 'reminder');
    expect(reminders(team.anna)).toEqual([
      expect.objectContaining({
        callId,
        title: 'I1 has waited 3 min and nobody is going',
        tag: `call-${callId}`,
      }),
    ]);
    expect(reminders(team.bruno)).toHaveLength(1);
    expect(reminders(team.carla)).toEqual([]);
    expect(await outboxRows(callId)).toBe(0);
  });

  it('stops the reminder of a call someone took or closed, in the same transaction', async () => {
    const taken = await guestCalls(table.terrace);
    const closed = await guestCalls(table.inside);
    await sendDue();
    expect(service.messages).toHaveLength(2);
    expect(await outboxRows(taken)).toBe(1);
    const take = await t.call('takeWaiterCall', {
      params: { clubId, callId: taken },
      token: team.bruno.token,
    });
    expect(take.statusCode).toBe(200);
    await t.call('completeWaiterCall', { params: { clubId, callId: closed }, token: team.bruno.token });
    expect(await outboxRows(taken)).toBe(0);
    expect(await outboxRows(closed)).toBe(0);
    t.clock.advance(5 * MINUTE);
    await sendDue();
    expect(service.messages).toHaveLength(2);
  });

  it('says it in the language of the device’s console', async () => {
    const device = service.subscribe();
    await subscribe(team.anna.token, device, 'it');
    await guestCalls(table.terrace);
    await sendDue();
    const italian = service.messages.find((message) => device.endpoint.endsWith(message.subscription));
    expect(JSON.parse(italian?.text ?? '{}')).toMatchObject({ title: 'Tavolo 4 chiama' });
    await t.call('deletePushSubscription', {
      params: { clubId },
      token: team.anna.token,
      query: { endpoint: device.endpoint },
    });
  });

  it('sends nothing to a member off shift, and nothing once the device is turned off', async () => {
    await t.call('setShift', { params: { clubId }, token: team.anna.token, body: { onShift: false } });
    await guestCalls(table.terrace);
    await sendDue();
    expect(payloadsFor(team.anna)).toEqual([]);
    // with Anna (and Carla) off shift, nobody on shift serves the terrace: it goes to Bruno
    expect(payloadsFor(team.bruno).map((payload) => payload.title)).toEqual(['Table 4 is calling']);
    await t.call('setShift', { params: { clubId }, token: team.anna.token, body: { onShift: true } });
    service.messages.length = 0;

    const removed = await t.call('deletePushSubscription', {
      params: { clubId },
      token: team.bruno.token,
      query: { endpoint: team.bruno.device.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    // idempotent
    const again = await t.call('deletePushSubscription', {
      params: { clubId },
      token: team.bruno.token,
      query: { endpoint: team.bruno.device.endpoint },
    });
    expect(again.statusCode).toBe(204);
    await guestCalls(table.inside);
    await sendDue();
    expect(payloadsFor(team.bruno)).toEqual([]);
    await subscribe(team.bruno.token, team.bruno.device);
  });

  it('forgets a device its push service says is gone (410, 404)', async () => {
    const gone = service.subscribe();
    await subscribe(team.anna.token, gone);
    service.answer(gone.endpoint, 410);
    await guestCalls(table.terrace);
    await sendDue();
    const left = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, gone.endpoint));
    expect(left).toEqual([]);
    // the member's other device still got it
    expect(payloadsFor(team.anna)).toHaveLength(1);
  });

  it('drops a member’s devices when they leave the club', async () => {
    const leaving = await member('waiter', [zone.terrace], true);
    const removed = await t.call('removeClubMember', {
      params: { clubId, userId: leaving.user.id },
      token: ownerToken,
    });
    expect(removed.statusCode).toBe(204);
    const rows = await t.app.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.clubId, clubId), eq(pushSubscriptions.userId, leaving.user.id)));
    expect(rows[0]?.n).toBe(0);
    await guestCalls(table.terrace);
    await sendDue();
    expect(payloadsFor(leaving)).toEqual([]);
  });

  it('never sends a club’s calls to another club’s team, and writes no outbox where nobody subscribed', async () => {
    const owner = await t.createUser();
    const otherClub = await createClubFor(t, owner.id, 'Altro Bar');
    await t.app.db
      .update(clubs)
      .set({ enabled: true, callWaiterEnabled: true })
      .where(eq(clubs.id, otherClub));
    const otherMenu = await createMenuFor(t, otherClub, 'Bar');
    await t.app.db.update(menus).set({ callWaiterEnabled: true }).where(eq(menus.id, otherMenu));
    const [otherTable] = await t.app.db.insert(tables).values({ clubId: otherClub, name: '1' }).returning();
    const callId = await guestCalls(otherTable?.id ?? 0, otherClub, otherMenu);
    expect(await outboxRows(callId)).toBe(0);
    await sendDue();
    expect(service.messages).toEqual([]);
  });

  it('keeps a member’s ten newest devices', async () => {
    const { token, user } = await addMember(t, clubId, 'waiter');
    const devices = Array.from({ length: 11 }, () => service.subscribe());
    for (const device of devices) await subscribe(token, device);
    const kept = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.clubId, clubId), eq(pushSubscriptions.userId, user.id)));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('refuses endpoints that are not https addresses of public hosts, and keys that are not keys', async () => {
    const device = service.subscribe();
    const refused = async (endpoint: string, keys = device.keys) => {
      const response = await t.call('savePushSubscription', {
        params: { clubId },
        token: team.anna.token,
        body: { endpoint, keys, language: 'en' },
      });
      expect(response.statusCode).toBe(400);
      return response.json().code;
    };
    expect(await refused('http://8.8.8.8/push/x')).toBe('push_endpoint_refused');
    expect(await refused('https://10.0.0.8/push/x')).toBe('push_endpoint_refused');
    expect(await refused('https://169.254.169.254/latest/meta-data')).toBe('push_endpoint_refused');
    expect(await refused('https://user:pass@8.8.8.8/push/x')).toBe('push_endpoint_refused');
    expect(await refused('not a url')).toBe('push_endpoint_refused');
    expect(await refused(device.endpoint, { p256dh: 'AAAA', auth: device.keys.auth })).toBe(
      'push_keys_invalid',
    );
    expect(await refused(device.endpoint, { p256dh: device.keys.p256dh, auth: 'x\u0000y' })).toBe(
      'validation_failed',
    );
    const tooLong = await t.call('savePushSubscription', {
      params: { clubId },
      token: team.anna.token,
      body: { endpoint: `https://8.8.8.8/${'a'.repeat(10_000)}`, keys: device.keys, language: 'en' },
    });
    expect(tooLong.statusCode).toBe(400);
    // an administrator outside the club has no devices in it
    const admin = await t.signIn(await t.createUser({ isAdmin: true }));
    const outsider = await t.call('savePushSubscription', {
      params: { clubId },
      token: admin,
      body: { ...device, language: 'en' },
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('member_not_found');
  });
});
