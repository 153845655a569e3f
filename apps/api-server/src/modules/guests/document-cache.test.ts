import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { FALLBACK_THEME, type FullMenu } from '#modules/menus/queries.ts';
import { MenuDocumentCache } from './document-cache.ts';
import type { MenuContent } from './queries.ts';

const db = {} as Db;
const club = {
  name: 'Osteria',
  plan: 'professional',
  callWaiterEnabled: true,
  menuLabelEnabled: true,
  translationsEnabled: true,
  pdfMenuEnabled: false,
} as const;

/** A menu whose guest document is about `footerBytes` long, with a German name when `german`. */
function menuOf(id: number, footerBytes: number, german = false): FullMenu {
  return {
    id,
    name: `Menu ${id}`,
    adminDisplayName: null,
    position: 0,
    disabled: false,
    pdfPhotos: false,
    banner: null,
    bannerUrl: null,
    footer: 'x'.repeat(footerBytes),
    logo: null,
    refreshTime: 0,
    callWaiterEnabled: true,
    menuLabelEnabled: true,
    translationsEnabled: true,
    sourceLanguage: 'it',
    theme: FALLBACK_THEME,
    sections: [],
    translations: german
      ? {
          de: {
            id: 1,
            language: 'de',
            translatedName: `Speisekarte ${id}`,
            originalName: `Menu ${id}`,
            outdated: false,
            machineDraft: false,
          },
        }
      : {},
    clubAddress: null,
    clubDisplayEmail: null,
    clubDisplayPhone: null,
    clubFacebook: null,
    clubInstagram: null,
    clubWebsite: null,
    clubWhatsapp: null,
    currency: 'EUR',
  };
}

/** A loader serving `menus` (by id) at `version`, counting its calls by menu. */
function loaderOf(menus: Map<number, FullMenu>, version = () => 1) {
  const loads = new Map<number, number>();
  const load = vi.fn(async (_db: Db, _clubId: number, menuId: number): Promise<MenuContent> => {
    loads.set(menuId, (loads.get(menuId) ?? 0) + 1);
    const menu = menus.get(menuId);
    if (!menu) return { kind: 'missing', contentVersion: version() };
    return { kind: 'menu', contentVersion: version(), club, schedulings: [], menu };
  });
  return { load, loads: (menuId: number) => loads.get(menuId) ?? 0 };
}

async function entryBytes(menu: FullMenu): Promise<number> {
  const probe = new MenuDocumentCache(Number.MAX_SAFE_INTEGER, loaderOf(new Map([[menu.id, menu]])).load);
  return (await probe.get(db, 1, menu.id, 1)).bytes;
}

describe('MenuDocumentCache', () => {
  it("counts an entry's bytes as its documents' bytes, one per language, and a small overhead", async () => {
    const cache = new MenuDocumentCache(
      Number.MAX_SAFE_INTEGER,
      loaderOf(new Map([[7, menuOf(7, 10_000, true)]])).load,
    );
    const entry = await cache.get(db, 1, 7, 1);
    if (entry.kind !== 'menu') throw new Error(`expected a menu, got ${entry.kind}`);
    expect(entry.languages).toEqual(['de']);
    const originals = entry.document(null);
    const german = entry.document('de');
    expect(JSON.parse(originals.body.toString('utf8')).name).toBe('Menu 7');
    expect(JSON.parse(german.body.toString('utf8')).name).toBe('Speisekarte 7');
    const documents = originals.body.length + german.body.length;
    expect(documents).toBeGreaterThan(20_000);
    expect(entry.bytes).toBeGreaterThanOrEqual(documents);
    expect(entry.bytes).toBeLessThan(documents + 4096);
    expect(cache.bytes).toBe(entry.bytes);
    // a language the menu does not offer reads the originals (chooseLanguage never asks for one)
    expect(entry.document('fr')).toBe(originals);
  });

  it('keeps no reference to the stored menu it built the documents from', async () => {
    // An entry's closures once shared one scope with the builder, so each kept entry held its
    // whole stored menu (items, translations) on the V8 heap: 10,000 clubs' cache was hundreds of
    // MB of live objects, and collecting them stalled the guests' reads (docs/decisions/023).
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // a loader that makes the stored menu when asked and keeps only a weak reference to it
    let stored: WeakRef<FullMenu> | undefined;
    const load = async (): Promise<MenuContent> => {
      const menu = menuOf(7, 100, true);
      stored = new WeakRef(menu);
      return { kind: 'menu', contentVersion: 1, club, schedulings: [], menu };
    };
    const cache = new MenuDocumentCache(Number.MAX_SAFE_INTEGER, load);
    const entry = await cache.get(db, 1, 7, 1);
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(stored).toBeDefined();
    expect(stored?.deref()).toBeUndefined();
    if (entry.kind !== 'menu') throw new Error(`expected a menu, got ${entry.kind}`);
    expect(JSON.parse(entry.document('de').body.toString('utf8')).name).toBe('Speisekarte 7');
  });

  it('keeps menus until their bytes pass the budget, then drops the least recently used', async () => {
    const menus = new Map([1, 2, 3, 4].map((id) => [id, menuOf(id, 20_000)]));
    const one = await entryBytes(menuOf(1, 20_000));
    const { load, loads } = loaderOf(menus);
    // room for three such menus, not four
    const cache = new MenuDocumentCache(3 * one + one / 2, load);
    for (const id of [1, 2, 3]) await cache.get(db, 1, id, 1);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3 * one);

    await cache.get(db, 1, 1, 1); // menu 1 read again: 2 is now the least recently used
    expect(loads(1)).toBe(1);
    await cache.get(db, 1, 4, 1);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3 * one);

    for (const id of [1, 3, 4]) await cache.get(db, 1, id, 1);
    expect([loads(1), loads(3), loads(4)]).toEqual([1, 1, 1]);
    await cache.get(db, 1, 2, 1);
    expect(loads(2)).toBe(2);
  });

  it('drops as many small menus as one large one needs', async () => {
    const small = await entryBytes(menuOf(1, 1_000));
    const menus = new Map([
      ...[1, 2, 3, 4].map((id) => [id, menuOf(id, 1_000)] as const),
      [9, menuOf(9, 3 * small)],
    ]);
    const { load, loads } = loaderOf(menus);
    const cache = new MenuDocumentCache(4 * small, load);
    for (const id of [1, 2, 3, 4]) await cache.get(db, 1, id, 1);
    expect(cache.size).toBe(4);

    await cache.get(db, 1, 9, 1);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(4 * small);
    await cache.get(db, 1, 9, 1);
    expect(loads(9)).toBe(1);
  });

  it('answers a menu larger than the whole budget without keeping it', async () => {
    const { load, loads } = loaderOf(new Map([[5, menuOf(5, 50_000)]]));
    const cache = new MenuDocumentCache(10_000, load);
    const entry = await cache.get(db, 1, 5, 1);
    expect(entry.kind).toBe('menu');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    await cache.get(db, 1, 5, 1);
    expect(loads(5)).toBe(2);
  });

  it('replaces a menu rebuilt at a newer content version, counting its bytes once', async () => {
    let version = 1;
    const menus = new Map([[3, menuOf(3, 5_000)]]);
    const { load, loads } = loaderOf(menus, () => version);
    const cache = new MenuDocumentCache(Number.MAX_SAFE_INTEGER, load);
    await cache.get(db, 1, 3, 1);
    menus.set(3, menuOf(3, 15_000));
    version = 2;
    const newer = await cache.get(db, 1, 3, 2);
    expect(loads(3)).toBe(2);
    expect(newer.contentVersion).toBe(2);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(newer.bytes);
    // an older version asked for is served by the newer entry
    expect(await cache.get(db, 1, 3, 1)).toBe(newer);
  });

  it('keeps missing menus too, each at a small fixed size', async () => {
    const { load, loads } = loaderOf(new Map());
    const cache = new MenuDocumentCache(Number.MAX_SAFE_INTEGER, load);
    const missing = await cache.get(db, 1, 404, 1);
    expect(missing.kind).toBe('missing');
    expect(cache.bytes).toBe(missing.bytes);
    expect(missing.bytes).toBeLessThanOrEqual(4096);
    await cache.get(db, 1, 404, 1);
    expect(loads(404)).toBe(1);
  });
});
