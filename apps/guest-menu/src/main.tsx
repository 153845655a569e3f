import './styles.css';
import { webFontsWanted } from './lib/web-fonts';
import { startApp } from './start-app';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // a club's public page, drawn by the server with its data beside it: its own code hydrates it
  const page = document.getElementById('tavola-club-page');
  if (page) import('./features/club-page/hydrate').then((module) => module.hydrateClubPage(container, page));
  else startApp(container);
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
