import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@tavola/api/query-client';

export interface AppQueryClientHandlers {
  /** A 401 anywhere: the session is over. */
  onSessionExpired: () => void;
  /** Any other failure nobody handles on screen. */
  onUnexpectedError: (error: unknown) => void;
}

/**
 * The console's query client: the defaults of @tavola/api (spec section 9) plus the global error
 * handling of spec section 8. Calls whose screen shows the failure itself opt out with
 * `meta: { handlesErrors }` (see @tavola/api/query-client).
 */
export function createAppQueryClient({
  onSessionExpired,
  onUnexpectedError,
}: AppQueryClientHandlers): QueryClient {
  return createQueryClient({
    onUnauthorized: () => onSessionExpired(),
    onError: (error) => onUnexpectedError(error),
  });
}
