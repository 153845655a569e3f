/**
 * Writes of one language's texts of a menu (the translation editor's save and the machine drafts),
 * each text through the write rule of states.ts. Run it inside the caller's transaction: the
 * callers check every entry first, so a write never stops half way.
 */
import type { ItemTextField } from '@tavola/domain/translation';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  itemTranslations,
  menuTranslations,
  sectionTranslations,
} from '#db/schema.ts';
import type { FullMenu } from '#modules/menus/queries.ts';
import type { TranslationTarget } from './sheet.ts';
import { itemColumns, itemTexts, type StoredText, storedName, writtenText } from './states.ts';

export interface TextWrite {
  kind: TranslationTarget;
  id: number;
  field: ItemTextField;
  translation: string | null;
  /** accept a stored machine draft, or confirm an outdated translation */
  accept?: boolean;
  /** store the text as a machine draft (machineTranslateMenu) */
  machineDraft?: boolean;
}

/** The stored name rows an option write replaces: its new state, or null to leave none. */
function optionNameValues(
  writes: readonly TextWrite[],
  currentNames: ReadonlyMap<number, string>,
  stored: (id: number) => StoredText,
): { id: number; text: StoredText }[] {
  return writes.flatMap((write) => {
    const current = currentNames.get(write.id);
    if (current === undefined) return [];
    const text = writtenText(stored(write.id), write.translation, current, {
      accept: write.accept,
      machineDraft: write.machineDraft,
    });
    return text.text === null ? [] : [{ id: write.id, text }];
  });
}

/** Option groups' and options' names: the same rule as the sections' names, in their own tables. */
async function writeOptionNames(
  tx: DbOrTx,
  menu: FullMenu,
  language: string,
  writes: readonly TextWrite[],
): Promise<void> {
  const groups = menu.sections.flatMap((section) => section.items.flatMap((item) => item.optionGroups));
  const groupWrites = writes.filter((write) => write.kind === 'option-group');
  if (groupWrites.length > 0) {
    const ids = groupWrites.map((write) => write.id);
    const where = and(
      inArray(itemOptionGroupTranslations.groupId, ids),
      eq(itemOptionGroupTranslations.language, language),
    );
    const rows = await tx.select().from(itemOptionGroupTranslations).where(where);
    await tx.delete(itemOptionGroupTranslations).where(where);
    const values = optionNameValues(
      groupWrites,
      new Map(groups.map((group) => [group.id, group.name])),
      (id) => storedName(rows.find((row) => row.groupId === id)),
    ).map(({ id, text }) => ({
      groupId: id,
      language,
      translatedName: text.text ?? '',
      originalName: text.translatedFrom,
      machineDraft: text.machineDraft,
    }));
    if (values.length > 0) await tx.insert(itemOptionGroupTranslations).values(values);
  }

  const optionWrites = writes.filter((write) => write.kind === 'option');
  if (optionWrites.length > 0) {
    const ids = optionWrites.map((write) => write.id);
    const where = and(
      inArray(itemOptionTranslations.optionId, ids),
      eq(itemOptionTranslations.language, language),
    );
    const rows = await tx.select().from(itemOptionTranslations).where(where);
    await tx.delete(itemOptionTranslations).where(where);
    const values = optionNameValues(
      optionWrites,
      new Map(groups.flatMap((group) => group.options.map((option) => [option.id, option.name]))),
      (id) => storedName(rows.find((row) => row.optionId === id)),
    ).map(({ id, text }) => ({
      optionId: id,
      language,
      translatedName: text.text ?? '',
      originalName: text.translatedFrom,
      machineDraft: text.machineDraft,
    }));
    if (values.length > 0) await tx.insert(itemOptionTranslations).values(values);
  }
}

export async function writeTranslations(
  tx: DbOrTx,
  menu: FullMenu,
  language: string,
  writes: readonly TextWrite[],
): Promise<void> {
  await writeOptionNames(tx, menu, language, writes);

  const options = (write: TextWrite) => ({ accept: write.accept, machineDraft: write.machineDraft });

  // the menu's name
  const menuWrite = writes.find((write) => write.kind === 'menu');
  if (menuWrite) {
    const [row] = await tx
      .select()
      .from(menuTranslations)
      .where(and(eq(menuTranslations.menuId, menu.id), eq(menuTranslations.language, language)));
    const text = writtenText(storedName(row), menuWrite.translation, menu.name, options(menuWrite));
    await tx
      .delete(menuTranslations)
      .where(and(eq(menuTranslations.menuId, menu.id), eq(menuTranslations.language, language)));
    if (text.text !== null)
      await tx.insert(menuTranslations).values({
        menuId: menu.id,
        language,
        translatedName: text.text,
        originalName: text.translatedFrom,
        machineDraft: text.machineDraft,
      });
  }

  // section names
  const sectionWrites = writes.filter((write) => write.kind === 'section');
  if (sectionWrites.length > 0) {
    const ids = sectionWrites.map((write) => write.id);
    const rows = await tx
      .select()
      .from(sectionTranslations)
      .where(and(inArray(sectionTranslations.sectionId, ids), eq(sectionTranslations.language, language)));
    await tx
      .delete(sectionTranslations)
      .where(and(inArray(sectionTranslations.sectionId, ids), eq(sectionTranslations.language, language)));
    const values = sectionWrites.flatMap((write) => {
      const section = menu.sections.find((candidate) => candidate.id === write.id);
      if (!section) return [];
      const stored = storedName(rows.find((row) => row.sectionId === write.id));
      const text = writtenText(stored, write.translation, section.name, options(write));
      return text.text === null
        ? []
        : [
            {
              sectionId: write.id,
              language,
              translatedName: text.text,
              originalName: text.translatedFrom,
              machineDraft: text.machineDraft,
            },
          ];
    });
    if (values.length > 0) await tx.insert(sectionTranslations).values(values);
  }

  // item texts, the three of an item in one row
  const itemWrites = writes.filter((write) => write.kind === 'item');
  if (itemWrites.length > 0) {
    const items = new Map(menu.sections.flatMap((section) => section.items).map((item) => [item.id, item]));
    const ids = [...new Set(itemWrites.map((write) => write.id))];
    const rows = await tx
      .select()
      .from(itemTranslations)
      .where(and(inArray(itemTranslations.itemId, ids), eq(itemTranslations.language, language)));
    await tx
      .delete(itemTranslations)
      .where(and(inArray(itemTranslations.itemId, ids), eq(itemTranslations.language, language)));
    const values = ids.flatMap((itemId) => {
      const item = items.get(itemId);
      if (!item) return [];
      const texts = itemTexts(rows.find((row) => row.itemId === itemId));
      for (const write of itemWrites.filter((candidate) => candidate.id === itemId)) {
        texts[write.field] = writtenText(
          texts[write.field],
          write.translation,
          item[write.field],
          options(write),
        );
      }
      const columns = itemColumns(texts);
      return columns ? [{ itemId, language, ...columns }] : [];
    });
    if (values.length > 0) await tx.insert(itemTranslations).values(values);
  }
}

/**
 * Deletes every translation of the menu, its sections, its items and their option groups and
 * options in one language.
 */
export async function deleteLanguage(tx: DbOrTx, menu: FullMenu, language: string): Promise<void> {
  const sectionIds = menu.sections.map((section) => section.id);
  const itemIds = menu.sections.flatMap((section) => section.items.map((item) => item.id));
  await tx
    .delete(menuTranslations)
    .where(and(eq(menuTranslations.menuId, menu.id), eq(menuTranslations.language, language)));
  if (sectionIds.length > 0)
    await tx
      .delete(sectionTranslations)
      .where(
        and(inArray(sectionTranslations.sectionId, sectionIds), eq(sectionTranslations.language, language)),
      );
  if (itemIds.length > 0) {
    await tx
      .delete(itemTranslations)
      .where(and(inArray(itemTranslations.itemId, itemIds), eq(itemTranslations.language, language)));
    const groupIds = tx
      .select({ id: itemOptionGroups.id })
      .from(itemOptionGroups)
      .where(inArray(itemOptionGroups.itemId, itemIds));
    await tx
      .delete(itemOptionGroupTranslations)
      .where(
        and(
          inArray(itemOptionGroupTranslations.groupId, groupIds),
          eq(itemOptionGroupTranslations.language, language),
        ),
      );
    await tx
      .delete(itemOptionTranslations)
      .where(
        and(
          inArray(
            itemOptionTranslations.optionId,
            tx.select({ id: itemOptions.id }).from(itemOptions).where(inArray(itemOptions.groupId, groupIds)),
          ),
          eq(itemOptionTranslations.language, language),
        ),
      );
  }
}
