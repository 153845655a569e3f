/**
 * Orders from the table (docs/decisions/056 and 057): the phones at a table build one order with
 * their keys (public), staff run the board, tickets and statistics (signed in, `x-roles`).
 */
import { ORDER_GUEST_NAME_MAX, orderNoteProblem } from '@tavola/domain/ordering';
import { entitlementsFor } from '@tavola/domain/plans';
import { hasControlCharacters } from '@tavola/domain/text';
import type { FastifyRequest } from 'fastify';
import { clubNotFound, HttpError, validationFailed } from '#errors.ts';
import { clubIdOf, tableNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { beyondPlanStatistics, lastDays } from '#modules/statistics/handlers.ts';
import * as guestChanges from './guest-changes.ts';
import * as queries from './queries.ts';
import { OrderRefusal, type Refusal, type Staff } from './queries.ts';
import { clubForFigures, orderFigures } from './statistics.ts';
import { renderTicket } from './ticket.ts';

/** Nothing about an order may be kept by a cache. */
const uncached = { 'cache-control': 'no-store' };
const STATISTICS_DEFAULT_DAYS = 7;

const LINE_PROBLEM_MESSAGES = {
  unavailable: 'is no longer on the menu',
  out_of_stock: 'is out of stock',
  not_now: 'is not served at this time',
  not_orderable: 'cannot be ordered from the phone: ask your waiter',
  options_changed: 'has options that no longer fit: choose them again',
} as const;

function refusedLinesMessage(lines: { name: string; problem: keyof typeof LINE_PROBLEM_MESSAGES }[]): string {
  return lines.map((line) => `${line.name || 'A dish'} ${LINE_PROBLEM_MESSAGES[line.problem]}.`).join(' ');
}

/** The HTTP answer to a refusal: the codes and texts of the contract. */
function refusalError(refusal: Refusal): HttpError {
  const error = (status: number, code: string, message: string, extra?: Record<string, unknown>) =>
    new HttpError(status, code, message, undefined, uncached, extra);
  switch (refusal.kind) {
    case 'table_not_found':
      return tableNotFound(uncached);
    case 'ordering_disabled':
      return error(
        403,
        'ordering_disabled',
        'This table does not take orders from phones: please ask your waiter.',
      );
    case 'order_not_found':
      return error(404, 'order_not_found', 'Order not found: scan the code on your table again.');
    case 'order_closed':
      return error(
        409,
        'order_closed',
        "This table's order is closed: scan the code on your table to start a new one.",
      );
    case 'guests_full':
      return error(
        409,
        'order_guests_full',
        `At most ${queries.ORDER_GUESTS_MAX} phones can share one table's order.`,
      );
    case 'line_not_yours':
      return error(403, 'line_not_yours', 'Only the phone that added this dish can change it.');
    case 'line_sent':
      return error(
        409,
        'line_sent',
        'This dish has already been sent to the kitchen: ask your waiter to change it.',
      );
    case 'lines_full':
      return error(409, 'order_lines_full', "This table's order is full (200 lines): ask your waiter.");
    case 'nothing_to_send':
      return error(409, 'nothing_to_send', 'There is nothing new to send: add a dish first.');
    case 'nothing_to_pay':
      return error(409, 'nothing_to_pay', 'Nothing has been sent to the kitchen yet, so there is no bill.');
    case 'line_not_found':
      return error(404, 'order_line_not_found', 'Order line not found.');
    case 'line_void':
      return error(409, 'line_void', 'This line is void and can no longer be changed.');
    case 'round_not_found':
      return error(404, 'order_round_not_found', 'Round not found.');
    case 'round_backwards':
      return error(
        409,
        'round_status_backwards',
        'A round only moves forward: received, preparing, ready, served.',
      );
    case 'table_has_order':
      return error(
        409,
        'table_has_order',
        'That table has an open order of its own: close it or move it first.',
      );
    case 'rate_limited':
      return new HttpError(
        429,
        'rate_limited',
        'This table has sent several rounds in the last minute: please wait a moment.',
        undefined,
        { ...uncached, 'retry-after': String(refusal.secondsLeft) },
        { retryAfter: refusal.secondsLeft },
      );
    case 'line_refused': {
      const [first] = refusal.lines;
      const code = first?.problem === 'options_changed' ? 'options_invalid' : 'item_not_orderable';
      return error(422, code, refusedLinesMessage(refusal.lines), { lines: refusal.lines });
    }
    case 'send_refused':
      return error(
        422,
        'items_unavailable',
        `${refusedLinesMessage(refusal.lines)} Remove it or change it, then send again.`,
        { lines: refusal.lines },
      );
  }
}

/** Runs an order change, answering its refusals as the contract says. */
async function answering<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof OrderRefusal) throw refusalError(error.refusal);
    throw error;
  }
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  // the contract requires the header and its pattern; an array is a repeated header
  return typeof value === 'string' ? value : '';
}

/** A note for the kitchen: trimmed, blank is none; control characters and length are refused. */
function cleanNote(note: string | null | undefined, field: string): string | null {
  const text = note?.trim() ?? '';
  const problem = orderNoteProblem(text);
  if (problem === 'too_long')
    throw validationFailed([{ field, message: 'A note has at most 200 characters.' }]);
  if (problem) throw validationFailed([{ field, message: 'A note cannot contain control characters.' }]);
  return text === '' ? null : text;
}

function cleanLine(
  line: { itemId: number; optionIds?: number[]; quantity: number; note?: string | null },
  field: string,
): queries.LineInput {
  return {
    itemId: line.itemId,
    optionIds: line.optionIds ?? [],
    quantity: line.quantity,
    note: cleanNote(line.note, `${field}/note`),
  };
}

function staffOf(request: FastifyRequest): Staff {
  if (!request.auth) throw new Error('a staff operation ran without a signed-in user');
  return { userId: request.auth.userId, waiter: request.clubAccess?.role === 'waiter' };
}

export const orderHandlers: Handlers<
  | 'joinTableOrder'
  | 'getTableOrder'
  | 'putOrderLine'
  | 'deleteOrderLine'
  | 'sendOrderRound'
  | 'askForBill'
  | 'listOrders'
  | 'getOrder'
  | 'closeOrder'
  | 'moveOrder'
  | 'sendStaffRound'
  | 'correctOrderLine'
  | 'voidOrderLine'
  | 'setRoundStatus'
  | 'getRoundTicket'
  | 'getOrderStatistics'
> = {
  async joinTableOrder(request, reply) {
    const { clubId, tableId } = request.params;
    const name = request.body.name?.trim() || null;
    if (name !== null && (hasControlCharacters(name) || [...name].length > ORDER_GUEST_NAME_MAX)) {
      throw validationFailed([
        { field: '/name', message: 'A name has at most 30 characters and no control characters.' },
      ]);
    }
    const { db, clock } = request.server;
    const joined = await answering(() =>
      queries.joinOrder(db, {
        clubId,
        tableId,
        tableKey: header(request, 'x-table-key'),
        name,
        now: clock.now(),
      }),
    );
    reply.headers(uncached);
    return { status: 201, body: joined };
  },

  async getTableOrder(request, reply) {
    const { clubId } = request.params;
    const { known } = request.query;
    const { db, clock, orderEvents: hub } = request.server;
    const orderKey = header(request, 'x-order-key');
    reply.headers(uncached);
    const notFound = () => refusalError({ kind: 'order_not_found' });
    const read = async () => {
      const order = await queries.guestOrder(db, { clubId, orderKey, now: clock.now() });
      if (!order) throw notFound();
      return order;
    };
    if (known === undefined) return { status: 200, body: await read() };
    // the version alone first: most phones wait on the version they already have
    const changedSince = (seen: { version: number; status: string } | null) =>
      seen === null || seen.version !== known || seen.status === 'closed';
    const first = await queries.guestOrderVersion(db, clubId, orderKey);
    if (changedSince(first)) return { status: 200, body: await read() };
    let wake = () => {};
    const changed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const unwatch = hub.watch((first as NonNullable<typeof first>).orderId, (version) => {
      // a late notice of the version the phone has is no news
      if (version === null || version > known) wake();
    });
    try {
      // a change between the first look and the watch would not wake it: look again
      if (changedSince(await queries.guestOrderVersion(db, clubId, orderKey)))
        return { status: 200, body: await read() };
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, hub.orderWaitMs);
      });
      const left = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
      await Promise.race([changed, timeUp, left]);
      clearTimeout(timer);
      return { status: 200, body: await read() };
    } finally {
      unwatch();
    }
  },

  async putOrderLine(request, reply) {
    const { clubId, clientLineId } = request.params;
    const { db, clock } = request.server;
    const line = cleanLine(request.body, '');
    const order = await answering(() =>
      guestChanges.putLine(db, {
        clubId,
        orderKey: header(request, 'x-order-key'),
        clientLineId,
        line,
        now: clock.now(),
      }),
    );
    reply.headers(uncached);
    return { status: 200, body: order };
  },

  async deleteOrderLine(request, reply) {
    const { clubId, clientLineId } = request.params;
    const { db, clock } = request.server;
    const order = await answering(() =>
      guestChanges.deleteLine(db, {
        clubId,
        orderKey: header(request, 'x-order-key'),
        clientLineId,
        now: clock.now(),
      }),
    );
    reply.headers(uncached);
    return { status: 200, body: order };
  },

  async sendOrderRound(request, reply) {
    const { clubId } = request.params;
    const { db, clock } = request.server;
    const { created, order } = await answering(() =>
      guestChanges.sendRound(db, {
        clubId,
        orderKey: header(request, 'x-order-key'),
        idempotencyKey: request.body.idempotencyKey,
        now: clock.now(),
      }),
    );
    reply.headers(uncached);
    return created ? { status: 201, body: order } : { status: 200, body: order };
  },

  async askForBill(request, reply) {
    const { clubId } = request.params;
    const { db, clock } = request.server;
    const order = await answering(() =>
      queries.askForBill(db, { clubId, orderKey: header(request, 'x-order-key'), now: clock.now() }),
    );
    reply.headers(uncached);
    return { status: 200, body: order };
  },

  async listOrders(request) {
    const { db, clock } = request.server;
    const { zoneId, station } = request.query;
    const orders = await queries.listOpenOrders(db, {
      clubId: clubIdOf(request),
      staff: staffOf(request),
      ...(zoneId === undefined ? {} : { zoneId }),
      ...(station === undefined ? {} : { station }),
      now: clock.now(),
    });
    return { status: 200, body: { orders } };
  },

  async getOrder(request) {
    const { db, clock } = request.server;
    const order = await answering(() =>
      queries.getOrder(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        orderId: request.params.orderId,
        now: clock.now(),
      }),
    );
    return { status: 200, body: order };
  },

  async closeOrder(request) {
    const { db, clock } = request.server;
    const order = await answering(() =>
      queries.closeOrder(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        orderId: request.params.orderId,
        now: clock.now(),
      }),
    );
    return { status: 200, body: order };
  },

  async moveOrder(request) {
    const { db, clock } = request.server;
    const order = await answering(() =>
      queries.moveOrder(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        orderId: request.params.orderId,
        tableId: request.body.tableId,
        now: clock.now(),
      }),
    );
    return { status: 200, body: order };
  },

  async sendStaffRound(request) {
    const { db, clock } = request.server;
    const { created, order } = await answering(() =>
      queries.sendStaffRound(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        tableId: request.params.tableId,
        idempotencyKey: request.body.idempotencyKey,
        lines: request.body.lines.map((line, index) => cleanLine(line, `/lines/${index}`)),
        now: clock.now(),
      }),
    );
    return created ? { status: 201, body: order } : { status: 200, body: order };
  },

  async correctOrderLine(request) {
    const { db, clock } = request.server;
    const { quantity, note } = request.body;
    const order = await answering(() =>
      queries.correctLine(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        lineId: request.params.lineId,
        ...(quantity === undefined ? {} : { quantity }),
        ...(note === undefined ? {} : { note: cleanNote(note, '/note') }),
        now: clock.now(),
      }),
    );
    return { status: 200, body: order };
  },

  async voidOrderLine(request) {
    const { db, clock } = request.server;
    const reason = request.body.reason.trim();
    if (reason === '' || hasControlCharacters(reason)) {
      throw validationFailed([{ field: '/reason', message: 'Give a reason, without control characters.' }]);
    }
    const order = await answering(() =>
      queries.voidLine(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        lineId: request.params.lineId,
        reason,
        now: clock.now(),
      }),
    );
    return { status: 200, body: order };
  },

  async setRoundStatus(request) {
    const { db, clock } = request.server;
    const order = await answering(() =>
      queries.setRoundStatus(db, {
        clubId: clubIdOf(request),
        staff: staffOf(request),
        roundId: request.params.roundId,
        status: request.body.status,
        now: clock.now(),
      }),
    );
    return { status: 200, body: order };
  },

  async getRoundTicket(request, reply) {
    const { db, clock } = request.server;
    const found = await queries.roundForTicket(db, {
      clubId: clubIdOf(request),
      staff: staffOf(request),
      roundId: request.params.roundId,
      now: clock.now(),
    });
    if (!found) throw refusalError({ kind: 'round_not_found' });
    const pdf = await renderTicket(found);
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="ticket-${found.round.id}.pdf"`);
    // the generated type of a binary body is string; Fastify sends the Buffer as is
    return { status: 200, body: pdf as unknown as string };
  },

  async getOrderStatistics(request) {
    const { db, clock } = request.server;
    const clubId = clubIdOf(request);
    const club = await clubForFigures(db, clubId);
    if (!club) throw clubNotFound();
    const days = request.query.days ?? STATISTICS_DEFAULT_DAYS;
    const allowedDays = entitlementsFor(club.plan).statisticsDays;
    if (days > allowedDays) throw beyondPlanStatistics(allowedDays);
    const dates = lastDays(club.timeZone, clock.now(), days);
    const range = { from: dates[0] as string, to: dates[dates.length - 1] as string };
    const figures = await orderFigures(db, clubId, club.timeZone, range);
    const byDate = new Map(figures.byDay.map((row) => [row.date, row]));
    const byHour = new Map(figures.byHour.map((row) => [row.hour, row]));
    return {
      status: 200,
      body: {
        days,
        currency: club.currency,
        totals: figures.totals,
        byDay: dates.map((date) => ({
          date,
          orders: byDate.get(date)?.orders ?? 0,
          revenueCents: byDate.get(date)?.revenueCents ?? 0,
        })),
        byHour: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          orders: byHour.get(hour)?.orders ?? 0,
          revenueCents: byHour.get(hour)?.revenueCents ?? 0,
        })),
        byTable: figures.byTable,
        byItem: figures.byItem,
      },
    };
  },
};
