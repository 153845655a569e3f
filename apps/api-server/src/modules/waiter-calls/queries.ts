/**
 * Waiter calls in the database. A guest's call is checked and recorded in one transaction that
 * locks the table's row first, so two calls for one table, on any API processes, are decided one
 * after the other (docs/decisions/012-live-waiter-calls.md). Every write announces itself with
 * pg_notify in the same transaction: consoles hear it only once it is committed.
 */
import type { components } from '@tavola/api/schema';
import {
  WAITER_CALL_CLUB_LIMIT,
  WAITER_CALL_CLUB_WINDOW_SECONDS,
  WAITER_CALL_OPEN_HOURS,
  waiterCallSecondsLeft,
} from '@tavola/domain/waiter-calls';
import { and, desc, eq, gt, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#db/client.ts';
import { clubMembers, clubs, menus, pushOutbox, tables, tableZones, users, waiterCalls } from '#db/schema.ts';
import { countHit } from '#http/rate-limit-store.ts';

export type WaiterCall = components['schemas']['WaiterCall'];

/** The channel every API process LISTENs on (plugins/realtime.ts). */
export const WAITER_CALLS_CHANNEL = 'tavola_waiter_calls';

/**
 * What a notification carries: ids only. Each process reads the call it announces (one query, and
 * only when a console is connected), so the payload stays far below NOTIFY's 8000 bytes whatever
 * the names, and a console always gets the call as it is now, never a copy from before a rename.
 */
export interface WaiterCallNotice {
  event: 'call' | 'taken' | 'done';
  id: number;
  clubId: number;
}

export function parseNotice(payload: string): WaiterCallNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<WaiterCallNotice>;
    if (
      (value.event === 'call' || value.event === 'taken' || value.event === 'done') &&
      Number.isInteger(value.id) &&
      Number.isInteger(value.clubId)
    ) {
      return { event: value.event, id: value.id as number, clubId: value.clubId as number };
    }
  } catch {
    // not ours
  }
  return null;
}

async function notify(tx: DbOrTx, notice: WaiterCallNotice) {
  await tx.execute(sql`select pg_notify(${WAITER_CALLS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** who took a call ("On my way") */
const takers = alias(users, 'takers');

const waiterCallColumns = {
  id: waiterCalls.id,
  clubId: waiterCalls.clubId,
  clubName: clubs.name,
  tableId: waiterCalls.tableId,
  tableName: tables.name,
  zoneName: tableZones.name,
  menuId: waiterCalls.menuId,
  createdAt: waiterCalls.createdAt,
  doneAt: waiterCalls.doneAt,
  takenAt: waiterCalls.takenAt,
  takenByName: takers.name,
  reason: waiterCalls.reason,
};

type WaiterCallRow = {
  id: number;
  clubId: number;
  clubName: string;
  tableId: number;
  tableName: string;
  zoneName: string | null;
  menuId: number | null;
  createdAt: Date;
  doneAt: Date | null;
  takenAt: Date | null;
  takenByName: string | null;
  reason: 'waiter' | 'bill';
};

function toWaiterCall(row: WaiterCallRow): WaiterCall {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
    takenAt: row.takenAt?.toISOString() ?? null,
  };
}

function selectWaiterCalls(db: DbOrTx) {
  return db
    .select(waiterCallColumns)
    .from(waiterCalls)
    .innerJoin(clubs, eq(clubs.id, waiterCalls.clubId))
    .innerJoin(tables, eq(tables.id, waiterCalls.tableId))
    .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
    .leftJoin(takers, eq(takers.id, waiterCalls.takenByUserId));
}

export type CallStatus = 'waiting' | 'coming' | 'done';

/** What the guest's page shows of its call: null when the call is not this table's. */
export async function callStatus(
  db: DbOrTx,
  call: { clubId: number; tableId: number; callId: number },
): Promise<CallStatus | null> {
  const [row] = await db
    .select({ doneAt: waiterCalls.doneAt, takenAt: waiterCalls.takenAt })
    .from(waiterCalls)
    .where(
      and(
        eq(waiterCalls.id, call.callId),
        eq(waiterCalls.clubId, call.clubId),
        eq(waiterCalls.tableId, call.tableId),
      ),
    );
  if (!row) return null;
  return row.doneAt ? 'done' : row.takenAt ? 'coming' : 'waiting';
}

/** A call as consoles see it, or null when it is gone (its table was deleted since). */
export async function findWaiterCall(db: DbOrTx, id: number): Promise<WaiterCall | null> {
  const [row] = await selectWaiterCalls(db).where(eq(waiterCalls.id, id));
  return row ? toWaiterCall(row) : null;
}

/** The users who hear a club's calls: every member, whatever their role (administrators only as members). */
export async function clubMemberIds(db: DbOrTx, clubId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(eq(clubMembers.clubId, clubId));
  return rows.map((row) => row.userId);
}

/**
 * Whether the member `userId` serves the joined `tables` row: a table without a zone, a zone of
 * theirs, or a zone no member on shift serves (its calls go to everyone on shift). The waiter's
 * list of calls and the push notifications both ask it.
 */
export function servesTable(userId: SQLWrapper): SQL {
  return sql`(${tables.zoneId} is null
    or exists (select 1 from member_zones mz where mz.zone_id = ${tables.zoneId} and mz.user_id = ${userId})
    or not exists (select 1 from member_zones mz join club_members cm on cm.club_id = mz.club_id and cm.user_id = mz.user_id where mz.zone_id = ${tables.zoneId} and cm.on_shift))`;
}

/**
 * Open calls of the club from the last WAITER_CALL_OPEN_HOURS hours, newest first. `waiter` narrows
 * them to what a waiter serves: their zones, zones nobody serves, tables without a zone, and every
 * call nobody took within the club's alert time.
 */
export async function listOpenCalls(
  db: Db,
  clubId: number,
  now: Date,
  waiter?: { userId: number },
): Promise<WaiterCall[]> {
  const since = new Date(now.getTime() - WAITER_CALL_OPEN_HOURS * 3_600_000);
  const open = and(
    eq(waiterCalls.clubId, clubId),
    isNull(waiterCalls.doneAt),
    gt(waiterCalls.createdAt, since),
  );
  const served = waiter
    ? or(
        servesTable(sql`${waiter.userId}`),
        // the club's alert time, from the club's row the list joins anyway
        and(
          isNull(waiterCalls.takenAt),
          sql`${waiterCalls.createdAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${clubs.callAlertMinutes})`,
        ),
      )
    : undefined;
  const rows = await selectWaiterCalls(db)
    .where(served ? and(open, served) : open)
    .orderBy(desc(waiterCalls.createdAt), desc(waiterCalls.id));
  return rows.map(toWaiterCall);
}

/**
 * A new call's notification (due now) and its reminder (due at the club's alert time), in the
 * call's transaction; only in a club where some device subscribed, so other clubs' calls write
 * nothing more. modules/push/sender.ts sends them.
 */
async function queuePushes(tx: DbOrTx, input: { callId: number; clubId: number; now: Date }) {
  const { callId, clubId, now } = input;
  await tx.execute(sql`
    insert into ${pushOutbox} (call_id, kind, due_at)
    select ${callId}, kinds.kind,
      ${now.toISOString()}::timestamptz + kinds.delay * make_interval(mins => ${clubs.callAlertMinutes})
    from ${clubs}, (values ('call', 0), ('reminder', 1)) as kinds(kind, delay)
    where ${clubs.id} = ${clubId}
      and exists (select 1 from push_subscriptions s where s.club_id = ${clubId})`);
}

export type TakeOutcome =
  | { kind: 'taken'; call: WaiterCall }
  | { kind: 'not_found' }
  | { kind: 'done' }
  | { kind: 'taken_by_other'; by: string | null };

/** "On my way": the first to take a call keeps it; taking one's own call again changes nothing. */
export async function takeCall(
  db: Db,
  input: { clubId: number; callId: number; userId: number; now: Date },
): Promise<TakeOutcome> {
  const { clubId, callId, userId, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        doneAt: waiterCalls.doneAt,
        takenBy: waiterCalls.takenByUserId,
        takenAt: waiterCalls.takenAt,
      })
      .from(waiterCalls)
      .where(and(eq(waiterCalls.id, callId), eq(waiterCalls.clubId, clubId)))
      .for('update');
    if (!row) return { kind: 'not_found' };
    if (row.doneAt) return { kind: 'done' };
    if (row.takenAt && row.takenBy !== userId) {
      const current = await findWaiterCall(tx, callId);
      return { kind: 'taken_by_other', by: current?.takenByName ?? null };
    }
    if (!row.takenAt) {
      await tx
        .update(waiterCalls)
        .set({ takenAt: now, takenByUserId: userId })
        .where(eq(waiterCalls.id, callId));
      // its notification and reminder, not sent yet, stay unsent in every process
      await tx.delete(pushOutbox).where(eq(pushOutbox.callId, callId));
      await notify(tx, { event: 'taken', id: callId, clubId });
    }
    const call = await findWaiterCall(tx, callId);
    return call ? { kind: 'taken', call } : { kind: 'not_found' };
  });
}

export type CallWaiterOutcome =
  | { kind: 'called'; id: number; createdAt: Date }
  | { kind: 'table_not_found' }
  | { kind: 'menu_not_found' }
  | { kind: 'disabled' }
  | { kind: 'cooldown'; secondsLeft: number }
  | { kind: 'club_flood'; secondsLeft: number };

/**
 * Inserts a call with its push notifications and announces it, inside the caller's transaction:
 * a guest's call, or a table's request for the bill (modules/orders).
 */
export async function recordCall(
  tx: DbOrTx,
  input: { clubId: number; tableId: number; menuId: number | null; reason: 'waiter' | 'bill'; now: Date },
): Promise<{ id: number; createdAt: Date }> {
  const { clubId, now } = input;
  const [call] = await tx
    .insert(waiterCalls)
    .values({ clubId, tableId: input.tableId, menuId: input.menuId, reason: input.reason, createdAt: now })
    .returning({ id: waiterCalls.id, createdAt: waiterCalls.createdAt });
  if (!call) throw new Error('waiter call was not recorded');
  await queuePushes(tx, { callId: call.id, clubId, now });
  await notify(tx, { event: 'call', id: call.id, clubId });
  return call;
}

/** Thrown inside the transaction to roll it back (the flood counter with it) and carry the outcome. */
class Refused extends Error {
  constructor(readonly outcome: CallWaiterOutcome) {
    super(outcome.kind);
  }
}

const clubFloodKey = (clubId: number) => `waiter-calls|club:${clubId}`;

/**
 * Records a guest's call when the table may call now. One transaction:
 * 1. locks the table's row (FOR UPDATE): a second call for the table, from any process, waits here
 *    until the first commits, then sees it and gets the cooldown; and the menu's against deletion;
 * 2. reads the table's last call: within the cooldown, refused;
 * 3. counts the call in the club's fixed-window counter (rate_limit_counters, the table the HTTP
 *    rate limits use): over the limit, refused, and the rollback takes the count back, so refused
 *    calls never hold the club's quota;
 * 4. inserts the call and notifies (delivered on commit).
 */
export async function callWaiter(
  db: Db,
  input: { clubId: number; tableId: number; menuId: number; now: Date },
): Promise<CallWaiterOutcome> {
  const { clubId, tableId, menuId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const [table] = await tx
        .select({ clubEnabled: clubs.enabled, clubCallWaiter: clubs.callWaiterEnabled })
        .from(tables)
        .innerJoin(clubs, eq(clubs.id, tables.clubId))
        .where(and(eq(tables.id, tableId), eq(tables.clubId, clubId)))
        .for('update', { of: tables });
      if (!table?.clubEnabled) throw new Refused({ kind: 'table_not_found' });
      // KEY SHARE: the menu cannot be deleted until this call is in (a delete then sets the call's
      // menu to null, as for older calls); without it, a delete committed in between made the
      // insert break the call's foreign key, a 500 (found by src/test/fuzz/concurrent-fuzz.test.ts)
      const [menu] = await tx
        .select({ disabled: menus.disabled, callWaiter: menus.callWaiterEnabled })
        .from(menus)
        .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)))
        .for('key share');
      if (!menu || menu.disabled) throw new Refused({ kind: 'menu_not_found' });
      if (!table.clubCallWaiter || !menu.callWaiter) throw new Refused({ kind: 'disabled' });

      const [last] = await tx
        .select({ createdAt: waiterCalls.createdAt })
        .from(waiterCalls)
        .where(eq(waiterCalls.tableId, tableId))
        .orderBy(desc(waiterCalls.createdAt))
        .limit(1);
      const secondsLeft = waiterCallSecondsLeft(last?.createdAt ?? null, now);
      if (secondsLeft > 0) throw new Refused({ kind: 'cooldown', secondsLeft });

      const windowMs = WAITER_CALL_CLUB_WINDOW_SECONDS * 1000;
      const nowMs = now.getTime();
      const counter = await countHit(tx, clubFloodKey(clubId), nowMs, windowMs);
      if (counter.hits > WAITER_CALL_CLUB_LIMIT) {
        const leftMs = counter.windowStartMs + windowMs - nowMs;
        throw new Refused({ kind: 'club_flood', secondsLeft: Math.max(1, Math.ceil(leftMs / 1000)) });
      }

      const call = await recordCall(tx, { clubId, tableId, menuId, reason: 'waiter', now });
      return { kind: 'called' as const, id: call.id, createdAt: call.createdAt };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/**
 * Marks the club's open calls that match `which` done by a user, in the caller's transaction: their
 * notifications and reminders not sent yet stay unsent in every process, and each is announced
 * (`done`). Calls already done keep their first time and user.
 */
export async function markCallsDone(
  tx: DbOrTx,
  by: { clubId: number; userId: number; now: Date },
  which: SQL,
): Promise<void> {
  const done = await tx
    .update(waiterCalls)
    .set({ doneAt: by.now, doneByUserId: by.userId })
    .where(and(which, eq(waiterCalls.clubId, by.clubId), isNull(waiterCalls.doneAt)))
    .returning({ id: waiterCalls.id });
  for (const call of done) {
    await tx.delete(pushOutbox).where(eq(pushOutbox.callId, call.id));
    await notify(tx, { event: 'done', id: call.id, clubId: by.clubId });
  }
}

/**
 * Marks a call of the club done by a user. Idempotent: a call already done keeps its first time
 * and user, and no second `done` is announced. Null when the club has no such call.
 */
export async function completeCall(
  db: Db,
  input: { clubId: number; callId: number; userId: number; now: Date },
): Promise<WaiterCall | null> {
  const { clubId, callId, userId, now } = input;
  return db.transaction(async (tx) => {
    await markCallsDone(tx, { clubId, userId, now }, eq(waiterCalls.id, callId));
    const call = await findWaiterCall(tx, callId);
    return call && call.clubId === clubId ? call : null;
  });
}
