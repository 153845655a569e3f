/**
 * The content-version triggers (migrations 0005, 0006 and 0009; docs/decisions/011): every write to
 * something a guest sees bumps the version of the club it belongs to, and no other club's, and the
 * processes' table-context caches hear about it on 'tavola_content'. Since 0009 a statement bumps
 * each club it wrote to once, however many rows it wrote.
 *
 * How notifications are counted: every one is sent by the clubs' own BEFORE UPDATE trigger (0006),
 * once per update of a club's row, and each such update moves the version by exactly one: a version
 * step of 1 is one notification sent. PostgreSQL folds identical notifications of a transaction into
 * one, so what a listener hears is checked apart: once per club written, never another club.
 *
 * Runs on the embedded database and, with DATABASE_URL, on PostgreSQL.
 */
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addresses,
  banners,
  clubs,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  schedulings,
  sectionTranslations,
  tables,
  tableZones,
  themes,
} from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';

const ITEMS = 10;

/** One club with one of each thing a guest sees, written straight to the database. */
interface ClubContent {
  clubId: number;
  addressId: number;
  billingAddressId: number;
  themeId: number;
  zoneId: number;
  menuId: number;
  sectionId: number;
  itemIds: number[];
}

const themeOf = (clubId: number, name: string) => ({
  clubId,
  name,
  background: '#ffffff',
  main: '#ff6600',
  text: '#222222',
  divider: '#dddddd',
  font: 'Public Sans',
  buttonText: '#ffffff',
  tabBackground: '#ffffff',
  tabText: '#222222',
  bestSellerLabelColor: '#ff0000',
  suggestedLabelColor: '#00aa00',
  pdfHighlight: '#ff6600',
  pdfSectionTitle: '#222222',
  pdfText: '#222222',
});

/** The id of the one row a `returning({ id })` gave back. */
function idOf(rows: { id: number }[]): number {
  const [row] = rows;
  if (!row) throw new Error('nothing was written');
  return row.id;
}

describe('content versions: what bumps which club, once per statement', () => {
  const t = useTestApp();
  let token = '';
  let a: ClubContent;
  let b: ClubContent;

  const db = () => t.app.db;

  async function clubWithContent(userId: number, name: string): Promise<ClubContent> {
    const clubId = await createClubFor(t, userId, name);
    const [club] = await db().select({ addressId: clubs.addressId }).from(clubs).where(eq(clubs.id, clubId));
    const billingAddressId = idOf(
      await db()
        .insert(addresses)
        .values({ line1: 'Via Conti 2', city: 'Roma', country: 'IT', postalCode: '00100' })
        .returning({ id: addresses.id }),
    );
    const themeId = idOf(
      await db().insert(themes).values(themeOf(clubId, name)).returning({ id: themes.id }),
    );
    await db().update(clubs).set({ billingAddressId, themeId }).where(eq(clubs.id, clubId));
    const zoneId = idOf(
      await db().insert(tableZones).values({ clubId, name: 'Sala' }).returning({ id: tableZones.id }),
    );
    await db().insert(tables).values({ clubId, zoneId, name: 'Tavolo 1' });
    const menuId = idOf(
      await db().insert(menus).values({ clubId, name: 'Menu' }).returning({ id: menus.id }),
    );
    const sectionId = idOf(
      await db()
        .insert(menuSections)
        .values({ menuId, name: 'Antipasti' })
        .returning({ id: menuSections.id }),
    );
    const items = await db()
      .insert(menuItems)
      .values(
        Array.from({ length: ITEMS }, (_, position) => ({ sectionId, name: `Piatto ${position}`, position })),
      )
      .returning({ id: menuItems.id });
    return {
      clubId,
      addressId: club?.addressId ?? 0,
      billingAddressId,
      themeId,
      zoneId,
      menuId,
      sectionId,
      itemIds: items.map((item) => item.id),
    };
  }

  async function versions(): Promise<[number, number]> {
    const rows = await db()
      .select({ id: clubs.id, version: clubs.contentVersion })
      .from(clubs)
      .where(inArray(clubs.id, [a.clubId, b.clubId]));
    const of = (clubId: number) => rows.find((row) => row.id === clubId)?.version ?? Number.NaN;
    return [of(a.clubId), of(b.clubId)];
  }

  /**
   * Runs `write`; returns how far each club's version moved and the clubs this process heard on
   * 'tavola_content' for it (through the table-context cache's own listener).
   */
  async function steps(write: () => Promise<unknown>) {
    const contexts = t.app.guestMenus.contexts;
    await contexts.sync(db());
    const [beforeA, beforeB] = await versions();
    const notified = vi.spyOn(contexts, 'notified');
    try {
      await write();
      // every notification committed before its marker has been heard once this returns
      await contexts.sync(db());
      const heard = notified.mock.calls
        .map(([payload]) => payload)
        .filter((payload) => /^\d+$/.test(payload));
      const [afterA, afterB] = await versions();
      return { a: afterA - beforeA, b: afterB - beforeB, heard: heard.sort() };
    } finally {
      notified.mockRestore();
    }
  }
  const onlyA = () => ({ a: 1, b: 0, heard: [String(a.clubId)] });
  const both = () => ({ a: 1, b: 1, heard: [String(a.clubId), String(b.clubId)].sort() });
  const nothing = { a: 0, b: 0, heard: [] };

  beforeAll(async () => {
    const user = await t.createUser();
    token = await t.signIn(user);
    a = await clubWithContent(user.id, 'Osteria A');
    b = await clubWithContent(user.id, 'Osteria B');
    expect(t.app.guestMenus.contexts.enabled).toBe(true);
  });

  describe('each table a guest reads from bumps the club its row belongs to', () => {
    it('the club itself, and the address it shows (not its billing address)', async () => {
      expect(
        await steps(() => db().update(clubs).set({ name: 'Osteria A1' }).where(eq(clubs.id, a.clubId))),
      ).toEqual(onlyA());
      expect(
        await steps(() =>
          db().update(addresses).set({ line1: 'Via Nuova 3' }).where(eq(addresses.id, a.addressId)),
        ),
      ).toEqual(onlyA());
      expect(
        await steps(() =>
          db().update(addresses).set({ line1: 'Via Fatture 4' }).where(eq(addresses.id, a.billingAddressId)),
        ),
      ).toEqual(nothing);
    });

    it('a built-in theme (no club) bumps no club', async () => {
      const [builtin] = await db()
        .select({ id: themes.id })
        .from(themes)
        .where(isNull(themes.clubId))
        .limit(1);
      expect(builtin).toBeDefined();
      expect(
        await steps(() =>
          db()
            .update(themes)
            .set({ name: sql`${themes.name}` })
            .where(eq(themes.id, builtin?.id ?? 0)),
        ),
      ).toEqual(nothing);
    });

    /** For each table: one row inserted, updated and deleted for club `c`, each its own statement. */
    type RowWrites = {
      insert: (c: ClubContent) => Promise<number>;
      update: (id: number) => Promise<unknown>;
      remove: (id: number) => Promise<unknown>;
    };
    const writes: Record<string, RowWrites> = {
      menus: {
        insert: async (c) =>
          idOf(await db().insert(menus).values({ clubId: c.clubId, name: 'Vini' }).returning()),
        update: (id) => db().update(menus).set({ name: 'Bevande' }).where(eq(menus.id, id)),
        remove: (id) => db().delete(menus).where(eq(menus.id, id)),
      },
      menu_sections: {
        insert: async (c) =>
          idOf(await db().insert(menuSections).values({ menuId: c.menuId, name: 'Primi' }).returning()),
        update: (id) => db().update(menuSections).set({ name: 'Secondi' }).where(eq(menuSections.id, id)),
        remove: (id) => db().delete(menuSections).where(eq(menuSections.id, id)),
      },
      menu_items: {
        insert: async (c) =>
          idOf(
            await db().insert(menuItems).values({ sectionId: c.sectionId, name: 'Bruschetta' }).returning(),
          ),
        update: (id) => db().update(menuItems).set({ price: 7 }).where(eq(menuItems.id, id)),
        remove: (id) => db().delete(menuItems).where(eq(menuItems.id, id)),
      },
      menu_translations: {
        insert: async (c) =>
          idOf(
            await db()
              .insert(menuTranslations)
              .values({ menuId: c.menuId, language: 'en', translatedName: 'Menu' })
              .returning(),
          ),
        update: (id) =>
          db()
            .update(menuTranslations)
            .set({ translatedName: 'Our menu' })
            .where(eq(menuTranslations.id, id)),
        remove: (id) => db().delete(menuTranslations).where(eq(menuTranslations.id, id)),
      },
      section_translations: {
        insert: async (c) =>
          idOf(
            await db()
              .insert(sectionTranslations)
              .values({ sectionId: c.sectionId, language: 'en', translatedName: 'Starters' })
              .returning(),
          ),
        update: (id) =>
          db()
            .update(sectionTranslations)
            .set({ translatedName: 'Appetizers' })
            .where(eq(sectionTranslations.id, id)),
        remove: (id) => db().delete(sectionTranslations).where(eq(sectionTranslations.id, id)),
      },
      item_translations: {
        insert: async (c) =>
          idOf(
            await db()
              .insert(itemTranslations)
              .values({ itemId: c.itemIds[0] ?? 0, language: 'de', translatedName: 'Gericht' })
              .returning(),
          ),
        update: (id) =>
          db().update(itemTranslations).set({ translatedName: 'Speise' }).where(eq(itemTranslations.id, id)),
        remove: (id) => db().delete(itemTranslations).where(eq(itemTranslations.id, id)),
      },
      schedulings: {
        insert: async (c) =>
          idOf(
            await db()
              .insert(schedulings)
              .values({
                menuId: c.menuId,
                days: [1, 2],
                startTime: '12:00',
                endTime: '15:00',
                zoneId: c.zoneId,
              })
              .returning(),
          ),
        update: (id) => db().update(schedulings).set({ endTime: '16:00' }).where(eq(schedulings.id, id)),
        remove: (id) => db().delete(schedulings).where(eq(schedulings.id, id)),
      },
      banners: {
        insert: async (c) =>
          idOf(
            await db()
              .insert(banners)
              .values({ menuId: c.menuId, title: 'Happy hour', price: '5 €' })
              .returning(),
          ),
        update: (id) => db().update(banners).set({ price: '6 €' }).where(eq(banners.id, id)),
        remove: (id) => db().delete(banners).where(eq(banners.id, id)),
      },
      tables: {
        insert: async (c) =>
          idOf(await db().insert(tables).values({ clubId: c.clubId, name: 'Tavolo 9' }).returning()),
        update: (id) => db().update(tables).set({ premium: true }).where(eq(tables.id, id)),
        remove: (id) => db().delete(tables).where(eq(tables.id, id)),
      },
      table_zones: {
        insert: async (c) =>
          idOf(await db().insert(tableZones).values({ clubId: c.clubId, name: 'Terrazza' }).returning()),
        update: (id) => db().update(tableZones).set({ name: 'Giardino' }).where(eq(tableZones.id, id)),
        remove: (id) => db().delete(tableZones).where(eq(tableZones.id, id)),
      },
      themes: {
        insert: async (c) => idOf(await db().insert(themes).values(themeOf(c.clubId, 'Sera')).returning()),
        update: (id) => db().update(themes).set({ main: '#0066ff' }).where(eq(themes.id, id)),
        remove: (id) => db().delete(themes).where(eq(themes.id, id)),
      },
    };

    for (const [table, { insert, update, remove }] of Object.entries(writes)) {
      it(`${table}: an insert, an update and a delete each bump that club once`, async () => {
        let id = 0;
        expect(
          await steps(async () => {
            id = await insert(a);
          }),
        ).toEqual(onlyA());
        expect(await steps(() => update(id))).toEqual(onlyA());
        expect(await steps(() => remove(id))).toEqual(onlyA());
      });
    }

    it('deleting a menu with its sections, items and translations (cascade) bumps once', async () => {
      const menuId = await writes.menus?.insert(a);
      const sectionId = idOf(
        await db()
          .insert(menuSections)
          .values({ menuId: menuId ?? 0, name: 'Dolci' })
          .returning(),
      );
      const items = await db()
        .insert(menuItems)
        .values([1, 2, 3].map((n) => ({ sectionId, name: `Dolce ${n}` })))
        .returning({ id: menuItems.id });
      await db()
        .insert(itemTranslations)
        .values(items.map(({ id }) => ({ itemId: id, language: 'en', translatedName: 'Dessert' })));
      expect(
        await steps(() =>
          db()
            .delete(menus)
            .where(eq(menus.id, menuId ?? 0)),
        ),
      ).toEqual(onlyA());
    });
  });

  describe('a statement of many rows bumps each club it wrote once', () => {
    it(`a reorder of ${ITEMS} items (saveItemsBatch, one drag and drop): one bump, one notification`, async () => {
      const last = a.itemIds[ITEMS - 1] ?? 0;
      const result = await steps(async () => {
        const response = await t.call('saveItemsBatch', {
          token,
          params: { clubId: a.clubId, menuId: a.menuId, sectionId: a.sectionId },
          body: [{ id: last, position: 0 }],
        });
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(result).toEqual(onlyA());
    });

    it('a multi-row insert, update, upsert and delete: one bump each', async () => {
      const rows = (c: ClubContent) =>
        c.itemIds.map((itemId) => ({ itemId, language: 'en', translatedName: 'Dish' }));
      expect(await steps(() => db().insert(itemTranslations).values(rows(a)))).toEqual(onlyA());
      expect(
        await steps(() =>
          db()
            .update(itemTranslations)
            .set({ translatedName: 'Plate' })
            .where(inArray(itemTranslations.itemId, a.itemIds)),
        ),
      ).toEqual(onlyA());
      // every row already there: the insert's own trigger sees no row, the update's sees them all
      expect(
        await steps(() =>
          db()
            .insert(itemTranslations)
            .values(rows(a))
            .onConflictDoUpdate({
              target: [itemTranslations.itemId, itemTranslations.language],
              set: { translatedName: sql`excluded.translated_name` },
            }),
        ),
      ).toEqual(onlyA());
      expect(
        await steps(() => db().delete(itemTranslations).where(inArray(itemTranslations.itemId, a.itemIds))),
      ).toEqual(onlyA());

      const added = await db()
        .insert(menuItems)
        .values(Array.from({ length: ITEMS }, (_, n) => ({ sectionId: a.sectionId, name: `Extra ${n}` })))
        .returning({ id: menuItems.id });
      expect(
        await steps(() =>
          db()
            .delete(menuItems)
            .where(
              inArray(
                menuItems.id,
                added.map(({ id }) => id),
              ),
            ),
        ),
      ).toEqual(onlyA());
    });

    it('a statement that writes no row bumps nothing', async () => {
      expect(await steps(() => db().update(menuItems).set({ price: 1 }).where(eq(menuItems.id, -1)))).toEqual(
        nothing,
      );
      expect(await steps(() => db().delete(itemTranslations).where(eq(itemTranslations.id, -1)))).toEqual(
        nothing,
      );
    });

    it("one statement writing two clubs' rows bumps both, once each", async () => {
      const menuIds = [a.menuId, b.menuId];
      expect(
        await steps(() =>
          db().update(menus).set({ footer: 'Buon appetito' }).where(inArray(menus.id, menuIds)),
        ),
      ).toEqual(both());
      const items = [...a.itemIds, ...b.itemIds];
      expect(
        await steps(() =>
          db()
            .insert(itemTranslations)
            .values(items.map((itemId) => ({ itemId, language: 'fr', translatedName: 'Plat' }))),
        ),
      ).toEqual(both());
      expect(
        await steps(() => db().delete(itemTranslations).where(inArray(itemTranslations.itemId, items))),
      ).toEqual(both());
      expect(
        await steps(() =>
          db()
            .update(addresses)
            .set({ city: 'Milano' })
            .where(inArray(addresses.id, [a.addressId, b.addressId])),
        ),
      ).toEqual(both());
    });

    it('an item moved to another club’s section bumps the club it left and the club it joined', async () => {
      const moved = a.itemIds[0] ?? 0;
      expect(
        await steps(() =>
          db().update(menuItems).set({ sectionId: b.sectionId }).where(eq(menuItems.id, moved)),
        ),
      ).toEqual(both());
      expect(
        await steps(() =>
          db().update(menuItems).set({ sectionId: a.sectionId }).where(eq(menuItems.id, moved)),
        ),
      ).toEqual(both());
    });
  });

  it("a club's deletion is announced, and bumps no other club", async () => {
    const user = await t.createUser();
    const gone = await clubWithContent(user.id, 'Osteria C');
    const result = await steps(() => db().delete(clubs).where(eq(clubs.id, gone.clubId)));
    expect(result).toEqual({ a: 0, b: 0, heard: [String(gone.clubId)] });
  });
});
