/**
 * An item's option groups ("Size", "Extras") and their options, with their name translations:
 * read for many items at once (menus, the public document), replaced as a whole by an item save,
 * copied with a menu. The rules of their values are @tavola/domain/item-options'; the handler
 * validates before anything here runs (docs/decisions/038).
 *
 * Replace semantics: the groups of a save are the item's groups afterwards, in the order given. An
 * entry with an id updates that group (which must be this item's, else 404 and nothing changes),
 * one without creates it, and the item's groups left out are deleted; the same for the options of
 * each group. Rows that do not change are not written, so a save that only renames the item writes
 * nothing here (each written statement bumps the club's content version: fewer is cheaper).
 */
import type { components } from '@tavola/api/schema';
import { sortAllergens } from '@tavola/domain/allergens';
import type { OptionChoice } from '@tavola/domain/item-options';
import { isOutdated } from '@tavola/domain/translation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import {
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  menuItems,
  menuSections,
} from '#db/schema.ts';
import { HttpError } from '#errors.ts';
import { NO_TEXT, type StoredText, writtenText } from '#modules/translations/states.ts';

type Schemas = components['schemas'];
export type ItemOptionGroup = Schemas['ItemOptionGroup'];
export type ItemOption = Schemas['ItemOption'];
type OptionTextTranslation = Schemas['OptionTextTranslation'];
export type OptionGroupInput = Schemas['ItemOptionGroupInput'];
type OptionInput = Schemas['ItemOptionInput'];
type TranslationsInput = OptionGroupInput['translations'];

type GroupRow = typeof itemOptionGroups.$inferSelect;
type OptionRow = typeof itemOptions.$inferSelect;
type GroupTranslationRow = typeof itemOptionGroupTranslations.$inferSelect;
type NameTranslationRow = Pick<
  GroupTranslationRow,
  'language' | 'translatedName' | 'originalName' | 'machineDraft'
>;

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

function toTranslations(rows: readonly NameTranslationRow[], currentName: string) {
  const translations: Record<string, OptionTextTranslation> = {};
  for (const row of rows) {
    translations[row.language] = {
      translatedName: row.translatedName,
      originalName: row.originalName ?? currentName,
      outdated: isOutdated(currentName, row.originalName, row.translatedName),
      machineDraft: row.machineDraft,
    };
  }
  return translations;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

const toPrice = (price: number | string | null) => (price === null ? null : Number(price));

/**
 * A group as the contract gives it, from its stored rows: its options in their order, each with
 * the translations of its name, and the translations of the group's name (each list by language).
 * Also what the guests' one-statement read maps its rows with (guests/menu-content-query.ts).
 */
export function toOptionGroup(
  group: GroupRow,
  options: readonly { option: OptionRow; translations: readonly NameTranslationRow[] }[],
  translations: readonly NameTranslationRow[],
): ItemOptionGroup {
  return {
    id: group.id,
    name: group.name,
    choice: group.choice as OptionChoice,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    required: group.required,
    position: group.position,
    options: options.map(({ option, translations: optionTexts }) => ({
      id: option.id,
      name: option.name,
      price: toPrice(option.price),
      outOfStock: option.outOfStock,
      allergens: sortAllergens(option.allergens),
      position: option.position,
      translations: toTranslations(optionTexts, option.name),
    })),
    translations: toTranslations(translations, group.name),
  };
}

/** The options of these groups in their order, and the groups' name translations, read together. */
function readGroupContents(db: DbOrTx, groupIds: number[]) {
  return readTogether(db, [
    () =>
      db
        .select()
        .from(itemOptions)
        .where(inArray(itemOptions.groupId, groupIds))
        .orderBy(asc(itemOptions.position), asc(itemOptions.id)),
    () =>
      db
        .select()
        .from(itemOptionGroupTranslations)
        .where(inArray(itemOptionGroupTranslations.groupId, groupIds))
        .orderBy(asc(itemOptionGroupTranslations.language)),
  ]);
}

/**
 * The option groups of these items, by item, in position order, each with its options and the
 * translations of their names. Items without groups map to an empty list. Four queries at most,
 * whatever the number of items; one when none of them has a group.
 */
export async function loadOptionGroups(
  db: DbOrTx,
  itemIds: readonly number[],
): Promise<Map<number, ItemOptionGroup[]>> {
  const byItem = new Map<number, ItemOptionGroup[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const groups = await db
    .select()
    .from(itemOptionGroups)
    .where(inArray(itemOptionGroups.itemId, [...itemIds]))
    .orderBy(asc(itemOptionGroups.position), asc(itemOptionGroups.id));
  if (groups.length === 0) return byItem;
  const groupIds = groups.map((group) => group.id);
  const [options, groupTexts] = await readGroupContents(db, groupIds);
  const optionTexts =
    options.length === 0
      ? []
      : await db
          .select()
          .from(itemOptionTranslations)
          .where(
            inArray(
              itemOptionTranslations.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(itemOptionTranslations.language));

  const optionsByGroup = groupBy(options, (option) => option.groupId);
  const groupTextsById = groupBy(groupTexts, (row) => row.groupId);
  const optionTextsById = groupBy(optionTexts, (row) => row.optionId);
  for (const group of groups) {
    const groupOptions = (optionsByGroup.get(group.id) ?? []).map((option) => ({
      option,
      translations: optionTextsById.get(option.id) ?? [],
    }));
    byItem.get(group.itemId)?.push(toOptionGroup(group, groupOptions, groupTextsById.get(group.id) ?? []));
  }
  return byItem;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

const groupNotFound = (index: number, id: number) =>
  new HttpError(404, 'option_group_not_found', 'Option group not found', [
    { field: `optionGroups.${index}.id`, message: `Option group ${id} is not a group of this item` },
  ]);

const optionNotFound = (groupIndex: number, index: number, id: number) =>
  new HttpError(404, 'option_not_found', 'Option not found', [
    {
      field: `optionGroups.${groupIndex}.options.${index}.id`,
      message: `Option ${id} is not an option of this group`,
    },
  ]);

type GroupValues = Pick<GroupRow, 'name' | 'choice' | 'minChoices' | 'maxChoices' | 'required' | 'position'>;
type OptionValues = Pick<OptionRow, 'name' | 'price' | 'outOfStock' | 'allergens' | 'position'>;

function groupValues(input: OptionGroupInput, position: number): GroupValues {
  return {
    name: input.name.trim(),
    choice: input.choice,
    minChoices: input.minChoices,
    maxChoices: input.maxChoices,
    required: input.required,
    position,
  };
}

/** The option's columns; on update a field left out of the input keeps its stored value. */
function optionValues(input: OptionInput, position: number, stored?: OptionRow): OptionValues {
  return {
    name: input.name.trim(),
    price: input.price === undefined ? (stored?.price ?? null) : input.price,
    outOfStock: input.outOfStock ?? stored?.outOfStock ?? false,
    allergens: input.allergens === undefined ? (stored?.allergens ?? []) : sortAllergens(input.allergens),
    position,
  };
}

function changed<T extends Record<string, unknown>>(values: T, stored: Record<string, unknown>): boolean {
  return Object.entries(values).some(([key, value]) =>
    Array.isArray(value)
      ? JSON.stringify(value) !== JSON.stringify(stored[key])
      : toComparable(stored[key]) !== value,
  );
}

/** numeric columns may read as strings ("2.50") on some drivers */
const toComparable = (value: unknown) =>
  typeof value === 'string' && /^\d+\.\d+$/.test(value) ? Number(value) : value;

/** A translation row to write: its entity (group or option), language and stored text. */
interface WrittenName {
  entityId: number;
  language: string;
  text: StoredText;
}

/**
 * The translation rows of one entity after a write of `translations` (replaces its languages), or
 * null when the input has none (kept as stored). Each text follows the shared write rule.
 */
function writtenNames(
  entityId: number,
  translations: TranslationsInput,
  stored: readonly NameTranslationRow[],
  currentName: string,
): WrittenName[] | null {
  if (translations === undefined) return null;
  return Object.entries(translations).flatMap(([language, translation]) => {
    const row = stored.find((candidate) => candidate.language === language);
    const before = row
      ? { text: row.translatedName, translatedFrom: row.originalName, machineDraft: row.machineDraft }
      : NO_TEXT;
    const text = writtenText(before, translation.translatedName, currentName);
    return text.text === null ? [] : [{ entityId, language, text }];
  });
}

interface NameTable {
  rewrite(tx: DbOrTx, entityIds: number[], rows: WrittenName[]): Promise<void>;
}

const groupNames: NameTable = {
  async rewrite(tx, entityIds, rows) {
    if (entityIds.length === 0) return;
    await tx
      .delete(itemOptionGroupTranslations)
      .where(inArray(itemOptionGroupTranslations.groupId, entityIds));
    if (rows.length === 0) return;
    await tx.insert(itemOptionGroupTranslations).values(
      rows.map(({ entityId, language, text }) => ({
        groupId: entityId,
        language,
        translatedName: text.text ?? '',
        originalName: text.translatedFrom,
        machineDraft: text.machineDraft,
      })),
    );
  },
};

const optionNames: NameTable = {
  async rewrite(tx, entityIds, rows) {
    if (entityIds.length === 0) return;
    await tx.delete(itemOptionTranslations).where(inArray(itemOptionTranslations.optionId, entityIds));
    if (rows.length === 0) return;
    await tx.insert(itemOptionTranslations).values(
      rows.map(({ entityId, language, text }) => ({
        optionId: entityId,
        language,
        translatedName: text.text ?? '',
        originalName: text.translatedFrom,
        machineDraft: text.machineDraft,
      })),
    );
  },
};

/**
 * Makes the item's groups exactly `input` (see the file's comment). Run inside the item save's
 * transaction, after the item is written and validated. Ids are checked before anything is
 * written: a group of another item (or an unknown one) is 404 `option_group_not_found`, an option
 * that is not of its group 404 `option_not_found`.
 */
export async function replaceOptionGroups(
  tx: DbOrTx,
  itemId: number,
  input: readonly OptionGroupInput[],
): Promise<void> {
  const storedGroups = await tx.select().from(itemOptionGroups).where(eq(itemOptionGroups.itemId, itemId));
  const storedGroupIds = storedGroups.map((group) => group.id);
  const [storedOptions, storedGroupTexts] =
    storedGroupIds.length === 0
      ? [[], []]
      : await readTogether(tx, [
          () => tx.select().from(itemOptions).where(inArray(itemOptions.groupId, storedGroupIds)),
          () =>
            tx
              .select()
              .from(itemOptionGroupTranslations)
              .where(inArray(itemOptionGroupTranslations.groupId, storedGroupIds)),
        ]);

  // every id must be this item's (its group's, for an option) before anything is written
  const groupById = new Map(storedGroups.map((group) => [group.id, group]));
  const optionById = new Map(storedOptions.map((option) => [option.id, option]));
  input.forEach((group, g) => {
    if (group.id !== undefined && !groupById.has(group.id)) throw groupNotFound(g, group.id);
    group.options.forEach((option, o) => {
      if (option.id === undefined) return;
      if (group.id === undefined || optionById.get(option.id)?.groupId !== group.id)
        throw optionNotFound(g, o, option.id);
    });
  });

  // what is left out goes: its options and translations with it (on delete cascade)
  const keptGroupIds = input.flatMap((group) => (group.id === undefined ? [] : [group.id]));
  const keptOptionIds = input.flatMap((group) => group.options.flatMap((option) => option.id ?? []));
  const droppedGroups = storedGroupIds.filter((id) => !keptGroupIds.includes(id));
  if (droppedGroups.length > 0)
    await tx.delete(itemOptionGroups).where(inArray(itemOptionGroups.id, droppedGroups));
  const droppedOptions = storedOptions
    .filter((option) => keptGroupIds.includes(option.groupId) && !keptOptionIds.includes(option.id))
    .map((option) => option.id);
  if (droppedOptions.length > 0) await tx.delete(itemOptions).where(inArray(itemOptions.id, droppedOptions));

  const storedOptionTexts =
    keptOptionIds.length === 0
      ? []
      : await tx
          .select()
          .from(itemOptionTranslations)
          .where(inArray(itemOptionTranslations.optionId, keptOptionIds));

  // groups: the changed ones updated, the new ones inserted in one statement
  const groupIds: number[] = [];
  const newGroups = input.flatMap((group, position) => (group.id === undefined ? [{ group, position }] : []));
  const insertedGroups =
    newGroups.length === 0
      ? []
      : await tx
          .insert(itemOptionGroups)
          .values(newGroups.map(({ group, position }) => ({ ...groupValues(group, position), itemId })))
          .returning({ id: itemOptionGroups.id, position: itemOptionGroups.position });
  for (const [position, group] of input.entries()) {
    if (group.id === undefined) {
      groupIds.push(idAt(insertedGroups, position));
      continue;
    }
    const values = groupValues(group, position);
    const stored = groupById.get(group.id);
    if (stored && changed(values, stored))
      await tx.update(itemOptionGroups).set(values).where(eq(itemOptionGroups.id, group.id));
    groupIds.push(group.id);
  }

  // options of each group, likewise
  const optionIdsByGroup: number[][] = [];
  for (const [g, group] of input.entries()) {
    const groupId = groupIds[g] as number;
    const newOptions = group.options.flatMap((option, position) =>
      option.id === undefined ? [{ option, position }] : [],
    );
    const inserted =
      newOptions.length === 0
        ? []
        : await tx
            .insert(itemOptions)
            .values(
              newOptions.map(({ option, position }) => ({ ...optionValues(option, position), groupId })),
            )
            .returning({ id: itemOptions.id, position: itemOptions.position });
    const ids: number[] = [];
    for (const [position, option] of group.options.entries()) {
      if (option.id === undefined) {
        ids.push(idAt(inserted, position));
        continue;
      }
      const stored = optionById.get(option.id);
      const values = optionValues(option, position, stored);
      if (stored && changed(values, stored))
        await tx.update(itemOptions).set(values).where(eq(itemOptions.id, option.id));
      ids.push(option.id);
    }
    optionIdsByGroup.push(ids);
  }

  // translations: each entity whose input has `translations` gets exactly those languages
  const groupTextRows: WrittenName[] = [];
  const groupsWithTexts: number[] = [];
  const optionTextRows: WrittenName[] = [];
  const optionsWithTexts: number[] = [];
  for (const [g, group] of input.entries()) {
    const groupId = groupIds[g] as number;
    const stored = storedGroupTexts.filter((row) => row.groupId === groupId);
    const rows = writtenNames(groupId, group.translations, stored, group.name.trim());
    if (rows) {
      groupsWithTexts.push(groupId);
      groupTextRows.push(...rows);
    }
    for (const [o, option] of group.options.entries()) {
      const optionId = optionIdsByGroup[g]?.[o] as number;
      const storedTexts = storedOptionTexts.filter((row) => row.optionId === optionId);
      const optionRows = writtenNames(optionId, option.translations, storedTexts, option.name.trim());
      if (optionRows) {
        optionsWithTexts.push(optionId);
        optionTextRows.push(...optionRows);
      }
    }
  }
  await groupNames.rewrite(tx, groupsWithTexts, groupTextRows);
  await optionNames.rewrite(tx, optionsWithTexts, optionTextRows);
}

// ---------------------------------------------------------------------------------------------
// Copying (a duplicated menu)
// ---------------------------------------------------------------------------------------------

/**
 * Copies the option groups of `fromItemId`, with their options and translations, to `toItemId`:
 * one query when it has none, six or so plus one per group when it has some. The copies are
 * numbered 0..n-1 in the source's order, and matched to their sources by that position.
 */
export async function copyOptionGroups(tx: DbOrTx, fromItemId: number, toItemId: number): Promise<void> {
  const groups = await tx
    .select()
    .from(itemOptionGroups)
    .where(eq(itemOptionGroups.itemId, fromItemId))
    .orderBy(asc(itemOptionGroups.position), asc(itemOptionGroups.id));
  if (groups.length === 0) return;
  const groupCopies = await tx
    .insert(itemOptionGroups)
    .values(
      groups.map(({ id: _id, itemId: _item, ...group }, position) => ({
        ...group,
        position,
        itemId: toItemId,
      })),
    )
    .returning({ id: itemOptionGroups.id, position: itemOptionGroups.position });
  const groupCopyOf = new Map(groups.map((group, position) => [group.id, idAt(groupCopies, position)]));
  const sourceGroupIds = groups.map((group) => group.id);
  const [options, groupTexts] = await readGroupContents(tx, sourceGroupIds);
  if (groupTexts.length > 0)
    await tx.insert(itemOptionGroupTranslations).values(
      groupTexts.map(({ id: _id, groupId, ...row }) => ({
        ...row,
        groupId: groupCopyOf.get(groupId) as number,
      })),
    );

  const optionCopyOf = new Map<number, number>();
  for (const [sourceGroupId, groupOptions] of groupBy(options, (option) => option.groupId)) {
    const copies = await tx
      .insert(itemOptions)
      .values(
        groupOptions.map(({ id: _id, groupId: _g, ...option }, position) => ({
          ...option,
          position,
          groupId: groupCopyOf.get(sourceGroupId) as number,
        })),
      )
      .returning({ id: itemOptions.id, position: itemOptions.position });
    for (const [position, option] of groupOptions.entries())
      optionCopyOf.set(option.id, idAt(copies, position));
  }
  if (options.length === 0) return;
  const optionTexts = await tx
    .select()
    .from(itemOptionTranslations)
    .where(
      inArray(
        itemOptionTranslations.optionId,
        options.map((option) => option.id),
      ),
    );
  if (optionTexts.length > 0)
    await tx.insert(itemOptionTranslations).values(
      optionTexts.map(({ id: _id, optionId, ...row }) => ({
        ...row,
        optionId: optionCopyOf.get(optionId) as number,
      })),
    );
}

/** The id of the inserted row at `position` (RETURNING's order is not promised: match by position). */
function idAt(rows: readonly { id: number; position: number }[], position: number): number {
  const row = rows.find((candidate) => candidate.position === position);
  if (!row) throw new Error(`no row inserted at position ${position}`);
  return row.id;
}

/** Whether a group or an option name of the menu has a translation in this language. */
export async function menuHasOptionLanguage(db: DbOrTx, menuId: number, language: string): Promise<boolean> {
  const [groupTexts, optionTexts] = await readTogether(db, [
    () =>
      db
        .select({ id: itemOptionGroupTranslations.id })
        .from(itemOptionGroupTranslations)
        .innerJoin(itemOptionGroups, eq(itemOptionGroups.id, itemOptionGroupTranslations.groupId))
        .innerJoin(menuItems, eq(menuItems.id, itemOptionGroups.itemId))
        .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
        .where(and(eq(menuSections.menuId, menuId), eq(itemOptionGroupTranslations.language, language)))
        .limit(1),
    () =>
      db
        .select({ id: itemOptionTranslations.id })
        .from(itemOptionTranslations)
        .innerJoin(itemOptions, eq(itemOptions.id, itemOptionTranslations.optionId))
        .innerJoin(itemOptionGroups, eq(itemOptionGroups.id, itemOptions.groupId))
        .innerJoin(menuItems, eq(menuItems.id, itemOptionGroups.itemId))
        .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
        .where(and(eq(menuSections.menuId, menuId), eq(itemOptionTranslations.language, language)))
        .limit(1),
  ]);
  return groupTexts.length + optionTexts.length > 0;
}
