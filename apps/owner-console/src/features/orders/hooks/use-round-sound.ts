import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a new round plays its sound on this device's board: on unless turned off here (the
 * kitchen's tablet rings, the owner's laptop may not). Kept in localStorage, as the calls' sound.
 */
export const ROUND_SOUND_KEY = 'orderRoundSound';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(ROUND_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ROUND_SOUND_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRoundSound(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  const setOn = useCallback((next: boolean) => {
    try {
      globalThis.localStorage?.setItem(ROUND_SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // storage refused: the sound stays on, the safe side for a kitchen
    }
    for (const listener of listeners) listener();
  }, []);
  return [on, setOn];
}
