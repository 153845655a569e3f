/**
 * The names of a menu's option groups and options with their stored translation in one language:
 * what the translation editor lists after each item's texts (issue 49). Read in two queries per
 * kind, for every item of the menu at once.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
} from '#db/schema.ts';
import type { FullMenu } from '#modules/menus/queries.ts';
import type { StoredNameRow } from './states.ts';

export interface OptionName {
  id: number;
  name: string;
  /** the stored translation in the language asked for */
  translation: StoredNameRow | undefined;
}

export interface OptionGroupNames extends OptionName {
  options: OptionName[];
}

/** Option groups by item id, each with its options, in their positions' order. */
export type MenuOptionNames = ReadonlyMap<number, readonly OptionGroupNames[]>;

export const NO_OPTION_NAMES: MenuOptionNames = new Map();

export async function loadOptionNames(
  db: DbOrTx,
  menu: FullMenu,
  language: string,
): Promise<MenuOptionNames> {
  const itemIds = menu.sections.flatMap((section) => section.items.map((item) => item.id));
  if (itemIds.length === 0) return NO_OPTION_NAMES;
  const groups = await db
    .select({ id: itemOptionGroups.id, itemId: itemOptionGroups.itemId, name: itemOptionGroups.name })
    .from(itemOptionGroups)
    .where(inArray(itemOptionGroups.itemId, itemIds))
    .orderBy(asc(itemOptionGroups.position), asc(itemOptionGroups.id));
  if (groups.length === 0) return NO_OPTION_NAMES;
  const groupIds = groups.map((group) => group.id);
  const [options, groupTranslations] = await Promise.all([
    db
      .select({ id: itemOptions.id, groupId: itemOptions.groupId, name: itemOptions.name })
      .from(itemOptions)
      .where(inArray(itemOptions.groupId, groupIds))
      .orderBy(asc(itemOptions.position), asc(itemOptions.id)),
    db
      .select()
      .from(itemOptionGroupTranslations)
      .where(
        and(
          inArray(itemOptionGroupTranslations.groupId, groupIds),
          eq(itemOptionGroupTranslations.language, language),
        ),
      ),
  ]);
  const optionTranslations =
    options.length === 0
      ? []
      : await db
          .select()
          .from(itemOptionTranslations)
          .where(
            and(
              inArray(
                itemOptionTranslations.optionId,
                options.map((option) => option.id),
              ),
              eq(itemOptionTranslations.language, language),
            ),
          );

  const byItem = new Map<number, OptionGroupNames[]>();
  for (const group of groups) {
    const names: OptionGroupNames = {
      id: group.id,
      name: group.name,
      translation: groupTranslations.find((row) => row.groupId === group.id),
      options: options
        .filter((option) => option.groupId === group.id)
        .map((option) => ({
          id: option.id,
          name: option.name,
          translation: optionTranslations.find((row) => row.optionId === option.id),
        })),
    };
    byItem.set(group.itemId, [...(byItem.get(group.itemId) ?? []), names]);
  }
  return byItem;
}
