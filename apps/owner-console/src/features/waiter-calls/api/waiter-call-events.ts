import { getToken } from '@tavola/api/session';
import { EventSource } from 'eventsource';
import { apiBaseUrl } from '#lib/api.ts';
import type { WaiterCall } from './list-waiter-calls';

/**
 * `streamWaiterCalls`: one Server-Sent Events connection for every club of the user. The browser's
 * own EventSource cannot send the bearer token, so this uses the `eventsource` package (the same
 * WHATWG EventSource, with a `fetch` hook for the Authorization header).
 *
 * It reconnects by itself after a dropped connection (the library, with the server's retry hint),
 * and after an HTTP error too (here, 1 s doubling to 30 s), except when the server says to stop:
 * 401 (the session ended; the next API call takes the user to login) or 204 (the SSE spec's "do not
 * reconnect").
 */
export interface WaiterCallStreamHandlers {
  /** connected (again): what happened while away must be read again (listWaiterCalls) */
  onOpen(): void;
  onCall(call: WaiterCall): void;
  onDone(call: WaiterCall): void;
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
}

export type OpenWaiterCallStream = (
  handlers: WaiterCallStreamHandlers,
  options?: WaiterCallStreamOptions,
) => WaiterCallStream;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const STOP_STATUSES = new Set([204, 401, 403]);

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
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let closed = false;

  const connect = () => {
    const token = getToken();
    if (closed) return;
    if (!token) return handlers.onDisconnect(true);
    const current = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Bearer ${token}` } }),
    });
    source = current;
    current.addEventListener('open', () => {
      retryMs = firstRetryMs;
      handlers.onOpen();
    });
    current.addEventListener('call', (event) => {
      const call = parseCall(event.data);
      if (call) handlers.onCall(call);
    });
    current.addEventListener('done', (event) => {
      const call = parseCall(event.data);
      if (call) handlers.onDone(call);
    });
    current.addEventListener('error', (event) => {
      if (closed || source !== current) return;
      // CONNECTING: the library tries again by itself; CLOSED: it gave up (an HTTP error)
      if (current.readyState !== EventSource.CLOSED) return handlers.onDisconnect(false);
      const final = event.code !== undefined && STOP_STATUSES.has(event.code);
      handlers.onDisconnect(final);
      if (final) return;
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    },
  };
};
