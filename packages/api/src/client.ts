import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, MissingParameterError } from './errors';
import { operationChecks } from './generated/operation-checks';
import type { paths } from './generated/schema';
import { getToken as getStoredToken } from './session';

/** Request time-out (spec section 9). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Statuses the low-level client retries, when a retry count is set (spec section 9). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 413, 429, 500, 502, 503, 504, 521, 522, 524,
]);
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export type Sleep = (ms: number) => Promise<void>;
const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ApiClientOptions {
  /** Base of the API, e.g. `/api/v1` in the browser or `http://127.0.0.1:8080/api/v1`. */
  baseUrl: string;
  /** Low-level retries on network errors, time-outs and the retryable statuses. Default: none. */
  retries?: number;
  /** Time-out of one attempt in ms. Default 60 000. */
  timeoutMs?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Source of the bearer token (default: the stored session). */
  getToken?: () => string | null | undefined;
  /** Waits between retries (injectable for tests). */
  sleep?: Sleep;
}

/**
 * The typed openapi-fetch client of the contract. Calls resolve with `{ data, response }` on success
 * and REJECT with {@link ApiError} on failure (the `error` field of openapi-fetch is never set), or
 * with {@link MissingParameterError} before sending when a required parameter or body is missing.
 */
export type ApiClient = Client<paths>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: createResilientFetch({
      fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
      retries: options.retries ?? 0,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      sleep: options.sleep ?? defaultSleep,
    }),
  });
  client.use(bearerAuth(options.getToken ?? getStoredToken), throwOnErrorStatus);
  return withRequiredChecks(client);
}

/**
 * Unwraps a call: resolves with the data (failures already reject with ApiError).
 * `const menus = await unwrap(api.GET('/clubs/{clubId}/menu', { params: { path: { clubId } } }))`
 */
export async function unwrap<R extends { response: Response }>(call: Promise<R>): Promise<DataOf<R>> {
  const result = (await call) as R & { data?: DataOf<R> };
  return result.data as DataOf<R>;
}
export type DataOf<R> = R extends { data: infer D } ? D : never;

/** Adds `Authorization: Bearer <token>` when a token is stored (spec section 6). */
function bearerAuth(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

/** Turns every non-2xx answer into a thrown ApiError carrying the parsed error body. */
const throwOnErrorStatus: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    let body: unknown = text || null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (e.g. a proxy's HTML page): keep the text
      }
    }
    throw new ApiError({ status: response.status, statusText: response.statusText, body, response });
  },
};

interface ResilientFetchOptions {
  fetch: (input: Request) => Promise<Response>;
  retries: number;
  timeoutMs: number;
  sleep: Sleep;
}

type Attempt = { response: Response; failure?: undefined } | { response?: undefined; failure: ApiError };

/**
 * fetch with a time-out per attempt and, only when `retries` > 0, retries with backoff on network
 * errors, time-outs and the retryable statuses. Network failures and time-outs reject with an ApiError
 * (status 0); a cancellation by the caller's signal rejects as is and is never retried.
 */
function createResilientFetch(options: ResilientFetchOptions) {
  return async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    for (let attempt = 0; ; attempt++) {
      const outcome = await attemptOnce(request.clone(), request.signal, options);
      const retryable = outcome.failure !== undefined || RETRYABLE_STATUSES.has(outcome.response.status);
      if (!retryable || attempt >= options.retries) {
        if (outcome.failure) throw outcome.failure;
        return outcome.response;
      }
      await outcome.response?.body?.cancel().catch(() => undefined);
      await options.sleep(backoffDelay(attempt));
      request.signal.throwIfAborted();
    }
  };
}

async function attemptOnce(
  request: Request,
  callerSignal: AbortSignal,
  { fetch, timeoutMs }: ResilientFetchOptions,
): Promise<Attempt> {
  callerSignal.throwIfAborted();
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(callerSignal.reason);
  callerSignal.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  // The timer stays armed after the headers arrive so that a stalled body also times out; unref'd so
  // that it never keeps a Node process alive.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  (timer as { unref?: () => void }).unref?.();
  try {
    return { response: await fetch(new Request(request, { signal: controller.signal })) };
  } catch (error) {
    clearTimeout(timer);
    if (callerSignal.aborted) throw error;
    if (timedOut) {
      return {
        failure: new ApiError({ kind: 'timeout', status: 0, statusText: 'Request timed out', cause: error }),
      };
    }
    return {
      failure: new ApiError({ kind: 'network', status: 0, statusText: 'Network error', cause: error }),
    };
  } finally {
    callerSignal.removeEventListener('abort', forwardAbort);
  }
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

function isMissing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

interface CallInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
}

/** Spec section 5: each call requires its path parameters and body to be present. */
export function assertRequiredParameters(method: string, path: string, init: unknown): void {
  const check = operationChecks[`${method.toUpperCase()} ${path}`];
  if (!check) return;
  const [operationId, bodyName, ...requiredQuery] = check;
  const { params, body } = (init ?? {}) as CallInit;
  // the path parameters: the names between the template's braces ("/clubs/{clubId}" → clubId)
  for (const name of path.match(/[^{}]+(?=\})/g) ?? []) {
    if (isMissing(params?.path?.[name])) throw new MissingParameterError(name, operationId);
  }
  for (const name of requiredQuery) {
    if (isMissing(params?.query?.[name])) throw new MissingParameterError(name, operationId);
  }
  if (bodyName !== null && (body === undefined || body === null)) {
    throw new MissingParameterError(bodyName, operationId);
  }
}

type AnyCall = (url: string, init?: unknown) => Promise<unknown>;

function withRequiredChecks(client: ApiClient): ApiClient {
  const checked: Record<string, unknown> = { ...client };
  const source = client as unknown as Record<string, AnyCall>;
  for (const method of METHODS) {
    const send = source[method] as AnyCall;
    checked[method] = async (url: string, init?: unknown) => {
      assertRequiredParameters(method, url, init);
      return send(url, init);
    };
  }
  checked.request = async (method: string, url: string, init?: unknown) => {
    assertRequiredParameters(method, url, init);
    return (client.request as unknown as (m: string, u: string, i?: unknown) => Promise<unknown>)(
      method,
      url,
      init,
    );
  };
  return checked as unknown as ApiClient;
}
