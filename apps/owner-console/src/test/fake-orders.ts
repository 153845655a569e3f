/**
 * The fake API's orders (docs/decisions/056), for the order board's tests: `fakeOrders()` makes a
 * small club 1 (zones Inside and Terrace, tables T1..T4, a menu "Cena" with a pizza with options
 * for the kitchen and a spritz for the bar) and its open orders, and answers the staff's order
 * operations on that state as the server does. A test installs it with `fakeApi.use(...handlers)`
 * and reads `requests` to see what was asked.
 */
import type { Schemas } from '@tavola/api/schema';
import { HttpResponse } from 'msw';
import { error, http } from './fake-http';
import { fullMenu } from './fake-translations';

type TableOrder = Schemas['TableOrder'];
type OrderRound = Schemas['OrderRound'];
type OrderLine = Schemas['OrderLine'];

export const ORDER_ZONES: Schemas['TableZone'][] = [
  { id: 4, name: 'Inside', ordering: true },
  { id: 7, name: 'Terrace', ordering: true },
];

export const ORDER_TABLES: Schemas['Table'][] = [
  { id: 1, name: 'T1', premium: false, tableZoneId: 4, orderKey: 'key-1' },
  { id: 2, name: 'T2', premium: false, tableZoneId: 7, orderKey: 'key-2' },
  { id: 3, name: 'T3', premium: false, tableZoneId: 7, orderKey: 'key-3' },
  { id: 4, name: 'T4', premium: false, tableZoneId: null, orderKey: 'key-4' },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function orderLine(id: number, name: string, changes: Partial<OrderLine> = {}): OrderLine {
  const quantity = changes.quantity ?? 1;
  const unitCents = changes.unitCents ?? 900;
  return {
    id,
    clientLineId: null,
    guestId: 1,
    addedBy: 'Giulia',
    itemId: 100 + id,
    name,
    options: [],
    quantity,
    note: null,
    unitCents,
    totalCents: unitCents * quantity,
    status: 'sent',
    station: 'kitchen',
    problem: null,
    voidReason: null,
    ...changes,
  };
}

export function orderRound(
  id: number,
  number: number,
  lines: OrderLine[],
  changes: Partial<OrderRound> = {},
) {
  const round: OrderRound = {
    id,
    number,
    station: 'kitchen',
    status: 'received',
    createdAt: minutesAgo(5),
    statusAt: minutesAgo(5),
    sentBy: 'Giulia',
    lines,
    totalCents: 0,
    ...changes,
  };
  return round;
}

const sentTotal = (lines: OrderLine[]) =>
  lines.filter((line) => line.status === 'sent').reduce((sum, line) => sum + line.totalCents, 0);

/** The order with its totals worked out from its lines (as the server's read does). */
function withTotals(order: TableOrder): TableOrder {
  const rounds = order.rounds.map((round) => ({ ...round, totalCents: sentTotal(round.lines) }));
  return { ...order, rounds, totalCents: rounds.reduce((sum, round) => sum + round.totalCents, 0) };
}

export function tableOrder(
  id: number,
  tableId: number,
  rounds: OrderRound[],
  changes: Partial<TableOrder> = {},
) {
  const table = ORDER_TABLES.find((entry) => entry.id === tableId);
  const zone = ORDER_ZONES.find((entry) => entry.id === table?.tableZoneId);
  return withTotals({
    id,
    tableId,
    tableName: table?.name ?? `T${tableId}`,
    zoneId: zone?.id ?? null,
    zoneName: zone?.name ?? null,
    status: 'open',
    version: 1,
    openedAt: minutesAgo(30),
    closedAt: null,
    billRequestedAt: null,
    currency: 'EUR',
    guests: [{ id: 1, number: 1, name: 'Giulia' }],
    you: null,
    drafts: [],
    rounds,
    totalCents: 0,
    draftCents: 0,
    ...changes,
  });
}

/**
 * Menu 71 "Cena" for ordering: Pizze (kitchen) with a Margherita (8 €) whose size is a required
 * single choice (Normale, Maxi at 11 €) and whose extras allow up to 2 (olive +1 €, bufala +2.50 €,
 * funghi out of stock); Bevande (bar) with a Spritz (6 €); a hidden Dolci section.
 */
export function orderingMenu(): Schemas['FullMenu'] {
  const base = fullMenu(71);
  const [first] = base.sections;
  if (!first) throw new Error('the fake menu has no section');
  const dish = (id: number, name: string, price: number | null) => ({
    ...(first.items[0] as Schemas['MenuItem']),
    id,
    name,
    price,
    optionGroups: [] as Schemas['MenuItem']['optionGroups'],
  });
  const option = (id: number, name: string, price: number | null, outOfStock = false) => ({
    id,
    name,
    price,
    outOfStock,
    allergens: [],
    position: id,
    translations: {},
  });
  const margherita = dish(201, 'Margherita', 8);
  margherita.optionGroups = [
    {
      id: 301,
      name: 'Size',
      choice: 'single',
      minChoices: 1,
      maxChoices: 1,
      required: true,
      position: 0,
      options: [option(401, 'Normale', null), option(402, 'Maxi', 11)],
      translations: {},
    },
    {
      id: 302,
      name: 'Extras',
      choice: 'multiple',
      minChoices: 0,
      maxChoices: 2,
      required: false,
      position: 1,
      options: [option(403, 'Olive', 1), option(404, 'Bufala', 2.5), option(405, 'Funghi', 1, true)],
      translations: {},
    },
  ];
  return {
    ...base,
    sections: [
      { ...first, id: 501, name: 'Pizze', station: 'kitchen', items: [margherita, dish(202, 'Marinara', 7)] },
      { ...first, id: 502, name: 'Bevande', station: 'bar', items: [dish(203, 'Spritz', 6)] },
      { ...first, id: 503, name: 'Dolci', disabled: true, items: [dish(204, 'Tiramisù', 5)] },
    ],
  };
}

export interface FakeOrders {
  orders: TableOrder[];
  /** what the console asked, as `METHOD path?query` and the body */
  requests: { call: string; body?: unknown; authorization: string | null }[];
  /** an order of club 1 from the server's side (a guest's phone sent a round) */
  put(order: TableOrder): void;
  handlers: ReturnType<typeof handlersFor>;
}

const call = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
};

function handlersFor(state: Pick<FakeOrders, 'orders' | 'requests'>) {
  let nextId = 900;
  const record = async (request: Request) => {
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    state.requests.push({ call: call(request), body, authorization: request.headers.get('authorization') });
  };
  const replace = (order: TableOrder) => {
    const next = withTotals({ ...order, version: order.version + 1 });
    state.orders = state.orders.map((entry) => (entry.id === order.id ? next : entry));
    return next;
  };
  const findLine = (lineId: number) => {
    for (const order of state.orders)
      for (const round of order.rounds)
        for (const line of round.lines) if (line.id === lineId) return { order, round, line };
    return null;
  };
  const changeLine = (lineId: number, change: (line: OrderLine) => OrderLine) => {
    const found = findLine(lineId);
    if (!found) return null;
    return replace({
      ...found.order,
      rounds: found.order.rounds.map((round) => ({
        ...round,
        lines: round.lines.map((line) => (line.id === lineId ? change(line) : line)),
      })),
    });
  };
  const NOT_FOUND = (code: string) => error(code, 'Not found');

  return [
    http.get('/clubs/{clubId}/zones', ({ response }) => response(200).json({ tableZones: ORDER_ZONES })),
    http.get('/clubs/{clubId}/tables', ({ response }) => response(200).json({ tables: ORDER_TABLES })),
    http.get('/clubs/{clubId}/menu', ({ response }) =>
      response(200).json([
        {
          id: 71,
          name: 'Cena',
          adminDisplayName: null,
          position: 0,
          hasBanner: false,
          hasSchedulings: false,
          sourceLanguage: 'it',
          languages: [],
          disabled: false,
        },
      ]),
    ),
    http.get('/clubs/{clubId}/menu/{menuId}', ({ response }) => response(200).json(orderingMenu())),

    http.get('/clubs/{clubId}/orders', async ({ request, response }) => {
      await record(request);
      const url = new URL(request.url);
      const zoneId = Number(url.searchParams.get('zoneId')) || null;
      const station = url.searchParams.get('station');
      const orders = state.orders
        .filter((order) => order.status === 'open' && (zoneId === null || order.zoneId === zoneId))
        .map((order) =>
          station ? { ...order, rounds: order.rounds.filter((round) => round.station === station) } : order,
        )
        .filter((order) => !station || order.rounds.length > 0);
      return response(200).json({ orders });
    }),
    http.get('/clubs/{clubId}/orders/{orderId}', async ({ params, request, response }) => {
      await record(request);
      const order = state.orders.find((entry) => entry.id === Number(params.orderId));
      return order ? response(200).json(order) : response(404).json(NOT_FOUND('order_not_found'));
    }),
    http.post('/clubs/{clubId}/order-rounds/{roundId}/status', async ({ params, request, response }) => {
      await record(request);
      const { status } = await request.json();
      const order = state.orders.find((entry) =>
        entry.rounds.some((round) => round.id === Number(params.roundId)),
      );
      if (!order) return response(404).json(NOT_FOUND('order_round_not_found'));
      return response(200).json(
        replace({
          ...order,
          rounds: order.rounds.map((round) =>
            round.id === Number(params.roundId)
              ? { ...round, status, statusAt: new Date().toISOString() }
              : round,
          ),
        }),
      );
    }),
    http.get('/clubs/{clubId}/order-rounds/{roundId}/ticket', async ({ request, response }) => {
      await record(request);
      return response.untyped(
        new HttpResponse('%PDF-1.4 ticket', { headers: { 'Content-Type': 'application/pdf' } }),
      );
    }),
    http.patch('/clubs/{clubId}/order-lines/{lineId}', async ({ params, request, response }) => {
      await record(request);
      const { quantity, note } = await request.json();
      const found = findLine(Number(params.lineId));
      if (found?.line.status === 'void') return response(409).json(error('line_void', 'The line is void.'));
      const order = changeLine(Number(params.lineId), (line) => ({
        ...line,
        ...(quantity === undefined ? {} : { quantity, totalCents: line.unitCents * quantity }),
        ...(note === undefined ? {} : { note }),
      }));
      return order ? response(200).json(order) : response(404).json(NOT_FOUND('order_line_not_found'));
    }),
    http.post('/clubs/{clubId}/order-lines/{lineId}/void', async ({ params, request, response }) => {
      await record(request);
      const { reason } = await request.json();
      const order = changeLine(Number(params.lineId), (line) => ({
        ...line,
        status: 'void',
        voidReason: reason,
      }));
      return order ? response(200).json(order) : response(404).json(NOT_FOUND('order_line_not_found'));
    }),
    http.post('/clubs/{clubId}/orders/{orderId}/move', async ({ params, request, response }) => {
      await record(request);
      const { tableId } = await request.json();
      const order = state.orders.find((entry) => entry.id === Number(params.orderId));
      if (!order) return response(404).json(NOT_FOUND('order_not_found'));
      if (state.orders.some((entry) => entry.status === 'open' && entry.tableId === tableId))
        return response(409).json(error('table_has_order', 'That table has an open order.'));
      const moved = tableOrder(order.id, tableId, order.rounds, { version: order.version });
      return response(200).json(replace(moved));
    }),
    http.post('/clubs/{clubId}/orders/{orderId}/close', async ({ params, request, response }) => {
      await record(request);
      const order = state.orders.find((entry) => entry.id === Number(params.orderId));
      if (!order) return response(404).json(NOT_FOUND('order_not_found'));
      return response(200).json(replace({ ...order, status: 'closed', closedAt: new Date().toISOString() }));
    }),
    http.post('/clubs/{clubId}/tables/{tableId}/order/rounds', async ({ params, request, response }) => {
      await record(request);
      const body = await request.json();
      const tableId = Number(params.tableId);
      const menu = orderingMenu();
      const items = menu.sections.flatMap((section) =>
        section.items.map((item) => ({ item, station: section.station })),
      );
      const lines = body.lines.map((input) => {
        const found = items.find((entry) => entry.item.id === input.itemId);
        nextId += 1;
        return orderLine(nextId, found?.item.name ?? '?', {
          itemId: input.itemId,
          quantity: input.quantity,
          note: input.note ?? null,
          guestId: null,
          addedBy: 'Mario',
          station: found?.station ?? 'kitchen',
          unitCents: Math.round((found?.item.price ?? 0) * 100),
        });
      });
      const existing = state.orders.find((entry) => entry.status === 'open' && entry.tableId === tableId);
      const number = (existing?.rounds.at(-1)?.number ?? 0) + 1;
      nextId += 1;
      const round = orderRound(nextId, number, lines, {
        sentBy: 'Mario',
        createdAt: new Date().toISOString(),
      });
      if (existing) return response(201).json(replace({ ...existing, rounds: [...existing.rounds, round] }));
      nextId += 1;
      const order = tableOrder(nextId, tableId, [round]);
      state.orders = [...state.orders, order];
      return response(201).json(order);
    }),
    http.get('/clubs/{clubId}/statistics/orders', async ({ request, response }) => {
      await record(request);
      const days = Number(new URL(request.url).searchParams.get('days') ?? 7);
      const figures = (orders: number, revenueCents: number) => ({ orders, revenueCents });
      return response(200).json({
        days,
        currency: 'EUR',
        totals: figures(12, 34050),
        byDay: Array.from({ length: days }, (_, index) => ({
          date: new Date(Date.UTC(2030, 5, 30 - (days - 1 - index))).toISOString().slice(0, 10),
          ...(index === days - 1 ? figures(12, 34050) : figures(0, 0)),
        })),
        byHour: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          ...(hour === 13 ? figures(5, 14000) : hour === 20 ? figures(7, 20050) : figures(0, 0)),
        })),
        byTable: [
          { tableId: 2, tableName: 'T2', ...figures(7, 20050) },
          { tableId: 1, tableName: 'T1', ...figures(5, 14000) },
        ],
        byItem: [
          { name: 'Margherita', quantity: 18, revenueCents: 16200 },
          { name: 'Spritz', quantity: 9, revenueCents: 5400 },
        ],
      });
    }),
  ];
}

/** A fresh fake with `orders` open in club 1. */
export function fakeOrders(orders: TableOrder[]): FakeOrders {
  const state = { orders, requests: [] as FakeOrders['requests'] };
  const fake: FakeOrders = {
    get orders() {
      return state.orders;
    },
    set orders(next) {
      state.orders = next;
    },
    requests: state.requests,
    put(order) {
      state.orders = [...state.orders.filter((entry) => entry.id !== order.id), withTotals(order)];
    },
    handlers: handlersFor(state),
  };
  return fake;
}
