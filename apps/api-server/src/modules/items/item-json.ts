/**
 * An item's translations and option groups as JSON inside a statement about its row (json-rows.ts):
 * the guests' one-statement menu read nests them under each item, and the owner's item read and
 * in-place edit answer them with the row itself, so none of them needs a round trip per table.
 * Correlated with the outer `menu_items` row; lists in the order the owner's reads use (by position
 * then id; translations by language). Mapped back to the contract by queries.ts `toItemWithDetails`.
 */
import { type Column, eq, type SQL, sql, type Table } from 'drizzle-orm';
import { type JsonRow, jsonList } from '#db/json-rows.ts';
import {
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  itemTranslations,
  menuItems,
} from '#db/schema.ts';

/** An item's translations and option groups, each row as `to_json` gives it. */
export interface ItemDetailsJson {
  translations: JsonRow[];
  optionGroups: {
    row: JsonRow;
    translations: JsonRow[];
    options: { row: JsonRow; translations: JsonRow[] }[];
  }[];
}

/** An item's row with its details. */
export interface ItemJson extends ItemDetailsJson {
  row: JsonRow;
}

/** A translation table's rows of one owner, by language (the order the owner's reads use). */
export const translationsOf = (table: Table, where: SQL, language: Column) =>
  jsonList(sql`to_json(${table})`, table, where, sql`${language}`);

const optionGroupsJson = jsonList(
  sql`json_build_object(
    'row', to_json(${itemOptionGroups}),
    'translations', ${translationsOf(itemOptionGroupTranslations, eq(itemOptionGroupTranslations.groupId, itemOptionGroups.id), itemOptionGroupTranslations.language)},
    'options', ${jsonList(
      sql`json_build_object(
        'row', to_json(${itemOptions}),
        'translations', ${translationsOf(itemOptionTranslations, eq(itemOptionTranslations.optionId, itemOptions.id), itemOptionTranslations.language)})`,
      itemOptions,
      eq(itemOptions.groupId, itemOptionGroups.id),
      sql`${itemOptions.position}, ${itemOptions.id}`,
    )})`,
  itemOptionGroups,
  eq(itemOptionGroups.itemId, menuItems.id),
  sql`${itemOptionGroups.position}, ${itemOptionGroups.id}`,
);

const itemTranslationsJson = translationsOf(
  itemTranslations,
  eq(itemTranslations.itemId, menuItems.id),
  itemTranslations.language,
);

/** The outer item's details (ItemDetailsJson): what an UPDATE … RETURNING adds to the row it gives. */
export const itemDetailsJson = sql`json_build_object(
  'translations', ${itemTranslationsJson},
  'optionGroups', ${optionGroupsJson})`;

/** The outer item's row and details (ItemJson). */
export const itemJson = sql`json_build_object(
  'row', to_json(${menuItems}),
  'translations', ${itemTranslationsJson},
  'optionGroups', ${optionGroupsJson})`;
