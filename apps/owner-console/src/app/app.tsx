import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { paths } from '#config/paths.ts';
import { endExpiredSession, handleUnexpectedError } from '#lib/global-errors.ts';
import { createAppQueryClient } from '#lib/query-client.ts';
import { AppProvider, type AppProviderProps } from './provider';
import { RootErrorBoundary } from './root-error-boundary';
import { type AppRouter, createAppRouter } from './router';

export interface ConsoleApp {
  router: AppRouter;
  queryClient: QueryClient;
}

/**
 * Builds the router and the query client and wires the global error handling between them: a 401
 * anywhere ends the session and goes to login (spec section 8).
 */
export function createConsoleApp(options: { initialEntries?: string[] } = {}): ConsoleApp {
  let router: AppRouter | null = null;
  const queryClient = createAppQueryClient({
    onSessionExpired: () => {
      endExpiredSession();
      // Cached data belongs to the ended session; drop it once the page that used it is gone
      // (dropping it earlier would make that page fetch again, and fail again).
      void router?.navigate(paths.auth.login.getHref(), { replace: true }).then(() => queryClient.clear());
    },
    onUnexpectedError: handleUnexpectedError,
  });
  router = createAppRouter(options);
  return { router, queryClient };
}

export function App({ router, queryClient, env }: ConsoleApp & Pick<AppProviderProps, 'env'>) {
  return (
    <AppProvider queryClient={queryClient} env={env}>
      <RootErrorBoundary>
        <RouterProvider router={router} />
      </RootErrorBoundary>
    </AppProvider>
  );
}
