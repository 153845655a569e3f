import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@tavola/ui/fonts';
import '@tavola/ui/styles.css';
import { i18n, setupI18n } from '@tavola/i18n/setup';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createConsoleApp } from './app/app';
import { prefetchFirstPageData } from './app/first-page-data';
import { loadRouteCode } from './app/load-route-code';
import { canHydrate } from './app/prerendered-page';
import { registerServiceWorker } from './app/pwa';
import { routes } from './app/router';
import { afterPageLoad } from './lib/after-page-load';
import { initSentry } from './lib/sentry';

void initSentry();

// The remembered language is loaded before the first render, so texts never flash in English.
setupI18n().finally(async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  let hydrate = canHydrate({
    drawnFor: container.dataset.prerendered,
    pathname: window.location.pathname,
    search: window.location.search,
    historyState: window.history.state,
    locale: i18n.locale,
  });
  // a sign-in page drawn at build time is hydrated by the same tree: its route's code first (if
  // that cannot come, the app draws afresh, and the route shows the failure as any page does)
  if (hydrate)
    hydrate = await loadRouteCode(routes, window.location.pathname).then(
      () => true,
      () => false,
    );
  const app = createConsoleApp();
  prefetchFirstPageData(app.queryClient, routes, window.location.pathname);
  const tree = (
    <StrictMode>
      <App {...app} />
    </StrictMode>
  );
  if (hydrate) {
    // in a transition, as React Router's framework mode does: React hydrates in slices, and a
    // phone's main thread stays free for the person's first tap (which React hydrates first)
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  } else {
    container.replaceChildren();
    delete container.dataset.prerendered;
    createRoot(container).render(tree);
  }
  // The drawn page was inert: what a person typed there would have been lost to the app, and a
  // form sent without it would carry the password in the address. React takes events from now on.
  container.inert = false;
  if (import.meta.env.PROD) afterPageLoad(registerServiceWorker);
});
