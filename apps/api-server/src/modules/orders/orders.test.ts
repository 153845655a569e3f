import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clubMembers,
  clubs,
  itemOptionGroups,
  itemOptions,
  menuItems,
  menuSections,
  menus,
  pushOutbox,
  schedulings,
  tables,
  tableZones,
  waiterCalls,
} from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { guestChangeTries } from './guest-changes.ts';

const run = promisify(execFile);

/** The text of a PDF, as pdftotext (poppler) reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-ticket-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Friday 4 January 2030, 20:00 in Rome
const EVENING = Date.parse('2030-01-04T19:00:00Z');

describe('orders from the table', () => {
  const t = useTestApp();
  let ownerId = 0;
  let ownerToken = '';

  interface Venue {
    clubId: number;
    menuId: number;
    tableId: number;
    tableKey: string;
    otherTableId: number;
    otherTableKey: string;
    zoneId: number;
    /** 9.50 */
    pizza: number;
    /** size group: Small (null: the item's price) / Large 12.00; extras: Burrata +2.50, Basil (free) */
    large: number;
    burrata: number;
    basil: number;
    /** 4.00, at the bar */
    spritz: number;
    hidden: number;
    soldOut: number;
    askWaiter: number;
    marketPrice: number;
    /** on a menu shown only at lunch */
    lunchOnly: number;
  }

  async function createVenue(name: string): Promise<Venue> {
    const db = t.app.db;
    const clubId = await createClubFor(t, ownerId, name);
    await db.update(clubs).set({ enabled: true, plan: 'smart', ordering: 'all' }).where(eq(clubs.id, clubId));
    const menuId = await createMenuFor(t, clubId, 'Dinner');
    const [kitchen] = await db.insert(menuSections).values({ menuId, name: 'Pizze' }).returning();
    const [bar] = await db
      .insert(menuSections)
      .values({ menuId, name: 'Drinks', station: 'bar' })
      .returning();
    const item = async (
      values: Partial<typeof menuItems.$inferInsert> & { name: string },
      sectionId = kitchen?.id,
    ) => {
      const [row] = await db
        .insert(menuItems)
        .values({ sectionId: sectionId ?? 0, price: 9.5, ...values })
        .returning();
      return row?.id ?? 0;
    };
    const pizza = await item({ name: 'Margherita' });
    const [size] = await db
      .insert(itemOptionGroups)
      .values({ itemId: pizza, name: 'Size', choice: 'single', minChoices: 1, maxChoices: 1, required: true })
      .returning();
    const [small, large] = await db
      .insert(itemOptions)
      .values([
        { groupId: size?.id ?? 0, name: 'Small', price: null, position: 0 },
        { groupId: size?.id ?? 0, name: 'Large', price: 12, position: 1 },
      ])
      .returning();
    const [extras] = await db
      .insert(itemOptionGroups)
      .values({
        itemId: pizza,
        name: 'Extras',
        choice: 'multiple',
        minChoices: 0,
        maxChoices: 3,
        position: 1,
      })
      .returning();
    const [burrata, basil] = await db
      .insert(itemOptions)
      .values([
        { groupId: extras?.id ?? 0, name: 'Burrata', price: 2.5 },
        { groupId: extras?.id ?? 0, name: 'Basil', price: null, position: 1 },
      ])
      .returning();
    void small;
    const lunchMenu = await createMenuFor(t, clubId, 'Lunch');
    await db
      .insert(schedulings)
      .values({ menuId: lunchMenu, days: [1, 2, 3, 4, 5, 6, 7], startTime: '12:00', endTime: '15:00' });
    const [lunchSection] = await db
      .insert(menuSections)
      .values({ menuId: lunchMenu, name: 'Lunch' })
      .returning();
    const [zone] = await db
      .insert(tableZones)
      .values({ clubId, name: 'Terrace', ordering: true })
      .returning();
    const [table] = await db
      .insert(tables)
      .values({ clubId, name: 'T1', zoneId: zone?.id ?? null })
      .returning();
    const [other] = await db.insert(tables).values({ clubId, name: 'T2' }).returning();
    return {
      clubId,
      menuId,
      tableId: table?.id ?? 0,
      tableKey: table?.orderKey ?? '',
      otherTableId: other?.id ?? 0,
      otherTableKey: other?.orderKey ?? '',
      zoneId: zone?.id ?? 0,
      pizza,
      large: large?.id ?? 0,
      burrata: burrata?.id ?? 0,
      basil: basil?.id ?? 0,
      spritz: await item({ name: 'Spritz', price: 4 }, bar?.id),
      hidden: await item({ name: 'Secret', disabled: true }),
      soldOut: await item({ name: 'Calzone', outOfStock: true }),
      askWaiter: await item({ name: 'Fiorentina', orderable: false }),
      marketPrice: await item({ name: 'Catch of the day', price: null, priceText: 'market price' }),
      lunchOnly: await item({ name: 'Panino' }, lunchSection?.id),
    };
  }

  const join = (venue: Venue, options: { key?: string; tableId?: number; name?: string | null } = {}) =>
    t.call('joinTableOrder', {
      params: { clubId: venue.clubId, tableId: options.tableId ?? venue.tableId },
      headers: { 'x-table-key': options.key ?? venue.tableKey },
      body: { name: options.name ?? null },
    });

  async function phone(venue: Venue, name: string | null = null): Promise<string> {
    const response = await join(venue, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().key as string;
  }

  const put = (
    venue: Venue,
    key: string,
    lineId: string,
    body: { itemId: number; quantity: number; optionIds?: number[]; note?: string | null },
  ) =>
    t.call('putOrderLine', {
      params: { clubId: venue.clubId, tableId: venue.tableId, clientLineId: lineId },
      headers: { 'x-order-key': key },
      body,
    });

  const read = (venue: Venue, key: string, query: Record<string, string> = {}) =>
    t.call('getTableOrder', {
      params: { clubId: venue.clubId, tableId: venue.tableId },
      headers: { 'x-order-key': key },
      query,
    });

  const send = (venue: Venue, key: string, idempotencyKey: string) =>
    t.call('sendOrderRound', {
      params: { clubId: venue.clubId, tableId: venue.tableId },
      headers: { 'x-order-key': key },
      body: { idempotencyKey },
    });

  const staff = (operationId: Parameters<typeof t.call>[0], options: Parameters<typeof t.call>[1] = {}) =>
    t.call(operationId, { token: ownerToken, ...options });

  beforeAll(async () => {
    t.clock.set(EVENING);
    const owner = await t.createUser();
    ownerId = owner.id;
    ownerToken = await t.signIn(owner);
  });

  describe('joining (the table key)', () => {
    let venue: Venue;
    beforeAll(async () => {
      venue = await createVenue('Pizzeria Chiave');
    });

    it('refuses a wrong, old or other table key with the same 404 as an unknown table', async () => {
      const wrong = await join(venue, { key: 'A'.repeat(32) });
      const otherTable = await join(venue, { key: venue.otherTableKey });
      const unknown = await join(venue, { tableId: 2_000_000_000 });
      for (const response of [wrong, otherTable, unknown]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'table_not_found', message: 'Table not found' });
      }
      // no key at all is a bad request
      const none = await t.call('joinTableOrder', {
        params: { clubId: venue.clubId, tableId: venue.tableId },
        body: { name: null },
      });
      expect(none.statusCode).toBe(400);
    });

    it('gives each phone a number and its own key; the order is one per table', async () => {
      const first = await join(venue, { name: ' Anna ' });
      expect(first.statusCode, first.body).toBe(201);
      const second = await join(venue);
      expect(first.json().guest).toMatchObject({ number: 1, name: 'Anna' });
      expect(second.json().guest).toMatchObject({ number: 2, name: null });
      expect(second.json().order.id).toBe(first.json().order.id);
      expect(first.json().key).not.toBe(second.json().key);
      expect(second.json().order.guests).toHaveLength(2);
    });

    it('refuses a name with control characters or past 30 characters', async () => {
      expect((await join(venue, { name: 'An\u0000na' })).statusCode).toBe(400);
      expect((await join(venue, { name: 'x'.repeat(31) })).statusCode).toBe(400);
    });

    it('refuses ordering when the club, its plan or the zone takes none (403 ordering_disabled)', async () => {
      const db = t.app.db;
      await db.update(clubs).set({ ordering: 'zones' }).where(eq(clubs.id, venue.clubId));
      // the zoneless table is in no zone that takes orders
      const zoneless = await join(venue, { tableId: venue.otherTableId, key: venue.otherTableKey });
      expect(zoneless.statusCode).toBe(403);
      expect(zoneless.json().code).toBe('ordering_disabled');
      expect((await join(venue)).statusCode).toBe(201);
      await db.update(clubs).set({ ordering: 'all', plan: 'freemium' }).where(eq(clubs.id, venue.clubId));
      expect((await join(venue)).json().code).toBe('ordering_disabled');
      await db.update(clubs).set({ plan: 'smart' }).where(eq(clubs.id, venue.clubId));
    });

    it('stops the old key when the table gets new codes', async () => {
      const renewed = await staff('renewTableKeys', {
        params: { clubId: venue.clubId },
        body: { tableIds: [venue.tableId] },
      });
      expect(renewed.statusCode).toBe(204);
      expect((await join(venue)).statusCode).toBe(404);
      const [row] = await t.app.db.select().from(tables).where(eq(tables.id, venue.tableId));
      venue.tableKey = row?.orderKey ?? '';
      expect((await join(venue)).statusCode).toBe(201);
      // a table of another club is not found, and nothing changes
      const foreign = await staff('renewTableKeys', {
        params: { clubId: venue.clubId },
        body: { tableIds: [venue.tableId, 2_000_000_000] },
      });
      expect(foreign.statusCode).toBe(404);
      const [same] = await t.app.db.select().from(tables).where(eq(tables.id, venue.tableId));
      expect(same?.orderKey).toBe(venue.tableKey);
    });
  });

  describe('lines and prices', () => {
    let venue: Venue;
    let anna = '';
    let bruno = '';
    beforeAll(async () => {
      venue = await createVenue('Pizzeria Prezzi');
      anna = await phone(venue, 'Anna');
      bruno = await phone(venue);
    });

    it('prices a line on the server: a size replaces the price, extras add to it, in cents', async () => {
      const response = await put(venue, anna, 'anna-line-1', {
        itemId: venue.pizza,
        quantity: 2,
        optionIds: [venue.large, venue.burrata, venue.basil],
        note: ' no onions ',
      });
      expect(response.statusCode, response.body).toBe(200);
      const order = response.json();
      expect(order.drafts).toEqual([
        expect.objectContaining({
          clientLineId: 'anna-line-1',
          addedBy: 'Anna',
          name: 'Margherita',
          quantity: 2,
          note: 'no onions',
          unitCents: 1450,
          totalCents: 2900,
          status: 'draft',
          station: 'kitchen',
          problem: null,
          options: [
            { id: venue.large, name: 'Large', groupName: 'Size' },
            { id: venue.burrata, name: 'Burrata', groupName: 'Extras' },
            { id: venue.basil, name: 'Basil', groupName: 'Extras' },
          ],
        }),
      ]);
      expect(order.draftCents).toBe(2900);
      expect(order.totalCents).toBe(0);
    });

    it('is the same line when the same request comes again (a retry, a phone back online)', async () => {
      const body = { itemId: venue.spritz, quantity: 1 };
      const [first, again] = [
        await put(venue, bruno, 'bruno-line-1', body),
        await put(venue, bruno, 'bruno-line-1', body),
      ];
      expect(first.statusCode).toBe(200);
      expect(
        again.json().drafts.filter((line: { clientLineId: string }) => line.clientLineId === 'bruno-line-1'),
      ).toHaveLength(1);
      expect(again.json().drafts.at(-1)).toMatchObject({
        addedBy: 'Guest 2',
        station: 'bar',
        unitCents: 400,
      });
    });

    it('lets only the phone that added a line change or remove it', async () => {
      const change = await put(venue, bruno, 'anna-line-1', {
        itemId: venue.pizza,
        quantity: 1,
        optionIds: [venue.large],
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().code).toBe('line_not_yours');
      const remove = await t.call('deleteOrderLine', {
        params: { clubId: venue.clubId, tableId: venue.tableId, clientLineId: 'anna-line-1' },
        headers: { 'x-order-key': bruno },
      });
      expect(remove.statusCode).toBe(403);
    });

    it.each([
      ['a hidden dish', 'hidden', 'item_not_orderable', 'unavailable'],
      ['an out-of-stock dish', 'soldOut', 'item_not_orderable', 'out_of_stock'],
      ['a dish left out of ordering', 'askWaiter', 'item_not_orderable', 'not_orderable'],
      ['a dish without a price', 'marketPrice', 'item_not_orderable', 'not_orderable'],
      ['a dish of a menu not shown now', 'lunchOnly', 'item_not_orderable', 'not_now'],
    ] as const)('refuses %s with a clear message', async (_, dish, code, problem) => {
      const response = await put(venue, anna, `refused-${dish}`, { itemId: venue[dish], quantity: 1 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code, lines: [{ clientLineId: `refused-${dish}`, problem }] });
      expect(response.json().message).toMatch(/\./);
    });

    it('refuses an option of another item, a missing required choice, and an unknown dish', async () => {
      const foreign = await put(venue, anna, 'opt-foreign', {
        itemId: venue.spritz,
        quantity: 1,
        optionIds: [venue.large],
      });
      expect(foreign.json()).toMatchObject({
        code: 'options_invalid',
        lines: [{ problem: 'options_changed' }],
      });
      const noSize = await put(venue, anna, 'opt-nosize', { itemId: venue.pizza, quantity: 1 });
      expect(noSize.statusCode).toBe(422);
      expect(noSize.json().code).toBe('options_invalid');
      const unknown = await put(venue, anna, 'opt-unknown', { itemId: 2_000_000_000, quantity: 1 });
      expect(unknown.json()).toMatchObject({
        code: 'item_not_orderable',
        lines: [{ problem: 'unavailable' }],
      });
    });

    it('refuses a quantity of 0 or 10,000, a NUL in a note and a 10,000-character note (400)', async () => {
      for (const body of [
        { itemId: venue.spritz, quantity: 0 },
        { itemId: venue.spritz, quantity: 10_000 },
        { itemId: venue.spritz, quantity: 1, note: 'no\u0000ice' },
        { itemId: venue.spritz, quantity: 1, note: 'x'.repeat(10_000) },
        { itemId: 2 ** 31, quantity: 1 },
      ]) {
        const response = await put(venue, anna, 'bad-input', body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      const order = (await read(venue, anna)).json();
      expect(order.drafts.some((line: { clientLineId: string }) => line.clientLineId === 'bad-input')).toBe(
        false,
      );
    });

    it('refuses a wrong order key with 404, and reads the same order from every phone', async () => {
      const wrong = await read(venue, 'B'.repeat(32));
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().code).toBe('order_not_found');
      const [a, b] = [(await read(venue, anna)).json(), (await read(venue, bruno)).json()];
      expect(a.drafts).toEqual(b.drafts);
      expect(a.you.name).toBe('Anna');
      expect(b.you.number).toBe(2);
    });

    it('lands every line of many phones adding at the same moment', async () => {
      const keys = await Promise.all(Array.from({ length: 6 }, () => phone(venue)));
      const responses = await Promise.all(
        keys.map((key, index) =>
          put(venue, key, `crowd-line-${index}`, { itemId: venue.spritz, quantity: 1 }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      const order = (await read(venue, anna)).json();
      for (let index = 0; index < 6; index++) {
        expect(
          order.drafts.some((line: { clientLineId: string }) => line.clientLineId === `crowd-line-${index}`),
        ).toBe(true);
      }
    });

    it('lands them too when every change takes the order lock (a very busy order)', async () => {
      const keys = await Promise.all(Array.from({ length: 4 }, () => phone(venue)));
      guestChangeTries.optimistic = 0;
      try {
        const responses = await Promise.all(
          keys.map((key, index) =>
            put(venue, key, `locked-line-${index}`, { itemId: venue.spritz, quantity: 2 }),
          ),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(Array(4).fill(200));
      } finally {
        guestChangeTries.optimistic = 8;
      }
      const order = (await read(venue, anna)).json();
      const landed = order.drafts.filter((line: { clientLineId: string }) =>
        line.clientLineId.startsWith('locked-line-'),
      );
      expect(landed).toHaveLength(4);
      expect(new Set(landed.map((line: { totalCents: number }) => line.totalCents)).size).toBe(1);
    });
  });

  describe('sending rounds', () => {
    let venue: Venue;
    let anna = '';
    beforeAll(async () => {
      venue = await createVenue('Pizzeria Giri');
      anna = await phone(venue, 'Anna');
    });

    it('sends every draft as one round per station, once however often the send comes', async () => {
      await put(venue, anna, 'line-pizza', { itemId: venue.pizza, quantity: 1, optionIds: [venue.large] });
      await put(venue, anna, 'line-spritz', { itemId: venue.spritz, quantity: 2 });
      const [first, second] = await Promise.all([
        send(venue, anna, 'send-0001'),
        send(venue, anna, 'send-0001'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      const order = (await read(venue, anna)).json();
      expect(order.drafts).toEqual([]);
      expect(
        order.rounds.map((round: { number: number; station: string; status: string }) => [
          round.number,
          round.station,
          round.status,
        ]),
      ).toEqual([
        [1, 'kitchen', 'received'],
        [1, 'bar', 'received'],
      ]);
      expect(order.totalCents).toBe(1200 + 800);
      // a replay later is the same send: still one round
      expect((await send(venue, anna, 'send-0001')).statusCode).toBe(200);
      expect((await read(venue, anna)).json().rounds).toHaveLength(2);
      // nothing new to send
      expect((await send(venue, anna, 'send-0002')).json().code).toBe('nothing_to_send');
    });

    it('keeps the price a line was sent at when the menu changes later', async () => {
      await t.app.db.update(menuItems).set({ price: 5 }).where(eq(menuItems.id, venue.spritz));
      const order = (await read(venue, anna)).json();
      const spritz = order.rounds[1].lines[0];
      expect(spritz).toMatchObject({ name: 'Spritz', unitCents: 400, totalCents: 800, status: 'sent' });
    });

    it('refuses the send naming each dish that went out of stock since it was added, and sends nothing', async () => {
      await put(venue, anna, 'line-later', { itemId: venue.spritz, quantity: 1 });
      await t.app.db.update(menuItems).set({ outOfStock: true }).where(eq(menuItems.id, venue.spritz));
      const flagged = (await read(venue, anna)).json().drafts[0];
      expect(flagged.problem).toBe('out_of_stock');
      const refused = await send(venue, anna, 'send-0003');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'items_unavailable',
        lines: [{ clientLineId: 'line-later', name: 'Spritz', problem: 'out_of_stock' }],
      });
      expect(refused.json().message).toContain('Spritz is out of stock');
      expect((await read(venue, anna)).json().rounds).toHaveLength(2);
      await t.app.db.update(menuItems).set({ outOfStock: false }).where(eq(menuItems.id, venue.spritz));
    });

    it('limits a table to 4 sends a minute (429 with the seconds left)', async () => {
      for (let index = 0; index < 3; index++) {
        await put(venue, anna, `flood-line-${index}`, { itemId: venue.spritz, quantity: 1 });
        const sent = await send(venue, anna, `flood-send-${index}`);
        expect(sent.statusCode, sent.body).toBe(201);
      }
      await put(venue, anna, 'flood-line-x', { itemId: venue.spritz, quantity: 1 });
      const limited = await send(venue, anna, 'flood-send-x');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
      expect(limited.headers['retry-after']).toBeDefined();
      t.clock.advance(61_000);
      expect((await send(venue, anna, 'flood-send-x')).statusCode).toBe(201);
    });

    it('wakes a phone waiting on the order when another phone changes it', async () => {
      const order = (await read(venue, anna)).json();
      const waiting = read(venue, anna, { known: String(order.version) });
      const bruno = await phone(venue, 'Bruno');
      await put(venue, bruno, 'wake-line-1', { itemId: venue.spritz, quantity: 1 });
      const woken = await waiting;
      expect(woken.statusCode).toBe(200);
      expect(woken.json().version).toBeGreaterThan(order.version);
    });

    it('keeps a waiting phone waiting through a late notice of the version it already has', async () => {
      const order = (await read(venue, anna)).json();
      const hub = t.app.orderEvents;
      const before = hub.waiting;
      const waiting = read(venue, anna, { known: String(order.version) });
      await vi.waitFor(() => expect(hub.waiting).toBe(before + 1));
      // a notice of the phone's own version, arriving late from the LISTEN connection, is no news
      hub.dispatch(
        JSON.stringify({
          event: 'draft',
          clubId: venue.clubId,
          orderId: order.id,
          tableId: order.tableId,
          version: order.version,
        }),
      );
      const bruno = await phone(venue, 'Bruna');
      await put(venue, bruno, 'late-notice-line', { itemId: venue.spritz, quantity: 1 });
      const woken = await waiting;
      expect(woken.json().version).toBeGreaterThan(order.version);
    });
  });

  describe('the staff', () => {
    let venue: Venue;
    let anna = '';
    let orderId = 0;
    beforeAll(async () => {
      venue = await createVenue('Pizzeria Sala');
      anna = await phone(venue, 'Anna');
      await put(venue, anna, 'staff-line-1', { itemId: venue.pizza, quantity: 1, optionIds: [venue.large] });
      const sent = await send(venue, anna, 'staff-send-1');
      orderId = sent.json().id;
    });

    it('see the open orders on the board and move a round forward only', async () => {
      const board = await staff('listOrders', { params: { clubId: venue.clubId } });
      expect(board.statusCode).toBe(200);
      const [order] = board.json().orders;
      expect(order).toMatchObject({ id: orderId, tableName: 'T1', zoneName: 'Terrace', you: null });
      const roundId = order.rounds[0].id;
      const moved = await staff('setRoundStatus', {
        params: { clubId: venue.clubId, roundId },
        body: { status: 'preparing' },
      });
      expect(moved.json().rounds[0].status).toBe('preparing');
      const back = await staff('setRoundStatus', {
        params: { clubId: venue.clubId, roundId },
        body: { status: 'received' },
      });
      expect(back.statusCode).toBe(409);
      expect(back.json().code).toBe('round_status_backwards');
      // the guest sees it
      expect((await read(venue, anna)).json().rounds[0].status).toBe('preparing');
      const bar = await staff('listOrders', { params: { clubId: venue.clubId }, query: { station: 'bar' } });
      expect(bar.json().orders).toEqual([]);
    });

    it('add lines for a guest without a phone, correct and void a line with a reason', async () => {
      const added = await staff('sendStaffRound', {
        params: { clubId: venue.clubId, tableId: venue.tableId },
        body: {
          idempotencyKey: 'staff-round-1',
          lines: [
            { itemId: venue.askWaiter, quantity: 1 },
            { itemId: venue.spritz, quantity: 3 },
          ],
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      const order = added.json();
      expect(order.rounds.map((round: { number: number }) => round.number)).toEqual([1, 2, 2]);
      const spritz = order.rounds.find((round: { station: string }) => round.station === 'bar').lines[0];
      const corrected = await staff('correctOrderLine', {
        params: { clubId: venue.clubId, lineId: spritz.id },
        body: { quantity: 2 },
      });
      expect(corrected.statusCode).toBe(200);
      const voided = await staff('voidOrderLine', {
        params: { clubId: venue.clubId, lineId: spritz.id },
        body: { reason: ' sent twice ' },
      });
      const line = voided.json().rounds.find((round: { station: string }) => round.station === 'bar')
        .lines[0];
      expect(line).toMatchObject({ status: 'void', voidReason: 'sent twice', quantity: 2 });
      expect(voided.json().totalCents).toBe(1200 + 950);
      expect(
        (
          await staff('voidOrderLine', {
            params: { clubId: venue.clubId, lineId: spritz.id },
            body: { reason: '\u0000' },
          })
        ).statusCode,
      ).toBe(400);
      // the replay of the staff send changes nothing
      const replay = await staff('sendStaffRound', {
        params: { clubId: venue.clubId, tableId: venue.tableId },
        body: { idempotencyKey: 'staff-round-1', lines: [{ itemId: venue.spritz, quantity: 3 }] },
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().rounds).toHaveLength(3);
    });

    it('print a round as an 80 mm ticket', async () => {
      const order = (await staff('getOrder', { params: { clubId: venue.clubId, orderId } })).json();
      const ticket = await staff('getRoundTicket', {
        params: { clubId: venue.clubId, roundId: order.rounds[0].id },
      });
      expect(ticket.statusCode).toBe(200);
      expect(ticket.headers['content-type']).toBe('application/pdf');
      const pdf = ticket.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      // 80 mm wide: 226.77 points
      expect(pdf).toMatch(/\/MediaBox \[0 0 226\.77\d* /);
      // read back as a cook would: the station in the kitchen's language (the club is in Italy), the
      // table, the dish with its size
      const text = await pdfText(ticket.rawPayload);
      expect(text).toContain('CUCINA');
      expect(text).toContain('T1');
      expect(text).toMatch(/1×\s+Margherita/);
      expect(text).toContain('+ Large');
      expect(text).toContain('Giro 1');
    });

    it('hear the bill asked for as a call, and close the table: the phones keys stop, a new order starts', async () => {
      const bill = await t.call('askForBill', {
        params: { clubId: venue.clubId, tableId: venue.tableId },
        headers: { 'x-order-key': anna },
      });
      expect(bill.statusCode).toBe(200);
      expect(bill.json().billRequestedAt).not.toBeNull();
      const calls = await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, venue.tableId));
      expect(calls).toEqual([expect.objectContaining({ reason: 'bill', doneAt: null })]);
      // its reminder, as a club with a waiter's device would have it queued
      await t.app.db.insert(pushOutbox).values({
        callId: calls[0]?.id ?? 0,
        kind: 'reminder',
        dueAt: new Date(t.clock.now().getTime() + 180_000),
      });

      const closed = await staff('closeOrder', { params: { clubId: venue.clubId, orderId } });
      expect(closed.json()).toMatchObject({ status: 'closed', drafts: [] });
      const [call] = await t.app.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, venue.tableId));
      expect(call?.doneAt).not.toBeNull();
      // closed with the order: its reminder is never pushed
      expect(
        await t.app.db
          .select()
          .from(pushOutbox)
          .where(eq(pushOutbox.callId, call?.id ?? 0)),
      ).toEqual([]);
      expect((await read(venue, anna)).json().status).toBe('closed');
      const late = await put(venue, anna, 'late-line', { itemId: venue.spritz, quantity: 1 });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('order_closed');
      const fresh = await join(venue);
      expect(fresh.json().order.id).not.toBe(orderId);
      expect(fresh.json().order.rounds).toEqual([]);
    });

    it('move an open order to a free table, not to one with an order of its own', async () => {
      const key = await phone(venue);
      const order = (await read(venue, key)).json();
      const moved = await staff('moveOrder', {
        params: { clubId: venue.clubId, orderId: order.id },
        body: { tableId: venue.otherTableId },
      });
      expect(moved.json()).toMatchObject({ tableId: venue.otherTableId, tableName: 'T2' });
      // the phone's key follows it
      expect((await read(venue, key)).json().tableName).toBe('T2');
      const second = await phone(venue);
      const clash = await staff('moveOrder', {
        params: { clubId: venue.clubId, orderId: (await read(venue, second)).json().id },
        body: { tableId: venue.otherTableId },
      });
      expect(clash.json().code).toBe('table_has_order');
    });

    it('show a waiter only the orders of the tables they serve', async () => {
      const waiter = await t.createUser();
      await t.app.db
        .insert(clubMembers)
        .values({ clubId: venue.clubId, userId: waiter.id, role: 'waiter', onShift: true });
      const other = await t.createUser();
      await t.app.db
        .insert(clubMembers)
        .values({ clubId: venue.clubId, userId: other.id, role: 'waiter', onShift: true });
      // the other waiter serves the terrace: T1's orders are theirs
      const { memberZones } = await import('#db/schema.ts');
      await t.app.db
        .insert(memberZones)
        .values({ clubId: venue.clubId, userId: other.id, zoneId: venue.zoneId });
      const token = await t.signIn(waiter);
      const board = await t.call('listOrders', { token, params: { clubId: venue.clubId } });
      const tablesSeen = board.json().orders.map((order: { tableName: string }) => order.tableName);
      expect(tablesSeen).not.toContain('T1');
      expect(tablesSeen).toContain('T2');
    });

    it('give the owner the figures by day, hour, table and dish', async () => {
      const figures = await staff('getOrderStatistics', {
        params: { clubId: venue.clubId },
        query: { days: '7' },
      });
      expect(figures.statusCode, figures.body).toBe(200);
      const body = figures.json();
      expect(body.byDay).toHaveLength(7);
      expect(body.byHour).toHaveLength(24);
      expect(body.totals).toEqual({ orders: 1, revenueCents: 1200 + 950 });
      expect(body.byDay.at(-1)).toMatchObject({ orders: 1, revenueCents: 2150 });
      expect(body.byHour[20]).toMatchObject({ orders: 1 });
      expect(body.byItem).toEqual([
        { name: 'Fiorentina', quantity: 1, revenueCents: 950 },
        { name: 'Margherita', quantity: 1, revenueCents: 1200 },
      ]);
      expect(body.byTable).toEqual([expect.objectContaining({ tableName: 'T1', revenueCents: 2150 })]);
    });
  });

  describe('the switch', () => {
    it('is refused on a plan without ordering (403 feature_not_in_plan)', async () => {
      const clubId = await createClubFor(t, ownerId, 'Bar Libero');
      const refused = await staff('updateClubSettings', { params: { clubId }, body: { ordering: 'all' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('feature_not_in_plan');
      expect(
        (await staff('updateClubSettings', { params: { clubId }, body: { ordering: 'off' } })).statusCode,
      ).toBe(200);
      await t.app.db.update(clubs).set({ plan: 'smart' }).where(eq(clubs.id, clubId));
      const on = await staff('updateClubSettings', { params: { clubId }, body: { ordering: 'zones' } });
      expect(on.json().ordering).toBe('zones');
      void menus;
    });
  });
});
