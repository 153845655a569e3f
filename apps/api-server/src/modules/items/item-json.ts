/**
 * An item with its translations and option groups (their options and every translation) as one
 * JSON value the database builds, and its mapping back to the contract's item. The guests' and the
 * owner's one-statement menu read (guests/menu-content-query.ts, decision 044) nests it in each
 * section; `loadItem` reads one item with it, in one statement instead of one per table.
 *
 * Every row travels as `to_json(<table>)` (its column names as keys), lists as correlated
 * `json_agg(… order by …)` subqueries in the order the owner's reads use (by position then id;
 * translations by language). `fromJsonRow` turns such a row back into the row Drizzle would have
 * given (`$inferSelect`, each value through its column's own `mapFromDriverValue`), so the mapping
 * to the contract is `toItem` and `toOptionGroup` themselves.
 */
import { and, type Column, eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  itemTranslations,
  menuItems,
} from '#db/schema.ts';
import { toOptionGroup } from './option-groups.ts';
import { type MenuItem, toItem } from './queries.ts';

/** A row as `to_json(<table>)` gives it: its column names (not Drizzle's keys) as keys. */
export type JsonRow = Record<string, unknown>;

/** What `itemJson` builds. */
export interface ItemJson {
  row: JsonRow;
  translations: JsonRow[];
  optionGroups: {
    row: JsonRow;
    translations: JsonRow[];
    options: { row: JsonRow; translations: JsonRow[] }[];
  }[];
}

/**
 * `element` of each row of `table` that `where` keeps, as a JSON array in `orderBy` order: `[]` when
 * there is none (json_agg of no rows is null). A correlated subquery: `where` names the outer row.
 */
export const jsonList = (element: SQL, table: Table, where: SQL, orderBy: SQL) =>
  sql`coalesce((select json_agg(${element} order by ${orderBy}) from ${table} where ${where}), '[]'::json)`;

/** A name translation table's rows of one owner, by language (the order the owner's reads use). */
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

/** The item of the row of "menu_items" in scope, as an ItemJson. */
export const itemJson = sql`json_build_object(
    'row', to_json(${menuItems}),
    'translations', ${translationsOf(itemTranslations, eq(itemTranslations.itemId, menuItems.id), itemTranslations.language)},
    'optionGroups', ${optionGroupsJson})`;

/** Each table's columns as [Drizzle's key, column], looked up once. */
const columnsByTable = new WeakMap<Table, [string, Column][]>();

/**
 * A `to_json` row as Drizzle would have read it: keyed by the schema's keys, each value through its
 * column's `mapFromDriverValue` (numeric and bigint in number mode: numbers; timestamps: Dates).
 */
export function fromJsonRow<T extends Table>(table: T, json: JsonRow): T['$inferSelect'] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export function toItemFromJson({ row, translations, optionGroups }: ItemJson): MenuItem {
  return toItem(
    fromJsonRow(menuItems, row),
    translations.map((translation) => fromJsonRow(itemTranslations, translation)),
    optionGroups.map((group) =>
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

/** The item of this section with its translations and option groups, in one statement; null: none. */
export async function loadItem(db: DbOrTx, sectionId: number, itemId: number): Promise<MenuItem | null> {
  const [answer] = await db
    .select({ json: sql<string>`${itemJson}::text` })
    .from(menuItems)
    .where(and(eq(menuItems.sectionId, sectionId), eq(menuItems.id, itemId)));
  return answer ? toItemFromJson(JSON.parse(answer.json) as ItemJson) : null;
}
