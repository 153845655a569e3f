/**
 * A table's order as the contract gives it (`TableOrder`), read in a few statements for one order
 * or a board of them: the orders, their guests, their lines and their rounds. Draft lines are
 * priced from the menu now (and flagged when they can no longer be sent); sent lines keep what
 * they were sent with.
 */
import type { components } from '@tavola/api/schema';
import { ORDER_STATIONS, totalCents } from '@tavola/domain/ordering';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
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
import { currencyForCountry } from '#modules/menus/queries.ts';
import { loadOrderingMenu, priceLine } from './pricing.ts';

export type TableOrder = components['schemas']['TableOrder'];
type OrderLine = components['schemas']['OrderLine'];
type OrderGuest = components['schemas']['OrderGuest'];

/** How a guest's lines are signed: the name they gave, or "Guest 2". */
export function guestLabel(guest: { number: number; name: string | null }): string {
  return guest.name ?? `Guest ${guest.number}`;
}

/**
 * The orders `orderIds` (in that order), each as `you` (a phone's guest id, or null for staff)
 * sees it. `station` keeps, in each round, only that station's rounds.
 */
export async function readOrders(
  db: DbOrTx,
  orderIds: readonly number[],
  options: { now: Date; you?: number | null; station?: 'kitchen' | 'bar' },
): Promise<TableOrder[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const [orderRows, guestRows, lineRows, roundRows] = await Promise.all([
    db
      .select({
        order: tableOrders,
        plan: clubs.plan,
        timeZone: clubs.timeZone,
        country: addresses.country,
        zoneId: tables.zoneId,
        zoneName: tableZones.name,
      })
      .from(tableOrders)
      .innerJoin(clubs, eq(clubs.id, tableOrders.clubId))
      .innerJoin(addresses, eq(addresses.id, clubs.addressId))
      .leftJoin(tables, eq(tables.id, tableOrders.tableId))
      .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
      .where(inArray(tableOrders.id, ids)),
    db.select().from(orderGuests).where(inArray(orderGuests.orderId, ids)).orderBy(asc(orderGuests.number)),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.createdAt), asc(orderLines.id)),
    db
      .select()
      .from(orderRounds)
      .where(inArray(orderRounds.orderId, ids))
      .orderBy(asc(orderRounds.number), asc(orderRounds.id)),
  ]);

  const result: TableOrder[] = [];
  for (const id of ids) {
    const row = orderRows.find((candidate) => candidate.order.id === id);
    if (!row) continue;
    const { order } = row;
    const guests: OrderGuest[] = guestRows
      .filter((guest) => guest.orderId === id)
      .map((guest) => ({ id: guest.id, number: guest.number, name: guest.name }));
    const lines = lineRows.filter((line) => line.orderId === id);
    const drafts = lines.filter((line) => line.status === 'draft');

    // drafts are priced from the menu as it is now, at the table where the order is now
    const menu =
      drafts.length === 0
        ? null
        : await loadOrderingMenu(
            db,
            { clubId: order.clubId, plan: row.plan, timeZone: row.timeZone, zoneId: row.zoneId },
            drafts.flatMap((line) => (line.itemId === null ? [] : [line.itemId])),
            options.now,
          );
    const draftLines: OrderLine[] = drafts.map((line) => {
      const priced =
        menu && line.itemId !== null
          ? priceLine(
              menu,
              { itemId: line.itemId, optionIds: line.optionIds, quantity: line.quantity },
              'guest',
            )
          : null;
      const ok = priced?.ok ? priced : null;
      return {
        id: line.id,
        clientLineId: line.clientLineId,
        guestId: line.guestId,
        addedBy: line.addedBy,
        itemId: line.itemId,
        name: priced?.name || line.name || '',
        options: ok?.options ?? [],
        quantity: line.quantity,
        note: line.note,
        unitCents: ok?.unitCents ?? 0,
        totalCents: (ok?.unitCents ?? 0) * line.quantity,
        status: 'draft',
        station: ok?.station ?? 'kitchen',
        problem: priced === null ? 'unavailable' : priced.ok ? null : priced.problem,
        voidReason: null,
      };
    });

    const sentLine = (line: (typeof lines)[number]): OrderLine => ({
      id: line.id,
      clientLineId: line.clientLineId,
      guestId: line.guestId,
      addedBy: line.addedBy,
      itemId: line.itemId,
      name: line.name ?? '',
      options: line.options ?? [],
      quantity: line.quantity,
      note: line.note,
      unitCents: line.unitCents ?? 0,
      totalCents: (line.unitCents ?? 0) * line.quantity,
      status: line.status,
      station: line.station ?? 'kitchen',
      problem: null,
      voidReason: line.voidReason,
    });
    const rounds = roundRows
      .filter((round) => round.orderId === id)
      .filter((round) => options.station === undefined || round.station === options.station)
      // by number, the kitchen's before the bar's
      .sort(
        (a, b) =>
          a.number - b.number || ORDER_STATIONS.indexOf(a.station) - ORDER_STATIONS.indexOf(b.station),
      )
      .map((round) => {
        const roundLines = lines.filter((line) => line.roundId === round.id).map(sentLine);
        return {
          id: round.id,
          number: round.number,
          station: round.station,
          status: round.status,
          createdAt: round.createdAt.toISOString(),
          statusAt: round.statusAt.toISOString(),
          sentBy: round.sentBy,
          lines: roundLines,
          totalCents: totalCents(roundLines.filter((line) => line.status === 'sent')),
        };
      });
    const sent = lines.filter((line) => line.status === 'sent');
    const you = options.you ? (guests.find((guest) => guest.id === options.you) ?? null) : null;
    result.push({
      id: order.id,
      tableId: order.tableId,
      tableName: order.tableName,
      zoneId: row.zoneId,
      zoneName: row.zoneName,
      status: order.status,
      version: order.version,
      openedAt: order.openedAt.toISOString(),
      closedAt: order.closedAt?.toISOString() ?? null,
      billRequestedAt: order.billRequestedAt?.toISOString() ?? null,
      currency: currencyForCountry(row.country),
      guests,
      you,
      // a closed order shows its bill, not what nobody sent
      drafts: order.status === 'open' ? draftLines : [],
      rounds,
      totalCents: totalCents(
        sent.map((line) => ({ unitCents: line.unitCents ?? 0, quantity: line.quantity })),
      ),
      draftCents: totalCents(draftLines.filter((line) => line.problem === null)),
    });
  }
  return result;
}

export async function readOrder(
  db: DbOrTx,
  orderId: number,
  options: { now: Date; you?: number | null },
): Promise<TableOrder> {
  const [order] = await readOrders(db, [orderId], options);
  if (!order) throw new Error(`order ${orderId} is gone`);
  return order;
}
