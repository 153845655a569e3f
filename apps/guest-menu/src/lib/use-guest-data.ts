import { useCallback, useEffect, useRef, useState } from 'react';
import { type GuestRequest, requestKey as keyOfRequest } from './api';
import { settledFirstLoad, takeFirstLoad } from './first-load';
import { type Loaded, load } from './load';

export type GuestData<T> = { kind: 'loading' } | Loaded<T>;

/**
 * The next state after a read. An unchanged answer (same ETag) keeps the state as it is, so nothing
 * renders again; a refresh that fails while a menu is shown keeps showing it, as a saved copy.
 */
export function nextState<T>(previous: GuestData<T>, result: Loaded<T>): GuestData<T> {
  if (result.kind === 'fresh') {
    if (previous.kind === 'fresh' && previous.etag && previous.etag === result.etag) return previous;
    return result;
  }
  const unreachable =
    result.kind === 'offline' || result.kind === 'saved' || (result.kind === 'error' && result.status >= 500);
  if (unreachable && (previous.kind === 'fresh' || previous.kind === 'saved')) {
    const offline = result.kind === 'offline' || (result.kind === 'saved' && result.offline);
    return { kind: 'saved', data: previous.data, savedAt: previous.savedAt, offline };
  }
  return result;
}

/**
 * A guest page's data: read once (taking the request index.html started, if any, and starting from
 * its answer when the first paint already has it), read again every `refreshSeconds` (0 = never)
 * without going back to the skeleton, and read again on retry.
 */
export function useGuestData<T>(
  request: GuestRequest,
  copyKey: string,
  refreshSeconds: (data: T) => number = () => 0,
): { state: GuestData<T>; retry: () => void } {
  const [state, setState] = useState<GuestData<T>>(
    () => settledFirstLoad<T>(request, copyKey) ?? { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const requestKey = keyOfRequest(request);
  const requestRef = useRef(request);
  requestRef.current = request;

  // requestKey stands for the request (a new object each render); attempt forces a new read
  useEffect(() => {
    let live = true;
    const read =
      attempt === 0
        ? takeFirstLoad<T>(requestRef.current, copyKey)
        : load<T>(requestRef.current, copyKey, { preloaded: false });
    read.then((result) => {
      if (live) setState((previous) => nextState(previous, result));
    });
    return () => {
      live = false;
    };
  }, [requestKey, copyKey, attempt]);

  const data = state.kind === 'fresh' || state.kind === 'saved' ? state.data : null;
  const seconds = data ? refreshSeconds(data) : 0;
  useEffect(() => {
    if (!(seconds > 0)) return;
    let live = true;
    const timer = setInterval(() => {
      load<T>(requestRef.current, copyKey, { preloaded: false }).then((result) => {
        if (live) setState((previous) => nextState(previous, result));
      });
    }, seconds * 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [seconds, requestKey, copyKey]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
