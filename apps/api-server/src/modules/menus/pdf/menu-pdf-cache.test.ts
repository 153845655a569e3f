import { describe, expect, it } from 'vitest';
import { MenuPdfCache, type Printing } from './menu-pdf-cache.ts';

const printing = (contentVersion: number, name: string, keep = true): Printing => ({
  contentVersion,
  printed: { name, title: name, language: null, pdf: Buffer.from(name) },
  keep,
});

describe('MenuPdfCache', () => {
  it('serves a PDF while the club is at the version it was printed at, and prints again after a change', async () => {
    const cache = new MenuPdfCache();
    let prints = 0;
    const print = (version: number) => async () => printing(version, `v${version}-${++prints}`);
    expect((await cache.get('1:2:', 5, print(5))).name).toBe('v5-1');
    expect((await cache.get('1:2:', 5, print(5))).name).toBe('v5-1');
    expect((await cache.get('1:2:', 6, print(6))).name).toBe('v6-2');
    // each language is a PDF of its own
    expect((await cache.get('1:2:it', 6, print(6))).name).toBe('v6-3');
  });

  it('prints once for requests that arrive together', async () => {
    const cache = new MenuPdfCache();
    let prints = 0;
    let finish: (value: Printing) => void = () => {};
    const print = () => {
      prints++;
      return new Promise<Printing>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.get('k', 1, print);
    const second = cache.get('k', 1, print);
    finish(printing(1, 'once'));
    expect((await first).name).toBe('once');
    expect((await second).name).toBe('once');
    expect(prints).toBe(1);
  });

  it('keeps no PDF printed without its unreadable logo, and drops the least recently used', async () => {
    const cache = new MenuPdfCache(2);
    let prints = 0;
    const print =
      (keep = true) =>
      async () =>
        printing(1, `p${++prints}`, keep);
    await cache.get('no-logo', 1, print(false));
    expect((await cache.get('no-logo', 1, print())).name).toBe('p2');
    await cache.get('b', 1, print());
    await cache.get('no-logo', 1, print()); // used again: now the most recent
    await cache.get('c', 1, print()); // drops b
    expect(cache.size).toBe(2);
    expect((await cache.get('no-logo', 1, print())).name).toBe('p2');
    expect((await cache.get('b', 1, print())).name).toBe('p5');
  });
});
