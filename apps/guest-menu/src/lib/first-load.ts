// The page's first read of its data, shared by the first paint (first-paint.tsx, before React has
// loaded) and the app that follows: one request, and the app's first render starts from the same
// answer the first paint drew, so it draws the same menu instead of a skeleton.
import { type GuestRequest, requestKey } from './api';
import { type Loaded, load } from './load';

interface FirstLoad {
  key: string;
  promise: Promise<Loaded<unknown>>;
  /** the answer, once it has come */
  settled?: Loaded<unknown>;
}

let first: FirstLoad | undefined;

function keyOf(request: GuestRequest, copyKey: string): string {
  return `${requestKey(request)} ${copyKey}`;
}

/** Starts the page's first read (taking the request index.html started). */
export function startFirstLoad<T>(request: GuestRequest, copyKey: string): Promise<Loaded<T>> {
  const entry: FirstLoad = {
    key: keyOf(request, copyKey),
    promise: load<T>(request, copyKey, { preloaded: true }),
  };
  entry.promise.then((result) => {
    entry.settled = result;
  });
  first = entry;
  return entry.promise as Promise<Loaded<T>>;
}

/** The first read's answer when it is for this request and has already come, without taking it. */
export function settledFirstLoad<T>(request: GuestRequest, copyKey: string): Loaded<T> | undefined {
  return first?.key === keyOf(request, copyKey) ? (first.settled as Loaded<T> | undefined) : undefined;
}

/**
 * The app's first read: the first paint's when it is for the same request (taken, so a later visit
 * of the same page reads again), else a read of its own.
 */
export function takeFirstLoad<T>(request: GuestRequest, copyKey: string): Promise<Loaded<T>> {
  if (first?.key === keyOf(request, copyKey)) {
    const { promise } = first;
    first = undefined;
    return promise as Promise<Loaded<T>>;
  }
  return load<T>(request, copyKey, { preloaded: true });
}
