import { setSession } from '@tavola/api/session';
import { activateLanguage } from '@tavola/i18n/setup';
import { render } from '@testing-library/react';
import { App, createConsoleApp } from '../app/app';

export interface RenderAppOptions {
  /** Signs in with this token first (see fake-api.ts for the scenarios). */
  token?: string;
  /** the stored admin flag that goes with the token */
  isAdmin?: boolean;
}

/** Renders the whole console (router, providers, real API client) at `path`. */
export async function renderApp(path: string, { token, isAdmin = false }: RenderAppOptions = {}) {
  await activateLanguage('en', { remember: false });
  if (token) setSession({ token, isAdmin });
  const app = createConsoleApp({ initialEntries: [path] });
  // Failures surface at once in tests instead of after the production backoff (1 s, 2 s, 4 s).
  const defaults = app.queryClient.getDefaultOptions();
  app.queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  const view = render(<App {...app} env="test" />);
  return { ...app, ...view };
}
