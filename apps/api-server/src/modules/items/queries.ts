/**
 * Items of a section and their translations. Callers have checked that the section belongs to the
 * menu and the menu to the club; queries here are scoped by section id.
 */
import type { components } from '@tavola/api/schema';
import { sortAllergens } from '@tavola/domain/allergens';
import { publicItemPhoto, sortDietaryTags } from '@tavola/domain/item-extras';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { itemTranslations, menuItems } from '#db/schema.ts';
import { itemColumns, itemTexts, toItemTranslation, writtenText } from '#modules/translations/states.ts';
import { type ItemOptionGroup, loadOptionGroups } from './option-groups.ts';

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

export async function loadItem(db: DbOrTx, sectionId: number, itemId: number): Promise<MenuItem | null> {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)));
  return row ? withDetails(db, row) : null;
}

/** The item of `row` with its translations and option groups, as the contract gives it. */
export async function withDetails(db: DbOrTx, row: ItemRow): Promise<MenuItem> {
  const translations = await db
    .select()
    .from(itemTranslations)
    .where(eq(itemTranslations.itemId, row.id))
    .orderBy(asc(itemTranslations.language));
  const optionGroups = await loadOptionGroups(db, [row.id]);
  return toItem(row, translations, optionGroups.get(row.id) ?? []);
}

/**
 * Writes `values` to the item of this section and answers its row as stored (no values: the row as
 * it is); null when the section has no such item. One statement.
 */
export async function updateItemInSection(
  db: DbOrTx,
  sectionId: number,
  itemId: number,
  values: ItemValues,
): Promise<ItemRow | null> {
  const where = and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId));
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(menuItems).where(where)
      : await db.update(menuItems).set(values).where(where).returning();
  return row ?? null;
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

export async function updateItem(db: DbOrTx, itemId: number, values: ItemValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(menuItems).set(values).where(eq(menuItems.id, itemId));
}

/** Deletes the item of this section; its position (for closing the gap), or null when there was none. */
export async function deleteItem(db: DbOrTx, sectionId: number, itemId: number): Promise<number | null> {
  const [row] = await db
    .delete(menuItems)
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)))
    .returning({ position: menuItems.position });
  return row?.position ?? null;
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

/** The one field a waiter changes during service; false when the section has no such item. */
export async function setOutOfStock(
  tx: DbOrTx,
  sectionId: number,
  itemId: number,
  outOfStock: boolean,
): Promise<boolean> {
  const rows = await tx
    .update(menuItems)
    .set({ outOfStock })
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}
