import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { holdsPaintedScreen, releasePaintedScreen } from './lib/painted-screen';

/** Hands #root back to the guest once the app's first render is on it (a component: no markup). */
function ReleasePaintedScreen({ container }: { container: HTMLElement }) {
  useEffect(() => releasePaintedScreen(container), [container]);
  return null;
}

/**
 * Starts the app in index.html's #root. When the first paint drew the menu there (first-paint.tsx),
 * React hydrates those nodes: its first render is the same markup, so the page is neither built nor
 * laid out again. Otherwise (the skeleton, a later visit) it draws its own. Should the markup ever
 * differ, React draws its own nodes instead and reports it (onRecoverableError's default: the
 * console and the window's error event).
 *
 * Either way the first render is a transition, so React renders it in slices of a few milliseconds
 * and lets the browser in between them; only the commit is one piece. The page shows the menu's
 * first paint or the skeleton meanwhile, so nothing waits for it, and a phone's main thread is not
 * blocked for the whole render (bench/guest: Lighthouse's Total Blocking Time).
 */
export function startApp(container: HTMLElement): Root {
  const app = (
    <StrictMode>
      <App initialPath={window.location.pathname} />
      <ReleasePaintedScreen container={container} />
    </StrictMode>
  );
  if (holdsPaintedScreen(container)) {
    let root: Root | undefined;
    // (hydrateRoot starts its render at once: called in the transition, it takes the transition's lane)
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root as Root;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
