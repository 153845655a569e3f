import { useSyncExternalStore } from 'react';

/**
 * The pending app update found by the service worker. `install` activates the new service worker
 * and reloads the page; it is set by the registration in app/pwa.ts.
 */
let install: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setPendingUpdate(installUpdate: (() => Promise<void>) | null) {
  install = installUpdate;
  for (const listener of listeners) listener();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => install !== null,
    () => false,
  );
}

/** Installs the pending update, or reloads to pick up a new version when none is pending. */
export async function installUpdate() {
  if (install) await install();
  else window.location.reload();
}
