import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError, MissingParameterError } from './errors';

/** Automatic retries of queries and mutations (spec section 9). */
export const MAX_RETRIES = 3;
/** Cached data lifetime (spec section 9). */
export const CACHE_LIFETIME_MS = 5 * 60_000;
/**
 * How long fetched data counts as fresh. Mutations invalidate what they change, so within a minute
 * going back and forth between menu, section and item pages reuses the cache without a request; after
 * that a page shows the cached data at once and refreshes it in the background, which picks up
 * changes made elsewhere (another device, the team, the payment provider).
 */
export const STALE_TIME_MS = 60_000;

/** Never retry 4xx answers (nor calls missing a parameter); otherwise up to 3 retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof MissingParameterError) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s ... doubling, capped at 30 s (`failureCount` starts at 0). */
export function retryDelay(failureCount: number): number {
  return Math.min(1_000 * 2 ** failureCount, 30_000);
}

/**
 * `meta.handlesErrors` on a query or mutation tells the global handlers that the screen shows the
 * failure itself: `true` for every failure, or the HTTP statuses it handles (e.g. login's 401, which
 * means wrong credentials there, not an expired session).
 */
export interface ApiCallMeta extends Record<string, unknown> {
  handlesErrors?: true | readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiCallMeta;
    mutationMeta: ApiCallMeta;
  }
}

export function isHandledByScreen(error: unknown, meta: ApiCallMeta | undefined): boolean {
  const handled = meta?.handlesErrors;
  if (handled === true) return true;
  if (!handled) return false;
  return isApiError(error) && handled.includes(error.status);
}

export interface QueryClientHandlers {
  /** Any failed query or mutation except a 401, unless its screen handles it (`meta.handlesErrors`). */
  onError?: (error: unknown) => void;
  /** A 401 on any query or mutation whose screen does not handle it (the session is over). */
  onUnauthorized?: (error: ApiError) => void;
}

export function createQueryClient({ onError, onUnauthorized }: QueryClientHandlers = {}): QueryClient {
  const handle = (error: unknown, meta: ApiCallMeta | undefined) => {
    if (isHandledByScreen(error, meta)) return;
    if (isApiError(error) && error.status === 401) onUnauthorized?.(error);
    else onError?.(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
        gcTime: CACHE_LIFETIME_MS,
        staleTime: STALE_TIME_MS,
      },
      mutations: {
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
