import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setSession } from '@tavola/api/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaiterCall } from './list-waiter-calls';
import {
  openWaiterCallStream,
  type WaiterCallStream,
  type WaiterCallStreamHandlers,
} from './waiter-call-events';

const call: WaiterCall = {
  id: 7,
  clubId: 1,
  clubName: 'Trattoria da Mario',
  tableId: 4,
  tableName: 'T4',
  zoneName: 'Terrace',
  menuId: 3,
  createdAt: '2030-06-01T20:00:00.000Z',
  doneAt: null,
  takenAt: null,
  takenByName: null,
  reason: 'waiter',
};

/** A stand-in for streamWaiterCalls: each connection is handled by the next entry of `script`. */
let script: ((res: ServerResponse, authorization: string | undefined) => void)[] = [];
let connections = 0;
let server: Server;
let url = '';
let stream: WaiterCallStream | null = null;

beforeEach(async () => {
  connections = 0;
  server = createServer((req, res) => {
    const step = script[connections] ?? ((response: ServerResponse) => response.writeHead(204).end());
    connections += 1;
    step(res, req.headers.authorization);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/waiter-calls/events`;
  setSession({ token: 'live-token', isAdmin: false });
});

afterEach(async () => {
  stream?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const eventStream = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });

function recorder() {
  const seen: string[] = [];
  const handlers: WaiterCallStreamHandlers = {
    onOpen: () => seen.push('open'),
    onCall: (received) => seen.push(`call ${received.id} ${received.tableName}`),
    onTaken: (received) => seen.push(`taken ${received.id} ${received.takenByName}`),
    onDone: (received) => seen.push(`done ${received.id}`),
    onOrder: (received) => seen.push(`order ${received.orderId} ${received.event}`),
    onDisconnect: (final) => seen.push(final ? 'stopped' : 'lost'),
  };
  return { seen, handlers };
}

describe('the waiter-call event stream', () => {
  it('sends the bearer token, hands over calls, taken and done calls, and reconnects after a drop', async () => {
    const tokens: (string | undefined)[] = [];
    script = [
      (res, authorization) => {
        tokens.push(authorization);
        eventStream(res);
        // a short retry so that the reconnection does not wait the default few seconds
        res.write('retry: 20\n\n: keep-alive\n\n');
        res.write(`event: call\ndata: ${JSON.stringify(call)}\n\n`);
        res.write('event: call\ndata: not json\n\n');
        res.write(
          `event: taken\ndata: ${JSON.stringify({ ...call, takenAt: '2030-06-01T20:00:30.000Z', takenByName: 'Anna' })}\n\n`,
        );
        res.end(`event: done\ndata: ${JSON.stringify({ ...call, doneAt: '2030-06-01T20:01:00.000Z' })}\n\n`);
      },
      (res, authorization) => {
        tokens.push(authorization);
        eventStream(res);
        res.write('\n');
      },
    ];
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url });
    await vi.waitFor(() => expect(seen.filter((entry) => entry === 'open')).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(seen).toEqual(['open', 'call 7 T4', 'taken 7 Anna', 'done 7', 'lost', 'open']);
    expect(tokens).toEqual(['Bearer live-token', 'Bearer live-token']);
  });

  it('hands over order events on the same connection, ignoring what it cannot read', async () => {
    const order = { clubId: 1, orderId: 12, tableId: 4, version: 3, event: 'round' };
    script = [
      (res) => {
        eventStream(res);
        res.write(`event: order\ndata: ${JSON.stringify(order)}\n\n`);
        res.write(`event: order\ndata: ${JSON.stringify({ ...order, event: 'draft' })}\n\n`);
        res.write('event: order\ndata: not json\n\n');
        res.write(`event: order\ndata: ${JSON.stringify({ ...order, version: 4, event: 'closed' })}\n\n`);
      },
    ];
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url });
    await vi.waitFor(() => expect(seen).toEqual(['open', 'order 12 round', 'order 12 closed']), {
      timeout: 10_000,
    });
    expect(connections).toBe(1);
  });

  it('tries again after a server error, and stops for good on 401', async () => {
    script = [
      (res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{}'),
      (res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{}'),
    ];
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url, firstRetryMs: 10 });
    await vi.waitFor(() => expect(seen).toEqual(['lost', 'stopped']), { timeout: 10_000 });
    // nothing more is tried after a 401
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toBe(2);
  });

  it('does not connect without a session', () => {
    localStorage.clear();
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url });
    expect(seen).toEqual(['stopped']);
    expect(connections).toBe(0);
  });
});

describe('the waiter-call event stream left open for hours (issue 48)', () => {
  /** the stream's first bytes, as the server sends them, then nothing more */
  const silentAfterHello = (res: ServerResponse) => {
    eventStream(res);
    res.write(': connected\nretry: 3000\n\n');
  };

  it('takes a silent connection as dead and opens a new one', async () => {
    // the first connection says hello and then nothing, never closing: a dead network path
    script = [silentAfterHello, silentAfterHello];
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url, heartbeatTimeoutMs: 300 });
    await vi.waitFor(() => expect(seen).toEqual(['open', 'lost', 'open']), { timeout: 10_000 });
    expect(connections).toBe(2);
  });

  it("keeps a connection that the server's keep-alive comments show alive", async () => {
    let keepAlives = 0;
    script = [
      (res) => {
        silentAfterHello(res);
        const timer = setInterval(() => {
          keepAlives += 1;
          res.write(': keep-alive\n\n');
        }, 50);
        res.on('close', () => clearInterval(timer));
      },
    ];
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url, heartbeatTimeoutMs: 300 });
    // past three times the timeout, on the server's clock
    await vi.waitFor(() => expect(keepAlives).toBeGreaterThan(20), { timeout: 10_000 });
    expect(seen).toEqual(['open']);
    expect(connections).toBe(1);
  });

  it('opens a new connection when the tab comes back after a long silence, not after a short one', async () => {
    script = [silentAfterHello, silentAfterHello];
    let clock = 1_000_000;
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url, staleAfterMs: 30_000, now: () => clock });
    await vi.waitFor(() => expect(seen).toEqual(['open']));

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    clock += 10_000;
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual(['open']);

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    // an hour in the background, in which timers ran late or not at all
    clock += 60 * 60_000;
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(seen).toEqual(['open', 'lost', 'open']), { timeout: 10_000 });
    expect(connections).toBe(2);
  });

  it('opens a new connection when the browser is back online', async () => {
    script = [silentAfterHello, silentAfterHello];
    const { seen, handlers } = recorder();
    stream = openWaiterCallStream(handlers, { url });
    await vi.waitFor(() => expect(seen).toEqual(['open']));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(seen).toEqual(['open', 'lost', 'open']), { timeout: 10_000 });
    expect(connections).toBe(2);
  });
});
