/**
 * The documents kept in the database (stored-menus.ts, docs/decisions/050): written after a build,
 * read by a process that does not hold the menu, never served when older than asked, of another
 * format, of another club, or broken; never put back older than they are.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clubs,
  itemTranslations,
  menuDocuments,
  menuItems,
  menuSections,
  menus,
  tables,
  tableZones,
} from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { statementsOf } from '#test/statements.ts';
import { MenuDocumentCache } from './document-cache.ts';
import { DOCUMENT_FORMAT, DOCUMENTS_MADE_BY } from './http-cache.ts';
import { loadMenuContent } from './menu-content-query.ts';
import { menuStore, readStoredMenu, storeMenu } from './stored-menus.ts';

const FORMAT = DOCUMENTS_MADE_BY;
const OTHER_BUILD = `${DOCUMENT_FORMAT}:another-build`;

describe('menu documents kept in the database', () => {
  const t = useTestApp();
  let clubId = 0;
  let tableId = 0;
  let menuId = 0;
  let itemId = 0;
  let otherClubId = 0;

  const db = () => t.app.db;
  const silent = { warn: vi.fn() } as unknown as Parameters<typeof menuStore>[1];
  const read = (language?: string) =>
    t.call('getPublicMenu', {
      params: { clubId, tableId, menuId },
      ...(language ? { query: { lang: language } } : {}),
    });
  const storedRow = async () =>
    (await db().select().from(menuDocuments).where(eq(menuDocuments.menuId, menuId)))[0];
  const contentVersion = async () =>
    (await db().select({ v: clubs.contentVersion }).from(clubs).where(eq(clubs.id, clubId)))[0]?.v ?? 0;
  /** A cache of its own, as another process has: an empty memory over the same database. */
  const anotherProcess = (load = vi.fn(loadMenuContent)) => ({
    cache: new MenuDocumentCache(64 * 1024 * 1024, load, menuStore(FORMAT, silent)),
    load,
  });

  beforeAll(async () => {
    const user = await t.createUser();
    clubId = await createClubFor(t, user.id, 'Osteria del Ponte');
    await db()
      .update(clubs)
      .set({ enabled: true, plan: 'smart', translationsEnabled: true })
      .where(eq(clubs.id, clubId));
    const [zone] = await db().insert(tableZones).values({ clubId, name: 'Sala' }).returning();
    const [table] = await db()
      .insert(tables)
      .values({ clubId, name: 'Tavolo 1', zoneId: zone?.id ?? null })
      .returning();
    tableId = table?.id ?? 0;
    const [menu] = await db()
      .insert(menus)
      .values({ clubId, name: 'Pranzo', translationsEnabled: true })
      .returning();
    menuId = menu?.id ?? 0;
    const [section] = await db().insert(menuSections).values({ menuId, name: 'Primi' }).returning();
    // texts JSON must escape, and characters of several UTF-8 lengths: sizes are bytes, not characters
    const [item] = await db()
      .insert(menuItems)
      .values({ sectionId: section?.id ?? 0, name: 'Cacio e pepe "alla romana" \\ ü 🍝', price: 12.5 })
      .returning();
    itemId = item?.id ?? 0;
    await db()
      .insert(itemTranslations)
      .values({
        itemId,
        language: 'de',
        translatedName: 'Käse und Pfeffer',
        originalName: item?.name ?? '',
      });
    otherClubId = await createClubFor(t, user.id, 'Altro');
    await t.app.guestMenus.contexts.sync(db());
  });

  it('keeps a built menu, and another process serves it from there without building it', async () => {
    const originals = await read();
    const german = await read('de');
    expect(originals.statusCode, originals.body).toBe(200);
    expect(german.statusCode, german.body).toBe(200);
    await t.app.guestMenus.documents.flush();

    const row = await storedRow();
    expect(row).toMatchObject({ clubId, contentVersion: await contentVersion(), format: FORMAT });
    expect(row?.meta.languages).toEqual(['de']);

    const other = anotherProcess();
    const statements = await statementsOf(t.database, db(), async () => {
      const menu = await other.cache.get(db(), clubId, menuId, await contentVersion());
      if (menu.kind !== 'menu') throw new Error(`expected the menu, got ${menu.kind}`);
      // the same bytes and tags as the process that built it
      expect(menu.document(null).body.toString('utf8')).toBe(originals.body);
      expect(menu.document(null).etag).toBe(originals.headers.etag);
      expect(menu.document('de').body.toString('utf8')).toBe(german.body);
      expect(menu.document('de').etag).toBe(german.headers.etag);
      expect(menu.languages).toEqual(['de']);
    });
    // counted, not matched: a failure would print the calls' arguments, the database among them
    expect(other.load.mock.calls.length).toBe(0);
    // the version asked for above, then the stored row
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('builds a menu again after a change, and keeps the new one over the old', async () => {
    await read();
    await t.app.guestMenus.documents.flush();
    const before = await storedRow();

    const edit = await db()
      .update(menuItems)
      .set({ name: 'Carbonara' })
      .where(eq(menuItems.id, itemId))
      .returning();
    expect(edit).toHaveLength(1);
    await t.app.guestMenus.contexts.sync(db());
    const now = await contentVersion();
    expect(now).toBeGreaterThan(before?.contentVersion ?? 0);

    // the stored row is older than asked: not served
    expect(await readStoredMenu(db(), clubId, menuId, now, FORMAT)).toBeNull();
    const other = anotherProcess();
    const menu = await other.cache.get(db(), clubId, menuId, now);
    expect(other.load.mock.calls.length).toBe(1);
    expect(menu.kind === 'menu' && menu.document(null).body.toString('utf8')).toContain('Carbonara');
    await other.cache.flush();
    expect((await storedRow())?.contentVersion).toBe(now);

    // an older build finishing late never replaces it
    const stale = await readStoredMenu(db(), clubId, menuId, now, FORMAT);
    if (!stale) throw new Error('expected the stored menu');
    await storeMenu(db(), clubId, { ...stale, contentVersion: now - 1, bodies: [Buffer.from('{}')] }, FORMAT);
    const kept = await storedRow();
    expect(kept?.contentVersion).toBe(now);
    expect(kept?.body).toContain('Carbonara');
  });

  it('serves no row of another format, of another club, or that does not add up, and replaces them', async () => {
    await read();
    await t.app.guestMenus.documents.flush();
    const version = await contentVersion();
    expect(await readStoredMenu(db(), clubId, menuId, version, FORMAT)).not.toBeNull();
    expect(await readStoredMenu(db(), otherClubId, menuId, version, FORMAT)).toBeNull();
    expect(await readStoredMenu(db(), clubId, menuId, version, OTHER_BUILD)).toBeNull();

    // a row whose sizes do not match its body, or whose meta is not what storeMenu writes, is not
    // served (never a failed read): the menu is built again and the row overwritten
    const row = await storedRow();
    if (!row) throw new Error('expected the stored row');
    const broken = [
      { ...row.meta, sizes: [3, 4] },
      { ...row.meta, sizes: row.meta.sizes.map((size) => size + 0.5) },
      { ...row.meta, sizes: 'many' },
      { ...row.meta, languages: null },
      {},
    ] as unknown as (typeof row.meta)[];
    for (const meta of broken) {
      await db().update(menuDocuments).set({ meta }).where(eq(menuDocuments.menuId, menuId));
      expect(await readStoredMenu(db(), clubId, menuId, version, FORMAT)).toBeNull();
      const rebuilding = anotherProcess();
      expect((await rebuilding.cache.get(db(), clubId, menuId, version)).kind).toBe('menu');
      expect(rebuilding.load.mock.calls.length).toBe(1);
      await rebuilding.cache.flush();
      expect(await readStoredMenu(db(), clubId, menuId, version, FORMAT)).not.toBeNull();
    }

    // another format's row: replaced by this one's build, whatever its version
    await db().update(menuDocuments).set({ format: OTHER_BUILD }).where(eq(menuDocuments.menuId, menuId));
    const other = anotherProcess();
    const menu = await other.cache.get(db(), clubId, menuId, version);
    expect(menu.kind).toBe('menu');
    expect(other.load.mock.calls.length).toBe(1);
    await other.cache.flush();
    const rebuilt = await storedRow();
    expect(rebuilt?.format).toBe(FORMAT);
    expect(await readStoredMenu(db(), clubId, menuId, version, FORMAT)).not.toBeNull();
  });

  it('keeps nothing of a menu that is gone, nor under another club, and goes with its menu', async () => {
    await read();
    await t.app.guestMenus.documents.flush();
    const stored = await readStoredMenu(db(), clubId, menuId, 0, FORMAT);
    if (!stored) throw new Error('expected the stored menu');

    // under another club's id: the menu is not theirs, nothing is written
    await storeMenu(db(), otherClubId, { ...stored, contentVersion: stored.contentVersion + 1 }, FORMAT);
    expect((await storedRow())?.clubId).toBe(clubId);
    expect((await storedRow())?.contentVersion).toBe(stored.contentVersion);

    // a menu deleted while it was built: no row, no error
    const [gone] = await db().insert(menus).values({ clubId, name: 'Cena' }).returning();
    const goneId = gone?.id ?? 0;
    await db().delete(menus).where(eq(menus.id, goneId));
    await storeMenu(db(), clubId, { ...stored, menuId: goneId }, FORMAT);
    expect(await db().select().from(menuDocuments).where(eq(menuDocuments.menuId, goneId))).toEqual([]);

    // deleting the menu deletes its row
    const [kept] = await db().insert(menus).values({ clubId, name: 'Merenda' }).returning();
    const keptId = kept?.id ?? 0;
    await storeMenu(db(), clubId, { ...stored, menuId: keptId }, FORMAT);
    expect(await db().select().from(menuDocuments).where(eq(menuDocuments.menuId, keptId))).toHaveLength(1);
    await db().delete(menus).where(eq(menus.id, keptId));
    expect(await db().select().from(menuDocuments).where(eq(menuDocuments.menuId, keptId))).toEqual([]);
  });

  it('answers the guest when the write fails, and says so in the log', async () => {
    const failing = {
      read: vi.fn(async () => null),
      write: vi.fn(async () => {
        throw new Error('disk full');
      }),
      failed: vi.fn(),
    };
    const cache = new MenuDocumentCache(64 * 1024 * 1024, loadMenuContent, failing);
    const menu = await cache.get(db(), clubId, menuId, await contentVersion());
    expect(menu.kind).toBe('menu');
    await cache.flush();
    expect(failing.failed.mock.calls.map(([error]) => (error as Error).message)).toEqual(['disk full']);
  });
});
