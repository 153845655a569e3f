import { type RefObject, useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Keeps unsaved edits from being lost: a navigation inside the console (another page, another
 * language in `?lang=`) is held for the owner's answer, and closing or reloading the tab asks the
 * browser's own question. `bypass` lets the screen navigate itself after it saved or removed.
 */
export function useUnsavedChangesGuard(dirty: boolean): { blocker: Blocker; bypass: RefObject<boolean> } {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a return value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { blocker, bypass };
}
