/**
 * Orders in the crash runs: a phone at each of a few tables adds lines and sends rounds through
 * the guests' API, as a table does on a Friday night. Every answered write is recorded; after each
 * restart, every acknowledged line is on its order and every acknowledged send's lines are sent,
 * and the send cut by the kill is there whole (all its lines sent) or not at all (all still drafts).
 */
import type { components } from '@tavola/api/schema';
import { type Api, ServerGone } from './api.ts';
import { mustExist, type Outcome } from './ledger.ts';
import { pickOne, type Random } from './random.ts';

type TableOrder = components['schemas']['TableOrder'];
type Table = components['schemas']['Table'];

const TABLES = 8;
/** lines on one order before staff close it and the phone starts a fresh one */
const LINES_PER_ORDER = 120;

interface LineWrite {
  clientLineId: string;
  outcome: Outcome;
}

interface SendWrite {
  idempotencyKey: string;
  clientLineIds: string[];
  outcome: Outcome;
}

interface Seat {
  table: Table;
  /** the phone's order key and its order, once joined */
  orderKey?: string;
  orderId?: number;
  lines: LineWrite[];
  sends: SendWrite[];
  /** lines added since the last send (drafts) */
  drafts: string[];
}

export class OrderWriter {
  private serial = 0;
  inFlight = false;

  private constructor(
    private readonly clubId: number,
    private readonly itemId: number,
    private readonly seats: Seat[],
    private readonly random: Random,
  ) {}

  /** Turns ordering on, makes a menu with one dish and the tables (before any kill). */
  static async create(api: Api, clubId: number, random: Random): Promise<OrderWriter> {
    await api.expectOk('PATCH', `/clubs/${clubId}/settings`, { json: { ordering: 'all' } });
    const menu = await api.expectOk<{ id: number }>('POST', `/clubs/${clubId}/menu`, {
      json: { name: 'Crash orders' },
    });
    const section = await api.expectOk<{ id: number }>('PUT', `/clubs/${clubId}/menu/${menu.id}/sections`, {
      json: { name: 'Orders' },
    });
    const item = await api.expectOk<{ id: number }>(
      'PUT',
      `/clubs/${clubId}/menu/${menu.id}/sections/${section.id}/items`,
      { json: { name: 'Crash pizza', price: 8.5 } },
    );
    const created = await api.expectOk<{ tables: Table[] }>('POST', `/clubs/${clubId}/tables/batch`, {
      json: { prefix: 'Crash order ', from: 1, to: TABLES },
    });
    const seats = created.tables.map((table) => ({ table, lines: [], sends: [], drafts: [] }));
    return new OrderWriter(clubId, item.id, seats, random);
  }

  private id(kind: string): string {
    this.serial += 1;
    return `crash-${kind}-${this.serial.toString().padStart(6, '0')}`;
  }

  private guestPath(seat: Seat, rest = ''): string {
    return `/clubs/${this.clubId}/menu/tables/${seat.table.id}/order${rest}`;
  }

  async run(
    api: Api,
    counts: { lines: number; sends: number },
    stop: { stopped: boolean },
  ): Promise<unknown> {
    try {
      while (!stop.stopped) await this.step(api, pickOne(this.random, this.seats), counts);
    } catch (error) {
      if (!(error instanceof ServerGone)) return error;
    }
    return undefined;
  }

  private async step(api: Api, seat: Seat, counts: { lines: number; sends: number }): Promise<void> {
    if (!seat.orderKey) {
      const joined = await api.expectOk<{ key: string; order: TableOrder }>(
        'POST',
        this.guestPath(seat, '/guests'),
        { json: { name: null } },
        { 'x-table-key': seat.table.orderKey },
      );
      seat.orderKey = joined.key;
      seat.orderId = joined.order.id;
      return;
    }
    const headers = { 'x-order-key': seat.orderKey };
    if (seat.lines.length >= LINES_PER_ORDER && seat.drafts.length === 0) {
      // paid: staff close it, and the phone joins the next order
      await api.expectOk('POST', `/clubs/${this.clubId}/orders/${seat.orderId}/close`);
      this.retire(seat);
      return;
    }
    if (seat.drafts.length < 3 && this.random() < 0.6) {
      const write: LineWrite = { clientLineId: this.id('line'), outcome: 'in-flight' };
      seat.lines.push(write);
      seat.drafts.push(write.clientLineId);
      this.inFlight = true;
      await api.expectOk(
        'PUT',
        this.guestPath(seat, `/lines/${write.clientLineId}`),
        { json: { itemId: this.itemId, quantity: 1 + Math.floor(this.random() * 3) } },
        headers,
      );
      this.inFlight = false;
      write.outcome = 'acknowledged';
      counts.lines += 1;
      return;
    }
    if (seat.drafts.length === 0) return;
    const send: SendWrite = {
      idempotencyKey: this.id('send'),
      clientLineIds: [...seat.drafts],
      outcome: 'in-flight',
    };
    seat.sends.push(send);
    this.inFlight = true;
    const answer = await api.send(
      'POST',
      this.guestPath(seat, '/rounds'),
      { json: { idempotencyKey: send.idempotencyKey } },
      headers,
    );
    this.inFlight = false;
    if (answer.status === 429) {
      // the table's 4 sends a minute: nothing was made, the drafts wait
      send.outcome = 'not-applied';
      return;
    }
    if (answer.status !== 201)
      throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    send.outcome = 'acknowledged';
    seat.drafts = [];
    counts.sends += 1;
  }

  /** The order is closed: what it held was checked; the phone starts again. */
  private retire(seat: Seat): void {
    seat.orderKey = undefined;
    seat.orderId = undefined;
    seat.lines = [];
    seat.sends = [];
    seat.drafts = [];
  }

  /**
   * After a restart: reads each open order as its phone and checks the ledger against it. Returns
   * the problems, and how many in-flight writes were found applied or not.
   */
  async check(api: Api): Promise<{ problems: string[]; applied: number; notApplied: number; lines: number }> {
    const problems: string[] = [];
    let applied = 0;
    let notApplied = 0;
    let lines = 0;
    for (const seat of this.seats) {
      if (!seat.orderKey) continue;
      const answer = await api.send('GET', this.guestPath(seat), undefined, { 'x-order-key': seat.orderKey });
      if (answer.status === 404) {
        // the join itself was cut by the kill before its answer: no key was ever acknowledged
        problems.push(`table ${seat.table.name}: the phone's acknowledged order key is unknown`);
        continue;
      }
      const order = answer.body as TableOrder;
      const status = new Map<string, 'draft' | 'sent' | 'void'>();
      for (const line of order.drafts) if (line.clientLineId) status.set(line.clientLineId, 'draft');
      for (const round of order.rounds)
        for (const line of round.lines) if (line.clientLineId) status.set(line.clientLineId, line.status);
      lines += status.size;
      for (const write of seat.lines) {
        const found = status.has(write.clientLineId);
        if (write.outcome === 'in-flight') {
          write.outcome = found ? 'applied' : 'not-applied';
          if (found) applied += 1;
          else {
            notApplied += 1;
            seat.drafts = seat.drafts.filter((id) => id !== write.clientLineId);
          }
        } else if (mustExist(write.outcome) && !found) {
          problems.push(`table ${seat.table.name}: acknowledged line ${write.clientLineId} is gone`);
        }
      }
      for (const send of seat.sends) {
        const sent = send.clientLineIds.filter((id) => status.get(id) === 'sent');
        const present = send.clientLineIds.filter((id) => status.has(id));
        if (send.outcome === 'in-flight') {
          if (sent.length === present.length && sent.length > 0) {
            send.outcome = 'applied';
            applied += 1;
            seat.drafts = seat.drafts.filter((id) => !send.clientLineIds.includes(id));
          } else if (sent.length === 0) {
            send.outcome = 'not-applied';
            notApplied += 1;
          } else {
            problems.push(`table ${seat.table.name}: send ${send.idempotencyKey} was applied in part`);
          }
        } else if (mustExist(send.outcome) && sent.length !== present.length) {
          problems.push(`table ${seat.table.name}: acknowledged send ${send.idempotencyKey} lost its round`);
        }
      }
    }
    return { problems, applied, notApplied, lines };
  }
}
