// One read of a guest page with its offline fallback: a fresh answer is saved on the device; when
// the network fails (or the server is unreachable behind a proxy) the saved copy is shown instead.
import { type ErrorBody, type Fetched, type GuestRequest, getJson } from './api';
import { readCopy, saveCopy } from './saved-copies';

export type Loaded<T> =
  | { kind: 'fresh'; data: T; etag: string | null; savedAt: string }
  /** a saved copy shown because the network failed (`offline`) or the server did not answer */
  | { kind: 'saved'; data: T; savedAt: string; offline: boolean }
  | { kind: 'error'; status: number; body: ErrorBody | null }
  | { kind: 'offline' };

const UNREACHABLE = new Set([0, 502, 503, 504]);

export function withFallback<T>(result: Fetched<T>, copyKey: string, now: Date = new Date()): Loaded<T> {
  if (result.kind === 'ok') {
    saveCopy(copyKey, result.data, now);
    return { kind: 'fresh', data: result.data, etag: result.etag, savedAt: now.toISOString() };
  }
  const unreachable = result.kind === 'offline' || UNREACHABLE.has(result.status);
  if (unreachable) {
    const copy = readCopy<T>(copyKey);
    if (copy)
      return { kind: 'saved', data: copy.data, savedAt: copy.savedAt, offline: result.kind === 'offline' };
  }
  return result.kind === 'offline'
    ? { kind: 'offline' }
    : { kind: 'error', status: result.status, body: result.body };
}

export async function load<T>(
  request: GuestRequest,
  copyKey: string,
  options?: { preloaded?: boolean },
): Promise<Loaded<T>> {
  return withFallback(await getJson<T>(request, options), copyKey);
}
