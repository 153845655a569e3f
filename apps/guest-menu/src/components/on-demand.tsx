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
