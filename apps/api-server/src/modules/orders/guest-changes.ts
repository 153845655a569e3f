/**
 * The phones' changes to their table's order: adding or changing a line, removing it, sending the
 * drafts to the kitchen. These are the hot path of ordering (bench/order-rounds.mjs), so each is two
 * statements and no lock held between round trips (docs/decisions/056):
 *
 * 1. read the order's state (order-state.ts: one prepared statement), and decide from it in code:
 *    the refusals, the prices (pricing.ts), the rate limit, a replayed send;
 * 2. write, guarded by the version that was read: one statement bumps the version only if it is
 *    still the one read (and the order still open), makes the change only through that bump, and
 *    announces it with pg_notify. One statement is one transaction: all of it lands or none.
 *
 * When another change came between the two (the guard matched no row), the change is decided again
 * from a fresh read. After `guestChangeTries.optimistic` such turns it takes the order's row lock and decides
 * under it, so that a phone on a very busy order still gets its turn. The answer is built from the
 * state read and the rows the write returned: no read after the write.
 */
import { ORDER_LINES_MAX, ORDER_ROUNDS_PER_MINUTE } from '@tavola/domain/ordering';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { fromJsonRow, type JsonRow } from '#db/json-rows.ts';
import { orderGuests, orderLines, orderRounds, tableOrders } from '#db/schema.ts';
import { hashOrderKey } from './keys.ts';
import { type LineRow, type OrderState, type RoundRow, readGuestState } from './order-state.ts';
import { type PricedLine, priceLine } from './pricing.ts';
import { type LineInput, ORDERS_CHANNEL, type OrderNotice, type RefusedLine, refuse } from './queries.ts';
import { guestLabel, type TableOrder, toTableOrder } from './read-orders.ts';

/** Guarded attempts before a change waits for the order's row lock instead (tests set 0 to take it at once). */
export const guestChangeTries = { optimistic: 8 };

/** What a change decided: an answer with nothing to write, or a write and the answer after it. */
type Decision<T> =
  | { answer: T }
  | {
      event: OrderNotice['event'];
      /** data-modifying statements that act only through the CTE `bumped` (the guard), by name */
      changes: Record<string, SQL>;
      answer: (written: Written) => T;
    };

/** What a guarded write returned: the order's new version and each change's returned rows. */
interface Written {
  version: number;
  rows: Record<string, JsonRow[]>;
}

/**
 * The changes, only if the order is still at the version read and open: one statement that bumps
 * the version, makes the changes and announces them. Null when the guard failed.
 */
async function guardedWrite(
  db: DbOrTx,
  order: OrderState['order'],
  event: OrderNotice['event'],
  changes: Record<string, SQL>,
): Promise<Written | null> {
  const names = Object.keys(changes);
  const ctes = names.map((name) => sql`, ${sql.identifier(name)} as (${changes[name]})`);
  const returned = names.map(
    (name, index) =>
      sql`${index === 0 ? sql`` : sql`, `}${name}::text, (select coalesce(json_agg(to_json(changed)), '[]'::json) from ${sql.identifier(name)} changed)`,
  );
  const result = await db.execute(sql`with bumped as (
      update ${tableOrders} set version = ${tableOrders.version} + 1
      where ${tableOrders.id} = ${order.id} and ${tableOrders.version} = ${order.version} and ${tableOrders.status} = 'open'
      returning id, club_id, table_id, version
    )${sql.join(ctes)}
    select bumped.version,
      pg_notify(${ORDERS_CHANNEL}, json_build_object('event', ${event}::text, 'clubId', bumped.club_id,
        'orderId', bumped.id, 'tableId', bumped.table_id, 'version', bumped.version)::text),
      json_build_object(${sql.join(returned)})::text as rows
    from bumped`);
  const [row] = (result as unknown as { rows: { version: number; rows: string }[] }).rows;
  if (!row) return null;
  return { version: row.version, rows: JSON.parse(row.rows) as Written['rows'] };
}

/**
 * A phone's change to its open order: decided from the state read with its key, written guarded by
 * that state's version (see the top of this file). `extraItemId` is priced with the drafts.
 */
async function changeAsGuest<T>(
  db: Db,
  input: { clubId: number; orderKey: string; extraItemId?: number; now: Date },
  decide: (state: OrderState & { you: number }) => Decision<T>,
): Promise<T> {
  const keyHash = hashOrderKey(input.orderKey);
  const attempt = async (executor: DbOrTx, locked: boolean): Promise<{ done: true; value: T } | null> => {
    if (locked) {
      await executor
        .select({ id: tableOrders.id })
        .from(tableOrders)
        .innerJoin(orderGuests, eq(orderGuests.orderId, tableOrders.id))
        .where(and(eq(orderGuests.keyHash, keyHash), eq(tableOrders.clubId, input.clubId)))
        .for('update', { of: tableOrders });
    }
    const state = await readGuestState(executor, { ...input, keyHash });
    if (!state || state.you === null) return refuse({ kind: 'order_not_found' });
    if (state.order.status !== 'open') refuse({ kind: 'order_closed' });
    const decision = decide(state as OrderState & { you: number });
    if ('changes' in decision) {
      const written = await guardedWrite(executor, state.order, decision.event, decision.changes);
      return written ? { done: true, value: decision.answer(written) } : null;
    }
    return { done: true, value: decision.answer };
  };
  for (let turn = 1; turn <= guestChangeTries.optimistic; turn++) {
    const result = await attempt(db, false);
    if (result) return result.value;
  }
  const result = await db.transaction((tx) => attempt(tx, true));
  if (!result) throw new Error('a change under the order lock found its version changed');
  return result.value;
}

/** The state after a write: the new version, and the rows changed by it put in place. */
function afterWrite(
  state: OrderState,
  written: Written,
  changed: { lines?: LineRow[]; removedLineId?: number; rounds?: RoundRow[] },
): OrderState {
  const byId = new Map((changed.lines ?? []).map((line) => [line.id, line]));
  const lines = state.lines
    .filter((line) => line.id !== changed.removedLineId)
    .map((line) => byId.get(line.id) ?? line);
  for (const line of changed.lines ?? [])
    if (!state.lines.some((old) => old.id === line.id)) lines.push(line);
  return {
    ...state,
    order: { ...state.order, version: written.version },
    lines,
    rounds: [...state.rounds, ...(changed.rounds ?? [])],
  };
}

const returnedLines = (written: Written, name: string) =>
  (written.rows[name] ?? []).map((row) => fromJsonRow(orderLines, row));

const sameLine = (line: LineRow, input: LineInput) =>
  line.itemId === input.itemId &&
  line.quantity === input.quantity &&
  (line.note ?? null) === input.note &&
  [...line.optionIds].sort((a, b) => a - b).join() === [...input.optionIds].sort((a, b) => a - b).join();

/**
 * Adds the phone's line `clientLineId`, or changes it while it is a draft. The same request again
 * (a retry, a phone back online) is the same line; after the line was sent, the same content
 * again changes nothing.
 */
export async function putLine(
  db: Db,
  input: { clubId: number; orderKey: string; clientLineId: string; line: LineInput; now: Date },
): Promise<TableOrder> {
  const { clientLineId, line, now } = input;
  return changeAsGuest(db, { ...input, extraItemId: line.itemId }, (state) => {
    const existing = state.lines.find((candidate) => candidate.clientLineId === clientLineId);
    if (existing && existing.guestId !== state.you) refuse({ kind: 'line_not_yours' });
    if (existing && existing.status !== 'draft') {
      if (sameLine(existing, line)) return { answer: toTableOrder(state) };
      refuse({ kind: 'line_sent' });
    }
    const priced = priceLine(state.menu, line, 'guest');
    if (!priced.ok) {
      refuse({
        kind: 'line_refused',
        lines: [
          { clientLineId, index: null, itemId: line.itemId, name: priced.name, problem: priced.problem },
        ],
      });
    }
    const values = sql`${line.itemId}::int, ${JSON.stringify(line.optionIds)}::jsonb, ${line.quantity}::int, ${line.note}::text`;
    let change: SQL;
    if (existing) {
      change = sql`update ${orderLines} set (item_id, option_ids, quantity, note) = (${values})
        from bumped where ${orderLines.id} = ${existing.id} returning ${orderLines}.*`;
    } else {
      const live = state.lines.filter((candidate) => candidate.status !== 'void').length;
      if (live >= ORDER_LINES_MAX) refuse({ kind: 'lines_full' });
      const guest = state.guests.find((candidate) => candidate.id === state.you);
      if (!guest) throw new Error(`guest ${state.you} is not on order ${state.order.id}`);
      change = sql`insert into ${orderLines}
          (order_id, client_line_id, guest_id, added_by, item_id, option_ids, quantity, note, created_at)
        select bumped.id, ${clientLineId}::text, ${guest.id}::int, ${guestLabel(guest)}::text, ${values}, ${now.toISOString()}::timestamptz
        from bumped returning *`;
    }
    return {
      event: 'draft',
      changes: { line: change },
      answer: (written) =>
        toTableOrder(afterWrite(state, written, { lines: returnedLines(written, 'line') })),
    };
  });
}

/** Removes the phone's draft line; one already gone changes nothing. */
export async function deleteLine(
  db: Db,
  input: { clubId: number; orderKey: string; clientLineId: string; now: Date },
): Promise<TableOrder> {
  const { clientLineId } = input;
  return changeAsGuest(db, input, (state) => {
    const existing = state.lines.find((candidate) => candidate.clientLineId === clientLineId);
    if (!existing) return { answer: toTableOrder(state) };
    if (existing.guestId !== state.you) refuse({ kind: 'line_not_yours' });
    if (existing.status !== 'draft') refuse({ kind: 'line_sent' });
    return {
      event: 'draft',
      changes: {
        line: sql`delete from ${orderLines} using bumped where ${orderLines.id} = ${existing.id} returning ${orderLines}.id`,
      },
      answer: (written) => toTableOrder(afterWrite(state, written, { removedLineId: existing.id })),
    };
  });
}

/** Seconds until the table may send again, or 0: at most ORDER_ROUNDS_PER_MINUTE sends a minute. */
function sendWait(rounds: readonly RoundRow[], now: Date): number {
  const since = now.getTime() - 60_000;
  // one send is one number, whatever its stations
  const sends = new Map<number, number>();
  for (const round of rounds) {
    const at = round.createdAt.getTime();
    if (at > since) sends.set(round.number, Math.min(sends.get(round.number) ?? at, at));
  }
  const times = [...sends.values()].sort((a, b) => a - b);
  if (times.length < ORDER_ROUNDS_PER_MINUTE) return 0;
  const oldest = times[times.length - ORDER_ROUNDS_PER_MINUTE] as number;
  return Math.max(1, Math.ceil((oldest + 60_000 - now.getTime()) / 1000));
}

/**
 * "Send to the kitchen": every draft line of the table goes, priced again from the menu now, or
 * nothing goes and each line that cannot is named. `created` is false for a replayed send. One
 * round per station, sharing the order's next number.
 */
export async function sendRound(
  db: Db,
  input: { clubId: number; orderKey: string; idempotencyKey: string; now: Date },
): Promise<{ created: boolean; order: TableOrder }> {
  const { idempotencyKey, now } = input;
  return changeAsGuest<{ created: boolean; order: TableOrder }>(db, input, (state) => {
    if (state.rounds.some((round) => round.idempotencyKey === idempotencyKey)) {
      return { answer: { created: false, order: toTableOrder(state) } };
    }
    const drafts = state.lines.filter((line) => line.status === 'draft');
    if (drafts.length === 0) refuse({ kind: 'nothing_to_send' });
    const secondsLeft = sendWait(state.rounds, now);
    if (secondsLeft > 0) refuse({ kind: 'rate_limited', secondsLeft });
    const refused: RefusedLine[] = [];
    const sent: { id: number; name: string; options: unknown; unit_cents: number; station: string }[] = [];
    for (const line of drafts) {
      const result: PricedLine =
        line.itemId === null
          ? { ok: false, problem: 'unavailable', name: line.name ?? '' }
          : priceLine(
              state.menu,
              { itemId: line.itemId, optionIds: line.optionIds, quantity: line.quantity },
              'guest',
            );
      if (result.ok) {
        sent.push({
          id: line.id,
          name: result.name,
          options: result.options,
          unit_cents: result.unitCents,
          station: result.station,
        });
      } else {
        refused.push({
          clientLineId: line.clientLineId,
          index: null,
          itemId: line.itemId ?? 0,
          name: result.name,
          problem: result.problem,
        });
      }
    }
    if (refused.length > 0) refuse({ kind: 'send_refused', lines: refused });
    const guest = state.guests.find((candidate) => candidate.id === state.you);
    if (!guest) throw new Error(`guest ${state.you} is not on order ${state.order.id}`);
    const number = Math.max(0, ...state.rounds.map((round) => round.number)) + 1;
    const stations = [...new Set(sent.map((line) => line.station))];
    return {
      event: 'round',
      changes: {
        rounds: sql`insert into ${orderRounds}
            (order_id, number, station, idempotency_key, sent_by, sent_by_user_id, created_at, status_at)
          select bumped.id, ${number}::int, station, ${idempotencyKey}::text, ${guestLabel(guest)}::text, null,
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          from bumped, json_array_elements_text(${JSON.stringify(stations)}::json) as station
          returning *`,
        sent: sql`update ${orderLines}
          set status = 'sent', round_id = rounds.id, name = line.name, options = line.options,
            unit_cents = line.unit_cents, station = line.station
          from json_to_recordset(${JSON.stringify(sent)}::json)
              as line(id int, name text, options jsonb, unit_cents int, station text)
            join rounds on rounds.station = line.station
          where ${orderLines.id} = line.id
          returning ${orderLines}.*`,
      },
      answer: (written) => {
        const rounds = (written.rows.rounds ?? []).map((row) => fromJsonRow(orderRounds, row));
        const after = afterWrite(state, written, { lines: returnedLines(written, 'sent'), rounds });
        return { created: true, order: toTableOrder(after) };
      },
    };
  });
}
