// The table order's operations (joinTableOrder, getTableOrder, putOrderLine, deleteOrderLine,
// sendOrderRound, askForBill) with plain fetch, as the rest of the guest page: the keys travel in
// headers (docs/decisions/057), never in the address. Types come from the contract.
import type { components } from '@tavola/api/schema';
import { API_BASE } from '../../lib/api';

type Schemas = components['schemas'];
export type TableOrder = Schemas['TableOrder'];
export type OrderLine = Schemas['OrderLine'];
export type OrderRound = Schemas['OrderRound'];
export type OrderGuest = Schemas['OrderGuest'];
export type OrderJoin = Schemas['OrderJoin'];
export type OrderLineInput = Schemas['OrderLineInput'];
export type OrderLineOption = Schemas['OrderLineOption'];
export type OrderLineProblem = Schemas['OrderLineProblem'];
export type OrderRefusal = Schemas['OrderRefusal'];
export type RoundStatus = Schemas['RoundStatus'];
export type OrderStation = Schemas['OrderStation'];

/** An error's body: the contract's code and message, and what some errors add. */
export interface OrderErrorBody {
  code?: string;
  message?: string;
  retryAfter?: number;
  lines?: OrderRefusal['lines'];
}

export type OrderAnswer<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'error'; status: number; body: OrderErrorBody | null }
  /** no answer: offline, or the connection dropped (the request may have reached the server) */
  | { kind: 'offline' };

/** Keys in headers: the table's for joining, the phone's own for everything after. */
export type OrderKeys = { 'x-table-key': string } | { 'x-order-key': string };

async function request<T>(
  method: string,
  path: string,
  keys: OrderKeys,
  body?: unknown,
  signal?: AbortSignal,
): Promise<OrderAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...keys,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal,
    });
  } catch {
    return { kind: 'offline' };
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // an answer that is not JSON (a proxy's error page): its status says enough
  }
  if (response.ok && data !== null) return { kind: 'ok', status: response.status, data: data as T };
  return { kind: 'error', status: response.status, body: data as OrderErrorBody | null };
}

const orderPath = (clubId: number, tableId: number) => `/clubs/${clubId}/menu/tables/${tableId}/order`;

export function joinTableOrder(clubId: number, tableId: number, tableKey: string, name: string | null) {
  return request<OrderJoin>(
    'POST',
    `${orderPath(clubId, tableId)}/guests`,
    { 'x-table-key': tableKey },
    { name },
  );
}

/** With `known`, the server answers once the order's version differs from it (up to 25 s). */
export function getTableOrder(
  clubId: number,
  tableId: number,
  orderKey: string,
  known: number | null,
  signal?: AbortSignal,
) {
  const query = known === null ? '' : `?known=${known}`;
  return request<TableOrder>(
    'GET',
    `${orderPath(clubId, tableId)}${query}`,
    { 'x-order-key': orderKey },
    undefined,
    signal,
  );
}

export function putOrderLine(
  clubId: number,
  tableId: number,
  orderKey: string,
  clientLineId: string,
  line: OrderLineInput,
) {
  return request<TableOrder>(
    'PUT',
    `${orderPath(clubId, tableId)}/lines/${encodeURIComponent(clientLineId)}`,
    { 'x-order-key': orderKey },
    line,
  );
}

export function deleteOrderLine(clubId: number, tableId: number, orderKey: string, clientLineId: string) {
  return request<TableOrder>(
    'DELETE',
    `${orderPath(clubId, tableId)}/lines/${encodeURIComponent(clientLineId)}`,
    {
      'x-order-key': orderKey,
    },
  );
}

export function sendOrderRound(clubId: number, tableId: number, orderKey: string, idempotencyKey: string) {
  return request<TableOrder>(
    'POST',
    `${orderPath(clubId, tableId)}/rounds`,
    { 'x-order-key': orderKey },
    { idempotencyKey },
  );
}

export function askForBill(clubId: number, tableId: number, orderKey: string) {
  return request<TableOrder>('POST', `${orderPath(clubId, tableId)}/bill`, { 'x-order-key': orderKey });
}
