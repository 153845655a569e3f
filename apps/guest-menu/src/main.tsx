import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { webFontsWanted } from './lib/web-fonts';

// The first render is a transition, so React renders it in slices of a few milliseconds and lets
// the browser in between them; only the commit is one piece. The page shows the menu's first paint
// or the skeleton meanwhile (index.html), so nothing waits for it, and a phone's main thread is not
// blocked for the whole render (bench/guest: Lighthouse's Total Blocking Time).
function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App initialPath={window.location.pathname} />
      </StrictMode>,
    );
  });
}

// The fonts' style sheets only when the service worker serves the files from its cache (a visit
// after the first), awaited before the first render, so the text never changes font under the
// guest's eyes. A first visit paints in the theme font's metric-matched fallback and loads just that
// font's Latin faces after its first paint (ThemeWebFont, lib/web-fonts.ts).
// A style sheet that fails to load (the worker replaced meanwhile) costs the fonts, never the page.
const fonts: Promise<unknown> = webFontsWanted(navigator) ? import('@tavola/ui/fonts') : Promise.resolve();
fonts.catch(() => undefined).then(render);

// The service worker keeps the app for offline visits; registered after load so it never competes
// with the first paint or the menu's request. The page may have loaded already: index.html's
// script starts this module only after the menu's first paint (vite.config.ts, deferredApp).
function registerServiceWorker() {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker);
}
