/**
 * Sections of a menu, and the checks every menu-content call starts with: the menu belongs to the
 * club (the club itself was checked by the ownership hook), the section to the menu.
 */

import type { components } from '@tavola/api/schema';
import { languageOfCountry } from '@tavola/domain/languages';
import type { OrderStation } from '@tavola/domain/ordering';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { addresses, clubs, menuSections, menus, sectionTranslations } from '#db/schema.ts';
import { notFound } from '#errors.ts';
import { menuNotFound } from '#http/club-path.ts';
import { loadItemsBySection } from '#modules/items/queries.ts';
import { storedName, toNameTranslation, writtenText } from '#modules/translations/states.ts';

export type MenuSection = components['schemas']['MenuSection'];

/**
 * The language the menu is written in: its own, or (menus from before the column) its club
 * country's. Read in the transaction that writes translations, after the menu's lock.
 */
export async function menuSourceLanguage(db: DbOrTx, menuId: number): Promise<string> {
  const [row] = await db
    .select({ sourceLanguage: menus.sourceLanguage, country: addresses.country })
    .from(menus)
    .innerJoin(clubs, eq(clubs.id, menus.clubId))
    .leftJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(eq(menus.id, menuId));
  if (!row) throw menuNotFound();
  return row.sourceLanguage ?? languageOfCountry(row.country ?? '');
}

export const sectionNotFound = () => notFound('section_not_found', 'Section not found');

/**
 * Checks the menu is the club's; with `lock`, locks its row until the transaction ends, which every
 * write to the menu's sections and items takes first so their positions are renumbered one at a time.
 */
export async function requireMenu(
  db: DbOrTx,
  clubId: number,
  menuId: number,
  options: { lock?: boolean } = {},
): Promise<void> {
  const query = db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.clubId, clubId), eq(menus.id, menuId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw menuNotFound();
}

export async function sectionInMenu(db: DbOrTx, menuId: number, sectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menuSections.id })
    .from(menuSections)
    .where(and(eq(menuSections.menuId, menuId), eq(menuSections.id, sectionId)));
  return Boolean(row);
}

/**
 * requireMenu and the section's check in one statement: the menu is the club's and the section is
 * the menu's. Every item route checks both, and each statement is a round trip.
 */
export async function requireMenuSection(
  db: DbOrTx,
  clubId: number,
  menuId: number,
  sectionId: number,
): Promise<void> {
  const [row] = await db
    .select({ sectionId: menuSections.id })
    .from(menus)
    .leftJoin(menuSections, and(eq(menuSections.menuId, menus.id), eq(menuSections.id, sectionId)))
    .where(and(eq(menus.clubId, clubId), eq(menus.id, menuId)));
  if (!row) throw menuNotFound();
  if (row.sectionId === null) throw sectionNotFound();
}

/**
 * `writeClub` for a write to one section's items: its first statement checks what
 * requireMenuSection checks and takes the club's row and the menu's, the club's first (the one lock
 * order of db/club-writes.ts), both FOR NO KEY UPDATE. One round trip where lockClubForWrites and
 * a locking requireMenuSection took two; the menu's lock still makes the writes to its items follow
 * one another, and still lets guests' rows that only refer to it (KEY SHARE) pass.
 */
export function writeSectionItems<T>(
  db: Db,
  clubId: number,
  menuId: number,
  sectionId: number,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sectionId: menuSections.id })
      .from(clubs)
      .innerJoin(menus, and(eq(menus.clubId, clubs.id), eq(menus.id, menuId)))
      .leftJoin(menuSections, and(eq(menuSections.menuId, menus.id), eq(menuSections.id, sectionId)))
      .where(eq(clubs.id, clubId))
      .for('no key update', { of: [clubs, menus] });
    if (!row) throw menuNotFound();
    if (row.sectionId === null) throw sectionNotFound();
    return write(tx);
  });
}

/** The section's position in the menu; null when it is not a section of this menu. */
export async function sectionPosition(db: DbOrTx, menuId: number, sectionId: number): Promise<number | null> {
  const [row] = await db
    .select({ position: menuSections.position })
    .from(menuSections)
    .where(and(eq(menuSections.menuId, menuId), eq(menuSections.id, sectionId)));
  return row?.position ?? null;
}

/**
 * Sections of a menu in position order with their items and translations (every section, or only
 * `onlyIds`). Also what a full menu (`getMenu`) carries.
 */
export async function loadSections(
  db: DbOrTx,
  menuId: number,
  onlyIds?: readonly number[],
): Promise<MenuSection[]> {
  const where =
    onlyIds === undefined
      ? eq(menuSections.menuId, menuId)
      : and(eq(menuSections.menuId, menuId), inArray(menuSections.id, [...onlyIds, 0]));
  const rows = await db
    .select()
    .from(menuSections)
    .where(where)
    .orderBy(asc(menuSections.position), asc(menuSections.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, translations] = await readTogether(db, [
    () => loadItemsBySection(db, ids),
    () =>
      db
        .select()
        .from(sectionTranslations)
        .where(inArray(sectionTranslations.sectionId, ids))
        .orderBy(asc(sectionTranslations.language)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    disabled: row.disabled,
    station: row.station,
    items: items.get(row.id) ?? [],
    translations: Object.fromEntries(
      translations
        .filter((translation) => translation.sectionId === row.id)
        .map((translation) => [translation.language, toNameTranslation(translation, row.name)]),
    ),
  }));
}

export async function loadSection(
  db: DbOrTx,
  menuId: number,
  sectionId: number,
): Promise<MenuSection | null> {
  const [section] = await loadSections(db, menuId, [sectionId]);
  return section ?? null;
}

export async function insertSection(
  db: DbOrTx,
  values: { menuId: number; name: string; disabled: boolean; station?: OrderStation; position: number },
): Promise<number> {
  const [row] = await db.insert(menuSections).values(values).returning({ id: menuSections.id });
  if (!row) throw new Error('section not created');
  return row.id;
}

export async function updateSection(
  db: DbOrTx,
  sectionId: number,
  values: { name: string; disabled?: boolean; station?: OrderStation; position?: number },
): Promise<void> {
  await db.update(menuSections).set(values).where(eq(menuSections.id, sectionId));
}

/** Deletes the section of this menu; its position (for closing the gap), or null when there was none. */
export async function deleteSection(db: DbOrTx, menuId: number, sectionId: number): Promise<number | null> {
  const [row] = await db
    .delete(menuSections)
    .where(and(eq(menuSections.menuId, menuId), eq(menuSections.id, sectionId)))
    .returning({ position: menuSections.position });
  return row?.position ?? null;
}

/**
 * Makes the section's translations exactly these languages; a name left as stored keeps its state
 * (see translations/states.ts), a new or changed one is the owner's own. Kept rows keep their ids.
 */
export async function replaceSectionTranslations(
  db: DbOrTx,
  sectionId: number,
  currentName: string,
  names: Record<string, string | null>,
): Promise<void> {
  const stored = await db
    .select()
    .from(sectionTranslations)
    .where(eq(sectionTranslations.sectionId, sectionId));
  const written = Object.entries(names).flatMap(([language, name]) => {
    const before = stored.find((row) => row.language === language);
    const text = writtenText(storedName(before), name, currentName);
    return text.text === null ? [] : [{ language, text }];
  });
  const languages = written.map(({ language }) => language);
  await db
    .delete(sectionTranslations)
    .where(
      languages.length === 0
        ? eq(sectionTranslations.sectionId, sectionId)
        : and(
            eq(sectionTranslations.sectionId, sectionId),
            notInArray(sectionTranslations.language, languages),
          ),
    );
  for (const { language, text } of written) {
    const values = {
      translatedName: text.text ?? '',
      originalName: text.translatedFrom,
      machineDraft: text.machineDraft,
    };
    await db
      .insert(sectionTranslations)
      .values({ sectionId, language, ...values })
      .onConflictDoUpdate({
        target: [sectionTranslations.sectionId, sectionTranslations.language],
        set: values,
      });
  }
}
