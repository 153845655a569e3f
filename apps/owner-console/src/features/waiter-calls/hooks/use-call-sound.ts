import { useSyncExternalStore } from 'react';

/**
 * Whether a new waiter call plays the chime: on unless the owner turned it off in this browser (a
 * device's choice: the bar's tablet rings, the owner's phone at home may not). Kept in localStorage,
 * so it holds across reloads and tabs; signing out empties localStorage (spec section 4), and the
 * sound is on again after the next sign-in, the safe side for a feature meant not to miss calls.
 */
export const CALL_SOUND_KEY = 'waiterCallSound';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function isCallSoundOn(): boolean {
  return storage()?.getItem(CALL_SOUND_KEY) !== 'off';
}

export function setCallSoundOn(on: boolean): void {
  try {
    storage()?.setItem(CALL_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // storage full or refused: the choice holds for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab of the console changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key === CALL_SOUND_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The sound setting and its switch, kept in step across the console's places and tabs. */
export function useCallSound(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isCallSoundOn, () => true);
  return [on, setCallSoundOn];
}
