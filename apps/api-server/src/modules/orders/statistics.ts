/**
 * Service statistics: orders and revenue from the sent lines (void ones left out), by the club's
 * local day and hour, by table and by dish, over a range of local dates. Only what was ordered and
 * where: the guests' names are never read here, and nothing about a phone is kept.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { addresses, clubs, orderLines, orderRounds, tableOrders } from '#db/schema.ts';
import { currencyForCountry } from '#modules/menus/queries.ts';
import type { DayRange } from '#modules/statistics/queries.ts';

/** The most ordered dishes listed. */
const TOP_ITEMS = 20;

export interface OrderFigureRows {
  byDay: { date: string; orders: number; revenueCents: number }[];
  byHour: { hour: number; orders: number; revenueCents: number }[];
  byTable: { tableId: number; tableName: string; orders: number; revenueCents: number }[];
  byItem: { name: string; quantity: number; revenueCents: number }[];
  totals: { orders: number; revenueCents: number };
}

export async function orderFigures(
  db: DbOrTx,
  clubId: number,
  timeZone: string,
  range: DayRange,
): Promise<OrderFigureRows> {
  const local = sql`(${orderRounds.createdAt} at time zone ${timeZone})`;
  const revenue = sql<number>`coalesce(sum(${orderLines.unitCents} * ${orderLines.quantity}), 0)::int`;
  const orders = sql<number>`count(distinct ${tableOrders.id})::int`;
  const where = sql`${tableOrders.clubId} = ${clubId} and ${orderLines.status} = 'sent'
    and ${local}::date between ${range.from}::date and ${range.to}::date`;
  const from = sql`${orderLines}
    join ${orderRounds} on ${orderRounds.id} = ${orderLines.roundId}
    join ${tableOrders} on ${tableOrders.id} = ${orderLines.orderId}`;
  // both drivers answer `execute` with `rows`
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [byDay, byHour, byTable, byItem, [totals]] = await Promise.all([
    rows<{ date: string; orders: number; revenueCents: number }>(
      sql`select to_char(${local}::date, 'YYYY-MM-DD') as "date", ${orders} as "orders", ${revenue} as "revenueCents"
        from ${from} where ${where} group by 1 order by 1`,
    ),
    rows<{ hour: number; orders: number; revenueCents: number }>(
      sql`select extract(hour from ${local})::int as "hour", ${orders} as "orders", ${revenue} as "revenueCents"
        from ${from} where ${where} group by 1 order by 1`,
    ),
    rows<{ tableId: number; tableName: string; orders: number; revenueCents: number }>(
      sql`select coalesce(${tableOrders.tableId}, 0) as "tableId", min(${tableOrders.tableName}) as "tableName",
          ${orders} as "orders", ${revenue} as "revenueCents"
        from ${from} where ${where} group by 1 order by 4 desc, 2`,
    ),
    rows<{ name: string; quantity: number; revenueCents: number }>(
      sql`select ${orderLines.name} as "name", sum(${orderLines.quantity})::int as "quantity", ${revenue} as "revenueCents"
        from ${from} where ${where} group by 1 order by 2 desc, 1 limit ${TOP_ITEMS}`,
    ),
    rows<{ orders: number; revenueCents: number }>(
      sql`select ${orders} as "orders", ${revenue} as "revenueCents" from ${from} where ${where}`,
    ),
  ]);
  return {
    byDay,
    byHour,
    byTable,
    byItem,
    totals: totals ?? { orders: 0, revenueCents: 0 },
  };
}

/** What the figures need of the club: its time zone, plan and currency. */
export async function clubForFigures(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ timeZone: clubs.timeZone, plan: clubs.plan, country: addresses.country })
    .from(clubs)
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(eq(clubs.id, clubId));
  return row ? { timeZone: row.timeZone, plan: row.plan, currency: currencyForCountry(row.country) } : null;
}
