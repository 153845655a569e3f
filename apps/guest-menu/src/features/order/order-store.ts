/**
 * The phone's side of its table's order (docs/decisions/056, 057), apart from React so that it can be
 * tested as it is: the order as last known, the phone's order key, and its changes not yet answered
 * by the server, all kept on the phone (localStorage, per club and table) so that a reload, a tunnel
 * or a dead battery loses nothing.
 *
 * - Every line has an id made here (`clientLineId`): PUT of the same line again is the same line,
 *   so a change is kept as pending until the server has answered it, and sent again (never doubled)
 *   when the connection is back (`online`, and on load). Changes go one at a time, in order.
 * - The first change joins the table's order with the printed table key; the order key it gives is
 *   what every later call carries. A key the server no longer knows (404) means a fresh join.
 * - A send carries an idempotency key made once per send and kept until the send succeeds: a double
 *   tap or a retry after a dropped connection is the same send.
 * - A closed order ends the phone's key (the guests have paid): the phone shows it closed, and a
 *   new dish joins the table's next order.
 */
import { linePrice, type PricedItem } from '@tavola/domain/ordering';
import { orderStoreKey } from '../../lib/order-storage';
import { readStored, writeStored } from '../../lib/storage';
import { tableKeyStoreKey } from '../../lib/table-key';
import {
  askForBill,
  deleteOrderLine,
  getTableOrder,
  joinTableOrder,
  type OrderAnswer,
  type OrderGuest,
  type OrderLine,
  type OrderLineInput,
  type OrderLineOption,
  type OrderLineProblem,
  putOrderLine,
  sendOrderRound,
  type TableOrder,
} from './order-api';

/** A change of one of this phone's lines that the server has not answered yet. */
export interface PendingLine {
  clientLineId: string;
  /** the line as it should be; null: remove it */
  line: OrderLineInput | null;
  /** what the list shows until the server answers */
  name: string;
  options: OrderLineOption[];
  unitCents: number;
  /** the server refused it (422): shown with why, never sent again */
  refused?: OrderLineProblem;
}

/** What the phone keeps of its order between visits. */
export interface HeldOrder {
  /** the phone's key to the order (X-Order-Key); null before joining and once the order is closed */
  key: string | null;
  guest: OrderGuest | null;
  /** the order as last answered */
  order: TableOrder | null;
  pending: PendingLine[];
  /** the send under way: its idempotency key, kept until the send succeeds */
  sendKey: string | null;
  /** the first name given when joining; undefined until the phone was asked */
  name?: string | null;
}

export type OrderNotice =
  | { kind: 'no_table_key' }
  | { kind: 'table_key_old' }
  | { kind: 'ordering_disabled' }
  | { kind: 'guests_full' }
  | { kind: 'lines_full' }
  | { kind: 'line_sent' }
  | { kind: 'offline_waiting' }
  | { kind: 'offline_action' }
  | { kind: 'sent'; number: number }
  | { kind: 'send_replayed' }
  | { kind: 'nothing_new' }
  | { kind: 'rate_limited'; seconds: number }
  | { kind: 'items_unavailable' }
  | { kind: 'nothing_to_pay' }
  | { kind: 'failed' };

export interface OrderState extends HeldOrder {
  busy: 'send' | 'bill' | 'join' | null;
  notice: OrderNotice | null;
  /** the lines the last send refused and why, by clientLineId */
  refusedBySend: Record<string, OrderLineProblem>;
}

export type AddOutcome =
  | { kind: 'added' }
  /** kept on the phone: it goes when the connection allows */
  | { kind: 'queued' }
  | { kind: 'refused'; problem: OrderLineProblem }
  | { kind: 'failed'; notice: OrderNotice | null };

/** A line's id, or a send's idempotency key: made on the phone, URL-safe, 8–64 characters. */
export function newId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a line costs in cents before the server says (the domain's rule; the group minimums are the sheet's). */
export function estimateCents(item: PricedItem, optionIds: readonly number[]): number {
  const relaxed = { ...item, optionGroups: item.optionGroups.map((group) => ({ ...group, minChoices: 0 })) };
  const price = linePrice(relaxed, optionIds, 1);
  return price.ok ? price.unitCents : 0;
}

const EMPTY: HeldOrder = { key: null, guest: null, order: null, pending: [], sendKey: null };
const MAX_RETRY_MS = 30_000;

function readHeld(storeKey: string): HeldOrder {
  try {
    const held = JSON.parse(readStored(storeKey) ?? 'null') as Partial<HeldOrder> | null;
    if (!held || typeof held !== 'object') return EMPTY;
    return {
      key: typeof held.key === 'string' ? held.key : null,
      guest: held.guest ?? null,
      order: held.order && typeof held.order.version === 'number' ? held.order : null,
      pending: Array.isArray(held.pending) ? held.pending : [],
      sendKey: typeof held.sendKey === 'string' ? held.sendKey : null,
      ...(held.name === undefined ? {} : { name: held.name }),
    };
  } catch {
    return EMPTY;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The problem of `clientLineId` in a 422's `lines`, or the first one named. */
function problemIn(answer: OrderAnswer<unknown>, clientLineId: string): OrderLineProblem {
  const lines = answer.kind === 'error' ? (answer.body?.lines ?? []) : [];
  return (lines.find((line) => line.clientLineId === clientLineId) ?? lines[0])?.problem ?? 'unavailable';
}

/** The number of the latest round. */
const lastRound = (order: TableOrder) => order.rounds.reduce((max, round) => Math.max(max, round.number), 0);

export class OrderStore {
  private state: OrderState;
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /** the line whose request is on its way */
  private inFlight: string | null = null;

  constructor(
    readonly clubId: number,
    readonly tableId: number,
  ) {
    this.state = { ...readHeld(orderStoreKey(clubId, tableId)), busy: null, notice: null, refusedBySend: {} };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): OrderState => this.state;

  /** Sends what waits on load and whenever the phone is back online; the returned function stops it. */
  start(): () => void {
    const online = () => {
      if (this.state.notice?.kind === 'offline_waiting') this.set({ notice: null });
      void this.flush();
    };
    window.addEventListener('online', online);
    void this.flush();
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(this.retryTimer);
    };
  }

  private set(patch: Partial<OrderState>): void {
    this.state = { ...this.state, ...patch };
    const { key, guest, order, pending, sendKey, name } = this.state;
    const storeKey = orderStoreKey(this.clubId, this.tableId);
    // nothing to keep: the phone holds no order of the table any more (the menu page loads no ordering)
    if (!key && !order && pending.length === 0) writeStored(storeKey, null);
    else
      writeStored(
        storeKey,
        JSON.stringify({ key, guest, order, pending, sendKey, name } satisfies HeldOrder),
      );
    for (const listener of this.listeners) listener();
  }

  private received(order: TableOrder): void {
    const known = this.state.order;
    // an answer older than one already shown (answers may overtake each other)
    if (known && known.id === order.id && order.version < known.version) return;
    if (order.status === 'closed') this.closed(order);
    else this.set({ order });
  }

  /** The order was closed: the phone's key has ended, and nothing of it can change any more. */
  private closed(order: TableOrder | null = this.state.order): void {
    this.set({
      key: null,
      guest: null,
      order: order ? { ...order, status: 'closed' } : null,
      pending: [],
      sendKey: null,
      refusedBySend: {},
    });
  }

  /** The key is not the server's any more (404): the phone forgets the order; its next change joins afresh. */
  private lost(): void {
    this.set({ key: null, guest: null, order: null, sendKey: null, refusedBySend: {} });
  }

  private offline(): void {
    this.set({ notice: { kind: 'offline_waiting' } });
    this.retryLater();
  }

  /** Tries the waiting changes again later, waiting longer after each failure (30 s at most). */
  private retryLater(): void {
    clearTimeout(this.retryTimer);
    this.failures += 1;
    const wait = Math.min(MAX_RETRY_MS, 1000 * 2 ** this.failures);
    this.retryTimer = setTimeout(() => void this.flush(), wait);
  }

  /** Joins the table's open order (or opens one) with the printed table key. */
  private async join(): Promise<boolean> {
    const tableKey = readStored(tableKeyStoreKey(this.clubId, this.tableId));
    if (!tableKey) {
      this.set({ notice: { kind: 'no_table_key' } });
      return false;
    }
    const answer = await joinTableOrder(this.clubId, this.tableId, tableKey, this.state.name ?? null);
    if (answer.kind === 'ok') {
      const { key, guest, order } = answer.data;
      this.set({ key, guest, order, sendKey: null, refusedBySend: {} });
      return true;
    }
    if (answer.kind === 'offline') {
      this.offline();
      return false;
    }
    const code = answer.body?.code;
    if (answer.status === 404) {
      // a code printed before the owner printed new ones: this key opens nothing any more
      writeStored(tableKeyStoreKey(this.clubId, this.tableId), null);
      this.set({ notice: { kind: 'table_key_old' } });
    } else if (answer.status === 403) this.set({ notice: { kind: 'ordering_disabled' } });
    else if (code === 'order_guests_full') this.set({ notice: { kind: 'guests_full' } });
    else {
      this.set({ notice: { kind: 'failed' } });
      if (answer.status >= 500) this.retryLater();
    }
    return false;
  }

  /** Sends the waiting changes, one at a time (a call while it runs makes it go round once more). */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    const run = async () => {
      do {
        this.flushAgain = false;
        await this.flushOnce();
      } while (this.flushAgain);
    };
    this.flushing = run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    let joins = 0;
    for (;;) {
      const next = this.state.pending.find((line) => !line.refused);
      if (!next) return;
      if (isOffline()) return this.offline();
      if (!this.state.key) {
        // one fresh join per round: a server that keeps answering 404 is not asked forever
        if (joins++ > 0 || !(await this.join())) return;
      }
      const key = this.state.key as string;
      this.inFlight = next.clientLineId;
      const answer = next.line
        ? await putOrderLine(this.clubId, this.tableId, key, next.clientLineId, next.line)
        : await deleteOrderLine(this.clubId, this.tableId, key, next.clientLineId);
      this.inFlight = null;
      if (answer.kind === 'offline') return this.offline();
      if (answer.kind === 'ok') {
        this.failures = 0;
        clearTimeout(this.retryTimer);
        if (this.state.notice?.kind === 'offline_waiting') this.set({ notice: null });
        this.received(answer.data);
        this.settle(next);
        continue;
      }
      const code = answer.body?.code;
      if (answer.status === 404) {
        this.lost();
        continue;
      }
      if (code === 'order_closed') return this.closed();
      if (answer.status === 422) {
        this.set({
          pending: this.state.pending.map((line) =>
            line === next ? { ...line, refused: problemIn(answer, next.clientLineId) } : line,
          ),
        });
        continue;
      }
      if (answer.status >= 500 || answer.status === 0) return this.retryLater();
      // refused for good (sent already, another phone's, the order full, not valid): dropped, said why
      const notice: OrderNotice =
        code === 'line_sent' || code === 'line_not_yours'
          ? { kind: 'line_sent' }
          : code === 'order_lines_full'
            ? { kind: 'lines_full' }
            : { kind: 'failed' };
      this.settle(next, { notice });
    }
  }

  /** The server answered `done`: it stops waiting, unless a newer change of the line replaced it meanwhile. */
  private settle(done: PendingLine, patch: Partial<OrderState> = {}): void {
    this.set({ ...patch, pending: this.state.pending.filter((line) => line !== done) });
  }

  /** The guest gives the name to join with (once, before the first dish). */
  setName(name: string | null): void {
    this.set({ name });
  }

  /** Adds a dish: kept on the phone at once, then sent (joining the order first when needed). */
  async add(
    line: OrderLineInput,
    shown: Pick<PendingLine, 'name' | 'options' | 'unitCents'>,
  ): Promise<AddOutcome> {
    // the order was closed (paid): a new dish starts the table's next order
    if (this.state.order?.status === 'closed') this.set({ order: null });
    const pending: PendingLine = { clientLineId: newId(), line, ...shown };
    this.set({ pending: [...this.state.pending, pending], notice: null });
    await this.flush();
    const still = this.state.pending.find((waiting) => waiting.clientLineId === pending.clientLineId);
    if (!still) {
      const kept = this.state.order?.drafts.some((draft) => draft.clientLineId === pending.clientLineId);
      return kept ? { kind: 'added' } : { kind: 'failed', notice: this.state.notice };
    }
    if (still.refused) {
      this.set({ pending: this.state.pending.filter((waiting) => waiting !== still) });
      return { kind: 'refused', problem: still.refused };
    }
    const { notice } = this.state;
    const cannotJoin =
      notice?.kind === 'no_table_key' ||
      notice?.kind === 'table_key_old' ||
      notice?.kind === 'ordering_disabled' ||
      notice?.kind === 'guests_full';
    if (cannotJoin && !this.state.key) {
      // no order to add it to: it is not kept (the sheet says why)
      this.set({ pending: this.state.pending.filter((waiting) => waiting !== still) });
      return { kind: 'failed', notice };
    }
    return { kind: 'queued' };
  }

  /** The draft or waiting change of `clientLineId` as this phone would send it again. */
  private lineOf(clientLineId: string): PendingLine | null {
    const waiting = this.state.pending.find((line) => line.clientLineId === clientLineId);
    if (waiting?.line) return waiting;
    const draft: OrderLine | undefined = this.state.order?.drafts.find(
      (line) => line.clientLineId === clientLineId,
    );
    if (!draft || draft.itemId === null) return null;
    return {
      clientLineId,
      line: {
        itemId: draft.itemId,
        optionIds: draft.options.map((option) => option.id),
        quantity: draft.quantity,
        note: draft.note,
      },
      name: draft.name,
      options: draft.options,
      unitCents: draft.unitCents,
    };
  }

  private replace(change: PendingLine): void {
    const others = this.state.pending.filter((line) => line.clientLineId !== change.clientLineId);
    const index = this.state.pending.findIndex((line) => line.clientLineId === change.clientLineId);
    const pending = [...others];
    pending.splice(index < 0 ? others.length : index, 0, change);
    this.set({ pending, notice: null });
  }

  /** Changes the quantity or the note of one of this phone's lines not sent yet. */
  change(clientLineId: string, patch: { quantity?: number; note?: string | null }): Promise<void> {
    const current = this.lineOf(clientLineId);
    if (!current?.line) return Promise.resolve();
    const { refused: _refused, ...rest } = current;
    this.replace({ ...rest, line: { ...current.line, ...patch } });
    return this.flush();
  }

  /** Removes one of this phone's lines not sent yet. */
  remove(clientLineId: string): Promise<void> {
    const onServer =
      this.inFlight === clientLineId ||
      this.state.order?.drafts.some((line) => line.clientLineId === clientLineId) === true;
    const current = this.state.pending.find((line) => line.clientLineId === clientLineId);
    if (!onServer) {
      // never reached the server: nothing to tell it
      this.set({ pending: this.state.pending.filter((line) => line.clientLineId !== clientLineId) });
      return Promise.resolve();
    }
    const draft = this.state.order?.drafts.find((line) => line.clientLineId === clientLineId);
    this.replace({
      clientLineId,
      line: null,
      name: current?.name ?? draft?.name ?? '',
      options: current?.options ?? draft?.options ?? [],
      unitCents: current?.unitCents ?? draft?.unitCents ?? 0,
    });
    return this.flush();
  }

  /** Sends every draft line of the table to the kitchen (and the bar) as one round. */
  async send(): Promise<void> {
    // a second tap while the send is on its way: the same send, not a second one
    if (this.state.busy) return;
    this.set({ busy: 'send', notice: null, refusedBySend: {} });
    await this.flush();
    const waiting = this.state.pending.some((line) => !line.refused);
    if (waiting || !this.state.key) {
      // the phone's own changes must reach the order first: sending now would leave them out
      const { notice } = this.state;
      const said: OrderNotice = !waiting
        ? (notice ?? { kind: 'nothing_new' })
        : !notice || notice.kind === 'offline_waiting'
          ? { kind: 'offline_action' }
          : notice;
      this.set({ busy: null, notice: said });
      return;
    }
    const sendKey = this.state.sendKey ?? newId();
    this.set({ sendKey });
    const answer = await sendOrderRound(this.clubId, this.tableId, this.state.key, sendKey);
    if (answer.kind === 'ok') {
      const order = answer.data;
      this.received(order);
      // 200: this key's send was made before (its answer was lost); what was added since waits
      const replayed = answer.status === 200 && order.drafts.length > 0;
      this.set({
        busy: null,
        sendKey: null,
        notice: replayed ? { kind: 'send_replayed' } : { kind: 'sent', number: lastRound(order) },
      });
      return;
    }
    this.set({ busy: null });
    if (answer.kind === 'offline') return this.set({ notice: { kind: 'offline_action' } });
    const code = answer.body?.code;
    if (answer.status === 404) return this.lost();
    if (code === 'order_closed') return this.closed();
    if (code === 'nothing_to_send') return this.set({ notice: { kind: 'nothing_new' } });
    if (answer.status === 429)
      return this.set({
        notice: { kind: 'rate_limited', seconds: Math.max(1, answer.body?.retryAfter ?? 60) },
      });
    if (answer.status === 422) {
      const refusedBySend: Record<string, OrderLineProblem> = {};
      for (const line of answer.body?.lines ?? [])
        if (line.clientLineId) refusedBySend[line.clientLineId] = line.problem;
      return this.set({ refusedBySend, notice: { kind: 'items_unavailable' } });
    }
    this.set({ notice: { kind: 'failed' } });
  }

  /** Asks for the bill (a waiter call with reason `bill`). */
  async askForBill(): Promise<void> {
    const key = this.state.key;
    if (this.state.busy || !key) return;
    this.set({ busy: 'bill', notice: null });
    const answer = await askForBill(this.clubId, this.tableId, key);
    this.set({ busy: null });
    if (answer.kind === 'ok') return this.received(answer.data);
    if (answer.kind === 'offline') return this.set({ notice: { kind: 'offline_action' } });
    if (answer.status === 404) return this.lost();
    if (answer.body?.code === 'order_closed') return this.closed();
    if (answer.body?.code === 'nothing_to_pay') return this.set({ notice: { kind: 'nothing_to_pay' } });
    this.set({ notice: { kind: 'failed' } });
  }

  /** After a closed order: joins the table's next one at once. */
  async startNew(): Promise<void> {
    if (this.state.busy) return;
    this.set({ ...EMPTY, name: this.state.name, busy: 'join', notice: null, refusedBySend: {} });
    await this.join();
    this.set({ busy: null });
  }

  /**
   * Follows the order while `signal` lets it: each request waits on the server until the order's
   * version differs from the one shown (getTableOrder's `known`, up to 25 s). A failed request is
   * tried again after 2, 4, 8… s (30 s at most); a closed order or a key the server does not know
   * ends it.
   */
  async follow(signal: AbortSignal, pause: (ms: number) => Promise<void> = sleep(signal)): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      const key = this.state.key;
      if (!key || this.state.order?.status === 'closed') return;
      const known = this.state.order?.version ?? null;
      const asked = Date.now();
      const answer = await getTableOrder(this.clubId, this.tableId, key, known, signal);
      if (signal.aborted) return;
      if (answer.kind === 'ok') {
        failures = 0;
        this.received(answer.data);
        // the same version at once (a proxy that does not hold the request): not a tight loop
        if (answer.data.version === known && Date.now() - asked < 1000) await pause(2000);
        continue;
      }
      if (answer.kind === 'error' && answer.status === 404) {
        if (this.state.key === key) this.lost();
        return;
      }
      failures += 1;
      await pause(Math.min(MAX_RETRY_MS, 1000 * 2 ** failures));
    }
  }
}

/** A pause that ends early when `signal` aborts. */
function sleep(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
}
