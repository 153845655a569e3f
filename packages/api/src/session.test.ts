import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, IS_ADMIN_KEY, isAdmin, isSignedIn, setSession, TOKEN_KEY } from './session';
import { MemoryStorage } from './testing/local-server';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('session in localStorage', () => {
  it('stores the token under auth@token and isAdmin as the text true/false', () => {
    const storage = new MemoryStorage();
    globalThis.localStorage = storage;
    setSession({ token: 'abc', isAdmin: true });
    expect(storage.getItem('auth@token')).toBe('abc');
    expect(storage.getItem('isAdmin')).toBe('true');
    expect(getToken()).toBe('abc');
    expect(isSignedIn()).toBe(true);
    expect(isAdmin()).toBe(true);

    setSession({ token: 'def', isAdmin: false });
    expect(storage.getItem(TOKEN_KEY)).toBe('def');
    expect(storage.getItem(IS_ADMIN_KEY)).toBe('false');
    expect(isAdmin()).toBe(false);
  });

  it('is signed out without a token', () => {
    globalThis.localStorage = new MemoryStorage();
    expect(getToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(isAdmin()).toBe(false);
  });

  it('clearing removes the token, the admin flag and everything else stored', () => {
    const storage = new MemoryStorage();
    globalThis.localStorage = storage;
    setSession({ token: 'abc', isAdmin: true });
    storage.setItem('lingui-locale', 'it');
    clearSession();
    expect(storage.length).toBe(0);
    expect(isSignedIn()).toBe(false);
    expect(isAdmin()).toBe(false);
  });

  it('is safe without localStorage (server rendering, Node)', () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    expect(() => setSession({ token: 'abc', isAdmin: true })).not.toThrow();
    expect(getToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(isAdmin()).toBe(false);
    expect(() => clearSession()).not.toThrow();
  });

  it('is safe when localStorage access throws (blocked storage)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(getToken()).toBeNull();
    expect(() => clearSession()).not.toThrow();
  });
});
