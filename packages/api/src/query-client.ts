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

export interface QueryClientHandlers {
  /** Any failed query or mutation except a 401 (the console shows "An error occurred" and reports it). */
  onError?: (error: unknown) => void;
  /** A 401 on any query or mutation (the console clears the session and goes to login). */
  onUnauthorized?: (error: ApiError) => void;
}

export function createQueryClient({ onError, onUnauthorized }: QueryClientHandlers = {}): QueryClient {
  const handle = (error: unknown) => {
    if (isApiError(error) && error.status === 401) onUnauthorized?.(error);
    else onError?.(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
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
