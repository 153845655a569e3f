/**
 * Items of a section and their translations. Callers have checked that the section belongs to the
 * menu and the menu to the club; queries here are scoped by section id.
 */
import type { components } from '@tavola/api/schema';
import { sortAllergens } from '@tavola/domain/allergens';
import { publicItemPhoto, sortDietaryTags } from '@tavola/domain/item-extras';
import { and, asc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client.ts';
import { fromJsonRow } from '#db/json-rows.ts';
import { readTogether } from '#db/read-together.ts';
import {
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  itemTranslations,
  menuItems,
} from '#db/schema.ts';
import { itemColumns, itemTexts, toItemTranslation, writtenText } from '#modules/translations/states.ts';
import { type ItemDetailsJson, type ItemJson, itemDetailsJson, itemJson } from './item-json.ts';
import { type ItemOptionGroup, loadOptionGroups, toOptionGroup } from './option-groups.ts';

export type MenuItem = components['schemas']['MenuItem'];
type ItemRow = typeof menuItems.$inferSelect;
type TranslationRow = typeof itemTranslations.$inferSelect;

/** An item as the contract gives it, from its stored rows (also the guests' one-statement read's). */
export function toItem(
  row: ItemRow,
  translations: readonly TranslationRow[],
  optionGroups: ItemOptionGroup[],
): MenuItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ingredients: row.ingredients,
    allergens: sortAllergens(row.allergens),
    additionalNotes: row.additionalNotes,
    price: row.price === null ? null : Number(row.price),
    priceText: row.priceText,
    position: row.position,
    disabled: row.disabled,
    outOfStock: row.outOfStock,
    bestSeller: row.bestSeller,
    suggested: row.suggested,
    branded: row.branded,
    translateName: row.translateName,
    photo: row.photo ? publicItemPhoto(row.photo) : null,
    dietaryTags: sortDietaryTags(row.dietaryTags),
    spiciness: row.spiciness,
    orderable: row.orderable,
    optionGroups,
    translations: Object.fromEntries(
      translations.map((translation) => [translation.language, toItemTranslation(translation, row)]),
    ),
  };
}

/** The items of these sections with their translations and option groups, by section, each list in position order. */
export async function loadItemsBySection(
  db: DbOrTx,
  sectionIds: readonly number[],
): Promise<Map<number, MenuItem[]>> {
  const bySection = new Map<number, MenuItem[]>(sectionIds.map((id) => [id, []]));
  if (sectionIds.length === 0) return bySection;
  const rows = await db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.sectionId, [...sectionIds]))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  if (rows.length === 0) return bySection;
  const itemIds = rows.map((row) => row.id);
  const [translations, optionGroups] = await readTogether(db, [
    () =>
      db
        .select()
        .from(itemTranslations)
        .where(inArray(itemTranslations.itemId, itemIds))
        .orderBy(asc(itemTranslations.language)),
    () => loadOptionGroups(db, itemIds),
  ]);
  const translationsByItem = new Map<number, TranslationRow[]>();
  for (const translation of translations) {
    const list = translationsByItem.get(translation.itemId) ?? [];
    list.push(translation);
    translationsByItem.set(translation.itemId, list);
  }
  for (const row of rows)
    bySection
      .get(row.sectionId)
      ?.push(toItem(row, translationsByItem.get(row.id) ?? [], optionGroups.get(row.id) ?? []));
  return bySection;
}

/**
 * The item of this section with its translations and option groups, as the contract gives it; null
 * when the section has no such item. One statement (item-json.ts).
 */
export async function loadItem(db: DbOrTx, sectionId: number, itemId: number): Promise<MenuItem | null> {
  const [found] = await db
    .select({ json: sql<string>`${itemJson}::text` })
    .from(menuItems)
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)));
  return found ? toItemFromJson(JSON.parse(found.json)) : null;
}

/** An item from its row and its details as item-json.ts reads them. */
export function toItemWithDetails(row: ItemRow, details: ItemDetailsJson): MenuItem {
  return toItem(
    row,
    details.translations.map((translation) => fromJsonRow(itemTranslations, translation)),
    details.optionGroups.map((group) =>
      toOptionGroup(
        fromJsonRow(itemOptionGroups, group.row),
        group.options.map((option) => ({
          option: fromJsonRow(itemOptions, option.row),
          translations: option.translations.map((text) => fromJsonRow(itemOptionTranslations, text)),
        })),
        group.translations.map((text) => fromJsonRow(itemOptionGroupTranslations, text)),
      ),
    ),
  );
}

/** An item from its row and details as item-json.ts `itemJson` gives them. */
export function toItemFromJson(json: ItemJson): MenuItem {
  return toItemWithDetails(fromJsonRow(menuItems, json.row), json);
}

/** What the activity log compares of an item before and after a write. */
export type ItemLogged = Pick<ItemRow, 'name' | 'price' | 'outOfStock'>;

/** The item's row as the statement found it, before its own update (PostgreSQL reads FROM that way). */
const before = alias(menuItems, 'before');
const beforeColumns = {
  beforeName: before.name,
  beforePrice: before.price,
  beforeOutOfStock: before.outOfStock,
};

/** The item's details (item-json.ts) as text: parsed the same way on both drivers. */
const detailsText = sql<string>`${itemDetailsJson}::text`;

/**
 * Writes `values` to the items `where` finds and answers each row as stored with what it was
 * before, and with `details` its translations and option groups as they are before any later
 * statement; one statement (UPDATE … FROM the same row: no read of its own).
 */
async function updateReturningBefore(
  db: DbOrTx,
  where: ReturnType<typeof and>,
  values: ItemValues,
  options: { details?: boolean } = {},
) {
  const rows = await db
    .update(menuItems)
    .set(values)
    .from(before)
    .where(and(where, eq(before.id, menuItems.id)))
    .returning({
      ...getTableColumns(menuItems),
      ...beforeColumns,
      details: options.details ? detailsText : sql<null>`null`,
    });
  return rows.map(({ beforeName, beforePrice, beforeOutOfStock, details, ...row }) => ({
    row: row as ItemRow,
    before: { name: beforeName, price: beforePrice, outOfStock: beforeOutOfStock } as ItemLogged,
    details: details === null ? null : (JSON.parse(details) as ItemDetailsJson),
  }));
}

/**
 * Writes `values` to the item of this section (no values: none) and answers it as stored, with its
 * translations and option groups, and its logged fields before; null when the section has no such
 * item. One statement: the details come back with the row (item-json.ts).
 */
export async function updateItemInSection(
  db: DbOrTx,
  sectionId: number,
  itemId: number,
  values: ItemValues,
): Promise<{ item: MenuItem; row: ItemLogged; before: ItemLogged } | null> {
  const where = and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId));
  if (Object.keys(values).length === 0) {
    const [found] = await db
      .select({ ...getTableColumns(menuItems), details: detailsText })
      .from(menuItems)
      .where(where);
    if (!found) return null;
    const { details, ...row } = found;
    return { item: toItemWithDetails(row, JSON.parse(details)), row, before: row };
  }
  const [updated] = await updateReturningBefore(db, where, values, { details: true });
  if (!updated?.details) return null;
  return { item: toItemWithDetails(updated.row, updated.details), row: updated.row, before: updated.before };
}

/** The item's position in the section; null when it is not an item of this section. */
export async function itemPosition(db: DbOrTx, sectionId: number, itemId: number): Promise<number | null> {
  const [row] = await db
    .select({ position: menuItems.position })
    .from(menuItems)
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)));
  return row?.position ?? null;
}

export type ItemValues = Partial<
  Pick<
    ItemRow,
    | 'name'
    | 'description'
    | 'ingredients'
    | 'allergens'
    | 'additionalNotes'
    | 'price'
    | 'priceText'
    | 'disabled'
    | 'outOfStock'
    | 'bestSeller'
    | 'suggested'
    | 'branded'
    | 'translateName'
    | 'dietaryTags'
    | 'spiciness'
    | 'orderable'
    | 'sectionId'
    | 'position'
  >
>;

export async function insertItem(
  db: DbOrTx,
  values: ItemValues & { sectionId: number; name: string; position: number },
): Promise<number> {
  const [row] = await db.insert(menuItems).values(values).returning({ id: menuItems.id });
  if (!row) throw new Error('item not created');
  return row.id;
}

/** Writes `values` to the item; answers what it was before and is now (null: no such item). */
export async function updateItem(
  db: DbOrTx,
  itemId: number,
  values: ItemValues,
): Promise<{ row: ItemLogged; before: ItemLogged } | null> {
  const [updated] = await updateReturningBefore(db, eq(menuItems.id, itemId), values);
  return updated ?? null;
}

/** Deletes the item of this section; its position (for closing the gap) and name, or null when there was none. */
export async function deleteItem(
  db: DbOrTx,
  sectionId: number,
  itemId: number,
): Promise<{ position: number; name: string } | null> {
  const [row] = await db
    .delete(menuItems)
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)))
    .returning({ position: menuItems.position, name: menuItems.name });
  return row ?? null;
}

/** The texts of one language written to an item; a field left out keeps its stored text. */
export interface ItemTranslationValues {
  translatedName?: string | null;
  translatedDescription?: string | null;
  translatedIngredients?: string | null;
}

/**
 * Makes the item's translations exactly these languages (kept rows keep their ids); each text
 * follows the write rule of translations/states.ts against the item's current originals.
 */
export async function replaceItemTranslations(
  db: DbOrTx,
  itemId: number,
  translations: Record<string, ItemTranslationValues>,
): Promise<void> {
  const [item] = await db
    .select({ name: menuItems.name, description: menuItems.description, ingredients: menuItems.ingredients })
    .from(menuItems)
    .where(eq(menuItems.id, itemId));
  if (!item) return;
  const stored = await db.select().from(itemTranslations).where(eq(itemTranslations.itemId, itemId));
  const written = Object.entries(translations).flatMap(([language, values]) => {
    const before = itemTexts(stored.find((row) => row.language === language));
    const columns = itemColumns({
      name: writtenText(before.name, values.translatedName, item.name),
      description: writtenText(before.description, values.translatedDescription, item.description),
      ingredients: writtenText(before.ingredients, values.translatedIngredients, item.ingredients),
    });
    return columns ? [{ language, columns }] : [];
  });
  const languages = written.map(({ language }) => language);
  await db
    .delete(itemTranslations)
    .where(
      languages.length === 0
        ? eq(itemTranslations.itemId, itemId)
        : and(eq(itemTranslations.itemId, itemId), notInArray(itemTranslations.language, languages)),
    );
  for (const { language, columns } of written) {
    await db
      .insert(itemTranslations)
      .values({ itemId, language, ...columns })
      .onConflictDoUpdate({ target: [itemTranslations.itemId, itemTranslations.language], set: columns });
  }
}

/**
 * The one field a waiter changes during service; the item's name and whether it was out of stock
 * before, or null when the section has no such item.
 */
export async function setOutOfStock(
  tx: DbOrTx,
  sectionId: number,
  itemId: number,
  outOfStock: boolean,
): Promise<ItemLogged | null> {
  const [updated] = await updateReturningBefore(
    tx,
    and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)),
    { outOfStock },
  );
  return updated?.before ?? null;
}
