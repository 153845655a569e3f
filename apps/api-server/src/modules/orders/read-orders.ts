/**
 * A table's order as the contract gives it (`TableOrder`), from its state (order-state.ts: one
 * statement for one order or a board of them). Draft lines are priced from the menu now (and
 * flagged when they can no longer be sent); sent lines keep what they were sent with.
 */
import type { components } from '@tavola/api/schema';
import { ORDER_STATIONS, type OrderStation, totalCents } from '@tavola/domain/ordering';
import type { DbOrTx } from '#db/client.ts';
import { currencyForCountry } from '#modules/menus/queries.ts';
import { type LineRow, type OrderState, readOrderStates } from './order-state.ts';
import { priceLine } from './pricing.ts';

export type TableOrder = components['schemas']['TableOrder'];
type OrderLine = components['schemas']['OrderLine'];
type OrderGuest = components['schemas']['OrderGuest'];

/** How a guest's lines are signed: the name they gave, or "Guest 2". */
export function guestLabel(guest: { number: number; name: string | null }): string {
  return guest.name ?? `Guest ${guest.number}`;
}

/** The order as the contract gives it, as `state.you` sees it; `station` keeps only that station's rounds. */
export function toTableOrder(state: OrderState, options: { station?: OrderStation } = {}): TableOrder {
  const { order, lines, menu } = state;
  const guests: OrderGuest[] = state.guests.map((guest) => ({
    id: guest.id,
    number: guest.number,
    name: guest.name,
  }));

  // drafts are priced from the menu as it is now, at the table where the order is now
  const draftLines: OrderLine[] = lines
    .filter((line) => line.status === 'draft')
    .map((line) => {
      const priced =
        line.itemId === null
          ? null
          : priceLine(
              menu,
              { itemId: line.itemId, optionIds: line.optionIds, quantity: line.quantity },
              'guest',
            );
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

  const sentLine = (line: LineRow): OrderLine => ({
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
  const rounds = state.rounds
    .filter((round) => options.station === undefined || round.station === options.station)
    // by number, the kitchen's before the bar's
    .sort(
      (a, b) => a.number - b.number || ORDER_STATIONS.indexOf(a.station) - ORDER_STATIONS.indexOf(b.station),
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
  const you = state.you === null ? null : (guests.find((guest) => guest.id === state.you) ?? null);
  return {
    id: order.id,
    tableId: order.tableId,
    tableName: order.tableName,
    zoneId: state.zoneId,
    zoneName: state.zoneName,
    status: order.status,
    version: order.version,
    openedAt: order.openedAt.toISOString(),
    closedAt: order.closedAt?.toISOString() ?? null,
    billRequestedAt: order.billRequestedAt?.toISOString() ?? null,
    currency: currencyForCountry(state.country),
    guests,
    you,
    // a closed order shows its bill, not what nobody sent
    drafts: order.status === 'open' ? draftLines : [],
    rounds,
    totalCents: totalCents(sent.map((line) => ({ unitCents: line.unitCents ?? 0, quantity: line.quantity }))),
    draftCents: totalCents(draftLines.filter((line) => line.problem === null)),
  };
}

/** The orders `orderIds` (in that order, those that exist) as staff see them. */
export async function readOrders(
  db: DbOrTx,
  orderIds: readonly number[],
  options: { now: Date; station?: OrderStation },
): Promise<TableOrder[]> {
  const states = await readOrderStates(db, orderIds, options.now);
  const byId = new Map(states.map((state) => [state.order.id, state]));
  return orderIds.flatMap((id) => {
    const state = byId.get(id);
    return state ? [toTableOrder(state, options)] : [];
  });
}

/** One order as staff see it, or as the phone of guest `you` sees it. */
export async function readOrder(
  db: DbOrTx,
  orderId: number,
  options: { now: Date; you?: number },
): Promise<TableOrder> {
  const [state] = await readOrderStates(db, [orderId], options.now);
  if (!state) throw new Error(`order ${orderId} is gone`);
  return toTableOrder({ ...state, you: options.you ?? null });
}
