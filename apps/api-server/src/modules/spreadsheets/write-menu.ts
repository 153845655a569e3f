/**
 * Stores an imported menu in one transaction, in bulk: one multi-row insert per table (chunked to
 * stay far below PostgreSQL's 65,535 bound parameters), never one statement per item, so 1,000
 * items take a handful of round trips. The content-version triggers run once per statement
 * (drizzle/0009; the row triggers of 0005 updated the club row once per inserted row, about 60% of
 * a 1,000-item import on PGlite before, docs/decisions/027).
 *
 * Imported translations are the owner's own: accepted (not machine drafts) and made from the
 * imported originals, through the one rule for written texts (translations/states.ts).
 */
import { languageOfCountry, TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import { entitlementsFor } from '@tavola/domain/plans';
import type { DbOrTx } from '#db/client.ts';
import {
  itemOptionGroups,
  itemOptions,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  sectionTranslations,
} from '#db/schema.ts';
import { assertMayAddMenu } from '#modules/menus/menu-limit.ts';
import * as menuQueries from '#modules/menus/queries.ts';
import { itemColumns, NO_TEXT, writtenText } from '#modules/translations/states.ts';
import type { ImportedSection } from './check-rows.ts';

const CHUNK = 1000;

async function insertInChunks<Row, Result>(rows: Row[], insert: (chunk: Row[]) => Promise<Result[]>) {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    results.push(...(await insert(rows.slice(start, start + CHUNK))));
  }
  return results;
}

/** The languages the file translates into. */
function translationLanguages(sections: ImportedSection[]): Set<string> {
  const languages = new Set<string>();
  for (const section of sections) {
    for (const language of Object.keys(section.translations)) languages.add(language);
    for (const item of section.items)
      for (const language of Object.keys(item.translations)) languages.add(language);
  }
  return languages;
}

/**
 * The language the imported originals are written in: the club's, unless the file translates into
 * it (a menu written in English by an Italian club, with Italian columns); then the first language
 * of the editor's list the file does not translate into, English first. The owner can change it.
 */
function sourceLanguageFor(clubLanguage: string, translated: Set<string>): string {
  if (!translated.has(clubLanguage)) return clubLanguage;
  return TRANSLATION_LANGUAGES.find((language) => !translated.has(language)) ?? clubLanguage;
}

export interface NewMenu {
  clubId: number;
  name: string;
  sections: ImportedSection[];
  /** hidden from guests (the menu's `disabled`), unless the owner chose to show it at once */
  hidden: boolean;
  now: Date;
  /** the language the menu is written in, when the caller knows it (a menu read from paper) */
  sourceLanguage?: string;
}

/**
 * Creates the menu (placed last) with its sections, items and translations; returns its id. An
 * imported menu is new, so its visibility is the owner's choice in the summary (hidden unless
 * they chose to show it at once); the import never replaces an existing menu's content.
 */
export async function writeImportedMenu(
  tx: DbOrTx,
  { clubId, name, sections, hidden, now, sourceLanguage }: NewMenu,
): Promise<number> {
  const club = await assertMayAddMenu(tx, clubId);
  const position = await menuQueries.countMenus(tx, clubId);
  const [address] = await menuQueries.clubCountry(tx, clubId);
  const languages = translationLanguages(sections);
  const [menu] = await tx
    .insert(menus)
    .values({
      clubId,
      name,
      position,
      disabled: hidden,
      sourceLanguage:
        sourceLanguage ?? sourceLanguageFor(languageOfCountry(address?.country ?? ''), languages),
      // the file's translations are meant to be read by guests where the plan has them
      translationsEnabled: languages.size > 0 && entitlementsFor(club.plan).translations,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: menus.id });
  if (!menu) throw new Error('menu not created');

  const sectionRows = await tx
    .insert(menuSections)
    .values(
      sections.map((section, index) => ({
        menuId: menu.id,
        name: section.name,
        position: index,
        disabled: section.disabled,
        createdAt: now,
      })),
    )
    .returning({ id: menuSections.id, position: menuSections.position });
  const sectionIds = new Map(sectionRows.map((row) => [row.position, row.id]));
  const sectionIdAt = (index: number) => {
    const id = sectionIds.get(index);
    if (id === undefined) throw new Error(`section ${index} not created`);
    return id;
  };

  const sectionTexts = sections.flatMap((section, index) =>
    Object.entries(section.translations).map(([language, text]) => {
      const written = writtenText(NO_TEXT, text, section.name);
      return {
        sectionId: sectionIdAt(index),
        language,
        translatedName: written.text ?? text,
        originalName: written.translatedFrom,
        machineDraft: written.machineDraft,
      };
    }),
  );
  if (sectionTexts.length > 0)
    await insertInChunks(sectionTexts, (chunk) =>
      tx.insert(sectionTranslations).values(chunk).returning({ id: sectionTranslations.id }),
    );

  const items = sections.flatMap((section, sectionIndex) =>
    section.items.map((item, itemIndex) => ({
      item,
      sectionId: sectionIdAt(sectionIndex),
      position: itemIndex,
    })),
  );
  const itemRows = await insertInChunks(items, (chunk) =>
    tx
      .insert(menuItems)
      .values(
        chunk.map(({ item, sectionId, position: itemPosition }) => ({
          sectionId,
          position: itemPosition,
          name: item.name,
          description: item.description,
          ingredients: item.ingredients,
          allergens: item.allergens,
          dietaryTags: item.dietaryTags,
          spiciness: item.spiciness,
          additionalNotes: item.additionalNotes,
          price: item.price,
          priceText: item.priceText,
          disabled: item.disabled,
          outOfStock: item.outOfStock,
          bestSeller: item.bestSeller,
          suggested: item.suggested,
          branded: item.branded,
          translateName: item.translateName,
          createdAt: now,
        })),
      )
      .returning({ id: menuItems.id, sectionId: menuItems.sectionId, position: menuItems.position }),
  );
  const itemIds = new Map(itemRows.map((row) => [`${row.sectionId}/${row.position}`, row.id]));

  const itemTexts = items.flatMap(({ item, sectionId, position: itemPosition }) =>
    Object.entries(item.translations).flatMap(([language, texts]) => {
      const columns = itemColumns({
        name: writtenText(NO_TEXT, texts.name, item.name),
        description: writtenText(NO_TEXT, texts.description, item.description),
        ingredients: writtenText(NO_TEXT, texts.ingredients, item.ingredients),
      });
      const itemId = itemIds.get(`${sectionId}/${itemPosition}`);
      if (itemId === undefined) throw new Error('item not created');
      return columns ? [{ itemId, language, ...columns }] : [];
    }),
  );
  if (itemTexts.length > 0)
    await insertInChunks(itemTexts, (chunk) =>
      tx.insert(itemTranslations).values(chunk).returning({ id: itemTranslations.id }),
    );
  await writeOptionGroups(tx, items, itemIds);
  return menu.id;
}

/**
 * The items' option groups, then their options: one multi-row insert per table (in chunks), the
 * groups' ids told apart by item and position as the items' are. Untranslated: the file carries
 * the options' own names only.
 */
async function writeOptionGroups(
  tx: DbOrTx,
  items: { item: ImportedSection['items'][number]; sectionId: number; position: number }[],
  itemIds: Map<string, number>,
) {
  const groups = items.flatMap(({ item, sectionId, position }) => {
    const itemId = itemIds.get(`${sectionId}/${position}`);
    if (itemId === undefined) throw new Error('item not created');
    return item.optionGroups.map((group, groupPosition) => ({ itemId, group, position: groupPosition }));
  });
  if (groups.length === 0) return;
  const groupRows = await insertInChunks(groups, (chunk) =>
    tx
      .insert(itemOptionGroups)
      .values(
        chunk.map(({ itemId, group, position }) => ({
          itemId,
          name: group.name,
          choice: group.choice,
          minChoices: group.minChoices,
          maxChoices: group.maxChoices,
          required: group.required,
          position,
        })),
      )
      .returning({
        id: itemOptionGroups.id,
        itemId: itemOptionGroups.itemId,
        position: itemOptionGroups.position,
      }),
  );
  const groupIds = new Map(groupRows.map((row) => [`${row.itemId}/${row.position}`, row.id]));
  const options = groups.flatMap(({ itemId, group, position }) => {
    const groupId = groupIds.get(`${itemId}/${position}`);
    if (groupId === undefined) throw new Error('option group not created');
    return group.options.map((option, optionPosition) => ({
      groupId,
      name: option.name,
      price: option.price,
      outOfStock: option.outOfStock,
      allergens: option.allergens,
      position: optionPosition,
    }));
  });
  if (options.length > 0)
    await insertInChunks(options, (chunk) =>
      tx.insert(itemOptions).values(chunk).returning({ id: itemOptions.id }),
    );
}
