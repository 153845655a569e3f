/** Keys of the browser session (spec section 3, "Local browser storage"). */
export const TOKEN_KEY = 'auth@token';
export const IS_ADMIN_KEY = 'isAdmin';

export interface SessionInput {
  token: string;
  isAdmin: boolean;
}

// localStorage is missing during SSR and in Node tests, and throws in some private browsing modes.
function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setSession({ token, isAdmin }: SessionInput): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEY, token);
  store.setItem(IS_ADMIN_KEY, isAdmin ? 'true' : 'false');
}

/** Signed in when the token is present (spec section 4). */
export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function isAdmin(): boolean {
  return storage()?.getItem(IS_ADMIN_KEY) === 'true';
}

/** Signing out removes the token and the admin flag and empties all local storage (spec section 4). */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(TOKEN_KEY);
  store.removeItem(IS_ADMIN_KEY);
  store.clear();
}
