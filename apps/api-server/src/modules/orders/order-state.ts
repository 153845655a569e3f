/**
 * A table's order as one statement reads it (one round trip, one snapshot): the order's row, its
 * club's and table's facts, its guests, lines and rounds, and the menu its draft lines are priced
 * from (pricing.ts). The guests' reads and writes decide from this state, and read-orders.ts turns
 * it into the contract's `TableOrder`.
 *
 * Read by a phone's key (`readGuestState`: which guest it is, too) or by order ids (the board, the
 * staff's changes). The statements are prepared once per database on the pool, and built on the
 * transaction when a change reads under its lock.
 */
import type { PlanId } from '@tavola/domain/plans';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, oncePerDatabase, preparedStatementName } from '#db/client.ts';
import { fromJsonRow, type JsonRow, jsonList } from '#db/json-rows.ts';
import {
  addresses,
  clubs,
  orderGuests,
  orderLines,
  orderRounds,
  tableOrders,
  tables,
  tableZones,
} from '#db/schema.ts';
import {
  type OrderingMenu,
  type OrderingMenuJson,
  orderingMenuFromJson,
  orderingMenuJson,
} from './pricing.ts';

export type OrderRow = typeof tableOrders.$inferSelect;
export type GuestRow = typeof orderGuests.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type RoundRow = typeof orderRounds.$inferSelect;

export interface OrderState {
  order: OrderRow;
  /** the guest whose key read it; null for staff */
  you: number | null;
  plan: PlanId;
  timeZone: string;
  country: string;
  /** the zone of the order's table now */
  zoneId: number | null;
  zoneName: string | null;
  guests: GuestRow[];
  /** by time added */
  lines: LineRow[];
  /** by number */
  rounds: RoundRow[];
  /** the items of the drafts (and of `extraItemId`) and the menus the table sees now; empty when there are none */
  menu: OrderingMenu;
}

interface OrderStateJson {
  order: JsonRow;
  you: number | null;
  plan: PlanId;
  timeZone: string;
  country: string;
  zoneId: number | null;
  zoneName: string | null;
  guests: JsonRow[];
  lines: JsonRow[];
  rounds: JsonRow[];
  menu: OrderingMenuJson | null;
}

/** The draft lines' items, and one more asked about (a line being added): null adds none. */
const pricedItemIds = sql`select ${orderLines.itemId} from ${orderLines}
  where ${orderLines.orderId} = ${tableOrders.id} and ${orderLines.status} = 'draft' and ${orderLines.itemId} is not null
  union all select ${sql.placeholder('extraItemId')}::int`;

function stateJson(you: SQL): SQL<string> {
  return sql<string>`json_build_object(
    'order', to_json(${tableOrders}),
    'you', ${you},
    'plan', ${clubs.plan},
    'timeZone', ${clubs.timeZone},
    'country', ${addresses.country},
    'zoneId', ${tables.zoneId},
    'zoneName', ${tableZones.name},
    'guests', ${jsonList(sql`to_json(${orderGuests})`, orderGuests, eq(orderGuests.orderId, tableOrders.id), sql`${orderGuests.number}`)},
    'lines', ${jsonList(sql`to_json(${orderLines})`, orderLines, eq(orderLines.orderId, tableOrders.id), sql`${orderLines.createdAt}, ${orderLines.id}`)},
    'rounds', ${jsonList(sql`to_json(${orderRounds})`, orderRounds, eq(orderRounds.orderId, tableOrders.id), sql`${orderRounds.number}, ${orderRounds.id}`)},
    'menu', case when ${tableOrders.status} = 'open' and (${sql.placeholder('extraItemId')}::int is not null
        or exists (select from ${orderLines} where ${orderLines.orderId} = ${tableOrders.id} and ${orderLines.status} = 'draft'))
      then ${orderingMenuJson(tableOrders.clubId, pricedItemIds)} end
  )::text`;
}

const guestOfKey = sql`(select ${orderGuests.id} from ${orderGuests} where ${orderGuests.keyHash} = ${sql.placeholder('keyHash')})`;

function stateQuery(db: DbOrTx, you: SQL, where: SQL) {
  return db
    .select({ json: stateJson(you) })
    .from(tableOrders)
    .innerJoin(clubs, eq(clubs.id, tableOrders.clubId))
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .leftJoin(tables, eq(tables.id, tableOrders.tableId))
    .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
    .where(where)
    .orderBy(asc(tableOrders.id));
}

/** The order a phone's key belongs to, within the club (an order of another club is not found). */
const byGuestKey = (db: DbOrTx) =>
  stateQuery(
    db,
    guestOfKey,
    sql`${tableOrders.id} = (select ${orderGuests.orderId} from ${orderGuests} where ${orderGuests.keyHash} = ${sql.placeholder('keyHash')})
      and ${tableOrders.clubId} = ${sql.placeholder('clubId')}`,
  );

/** The orders `ids` (a JSON array of ids). */
const byIds = (db: DbOrTx) =>
  stateQuery(
    db,
    sql`null::int`,
    sql`${tableOrders.id} in (select value::int from json_array_elements_text(${sql.placeholder('ids')}::json))`,
  );

const preparedByGuestKey = oncePerDatabase((db: Db) =>
  byGuestKey(db).prepare(preparedStatementName(db, 'order_state_by_key')),
);
const preparedByIds = oncePerDatabase((db: Db) =>
  byIds(db).prepare(preparedStatementName(db, 'order_state_by_ids')),
);

function fromJson(text: string, now: Date): OrderState {
  const json = JSON.parse(text) as OrderStateJson;
  const state = {
    order: fromJsonRow(tableOrders, json.order),
    you: json.you,
    plan: json.plan,
    timeZone: json.timeZone,
    country: json.country,
    zoneId: json.zoneId,
    zoneName: json.zoneName,
    guests: json.guests.map((row) => fromJsonRow(orderGuests, row)),
    lines: json.lines.map((row) => fromJsonRow(orderLines, row)),
    rounds: json.rounds.map((row) => fromJsonRow(orderRounds, row)),
  };
  const menu = json.menu
    ? orderingMenuFromJson(json.menu, { clubId: state.order.clubId, ...tableOf(state) }, now)
    : { items: new Map(), shownMenuIds: new Set<number>() };
  return { ...state, menu };
}

/** The facts pricing needs about the order's table now. */
export function tableOf(state: Pick<OrderState, 'plan' | 'timeZone' | 'zoneId'>) {
  return { plan: state.plan, timeZone: state.timeZone, zoneId: state.zoneId };
}

/** Prepared statements live on the pool; a transaction's statements are built on it. */
const inTransaction = (db: DbOrTx) => db instanceof PgTransaction;

/**
 * The order of the phone with `keyHash` in the club, its menu read for its drafts and for
 * `extraItemId`; null for a wrong key.
 */
export async function readGuestState(
  db: DbOrTx,
  input: { clubId: number; keyHash: string; extraItemId?: number; now: Date },
): Promise<OrderState | null> {
  const params = { clubId: input.clubId, keyHash: input.keyHash, extraItemId: input.extraItemId ?? null };
  const [row] = inTransaction(db)
    ? await byGuestKey(db).execute(params)
    : await preparedByGuestKey(db as Db).execute(params);
  return row ? fromJson(row.json, input.now) : null;
}

/** The orders `ids` that exist, by id. */
export async function readOrderStates(db: DbOrTx, ids: readonly number[], now: Date): Promise<OrderState[]> {
  if (ids.length === 0) return [];
  const params = { ids: JSON.stringify(ids), extraItemId: null };
  const rows = inTransaction(db)
    ? await byIds(db).execute(params)
    : await preparedByIds(db as Db).execute(params);
  return rows.map((row) => fromJson(row.json, now));
}

const preparedVersionByKey = oncePerDatabase((db: Db) =>
  db
    .select({ orderId: tableOrders.id, version: tableOrders.version, status: tableOrders.status })
    .from(orderGuests)
    .innerJoin(tableOrders, eq(tableOrders.id, orderGuests.orderId))
    .where(
      and(
        eq(orderGuests.keyHash, sql.placeholder('keyHash')),
        eq(tableOrders.clubId, sql.placeholder('clubId')),
      ),
    )
    .prepare(preparedStatementName(db, 'order_version_by_key')),
);

/** The order a phone's key belongs to, its version and status only (a phone waiting for news); null for a wrong key. */
export async function readGuestOrderVersion(
  db: Db,
  input: { clubId: number; keyHash: string },
): Promise<{ orderId: number; version: number; status: OrderRow['status'] } | null> {
  const [row] = await preparedVersionByKey(db).execute(input);
  return row ?? null;
}
