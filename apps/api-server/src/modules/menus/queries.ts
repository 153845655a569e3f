/**
 * Reads and writes of menus. Every query is scoped by club id: a menu id of another club is as
 * good as a missing one.
 */
import type { components } from '@tavola/api/schema';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
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
  themes,
} from '#db/schema.ts';
import { Country } from '#lib/places.ts';
import { toBanner } from '../banners/queries.ts';
import { DEFAULT_THEME } from '../clubs/default-theme.ts';
import { addressLine } from '../clubs/queries.ts';

type Schemas = components['schemas'];
export type FullMenu = Schemas['FullMenu'];
export type MenuListEntry = Schemas['MenuListEntry'];
export type Theme = Schemas['Theme'];
type ThemeRow = typeof themes.$inferSelect;

/** ISO 4217 code of a country's currency (country-state-city), EUR when it is unknown. */
export function currencyForCountry(countryCode: string): string {
  const currency = Country.getCountryByCode(countryCode.toUpperCase())?.currency;
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : 'EUR';
}

export function toTheme(row: ThemeRow): Theme {
  const { clubId: _club, createdAt: _created, builtinKey: _key, ...theme } = row;
  return theme;
}

/** The theme shown when a menu and its club have none (the club's starting look). */
export const FALLBACK_THEME: Theme = { id: 0, ...DEFAULT_THEME };

export async function listMenus(db: DbOrTx, clubId: number): Promise<MenuListEntry[]> {
  return db
    .select({
      id: menus.id,
      name: menus.name,
      adminDisplayName: menus.adminDisplayName,
      position: menus.position,
      // spelled out: Drizzle drops the table name of a column in a one-table select
      hasBanner: sql<boolean>`exists (select 1 from "banners" b where b."menu_id" = "menus"."id")`,
      hasSchedulings: sql<boolean>`exists (select 1 from "schedulings" s where s."menu_id" = "menus"."id")`,
    })
    .from(menus)
    .where(eq(menus.clubId, clubId))
    .orderBy(asc(menus.position), asc(menus.id));
}

export async function countMenus(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(menus).where(eq(menus.clubId, clubId));
  return row?.value ?? 0;
}

/** The club's plan, with its row locked so two menus created at once both see the count. */
export async function lockClubPlan(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId)).for('update');
  return club ?? null;
}

export async function findMenu(db: DbOrTx, clubId: number, menuId: number) {
  const [menu] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)));
  return menu ?? null;
}

/** A predefined theme (no club) or one of the club's own. */
export async function findUsableTheme(db: DbOrTx, clubId: number, themeId: number) {
  const [theme] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.id, themeId), or(isNull(themes.clubId), eq(themes.clubId, clubId))));
  return theme ?? null;
}

/** Numbers the club's menus 0..n-1 in their current order (after a delete or an insert). */
export async function renumberMenus(db: DbOrTx, clubId: number, orderedIds?: number[]) {
  const ids =
    orderedIds ??
    (
      await db
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.clubId, clubId))
        .orderBy(asc(menus.position), asc(menus.id))
    ).map((row) => row.id);
  for (const [position, id] of ids.entries()) {
    await db
      .update(menus)
      .set({ position })
      .where(and(eq(menus.id, id), eq(menus.clubId, clubId)));
  }
}

export async function replaceMenuTranslations(
  db: DbOrTx,
  menuId: number,
  translations: Record<string, { translatedName: string | null }>,
) {
  await db.delete(menuTranslations).where(eq(menuTranslations.menuId, menuId));
  const rows = Object.entries(translations)
    .map(([language, { translatedName }]) => ({
      menuId,
      language,
      translatedName: translatedName?.trim() ?? '',
    }))
    .filter((row) => row.translatedName !== '');
  if (rows.length > 0) await db.insert(menuTranslations).values(rows);
}

/** Everything needed to edit or render one menu (spec section 3, Full menu); null when not the club's. */
export async function findFullMenu(db: DbOrTx, clubId: number, menuId: number): Promise<FullMenu | null> {
  const menu = await findMenu(db, clubId, menuId);
  if (!menu) return null;
  const [club] = await db
    .select({ club: clubs, address: addresses })
    .from(clubs)
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(eq(clubs.id, clubId));
  if (!club) return null;

  const themeId = menu.themeId ?? club.club.themeId;
  const [themeRows, sections, translations, [banner]] = await Promise.all([
    themeId === null ? Promise.resolve([]) : db.select().from(themes).where(eq(themes.id, themeId)),
    db
      .select()
      .from(menuSections)
      .where(eq(menuSections.menuId, menuId))
      .orderBy(asc(menuSections.position), asc(menuSections.id)),
    db.select().from(menuTranslations).where(eq(menuTranslations.menuId, menuId)),
    db.select().from(banners).where(eq(banners.menuId, menuId)),
  ]);
  const sectionIds = sections.map((section) => section.id);
  const [items, sectionTranslationRows] =
    sectionIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(menuItems)
            .where(inArray(menuItems.sectionId, sectionIds))
            .orderBy(asc(menuItems.position), asc(menuItems.id)),
          db.select().from(sectionTranslations).where(inArray(sectionTranslations.sectionId, sectionIds)),
        ]);
  const itemIds = items.map((item) => item.id);
  const itemTranslationRows =
    itemIds.length === 0
      ? []
      : await db.select().from(itemTranslations).where(inArray(itemTranslations.itemId, itemIds));

  const [themeRow] = themeRows;
  return {
    id: menu.id,
    name: menu.name,
    adminDisplayName: menu.adminDisplayName,
    position: menu.position,
    banner: banner ? toBanner(banner) : null,
    bannerUrl: banner?.imageUrl ?? null,
    footer: menu.footer,
    logo: menu.logo ?? club.club.logo,
    refreshTime: menu.refreshTime,
    callWaiterEnabled: menu.callWaiterEnabled,
    menuLabelEnabled: menu.menuLabelEnabled,
    translationsEnabled: menu.translationsEnabled,
    theme: themeRow ? toTheme(themeRow) : FALLBACK_THEME,
    translations: Object.fromEntries(
      translations.map((row) => [
        row.language,
        { id: row.id, language: row.language, originalName: menu.name, translatedName: row.translatedName },
      ]),
    ),
    sections: sections.map((section) => ({
      id: section.id,
      name: section.name,
      position: section.position,
      disabled: section.disabled,
      translations: Object.fromEntries(
        sectionTranslationRows
          .filter((row) => row.sectionId === section.id)
          .map((row) => [
            row.language,
            {
              id: row.id,
              language: row.language,
              originalName: section.name,
              translatedName: row.translatedName,
            },
          ]),
      ),
      items: items
        .filter((item) => item.sectionId === section.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          description: item.description,
          ingredients: item.ingredients,
          allergens: item.allergens as Schemas['AllergenCode'][],
          additionalNotes: item.additionalNotes,
          price: item.price,
          priceText: item.priceText,
          position: item.position,
          disabled: item.disabled,
          outOfStock: item.outOfStock,
          bestSeller: item.bestSeller,
          suggested: item.suggested,
          branded: item.branded,
          translateName: item.translateName,
          translations: Object.fromEntries(
            itemTranslationRows
              .filter((row) => row.itemId === item.id)
              .map((row) => [
                row.language,
                {
                  id: row.id,
                  language: row.language,
                  originalName: item.name,
                  originalDescription: item.description,
                  originalIngredients: item.ingredients,
                  translatedName: row.translatedName,
                  translatedDescription: row.translatedDescription,
                  translatedIngredients: row.translatedIngredients,
                },
              ]),
          ),
        })),
    })),
    clubAddress: addressLine(club.address),
    clubDisplayEmail: club.club.displayEmail,
    clubDisplayPhone: club.club.displayPhone,
    clubFacebook: club.club.facebook,
    clubInstagram: club.club.instagram,
    clubWebsite: club.club.website,
    clubWhatsapp: club.club.whatsapp,
    currency: currencyForCountry(club.address.country),
  };
}

/**
 * Copies a menu with its sections, items, translations, schedulings and banner under a new name,
 * at the given position. Run it in a transaction; returns the new menu id.
 */
export async function copyMenu(
  db: DbOrTx,
  source: typeof menus.$inferSelect,
  name: string,
  position: number,
  now: Date,
): Promise<number> {
  const { id: sourceId, createdAt: _created, updatedAt: _updated, ...values } = source;
  const [copy] = await db
    .insert(menus)
    .values({ ...values, name, position, createdAt: now, updatedAt: now })
    .returning({ id: menus.id });
  if (!copy) throw new Error('menu copy not created');

  const translations = await db.select().from(menuTranslations).where(eq(menuTranslations.menuId, sourceId));
  if (translations.length > 0) {
    await db
      .insert(menuTranslations)
      .values(translations.map(({ id: _id, menuId: _menu, ...row }) => ({ ...row, menuId: copy.id })));
  }

  const sections = await db
    .select()
    .from(menuSections)
    .where(eq(menuSections.menuId, sourceId))
    .orderBy(asc(menuSections.position), asc(menuSections.id));
  for (const section of sections) {
    const { id: sectionId, menuId: _menu, createdAt: _c, ...sectionValues } = section;
    const [newSection] = await db
      .insert(menuSections)
      .values({ ...sectionValues, menuId: copy.id, createdAt: now })
      .returning({ id: menuSections.id });
    if (!newSection) throw new Error('section copy not created');
    const sectionTexts = await db
      .select()
      .from(sectionTranslations)
      .where(eq(sectionTranslations.sectionId, sectionId));
    if (sectionTexts.length > 0) {
      await db
        .insert(sectionTranslations)
        .values(
          sectionTexts.map(({ id: _id, sectionId: _s, ...row }) => ({ ...row, sectionId: newSection.id })),
        );
    }
    const items = await db
      .select()
      .from(menuItems)
      .where(eq(menuItems.sectionId, sectionId))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    for (const item of items) {
      const { id: itemId, sectionId: _s, createdAt: _c2, ...itemValues } = item;
      const [newItem] = await db
        .insert(menuItems)
        .values({ ...itemValues, sectionId: newSection.id, createdAt: now })
        .returning({ id: menuItems.id });
      if (!newItem) throw new Error('item copy not created');
      const itemTexts = await db.select().from(itemTranslations).where(eq(itemTranslations.itemId, itemId));
      if (itemTexts.length > 0) {
        await db
          .insert(itemTranslations)
          .values(itemTexts.map(({ id: _id, itemId: _i, ...row }) => ({ ...row, itemId: newItem.id })));
      }
    }
  }

  const rules = await db
    .select()
    .from(schedulings)
    .where(eq(schedulings.menuId, sourceId))
    .orderBy(asc(schedulings.id));
  if (rules.length > 0) {
    await db.insert(schedulings).values(
      rules.map(({ id: _id, menuId: _m, createdAt: _c3, ...rule }) => ({
        ...rule,
        menuId: copy.id,
        createdAt: now,
      })),
    );
  }

  const [banner] = await db.select().from(banners).where(eq(banners.menuId, sourceId));
  if (banner) {
    const { id: _id, menuId: _m, createdAt: _c4, updatedAt: _u4, ...bannerValues } = banner;
    await db.insert(banners).values({ ...bannerValues, menuId: copy.id, createdAt: now, updatedAt: now });
  }
  return copy.id;
}
