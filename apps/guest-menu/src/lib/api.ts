// The few API calls of the guest page, with plain fetch (no client library: bytes). Types come
// from the contract.
import type { components } from '@tavola/api/schema';
import { type LanguageChoice, languageRequest } from './language';

type Schemas = components['schemas'];
export type PublicMenu = Schemas['PublicMenu'];
/**
 * A public menu as the page may hold it: a copy saved on the device before menus carried
 * `sourceLanguage` lacks it (read it with `sourceLanguageOf`: unknown, never a guess), and one saved
 * before `pdfMenuEnabled` offers no PDF.
 */
export type HeldPublicMenu = Omit<PublicMenu, 'sourceLanguage' | 'pdfMenuEnabled'> &
  Partial<Pick<PublicMenu, 'sourceLanguage' | 'pdfMenuEnabled'>>;
export type TableMenuView = Schemas['TableMenuView'];
export type WaiterCallReceipt = Schemas['WaiterCallReceipt'];
export type AllergenCode = Schemas['AllergenCode'];
export interface ErrorBody {
  code?: string;
  message?: string;
  nextAvailableAt?: string | null;
  retryAfter?: number;
}

/** `/api/v1` on the same origin, or the absolute address of the API when the app is on a CDN. */
export const API_BASE = ((import.meta.env.VITE_API_URL as string | undefined) || '/api/v1').replace(
  /\/$/,
  '',
);

export type Fetched<T> =
  | { kind: 'ok'; data: T; etag: string | null }
  | { kind: 'error'; status: number; body: ErrorBody | null }
  | { kind: 'offline' };

export interface GuestRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * A request the inline script of index.html may have started already (same URL and headers): the
 * page's data, and beside a menu opened by its own address its table's menus (all-menus.ts).
 */
interface Preload {
  url: string;
  headers: Record<string, string>;
  promise: Promise<Response>;
}

declare global {
  interface Window {
    __tavolaPreloads?: Preload[];
  }
}

/** What tells two requests apart: the address and the headers. */
export function requestKey(request: GuestRequest): string {
  return `${request.url} ${JSON.stringify(request.headers ?? {})}`;
}

/** The preload for this request, taken: the first read of an address uses it, later ones ask again. */
function takePreload(request: GuestRequest): Promise<Response> | null {
  const preloads = typeof window === 'undefined' ? undefined : window.__tavolaPreloads;
  const index = preloads?.findIndex((preload) => requestKey(preload) === requestKey(request)) ?? -1;
  return preloads && index >= 0 ? (preloads.splice(index, 1)[0]?.promise ?? null) : null;
}

export function tableMenusRequest(clubId: number, tableId: number): GuestRequest {
  return { url: `${API_BASE}/clubs/${clubId}/menu/tables/${tableId}`, headers: {} };
}

export function publicMenuRequest(
  clubId: number,
  tableId: number,
  menuId: number,
  choice: LanguageChoice,
): GuestRequest {
  const { query, headers } = languageRequest(choice);
  return { url: `${API_BASE}/clubs/${clubId}/menu/tables/${tableId}/menus/${menuId}${query}`, headers };
}

/**
 * GET as JSON. `cache: 'no-cache'` makes the browser revalidate its copy with If-None-Match: an
 * unchanged menu costs a 304 and comes back from the HTTP cache as a 200 with the same ETag.
 */
export async function getJson<T>(request: GuestRequest, { preloaded = true } = {}): Promise<Fetched<T>> {
  let response: Response;
  try {
    response = await ((preloaded ? takePreload(request) : null) ??
      fetch(request.url, { headers: request.headers, cache: 'no-cache' }));
  } catch {
    return { kind: 'offline' };
  }
  return readResponse<T>(response);
}

async function readResponse<T>(response: Response): Promise<Fetched<T>> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    if (response.ok) return { kind: 'error', status: 0, body: null };
  }
  if (response.ok) return { kind: 'ok', data: body as T, etag: response.headers.get('etag') };
  return { kind: 'error', status: response.status, body: body as ErrorBody | null };
}

export async function postJson<T>(path: string, payload: unknown): Promise<Fetched<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.status === 204) return { kind: 'ok', data: null as T, etag: null };
  return readResponse<T>(response);
}

/** The guest's chosen language as a metric (fire and forget: a failure changes nothing for the guest). */
export function logLanguage(language: string): void {
  void postJson('/users/language', { language }).catch(() => undefined);
}
