/**
 * Reads and writes of menus. Every query is scoped by club id: a menu id of another club is as
 * good as a missing one.
 */

import type { components } from '@tavola/api/schema';
import { menuContacts } from '@tavola/domain/club';
import { languageOfCountry } from '@tavola/domain/languages';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
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
import { toBanner } from '#modules/banners/queries.ts';
import { DEFAULT_THEME } from '#modules/clubs/default-theme.ts';
import { addressLine } from '#modules/clubs/queries.ts';
import { copyOptionGroups, menuHasOptionLanguage } from '#modules/items/option-groups.ts';
import { loadSections } from '#modules/sections/queries.ts';
import { storedName, toNameTranslation, writtenText } from '#modules/translations/states.ts';

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

/**
 * Languages of a menu with at least one accepted (not machine draft) translated text: its name, a
 * section's name, or an item's name, description or ingredients. Spelled out in SQL (Drizzle drops
 * the table name of a column in a one-table select).
 */
const acceptedLanguages = sql<string[]>`array(
  select t."language" from "menu_translations" t where t."menu_id" = "menus"."id" and not t."machine_draft"
  union
  select st."language" from "section_translations" st
    join "menu_sections" s on s."id" = st."section_id"
    where s."menu_id" = "menus"."id" and not st."machine_draft"
  union
  select it."language" from "item_translations" it
    join "menu_items" i on i."id" = it."item_id"
    join "menu_sections" s on s."id" = i."section_id"
    where s."menu_id" = "menus"."id" and (
      (it."translated_name" is not null and not it."name_machine_draft")
      or (it."translated_description" is not null and not it."description_machine_draft")
      or (it."translated_ingredients" is not null and not it."ingredients_machine_draft"))
  order by 1)`;

export async function listMenus(db: DbOrTx, clubId: number): Promise<MenuListEntry[]> {
  const [rows, [club]] = await readTogether(db, [
    () =>
      db
        .select({
          id: menus.id,
          name: menus.name,
          adminDisplayName: menus.adminDisplayName,
          position: menus.position,
          hasBanner: sql<boolean>`exists (select 1 from "banners" b where b."menu_id" = "menus"."id")`,
          hasSchedulings: sql<boolean>`exists (select 1 from "schedulings" s where s."menu_id" = "menus"."id")`,
          sourceLanguage: menus.sourceLanguage,
          languages: acceptedLanguages,
          disabled: menus.disabled,
        })
        .from(menus)
        .where(eq(menus.clubId, clubId))
        .orderBy(asc(menus.position), asc(menus.id)),
    () => clubCountry(db, clubId),
  ]);
  const clubLanguage = languageOfCountry(club?.country ?? '');
  return rows.map((row) => ({ ...row, sourceLanguage: row.sourceLanguage ?? clubLanguage }));
}

/** The club's country (ISO 3166-1 alpha-2): its menus' default language and currency come from it. */
export function clubCountry(db: DbOrTx, clubId: number) {
  return db
    .select({ country: addresses.country })
    .from(clubs)
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(eq(clubs.id, clubId));
}

export async function countMenus(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(menus).where(eq(menus.clubId, clubId));
  return row?.value ?? 0;
}

/**
 * The club's plan, null when there is no such club. Read inside writeClub (db/club-writes.ts), whose
 * lock on the club's row makes two menus created at once both see the count.
 */
export async function clubPlan(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId));
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

/**
 * Makes the menu's name translations exactly these languages; a name left as stored keeps its
 * state (see translations/states.ts), a new or changed one is the owner's own.
 */
export async function replaceMenuTranslations(
  db: DbOrTx,
  menuId: number,
  currentName: string,
  translations: Record<string, { translatedName: string | null }>,
) {
  const stored = await db.select().from(menuTranslations).where(eq(menuTranslations.menuId, menuId));
  await db.delete(menuTranslations).where(eq(menuTranslations.menuId, menuId));
  const rows = Object.entries(translations).flatMap(([language, { translatedName }]) => {
    const before = stored.find((row) => row.language === language);
    const text = writtenText(storedName(before), translatedName, currentName);
    return text.text === null
      ? []
      : [
          {
            menuId,
            language,
            translatedName: text.text,
            originalName: text.translatedFrom,
            machineDraft: text.machineDraft,
          },
        ];
  });
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
  const [themeRows, sections, translations, [banner]] = await readTogether(db, [
    () => (themeId === null ? Promise.resolve([]) : db.select().from(themes).where(eq(themes.id, themeId))),
    () => loadSections(db, menuId),
    () => db.select().from(menuTranslations).where(eq(menuTranslations.menuId, menuId)),
    () => db.select().from(banners).where(eq(banners.menuId, menuId)),
  ]);
  const [theme] = themeRows;
  return toFullMenu({ menu, ...club, theme, sections, translations, banner });
}

/** The rows a full menu is made of, however they were read (the guests' read joins several). */
export interface FullMenuRows {
  menu: typeof menus.$inferSelect;
  club: typeof clubs.$inferSelect;
  address: typeof addresses.$inferSelect;
  /** the menu's theme, else the club's; none: the fallback look */
  theme: ThemeRow | null | undefined;
  sections: FullMenu['sections'];
  translations: (typeof menuTranslations.$inferSelect)[];
  banner: typeof banners.$inferSelect | null | undefined;
}

export function toFullMenu({
  menu,
  club,
  address,
  theme,
  sections,
  translations,
  banner,
}: FullMenuRows): FullMenu {
  return {
    id: menu.id,
    name: menu.name,
    adminDisplayName: menu.adminDisplayName,
    position: menu.position,
    banner: banner ? toBanner(banner) : null,
    bannerUrl: banner?.imageUrl ?? null,
    footer: menu.footer,
    logo: menu.logo ?? club.logo,
    refreshTime: menu.refreshTime,
    callWaiterEnabled: menu.callWaiterEnabled,
    menuLabelEnabled: menu.menuLabelEnabled,
    translationsEnabled: menu.translationsEnabled,
    pdfPhotos: menu.pdfPhotos,
    disabled: menu.disabled,
    sourceLanguage: menu.sourceLanguage ?? languageOfCountry(address.country),
    theme: theme ? toTheme(theme) : FALLBACK_THEME,
    translations: Object.fromEntries(
      translations.map((row) => [row.language, toNameTranslation(row, menu.name)]),
    ),
    sections,
    clubAddress: addressLine(address),
    ...menuContacts(club),
    currency: currencyForCountry(address.country),
  };
}

/**
 * Copies a menu with its sections, items (and their option groups), translations, schedulings and banner under a new name,
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
      await copyOptionGroups(db, itemId, newItem.id);
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

/**
 * Whether any text of the menu (its name, a section's, an item's, an option's) has a translation
 * in this language.
 */
export async function menuHasLanguage(db: DbOrTx, menuId: number, language: string): Promise<boolean> {
  const [names, sectionNames, itemTexts] = await readTogether(db, [
    () =>
      db
        .select({ id: menuTranslations.id })
        .from(menuTranslations)
        .where(and(eq(menuTranslations.menuId, menuId), eq(menuTranslations.language, language)))
        .limit(1),
    () =>
      db
        .select({ id: sectionTranslations.id })
        .from(sectionTranslations)
        .innerJoin(menuSections, eq(menuSections.id, sectionTranslations.sectionId))
        .where(and(eq(menuSections.menuId, menuId), eq(sectionTranslations.language, language)))
        .limit(1),
    () =>
      db
        .select({ id: itemTranslations.id })
        .from(itemTranslations)
        .innerJoin(menuItems, eq(menuItems.id, itemTranslations.itemId))
        .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
        .where(and(eq(menuSections.menuId, menuId), eq(itemTranslations.language, language)))
        .limit(1),
  ]);
  return (
    names.length + sectionNames.length + itemTexts.length > 0 || menuHasOptionLanguage(db, menuId, language)
  );
}
