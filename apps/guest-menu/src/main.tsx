import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { webFontsWanted } from './lib/web-fonts';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App initialPath={window.location.pathname} />
    </StrictMode>,
  );
}

// Web fonts only when the service worker serves them from its cache (a visit after the first): on a
// first visit over a weak signal they would compete with the app and the menu for the bandwidth and
// still arrive after the first paint (font-display: optional skips them). Their style sheet is
// awaited before the first render, so the text never changes font under the guest's eyes.
// A style sheet that fails to load (the worker replaced meanwhile) costs the fonts, never the page.
const fonts: Promise<unknown> = webFontsWanted(navigator) ? import('@tavola/ui/fonts') : Promise.resolve();
fonts.catch(() => undefined).then(render);

// The service worker keeps the app for offline visits; registered after load so it never competes
// with the first paint or the menu's request.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
