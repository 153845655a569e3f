// Test helpers of the order's screens: orders as the server sends them, and a stand-in for the orders
// API behind fetch (mocked at the boundary, as the guest app's tests do), keeping the contract's
// rules that the phone relies on: keys, ids made on the phone, idempotent sends, versions.
import { linePrice } from '@tavola/domain/ordering';
import { tableKeyStoreKey } from '../../lib/table-key';
import { type Handler, jsonResponse, mockFetch, photoGuestMenu } from '../../test-utils';
import type { OrderLine, OrderRound, TableOrder } from './order-api';

export const TABLE_KEY = 'tableKey-0123456789abcdef';
export const ORDER_URL = '/api/v1/clubs/1/menu/tables/2/order';

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    clientLineId: 'line-00000001',
    guestId: 1,
    addedBy: 'Anna',
    itemId: 51,
    name: 'Margherita',
    options: [],
    quantity: 1,
    note: null,
    unitCents: 900,
    totalCents: 900,
    status: 'draft',
    station: 'kitchen',
    problem: null,
    voidReason: null,
    ...overrides,
  };
}

export function orderRound(overrides: Partial<OrderRound> = {}): OrderRound {
  return {
    id: 1,
    number: 1,
    station: 'kitchen',
    status: 'received',
    createdAt: '2026-06-05T19:10:00.000Z',
    statusAt: '2026-06-05T19:10:00.000Z',
    sentBy: 'Anna',
    lines: [],
    totalCents: 0,
    ...overrides,
  };
}

export function tableOrder(overrides: Partial<TableOrder> = {}): TableOrder {
  return {
    id: 7,
    tableId: 2,
    tableName: '7',
    zoneId: null,
    zoneName: null,
    status: 'open',
    version: 1,
    openedAt: '2026-06-05T19:00:00.000Z',
    closedAt: null,
    billRequestedAt: null,
    currency: 'EUR',
    guests: [{ id: 1, number: 1, name: 'Anna' }],
    you: { id: 1, number: 1, name: 'Anna' },
    drafts: [],
    rounds: [],
    totalCents: 0,
    draftCents: 0,
    ...overrides,
  };
}

/** The phone scanned the table's code (index.html keeps its key so). */
export function scanTableCode(clubId = 1, tableId = 2, key = TABLE_KEY): void {
  localStorage.setItem(tableKeyStoreKey(clubId, tableId), key);
}

type Answer = Response | Promise<Response>;

/**
 * A stand-in for the orders API of table 2 of club 1, priced from the sample menu with options
 * (Margherita 9.00, Large 12.50 in its place, Parmesan +1.50). `next` answers the next request of a
 * kind in its place (a failure, a dropped connection); every request is in `calls`; `other` answers
 * the rest (the menu).
 */
export function fakeOrderServer(
  other: Handler = () => jsonResponse(404, { code: 'not_found', message: 'x' }),
) {
  const items = photoGuestMenu().sections.flatMap((section) => section.items);
  let guests: TableOrder['guests'] = [];
  let order: TableOrder | null = null;
  let lineIds = 0;
  const sends = new Map<string, number>();
  const keys = new Map<string, number>();
  const next: Partial<Record<'join' | 'put' | 'delete' | 'send' | 'get' | 'bill', () => Answer>> = {};

  const current = (guestId: number): TableOrder => {
    const open = order as TableOrder;
    const draftCents = open.drafts.reduce((sum, line) => sum + line.totalCents, 0);
    const totalCents = open.rounds.reduce((sum, round) => sum + round.totalCents, 0);
    return {
      ...open,
      guests,
      you: guests.find((guest) => guest.id === guestId) ?? null,
      draftCents,
      totalCents,
    };
  };
  // held reads (getTableOrder with `known`): answered when the order changes, or never in a test
  let held: (() => void)[] = [];
  const changed = () => {
    if (order) order = { ...order, version: order.version + 1 };
    const waiting = held;
    held = [];
    for (const answer of waiting) answer();
  };

  const { calls, fetchMock } = mockFetch((url, init) => {
    if (!url.startsWith(ORDER_URL)) return other(url, init);
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const path = url.replace(ORDER_URL, '');
    const kind =
      method === 'POST' && path === '/guests'
        ? 'join'
        : method === 'PUT'
          ? 'put'
          : method === 'DELETE'
            ? 'delete'
            : method === 'POST' && path === '/rounds'
              ? 'send'
              : method === 'POST' && path === '/bill'
                ? 'bill'
                : 'get';
    const instead = next[kind];
    if (instead) {
      delete next[kind];
      return instead();
    }
    if (kind === 'join') {
      if (headers['x-table-key'] !== TABLE_KEY)
        return jsonResponse(404, { code: 'table_not_found', message: 'Table not found.' });
      const body = JSON.parse(String(init?.body)) as { name: string | null };
      const guest = { id: guests.length + 1, number: guests.length + 1, name: body.name };
      guests = [...guests, guest];
      // the table's open order, or its next one once the last was closed
      if (!order || order.status === 'closed')
        order = tableOrder({ id: (order?.id ?? 6) + 1, guests: [], you: null, version: 0 });
      changed();
      const key = `orderKey-${guest.id}-000000000000`;
      keys.set(key, guest.id);
      return jsonResponse(201, { key, guest, order: current(guest.id) });
    }
    const guestId = keys.get(headers['x-order-key'] ?? '');
    if (!order || guestId === undefined)
      return jsonResponse(404, { code: 'order_not_found', message: 'Order not found.' });
    if (order.status === 'closed' && kind !== 'get')
      return jsonResponse(409, { code: 'order_closed', message: 'Closed.' });
    const guest = guests.find((candidate) => candidate.id === guestId);
    if (kind === 'put') {
      const clientLineId = decodeURIComponent(path.replace('/lines/', ''));
      const input = JSON.parse(String(init?.body)) as {
        itemId: number;
        optionIds: number[];
        quantity: number;
        note: string | null;
      };
      const item = items.find((candidate) => candidate.id === input.itemId);
      const price = item ? linePrice(item, input.optionIds, input.quantity) : null;
      if (!item || !price?.ok)
        return jsonResponse(422, {
          code: 'item_not_orderable',
          message: 'No.',
          lines: [
            {
              clientLineId,
              index: null,
              itemId: input.itemId,
              name: item?.name ?? '',
              problem: 'unavailable',
            },
          ],
        });
      const options = item.optionGroups.flatMap((group) =>
        group.options
          .filter((option) => input.optionIds.includes(option.id))
          .map((option) => ({ id: option.id, name: option.name, groupName: group.name })),
      );
      const existing = order.drafts.find((line) => line.clientLineId === clientLineId);
      const line = orderLine({
        id: existing?.id ?? ++lineIds,
        clientLineId,
        guestId,
        addedBy: guest?.name ?? `Guest ${guest?.number}`,
        itemId: item.id,
        name: item.name,
        options,
        quantity: input.quantity,
        note: input.note,
        unitCents: price.unitCents,
        totalCents: price.totalCents,
      });
      order = {
        ...order,
        drafts: existing
          ? order.drafts.map((draft) => (draft === existing ? line : draft))
          : [...order.drafts, line],
      };
      changed();
      return jsonResponse(200, current(guestId));
    }
    if (kind === 'delete') {
      const clientLineId = decodeURIComponent(path.replace('/lines/', ''));
      const before = order.drafts.length;
      order = { ...order, drafts: order.drafts.filter((line) => line.clientLineId !== clientLineId) };
      if (order.drafts.length !== before) changed();
      return jsonResponse(200, current(guestId));
    }
    if (kind === 'send') {
      const { idempotencyKey } = JSON.parse(String(init?.body)) as { idempotencyKey: string };
      if (sends.has(idempotencyKey)) return jsonResponse(200, current(guestId));
      if (order.drafts.length === 0)
        return jsonResponse(409, { code: 'nothing_to_send', message: 'There is nothing new to send.' });
      const number = (order.rounds.at(-1)?.number ?? 0) + 1;
      const lines = order.drafts.map((line) => ({ ...line, status: 'sent' as const }));
      const round = orderRound({
        id: number,
        number,
        lines,
        totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
      });
      sends.set(idempotencyKey, number);
      order = { ...order, drafts: [], rounds: [...order.rounds, round] };
      changed();
      return jsonResponse(201, current(guestId));
    }
    if (kind === 'bill') {
      if (order.rounds.length === 0)
        return jsonResponse(409, { code: 'nothing_to_pay', message: 'Nothing to pay.' });
      order = { ...order, billRequestedAt: '2026-06-05T20:00:00.000Z' };
      changed();
      return jsonResponse(200, current(guestId));
    }
    const known = /[?&]known=(\d+)/.exec(url)?.[1];
    if (known === undefined || Number(known) !== order.version || order.status === 'closed')
      return jsonResponse(200, current(guestId));
    return new Promise<Response>((resolve, reject) => {
      held.push(() => resolve(jsonResponse(200, current(guestId))));
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });

  return {
    calls,
    fetchMock,
    next,
    /** what the server holds now, as `guestId`'s phone reads it */
    order: (guestId = 1) => current(guestId),
    /** a change made elsewhere (another phone, the staff): the order's version grows */
    change(update: (order: TableOrder) => TableOrder) {
      order = update(order as TableOrder);
      changed();
    },
    addGuest(name: string | null) {
      const guest = { id: guests.length + 1, number: guests.length + 1, name };
      guests = [...guests, guest];
      return guest;
    },
    /** the requests of a kind, in order */
    requests: (method: string, pathEnd = '') =>
      calls.filter(
        (call) => (call.init?.method ?? 'GET') === method && call.url.split('?')[0]?.endsWith(pathEnd),
      ),
  };
}
