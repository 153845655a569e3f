import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderStoreKey } from '../../lib/order-storage';
import { tableKeyStoreKey } from '../../lib/table-key';
import { jsonResponse } from '../../test-utils';
import {
  fakeOrderServer,
  ORDER_URL,
  orderLine,
  orderRound,
  scanTableCode,
  TABLE_KEY,
  tableOrder,
} from './order-fixtures';
import { OrderStore } from './order-store';

const MARGHERITA = { itemId: 51, optionIds: [12], quantity: 1, note: null };
const SHOWN = {
  name: 'Margherita',
  options: [{ id: 12, name: 'Large', groupName: 'Size' }],
  unitCents: 1250,
};

const headerOf = (init: RequestInit | undefined, name: string) =>
  ((init?.headers ?? {}) as Record<string, string>)[name];
const held = () => JSON.parse(localStorage.getItem(orderStoreKey(1, 2)) ?? 'null');
const dropped = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the table order on the phone', () => {
  it("joins the table's order with the printed key and the name given, then keeps the order key for every later call", async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    store.setName('Anna');
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'added' });

    const [join, put] = server.calls;
    expect(join?.url).toBe(`${ORDER_URL}/guests`);
    expect(headerOf(join?.init, 'x-table-key')).toBe(TABLE_KEY);
    expect(JSON.parse(String(join?.init?.body))).toEqual({ name: 'Anna' });
    expect(put?.init?.method).toBe('PUT');
    expect(headerOf(put?.init, 'x-order-key')).toBe('orderKey-1-000000000000');
    expect(headerOf(put?.init, 'x-table-key')).toBeUndefined();
    // the key travels in a header only, never in the address
    expect(
      server.calls.every((call) => !call.url.includes('orderKey') && !call.url.includes(TABLE_KEY)),
    ).toBe(true);

    // kept on the phone per club and table: a reload holds the key, the guest and the order
    expect(held()).toMatchObject({
      key: 'orderKey-1-000000000000',
      guest: { number: 1, name: 'Anna' },
      order: { drafts: [{ name: 'Margherita', unitCents: 1250 }] },
      pending: [],
    });
    const reloaded = new OrderStore(1, 2);
    expect(reloaded.getState().order?.drafts).toHaveLength(1);
    await reloaded.add({ ...MARGHERITA, optionIds: [11] }, { ...SHOWN, unitCents: 900 });
    expect(server.requests('POST', '/guests')).toHaveLength(1);
    expect(reloaded.getState().order?.draftCents).toBe(2150);
  });

  it('asks to scan the code when the phone has no table key, and to scan it again when the code is old', async () => {
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'failed', notice: { kind: 'no_table_key' } });
    expect(server.calls).toHaveLength(0);

    scanTableCode(1, 2, 'printedBeforeNewCodes0000');
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'failed', notice: { kind: 'table_key_old' } });
    // the old key is forgotten, and the dish is not kept for an order it cannot reach
    expect(localStorage.getItem(tableKeyStoreKey(1, 2))).toBeNull();
    expect(store.getState().pending).toEqual([]);
  });

  it('keeps a dish added offline on the phone, across a reload, and sends it once when back online', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = new OrderStore(1, 2);
    const stop = store.start();
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'queued' });
    expect(server.calls).toHaveLength(0);
    expect(store.getState().notice).toEqual({ kind: 'offline_waiting' });
    const [waiting] = held().pending;
    expect(waiting).toMatchObject({ line: MARGHERITA, name: 'Margherita' });
    stop();

    // the page is reloaded, still offline: the dish is still there, and waits
    const reloaded = new OrderStore(1, 2);
    const stopReloaded = reloaded.start();
    expect(reloaded.getState().pending.map((line) => line.clientLineId)).toEqual([waiting.clientLineId]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reloaded.getState().pending).toEqual([]));
    await reloaded.flush();
    const puts = server.requests('PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toBe(`${ORDER_URL}/lines/${waiting.clientLineId}`);
    expect(server.order().drafts.map((line) => line.clientLineId)).toEqual([waiting.clientLineId]);
    expect(reloaded.getState().notice).toBeNull();
    stopReloaded();
  });

  it('tries a line again with the same id after a dropped connection: one line, never two', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    scanTableCode();
    const server = fakeOrderServer();
    // the request reached the server, the answer was lost
    server.next.put = () => {
      server.next.put = undefined;
      return dropped();
    };
    const store = new OrderStore(1, 2);
    const stop = store.start();
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'queued' });
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(store.getState().pending).toEqual([]));
    const puts = server.requests('PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.url).toBe(puts[1]?.url);
    expect(server.order().drafts).toHaveLength(1);
    stop();
  });

  it('changes and removes only through its own lines, in order, and a change made meanwhile is not lost', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    const id = store.getState().order?.drafts[0]?.clientLineId as string;
    const first = store.change(id, { quantity: 2 });
    const second = store.change(id, { quantity: 3, note: 'no basil' });
    await Promise.all([first, second]);
    expect(server.order().drafts[0]).toMatchObject({ quantity: 3, note: 'no basil', totalCents: 3750 });
    await store.remove(id);
    expect(server.order().drafts).toEqual([]);
    expect(server.requests('DELETE')).toHaveLength(1);
  });

  it('joins afresh when the server no longer knows the order key', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    localStorage.setItem(
      orderStoreKey(1, 2),
      JSON.stringify({
        key: 'orderKey-of-an-old-order',
        guest: null,
        order: null,
        pending: [],
        sendKey: null,
      }),
    );
    const store = new OrderStore(1, 2);
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'added' });
    expect(server.calls.map((call) => call.init?.method)).toEqual(['PUT', 'POST', 'PUT']);
    expect(store.getState().key).toBe('orderKey-1-000000000000');
  });

  it('flags a dish the server refuses (422) with its reason and does not send it again', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    server.next.put = () =>
      jsonResponse(422, {
        code: 'item_not_orderable',
        message: 'Margherita is out of stock.',
        lines: [
          { clientLineId: 'other', index: null, itemId: 51, name: 'Margherita', problem: 'out_of_stock' },
        ],
      });
    const store = new OrderStore(1, 2);
    expect(await store.add(MARGHERITA, SHOWN)).toEqual({ kind: 'refused', problem: 'out_of_stock' });
    expect(store.getState().pending).toEqual([]);
    await store.flush();
    expect(server.requests('PUT')).toHaveLength(1);
  });

  it('makes one idempotency key per send and keeps it until the send succeeds', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);

    server.next.send = dropped;
    await store.send();
    expect(store.getState().notice).toEqual({ kind: 'offline_action' });
    const kept = held().sendKey as string;
    expect(kept).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // a double tap while it is on its way is the same send
    const sending = store.send();
    await store.send();
    await sending;
    const sends = server.requests('POST', '/rounds').map((call) => JSON.parse(String(call.init?.body)));
    expect(sends).toEqual([{ idempotencyKey: kept }, { idempotencyKey: kept }]);
    expect(store.getState().notice).toEqual({ kind: 'sent', number: 1 });
    expect(held().sendKey).toBeNull();
    expect(server.order().rounds).toHaveLength(1);

    // the next send is another send
    await store.add(MARGHERITA, SHOWN);
    await store.send();
    const last = JSON.parse(String(server.requests('POST', '/rounds').at(-1)?.init?.body));
    expect(last.idempotencyKey).not.toBe(kept);
    expect(server.order().rounds.map((round) => round.number)).toEqual([1, 2]);
  });

  it('says when the earlier send had already arrived and dishes added since still wait', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    // the send reached the kitchen, its answer was lost; another dish came meanwhile
    server.next.send = async () => {
      const made = await server.fetchMock(`${ORDER_URL}/rounds`, {
        method: 'POST',
        headers: { 'x-order-key': 'orderKey-1-000000000000' },
        body: JSON.stringify({ idempotencyKey: held().sendKey }),
      });
      expect(made.status).toBe(201);
      return dropped();
    };
    await store.send();
    await store.add(MARGHERITA, SHOWN);
    await store.send();
    expect(store.getState().notice).toEqual({ kind: 'send_replayed' });
    expect(store.getState().order?.drafts).toHaveLength(1);
    expect(held().sendKey).toBeNull();
  });

  it('turns the refusals of a send into what the guest reads', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    const id = store.getState().order?.drafts[0]?.clientLineId as string;

    server.next.send = () =>
      jsonResponse(422, {
        code: 'items_unavailable',
        message: 'Margherita is not served at this time.',
        lines: [{ clientLineId: id, index: null, itemId: 51, name: 'Margherita', problem: 'not_now' }],
      });
    await store.send();
    expect(store.getState().notice).toEqual({ kind: 'items_unavailable' });
    expect(store.getState().refusedBySend).toEqual({ [id]: 'not_now' });

    server.next.send = () =>
      jsonResponse(429, { code: 'rate_limited', message: 'Wait.', retryAfter: 40 }, { 'retry-after': '40' });
    await store.send();
    expect(store.getState().notice).toEqual({ kind: 'rate_limited', seconds: 40 });

    await store.send();
    await store.send();
    expect(store.getState().notice).toEqual({ kind: 'nothing_new' });
  });

  it('follows the order with a held request that names the version it knows', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    const known = store.getState().order?.version as number;
    const anna = server.addGuest(null);
    server.next.get = () => {
      server.change((order) => ({
        ...order,
        drafts: [...order.drafts, orderLine({ id: 9, guestId: anna.id })],
      }));
      return jsonResponse(200, server.order());
    };
    const controller = new AbortController();
    const pauses: number[] = [];
    const following = store.follow(controller.signal, async (ms) => {
      pauses.push(ms);
      controller.abort();
    });
    await vi.waitFor(() => expect(store.getState().order?.drafts).toHaveLength(2));
    expect(server.requests('GET')[0]?.url).toBe(`${ORDER_URL}?known=${known}`);
    // the next request names the new version
    await vi.waitFor(() => expect(server.requests('GET')).toHaveLength(2));
    expect(server.requests('GET')[1]?.url).toBe(`${ORDER_URL}?known=${known + 1}`);
    controller.abort();
    await following;
  });

  it('waits longer after each failed read, and stops once the order is closed', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    server.next.get = () => {
      server.next.get = () => jsonResponse(503, { code: 'unavailable', message: 'x' });
      return dropped();
    };
    const pauses: number[] = [];
    let closedAfter = 2;
    const following = store.follow(new AbortController().signal, async (ms) => {
      pauses.push(ms);
      if (--closedAfter === 0) server.change((order) => ({ ...order, status: 'closed' }));
    });
    await following;
    expect(pauses).toEqual([2000, 4000]);
    expect(store.getState().order?.status).toBe('closed');
    // the key ended with the order: nothing more can change it from this phone
    expect(store.getState().key).toBeNull();
  });

  it('starts the next order after a closed one, and a closed order takes no change', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    server.change((order) => ({ ...order, status: 'closed', rounds: [orderRound()] }));
    await store.change(store.getState().order?.drafts[0]?.clientLineId as string, { quantity: 2 });
    expect(store.getState().order?.status).toBe('closed');
    expect(store.getState().pending).toEqual([]);
    await store.startNew();
    expect(server.requests('POST', '/guests')).toHaveLength(2);
    expect(store.getState().key).toBe('orderKey-2-000000000000');
  });

  it('asks for the bill once something was sent', async () => {
    scanTableCode();
    const server = fakeOrderServer();
    const store = new OrderStore(1, 2);
    await store.add(MARGHERITA, SHOWN);
    await store.askForBill();
    expect(store.getState().notice).toEqual({ kind: 'nothing_to_pay' });
    await store.send();
    await store.askForBill();
    expect(store.getState().order?.billRequestedAt).not.toBeNull();
    expect(server.requests('POST', '/bill')).toHaveLength(2);
  });

  it('holds nothing on the phone for a table it has no order at', () => {
    const store = new OrderStore(1, 2);
    expect(store.getState()).toMatchObject({ key: null, order: null, pending: [], sendKey: null });
    localStorage.setItem(orderStoreKey(1, 2), 'not json');
    expect(new OrderStore(1, 2).getState().order).toBeNull();
    localStorage.setItem(orderStoreKey(1, 2), JSON.stringify({ order: tableOrder(), key: 'k' }));
    expect(new OrderStore(1, 2).getState().order?.id).toBe(7);
  });
});
