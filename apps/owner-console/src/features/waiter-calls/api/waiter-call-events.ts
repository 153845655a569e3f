import { getToken } from '@tavola/api/session';
import { EventSource } from 'eventsource';
import { apiBaseUrl } from '#lib/api.ts';
import { type OrderStreamEvent, parseOrderEvent } from '#lib/order-events.ts';
import type { WaiterCall } from './list-waiter-calls';

/**
 * `streamWaiterCalls`: one Server-Sent Events connection for every club of the user. The browser's
 * own EventSource cannot send the bearer token, so this uses the `eventsource` package (the same
 * WHATWG EventSource, with a `fetch` hook for the Authorization header).
 *
 * It reconnects by itself after a dropped connection (the library, with the server's retry hint),
 * and after an HTTP error too (here, 1 s doubling to 30 s), except when the server says to stop:
 * 401 (the session ended: `onDisconnect(true)`, and the console ends the session) or 204 (the SSE
 * spec's "do not reconnect").
 *
 * A console is left open for hours, often in a background tab, and a connection can die without a
 * word: a laptop's sleep, a change of network, a proxy or NAT that forgets an idle stream. No error
 * comes then, and without a check the console would wait for events that never arrive. So
 * (docs/decisions/029-waiter-calls-everywhere.md):
 * - every byte from the server counts as a sign of life, the server's `: keep-alive` comment every
 *   25 s included; after `heartbeatTimeoutMs` (60 s) of silence the connection is taken as dead and
 *   opened again;
 * - when the tab becomes visible again after more than `staleAfterMs` (30 s) of silence, and when the
 *   browser is back online, it is opened again at once, without waiting for timers that a background
 *   tab slows down to once a minute.
 * Each new connection calls `onOpen`, where the console reads the open calls again.
 *
 * The same connection carries the clubs' `order` events (docs/decisions/056): one stream per tab
 * for calls and orders alike, so a board does not open a second one.
 */
export interface WaiterCallStreamHandlers {
  /** connected (again): what happened while away must be read again (listWaiterCalls) */
  onOpen(): void;
  onCall(call: WaiterCall): void;
  /** a waiter said "On my way" */
  onTaken(call: WaiterCall): void;
  onDone(call: WaiterCall): void;
  /** an order of one of the clubs changed: a new round, another change, or closed */
  onOrder?(event: OrderStreamEvent): void;
  /** the connection was lost; `final` when no reconnection will be tried */
  onDisconnect(final: boolean): void;
}

export interface WaiterCallStream {
  close(): void;
}

export interface WaiterCallStreamOptions {
  /** defaults to the API's `/waiter-calls/events` */
  url?: string;
  /** first wait before reconnecting after an HTTP error, doubled each time up to 30 s */
  firstRetryMs?: number;
  /** silence after which the connection is taken as dead (the server speaks every 25 s) */
  heartbeatTimeoutMs?: number;
  /** silence after which a tab coming back to the foreground opens the connection again */
  staleAfterMs?: number;
  /** the clock (tests move it) */
  now?: () => number;
}

export type OpenWaiterCallStream = (
  handlers: WaiterCallStreamHandlers,
  options?: WaiterCallStreamOptions,
) => WaiterCallStream;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const STOP_STATUSES = new Set([204, 401, 403]);
/** two of the server's keep-alives (25 s) missed, and some slack */
const HEARTBEAT_TIMEOUT_MS = 60_000;
const STALE_AFTER_MS = 30_000;

/**
 * `response` whose body notes, chunk by chunk, that the server is still there. Comments such as
 * the keep-alive are never handed over by EventSource, so the bytes are watched below it.
 */
function watchedResponse(response: Response, heard: () => void): Response {
  if (response.status !== 200 || !response.body) return response;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        heard();
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function parseCall(data: string): WaiterCall | null {
  try {
    const call = JSON.parse(data) as WaiterCall;
    return typeof call?.id === 'number' && typeof call.clubId === 'number' ? call : null;
  } catch {
    return null;
  }
}

export const openWaiterCallStream: OpenWaiterCallStream = (handlers, options = {}) => {
  const url = options.url ?? `${apiBaseUrl}/waiter-calls/events`;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const now = options.now ?? Date.now;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let closed = false;
  let stopped = false;
  /** when the server was last heard (any byte), or the connection last tried */
  let lastHeard = now();
  const heard = () => {
    lastHeard = now();
  };

  const connect = () => {
    clearTimeout(retryTimer);
    source?.close();
    source = null;
    const token = getToken();
    if (closed) return;
    if (!token) {
      stopped = true;
      return handlers.onDisconnect(true);
    }
    heard();
    const current = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Bearer ${token}` } }).then(
          (response) => watchedResponse(response, () => source === current && heard()),
        ),
    });
    source = current;
    current.addEventListener('open', () => {
      retryMs = firstRetryMs;
      heard();
      handlers.onOpen();
    });
    current.addEventListener('call', (event) => {
      const call = parseCall(event.data);
      if (call) handlers.onCall(call);
    });
    current.addEventListener('taken', (event) => {
      const call = parseCall(event.data);
      if (call) handlers.onTaken(call);
    });
    current.addEventListener('done', (event) => {
      const call = parseCall(event.data);
      if (call) handlers.onDone(call);
    });
    current.addEventListener('order', (event) => {
      const order = parseOrderEvent(event.data);
      if (order) handlers.onOrder?.(order);
    });
    current.addEventListener('error', (event) => {
      if (closed || source !== current) return;
      // CONNECTING: the library tries again by itself; CLOSED: it gave up (an HTTP error)
      if (current.readyState !== EventSource.CLOSED) return handlers.onDisconnect(false);
      const final = event.code !== undefined && STOP_STATUSES.has(event.code);
      stopped = final;
      handlers.onDisconnect(final);
      if (final) return;
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  /** the connection is given up for a new one at once (the old one may be dead without knowing) */
  const reconnectNow = () => {
    if (closed || stopped) return;
    if (source?.readyState === EventSource.OPEN) handlers.onDisconnect(false);
    retryMs = firstRetryMs;
    connect();
  };

  // a dead connection says nothing: silence longer than the server's keep-alives means it is gone.
  // Checked against the clock, since a background tab runs this timer late (at most once a minute).
  const watchdog = setInterval(
    () => {
      if (now() - lastHeard >= heartbeatTimeoutMs) reconnectNow();
    },
    Math.max(Math.floor(heartbeatTimeoutMs / 4), 10),
  );
  const onVisible = () => {
    if (document.visibilityState === 'visible' && now() - lastHeard >= staleAfterMs) reconnectNow();
  };
  // a network that comes back: the old connection went down with the old one
  const onOnline = () => reconnectNow();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(watchdog);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      source?.close();
    },
  };
};
