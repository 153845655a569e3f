/**
 * Orders from the table in the database (docs/decisions/056). Every change is one transaction that
 * locks the order's row first, so phones and staff changing one order at once, on any API process,
 * are applied one after the other and all land; each bumps the order's version and announces it
 * with pg_notify in the same transaction (phones waiting on the version and boards hear it only
 * once it is committed).
 */

import { languageOfCountry } from '@tavola/domain/languages';
import {
  ORDER_LINES_MAX,
  type OrderStation,
  ROUND_STATUSES,
  type RoundStatus,
  tableTakesOrders,
} from '@tavola/domain/ordering';
import { and, count, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import {
  addresses,
  clubs,
  orderGuests,
  orderLines,
  orderRounds,
  tableOrders,
  tables,
  tableZones,
  users,
  waiterCalls,
} from '#db/schema.ts';
import { markCallsDone, recordCall, servesTable } from '#modules/waiter-calls/queries.ts';
import { hashOrderKey, isTableKey, newOrderKey } from './keys.ts';
import { readGuestOrderVersion, readGuestState } from './order-state.ts';
import { type LineProblem, loadOrderingMenu, type PricedLine, priceLine } from './pricing.ts';
import { readOrder, readOrders, type TableOrder, toTableOrder } from './read-orders.ts';

/** The channel every API process LISTENs on (plugins/realtime.ts). */
export const ORDERS_CHANNEL = 'tavola_orders';
/** Phones on one order. */
export const ORDER_GUESTS_MAX = 30;

/**
 * What a notification carries: ids and the new version. `draft` changes only the phones' view
 * (drafts are theirs); the others reach the boards too, `round` greeted with a sound.
 */
export interface OrderNotice {
  event: 'draft' | 'round' | 'changed' | 'closed';
  clubId: number;
  orderId: number;
  tableId: number | null;
  version: number;
}

export function parseOrderNotice(payload: string): OrderNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderNotice>;
    if (
      (value.event === 'draft' ||
        value.event === 'round' ||
        value.event === 'changed' ||
        value.event === 'closed') &&
      Number.isInteger(value.clubId) &&
      Number.isInteger(value.orderId) &&
      Number.isInteger(value.version)
    ) {
      return value as OrderNotice;
    }
  } catch {
    // not ours
  }
  return null;
}

/** A refusal carried out of the transaction (which rolls back) to the handler. */
export class OrderRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

export interface RefusedLine {
  clientLineId: string | null;
  index: number | null;
  itemId: number;
  name: string;
  problem: LineProblem;
}

export type Refusal =
  | { kind: 'table_not_found' }
  | { kind: 'ordering_disabled' }
  | { kind: 'order_not_found' }
  | { kind: 'order_closed' }
  | { kind: 'guests_full' }
  | { kind: 'line_not_yours' }
  | { kind: 'line_sent' }
  | { kind: 'lines_full' }
  | { kind: 'nothing_to_send' }
  | { kind: 'nothing_to_pay' }
  | { kind: 'line_not_found' }
  | { kind: 'line_void' }
  | { kind: 'round_not_found' }
  | { kind: 'round_backwards' }
  | { kind: 'table_has_order' }
  | { kind: 'rate_limited'; secondsLeft: number }
  | { kind: 'line_refused'; lines: RefusedLine[] }
  | { kind: 'send_refused'; lines: RefusedLine[] };

/** Ends a change with a refusal (guest-changes.ts refuses the same way). */
export const refuse = (refusal: Refusal): never => {
  throw new OrderRefusal(refusal);
};

type OrderRow = typeof tableOrders.$inferSelect;

/**
 * Bumps the order's version and announces it, in one statement; the notice is delivered when the
 * transaction commits. (The phones' changes bump it the same way, guarded: guest-changes.ts.)
 */
async function touch(tx: DbOrTx, order: OrderRow, event: OrderNotice['event']): Promise<void> {
  const result = await tx.execute(sql`with bumped as (
      update ${tableOrders} set version = ${tableOrders.version} + 1 where ${tableOrders.id} = ${order.id}
      returning id, club_id, table_id, version
    )
    select pg_notify(${ORDERS_CHANNEL}, json_build_object('event', ${event}::text, 'clubId', bumped.club_id,
      'orderId', bumped.id, 'tableId', bumped.table_id, 'version', bumped.version)::text)
    from bumped`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0)
    throw new Error(`order ${order.id} is gone`);
}

/** The order's row, locked until the transaction ends. */
async function lockOrder(tx: DbOrTx, where: SQL | undefined): Promise<OrderRow | null> {
  const [row] = await tx.select().from(tableOrders).where(where).for('update');
  return row ?? null;
}

/** The club and zone facts a table's ordering needs, with the table's row locked. */
async function lockTable(tx: DbOrTx, clubId: number, tableId: number) {
  const [row] = await tx
    .select({
      id: tables.id,
      name: tables.name,
      zoneId: tables.zoneId,
      orderKey: tables.orderKey,
      clubEnabled: clubs.enabled,
      plan: clubs.plan,
      timeZone: clubs.timeZone,
      ordering: clubs.ordering,
      zoneOrdering: tableZones.ordering,
    })
    .from(tables)
    .innerJoin(clubs, eq(clubs.id, tables.clubId))
    .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
    .where(and(eq(tables.id, tableId), eq(tables.clubId, clubId)))
    .for('update', { of: tables });
  return row ?? null;
}

async function openOrderOf(tx: DbOrTx, tableId: number): Promise<OrderRow | null> {
  return lockOrder(tx, and(eq(tableOrders.tableId, tableId), eq(tableOrders.status, 'open')));
}

async function insertOrder(tx: DbOrTx, clubId: number, table: { id: number; name: string }, now: Date) {
  const [row] = await tx
    .insert(tableOrders)
    .values({ clubId, tableId: table.id, tableName: table.name, openedAt: now })
    .returning();
  if (!row) throw new Error('order not opened');
  return row;
}

async function liveLineCount(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.status, 'void')));
  return row?.value ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The guests' side: the table key opens the way, then the phone's own key
// ---------------------------------------------------------------------------------------------

export interface Joined {
  key: string;
  guest: { id: number; number: number; name: string | null };
  order: TableOrder;
}

/**
 * A phone joins the table's open order, or opens one. The table's row is locked first, so two
 * phones scanning an empty table at once open one order between them.
 */
export async function joinOrder(
  db: Db,
  input: { clubId: number; tableId: number; tableKey: string; name: string | null; now: Date },
): Promise<Joined> {
  const { clubId, tableId, now } = input;
  return db.transaction(async (tx) => {
    const table = await lockTable(tx, clubId, tableId);
    if (!table?.clubEnabled || !isTableKey(input.tableKey, table.orderKey))
      refuse({ kind: 'table_not_found' });
    const found = table as NonNullable<typeof table>;
    const zone = found.zoneOrdering === null ? null : { ordering: found.zoneOrdering };
    if (!tableTakesOrders({ plan: found.plan, ordering: found.ordering }, zone)) {
      refuse({ kind: 'ordering_disabled' });
    }
    const order = (await openOrderOf(tx, tableId)) ?? (await insertOrder(tx, clubId, found, now));
    const [numbers] = await tx
      .select({ guests: count(), last: max(orderGuests.number) })
      .from(orderGuests)
      .where(eq(orderGuests.orderId, order.id));
    if ((numbers?.guests ?? 0) >= ORDER_GUESTS_MAX) refuse({ kind: 'guests_full' });
    const key = newOrderKey();
    const [guest] = await tx
      .insert(orderGuests)
      .values({
        orderId: order.id,
        number: (numbers?.last ?? 0) + 1,
        name: input.name,
        keyHash: hashOrderKey(key),
        createdAt: now,
      })
      .returning({ id: orderGuests.id, number: orderGuests.number, name: orderGuests.name });
    if (!guest) throw new Error('guest not added');
    await touch(tx, order, 'draft');
    return { key, guest, order: await readOrder(tx, order.id, { now, you: guest.id }) };
  });
}

interface GuestAccess {
  guest: typeof orderGuests.$inferSelect;
  order: OrderRow;
}

/**
 * The phone's guest and its order (locked when `lock`), by the phone's key within the club. A
 * wrong key, or an order of another club, is the same "not found".
 */
async function guestByKey(tx: DbOrTx, clubId: number, orderKey: string, lock: boolean): Promise<GuestAccess> {
  const query = tx
    .select({ guest: orderGuests, order: tableOrders })
    .from(orderGuests)
    .innerJoin(tableOrders, eq(tableOrders.id, orderGuests.orderId))
    .where(and(eq(orderGuests.keyHash, hashOrderKey(orderKey)), eq(tableOrders.clubId, clubId)));
  const [row] = lock ? await query.for('update', { of: tableOrders }) : await query;
  if (!row) return refuse({ kind: 'order_not_found' });
  return row;
}

/** The order as the phone sees it (open or closed); null for a wrong key. */
export async function guestOrder(
  db: Db,
  input: { clubId: number; orderKey: string; now: Date },
): Promise<TableOrder | null> {
  const state = await readGuestState(db, {
    clubId: input.clubId,
    keyHash: hashOrderKey(input.orderKey),
    now: input.now,
  });
  return state ? toTableOrder(state) : null;
}

/** The order's id, version and status for a phone's key, to wait on it; null for a wrong key. */
export async function guestOrderVersion(db: Db, clubId: number, orderKey: string) {
  return readGuestOrderVersion(db, { clubId, keyHash: hashOrderKey(orderKey) });
}

/** A change by a phone to its open order, in one transaction with the order locked. */
async function changeAsGuest<T>(
  db: Db,
  input: { clubId: number; orderKey: string },
  change: (tx: DbOrTx, access: GuestAccess) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const access = await guestByKey(tx, input.clubId, input.orderKey, true);
    if (access.order.status !== 'open') refuse({ kind: 'order_closed' });
    return change(tx, access);
  });
}

export interface LineInput {
  itemId: number;
  optionIds: number[];
  quantity: number;
  note: string | null;
}

/** The send `idempotencyKey` made before, if any: its replay answers the order as it is. */
async function sentBefore(tx: DbOrTx, orderId: number, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderRounds.id })
    .from(orderRounds)
    .where(and(eq(orderRounds.orderId, orderId), eq(orderRounds.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the priced lines as one send: one round per station, sharing the order's next number.
 * `lines` pairs each priced line with its row (an existing draft) or the values of a new one.
 */
async function recordSend(
  tx: DbOrTx,
  order: OrderRow,
  send: { idempotencyKey: string; sentBy: string; sentByUserId: number | null; now: Date },
  lines: { priced: Extract<PricedLine, { ok: true }>; lineId: number }[],
): Promise<void> {
  const [last] = await tx
    .select({ number: max(orderRounds.number) })
    .from(orderRounds)
    .where(eq(orderRounds.orderId, order.id));
  const number = (last?.number ?? 0) + 1;
  const stations = [...new Set(lines.map((line) => line.priced.station))];
  const rounds = await tx
    .insert(orderRounds)
    .values(
      stations.map((station) => ({
        orderId: order.id,
        number,
        station,
        idempotencyKey: send.idempotencyKey,
        sentBy: send.sentBy,
        sentByUserId: send.sentByUserId,
        createdAt: send.now,
        statusAt: send.now,
      })),
    )
    .returning({ id: orderRounds.id, station: orderRounds.station });
  const roundOf = new Map<OrderStation, number>(rounds.map((round) => [round.station, round.id]));
  for (const { priced, lineId } of lines) {
    await tx
      .update(orderLines)
      .set({
        status: 'sent',
        roundId: roundOf.get(priced.station) ?? null,
        name: priced.name,
        options: priced.options,
        unitCents: priced.unitCents,
        station: priced.station,
      })
      .where(eq(orderLines.id, lineId));
  }
}

/** "Ask for the bill": a call with reason `bill` for the staff, once per order. */
export async function askForBill(
  db: Db,
  input: { clubId: number; orderKey: string; now: Date },
): Promise<TableOrder> {
  const { now } = input;
  return changeAsGuest(db, input, async (tx, { guest, order }) => {
    if (order.billRequestedAt === null) {
      const [sent] = await tx
        .select({ value: count() })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 'sent')));
      if ((sent?.value ?? 0) === 0) refuse({ kind: 'nothing_to_pay' });
      await tx.update(tableOrders).set({ billRequestedAt: now }).where(eq(tableOrders.id, order.id));
      if (order.tableId !== null) {
        await recordCall(tx, {
          clubId: order.clubId,
          tableId: order.tableId,
          menuId: null,
          reason: 'bill',
          now,
        });
      }
      await touch(tx, order, 'changed');
    }
    return readOrder(tx, order.id, { now, you: guest.id });
  });
}

// ---------------------------------------------------------------------------------------------
// The staff's side
// ---------------------------------------------------------------------------------------------

export interface Staff {
  userId: number;
  /** a waiter sees the orders of the tables they serve (as their calls) */
  waiter: boolean;
}

/** Only the orders a waiter serves; everything for owners and managers. Needs `tables` joined. */
function visibleTo(staff: Staff): SQL | undefined {
  return staff.waiter ? servesTable(sql`${staff.userId}`) : undefined;
}

async function staffName(tx: DbOrTx, userId: number): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** The board: open orders, the one with the oldest round not served first. */
export async function listOpenOrders(
  db: Db,
  input: { clubId: number; staff: Staff; zoneId?: number; station?: OrderStation; now: Date },
): Promise<TableOrder[]> {
  const rows = await db
    .select({ id: tableOrders.id })
    .from(tableOrders)
    .leftJoin(tables, eq(tables.id, tableOrders.tableId))
    .where(
      and(
        eq(tableOrders.clubId, input.clubId),
        eq(tableOrders.status, 'open'),
        input.zoneId === undefined ? undefined : eq(tables.zoneId, input.zoneId),
        visibleTo(input.staff),
      ),
    )
    .orderBy(tableOrders.openedAt, tableOrders.id);
  const orders = await readOrders(
    db,
    rows.map((row) => row.id),
    { now: input.now, station: input.station },
  );
  const waiting = (order: TableOrder) =>
    order.rounds.find((round) => round.status !== 'served')?.createdAt ?? '9999';
  return orders
    .filter((order) => input.station === undefined || order.rounds.length > 0)
    .sort((a, b) => waiting(a).localeCompare(waiting(b)));
}

/** An order of the club the staff member may see, locked when `lock`. */
async function staffOrder(
  tx: DbOrTx,
  clubId: number,
  staff: Staff,
  orderId: number,
  lock: boolean,
): Promise<OrderRow> {
  const query = tx
    .select({ order: tableOrders })
    .from(tableOrders)
    .leftJoin(tables, eq(tables.id, tableOrders.tableId))
    .where(and(eq(tableOrders.id, orderId), eq(tableOrders.clubId, clubId), visibleTo(staff)));
  const [row] = lock ? await query.for('update', { of: tableOrders }) : await query;
  if (!row) return refuse({ kind: 'order_not_found' });
  return row.order;
}

export async function getOrder(
  db: Db,
  input: { clubId: number; staff: Staff; orderId: number; now: Date },
): Promise<TableOrder> {
  const order = await staffOrder(db, input.clubId, input.staff, input.orderId, false);
  return readOrder(db, order.id, { now: input.now });
}

/** Closes a paid order: drafts are dropped, the phones' keys stop working, an open bill call is done. */
export async function closeOrder(
  db: Db,
  input: { clubId: number; staff: Staff; orderId: number; now: Date },
): Promise<TableOrder> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const order = await staffOrder(tx, input.clubId, input.staff, input.orderId, true);
    if (order.status === 'open') {
      await tx
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 'draft')));
      await tx
        .update(tableOrders)
        .set({ status: 'closed', closedAt: now, closedByUserId: input.staff.userId })
        .where(eq(tableOrders.id, order.id));
      // the table's request for the bill is answered: done, and its reminder never pushed
      if (order.tableId !== null) {
        await markCallsDone(
          tx,
          { clubId: order.clubId, userId: input.staff.userId, now },
          and(eq(waiterCalls.tableId, order.tableId), eq(waiterCalls.reason, 'bill')) as SQL,
        );
      }
      await touch(tx, order, 'closed');
    }
    return readOrder(tx, order.id, { now });
  });
}

/** Moves an open order to another table of the club that has none open. */
export async function moveOrder(
  db: Db,
  input: { clubId: number; staff: Staff; orderId: number; tableId: number; now: Date },
): Promise<TableOrder> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const order = await staffOrder(tx, input.clubId, input.staff, input.orderId, true);
    if (order.status !== 'open') refuse({ kind: 'order_closed' });
    if (order.tableId !== input.tableId) {
      const target = await lockTable(tx, input.clubId, input.tableId);
      if (!target) refuse({ kind: 'table_not_found' });
      if (await openOrderOf(tx, input.tableId)) refuse({ kind: 'table_has_order' });
      await tx
        .update(tableOrders)
        .set({ tableId: input.tableId, tableName: (target as NonNullable<typeof target>).name })
        .where(eq(tableOrders.id, order.id));
      await touch(tx, order, 'changed');
    }
    return readOrder(tx, order.id, { now });
  });
}

/**
 * Staff send lines for a table (a guest without a phone): straight to the kitchen as one send,
 * opening the table's order when it has none. A replayed key answers the order as it is.
 */
export async function sendStaffRound(
  db: Db,
  input: {
    clubId: number;
    staff: Staff;
    tableId: number;
    idempotencyKey: string;
    lines: LineInput[];
    now: Date;
  },
): Promise<{ created: boolean; order: TableOrder }> {
  const { clubId, tableId, idempotencyKey, now } = input;
  return db.transaction(async (tx) => {
    const table = await lockTable(tx, clubId, tableId);
    if (!table) return refuse({ kind: 'table_not_found' });
    if (input.staff.waiter) {
      const [served] = await tx
        .select({ id: tables.id })
        .from(tables)
        .where(and(eq(tables.id, tableId), visibleTo(input.staff)));
      if (!served) refuse({ kind: 'table_not_found' });
    }
    const existing = await openOrderOf(tx, tableId);
    if (existing && (await sentBefore(tx, existing.id, idempotencyKey))) {
      return { created: false, order: await readOrder(tx, existing.id, { now }) };
    }
    const order = existing ?? (await insertOrder(tx, clubId, table, now));
    if ((await liveLineCount(tx, order.id)) + input.lines.length > ORDER_LINES_MAX)
      refuse({ kind: 'lines_full' });
    const menu = await loadOrderingMenu(
      tx,
      { clubId, plan: table.plan, timeZone: table.timeZone, zoneId: table.zoneId },
      input.lines.map((line) => line.itemId),
      now,
    );
    const refused: RefusedLine[] = [];
    const okLines: { priced: Extract<PricedLine, { ok: true }>; line: LineInput }[] = [];
    input.lines.forEach((line, index) => {
      const priced = priceLine(menu, line, 'staff');
      if (priced.ok) okLines.push({ priced, line });
      else
        refused.push({
          clientLineId: null,
          index,
          itemId: line.itemId,
          name: priced.name,
          problem: priced.problem,
        });
    });
    if (refused.length > 0) refuse({ kind: 'line_refused', lines: refused });
    const name = await staffName(tx, input.staff.userId);
    const inserted = await tx
      .insert(orderLines)
      .values(
        okLines.map(({ line }) => ({
          orderId: order.id,
          addedByUserId: input.staff.userId,
          addedBy: name,
          itemId: line.itemId,
          optionIds: line.optionIds,
          quantity: line.quantity,
          note: line.note,
          createdAt: now,
        })),
      )
      .returning({ id: orderLines.id });
    await recordSend(
      tx,
      order,
      { idempotencyKey, sentBy: name, sentByUserId: input.staff.userId, now },
      okLines.map(({ priced }, index) => ({ priced, lineId: (inserted[index] as { id: number }).id })),
    );
    await touch(tx, order, 'round');
    return { created: true, order: await readOrder(tx, order.id, { now }) };
  });
}

/** A sent line of an open order of the club the staff member may see, with the order locked. */
async function staffLine(tx: DbOrTx, clubId: number, staff: Staff, lineId: number) {
  const [found] = await tx
    .select({ orderId: orderLines.orderId, status: orderLines.status })
    .from(orderLines)
    .innerJoin(tableOrders, eq(tableOrders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(tableOrders.clubId, clubId), ne(orderLines.status, 'draft')));
  if (!found) return refuse({ kind: 'line_not_found' });
  const order = await staffOrder(tx, clubId, staff, found.orderId, true).catch((error: unknown) => {
    if (error instanceof OrderRefusal) refuse({ kind: 'line_not_found' });
    throw error;
  });
  if (order.status !== 'open') refuse({ kind: 'order_closed' });
  // read again under the order's lock: another change may have come first
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId));
  if (!line) return refuse({ kind: 'line_not_found' });
  return { order, line };
}

export async function correctLine(
  db: Db,
  input: {
    clubId: number;
    staff: Staff;
    lineId: number;
    quantity?: number;
    note?: string | null;
    now: Date;
  },
): Promise<TableOrder> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const { order, line } = await staffLine(tx, input.clubId, input.staff, input.lineId);
    if (line.status === 'void') refuse({ kind: 'line_void' });
    await tx
      .update(orderLines)
      .set({
        ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
        ...(input.note === undefined ? {} : { note: input.note }),
      })
      .where(eq(orderLines.id, line.id));
    await touch(tx, order, 'changed');
    return readOrder(tx, order.id, { now });
  });
}

export async function voidLine(
  db: Db,
  input: { clubId: number; staff: Staff; lineId: number; reason: string; now: Date },
): Promise<TableOrder> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const { order, line } = await staffLine(tx, input.clubId, input.staff, input.lineId);
    if (line.status !== 'void') {
      await tx
        .update(orderLines)
        .set({ status: 'void', voidReason: input.reason, voidedByUserId: input.staff.userId })
        .where(eq(orderLines.id, line.id));
      await touch(tx, order, 'changed');
    }
    return readOrder(tx, order.id, { now });
  });
}

/** Moves a round forward (one or more steps); its own status again changes nothing. */
export async function setRoundStatus(
  db: Db,
  input: { clubId: number; staff: Staff; roundId: number; status: RoundStatus; now: Date },
): Promise<TableOrder> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: orderRounds.orderId })
      .from(orderRounds)
      .innerJoin(tableOrders, eq(tableOrders.id, orderRounds.orderId))
      .where(and(eq(orderRounds.id, input.roundId), eq(tableOrders.clubId, input.clubId)));
    if (!found) return refuse({ kind: 'round_not_found' });
    const order = await staffOrder(tx, input.clubId, input.staff, found.orderId, true).catch(
      (error: unknown) => {
        if (error instanceof OrderRefusal) refuse({ kind: 'round_not_found' });
        throw error;
      },
    );
    const [round] = await tx.select().from(orderRounds).where(eq(orderRounds.id, input.roundId));
    if (!round) return refuse({ kind: 'round_not_found' });
    const from = ROUND_STATUSES.indexOf(round.status);
    const to = ROUND_STATUSES.indexOf(input.status);
    if (to < from) refuse({ kind: 'round_backwards' });
    if (to > from) {
      await tx
        .update(orderRounds)
        .set({ status: input.status, statusAt: now })
        .where(eq(orderRounds.id, round.id));
      await touch(tx, order, 'changed');
    }
    return readOrder(tx, order.id, { now });
  });
}

/** A round with its order and its club's time zone, for its ticket; null when not the club's (or not served by the waiter). */
export async function roundForTicket(
  db: Db,
  input: { clubId: number; staff: Staff; roundId: number; now: Date },
) {
  const [found] = await db
    .select({
      orderId: orderRounds.orderId,
      timeZone: clubs.timeZone,
      clubName: clubs.name,
      country: addresses.country,
    })
    .from(orderRounds)
    .innerJoin(tableOrders, eq(tableOrders.id, orderRounds.orderId))
    .innerJoin(clubs, eq(clubs.id, tableOrders.clubId))
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(and(eq(orderRounds.id, input.roundId), eq(tableOrders.clubId, input.clubId)));
  if (!found) return null;
  try {
    await staffOrder(db, input.clubId, input.staff, found.orderId, false);
  } catch (error) {
    if (error instanceof OrderRefusal) return null;
    throw error;
  }
  const order = await readOrder(db, found.orderId, { now: input.now });
  const round = order.rounds.find((candidate) => candidate.id === input.roundId);
  // the kitchen's language: Italian in Italy, English elsewhere
  const language = languageOfCountry(found.country) === 'it' ? ('it' as const) : ('en' as const);
  return round ? { order, round, timeZone: found.timeZone, clubName: found.clubName, language } : null;
}
