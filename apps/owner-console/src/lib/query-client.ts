import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@tavola/api/errors';
import { createQueryClient } from '@tavola/api/query-client';

/**
 * `meta.handlesErrors` on a query or mutation tells the global handler that the screen shows the
 * failure itself: `true` for every failure, or the HTTP statuses it handles (e.g. login's 401).
 */
export interface AppMeta extends Record<string, unknown> {
  handlesErrors?: true | readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export function isHandledByScreen(error: unknown, meta: AppMeta | undefined): boolean {
  const handled = meta?.handlesErrors;
  if (handled === true) return true;
  if (!handled) return false;
  return isApiError(error) && handled.includes(error.status);
}

export interface AppQueryClientHandlers {
  /** A 401 anywhere: the session is over. */
  onSessionExpired: () => void;
  /** Any other failure nobody handles on screen. */
  onUnexpectedError: (error: unknown) => void;
}

/**
 * The console's query client: the defaults of @tavola/api (spec section 9) plus the global error
 * handling of spec section 8, skipped for calls whose screen handles the error (`meta.handlesErrors`).
 */
export function createAppQueryClient({
  onSessionExpired,
  onUnexpectedError,
}: AppQueryClientHandlers): QueryClient {
  const queryClient = createQueryClient({
    onUnauthorized: () => onSessionExpired(),
    onError: (error) => onUnexpectedError(error),
  });

  // createQueryClient's handlers receive only the error; screen opt-outs need the query's or
  // mutation's meta, so the cache hooks check it before delegating.
  const queryCache = queryClient.getQueryCache();
  const onQueryError = queryCache.config.onError;
  queryCache.config.onError = (error, query: Query<unknown, unknown, unknown>) => {
    if (!isHandledByScreen(error, query.meta)) onQueryError?.(error, query);
  };
  const mutationCache = queryClient.getMutationCache();
  const onMutationError = mutationCache.config.onError;
  mutationCache.config.onError = (
    error,
    variables,
    onMutateResult,
    mutation: Mutation<unknown, unknown, unknown>,
    context,
  ) => {
    if (!isHandledByScreen(error, mutation.meta))
      onMutationError?.(error, variables, onMutateResult, mutation, context);
  };
  return queryClient;
}
