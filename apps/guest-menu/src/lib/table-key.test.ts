import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test-utils';
import { orderHeld, orderStoreKey } from './order-storage';
import { mayOrder, tableKeyStoreKey } from './table-key';

/** index.html's inline script: the first code the page runs, before the first paint and the app. */
const PAGE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(
  readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8'),
)?.[1] as string;

/** Opens `address` as the page would: the inline script runs on it. */
function openPage(address: string) {
  window.history.replaceState({ kept: true }, '', address);
  mockFetch(() => jsonResponse(200, {}));
  new Function(PAGE_SCRIPT)();
}

afterEach(() => {
  window.__tavolaPreloads = undefined;
  window.history.replaceState(null, '', '/');
});

describe("the table's key from the QR code", () => {
  it('is kept per club and table and taken out of the address at once', () => {
    openPage('/public/qrcodemenu/1/2?k=k3yOfTheTable0000000000000000000');
    expect(localStorage.getItem(tableKeyStoreKey(1, 2))).toBe('k3yOfTheTable0000000000000000000');
    expect(window.location.pathname).toBe('/public/qrcodemenu/1/2');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain('k3yOfTheTable');
    // the entry is replaced, not added: Back does not bring the key back
    expect(window.history.state).toEqual({ kept: true });
    expect(mayOrder(1, 2)).toBe(true);
    expect(mayOrder(1, 3)).toBe(false);
  });

  it('leaves the rest of the address as it was', () => {
    openPage('/public/qrcodemenu/4/5?lang=it&k=anotherTablesKey_000-1#top');
    expect(localStorage.getItem(tableKeyStoreKey(4, 5))).toBe('anotherTablesKey_000-1');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/public/qrcodemenu/4/5?lang=it#top',
    );
    openPage('/public/qrcodemenu/4/5?k=newKeyAfterReprint00000&lang=de');
    expect(localStorage.getItem(tableKeyStoreKey(4, 5))).toBe('newKeyAfterReprint00000');
    expect(window.location.search).toBe('?lang=de');
  });

  it("is read only from a table's address, and an empty one is dropped without being kept", () => {
    openPage('/public/menu/1/2/3?k=k3yOfTheTable0000000000000000000');
    expect(localStorage.getItem(tableKeyStoreKey(1, 2))).toBeNull();
    openPage('/public/qrcodemenu/1/2?k=');
    expect(localStorage.getItem(tableKeyStoreKey(1, 2))).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('the order held on the phone', () => {
  it('tells the menu page whether to load the ordering part at once', () => {
    expect(orderHeld(1, 2)).toBe(false);
    localStorage.setItem(orderStoreKey(1, 2), '{}');
    expect(orderHeld(1, 2)).toBe(true);
    expect(mayOrder(1, 2)).toBe(true);
  });
});
