import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a part of the page loaded on demand (docs: the guest page's JavaScript budget),
 * that must never break the page when its file cannot be loaded (offline before the service worker
 * has it, a release that replaced it): `fallback` is drawn instead (nothing, by default).
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P> = () => null,
) {
  return lazy(() => load().catch(() => ({ default: fallback })));
}

/**
 * Fetches a part's file once the page is idle, so it is there before the guest asks for it; not on
 * Save-Data (the guest may never ask).
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => {
    load().catch(() => undefined);
  });
}
