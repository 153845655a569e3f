/**
 * Stored translation rows <-> the contract's translation objects, and the one rule for writing a
 * translated text (docs/decisions/015-translation-states.md):
 *
 * - a text that differs from the stored one is the owner's own: accepted, made from the current
 *   original (so no longer outdated);
 * - a text left as stored keeps its original and its machine-draft mark, unless the owner accepts
 *   it (accepting a machine draft, or confirming an outdated translation for the current original);
 * - a blank text is no translation.
 *
 * Every path that writes translations (the per-entity `translations` fields, the translation
 * editor, machine drafts, spreadsheet import) goes through `writtenText`.
 */
import type { components } from '@tavola/api/schema';
import { type ItemTextField, isOutdated } from '@tavola/domain/translation';
import type { itemTranslations, menuTranslations } from '#db/schema.ts';

type Schemas = components['schemas'];
export type NameTranslation = Schemas['MenuTranslation'];
export type ItemTranslation = Schemas['MenuItemTranslation'];
type NameRow = typeof menuTranslations.$inferSelect;
type ItemRow = typeof itemTranslations.$inferSelect;

/** One translated text as stored: its text, the original it was made from, and its draft mark. */
export interface StoredText {
  text: string | null;
  translatedFrom: string | null;
  machineDraft: boolean;
}

export const NO_TEXT: StoredText = { text: null, translatedFrom: null, machineDraft: false };

/** Trimmed, blank -> null. */
function cleanText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * The stored state of a text after a write of `text` (undefined: not written, kept as stored).
 * `current` is the original as it is now (after this request's own changes).
 */
export function writtenText(
  stored: StoredText,
  text: string | null | undefined,
  current: string | null,
  options: { accept?: boolean; machineDraft?: boolean } = {},
): StoredText {
  if (text === undefined) return stored;
  const cleaned = cleanText(text);
  if (cleaned === null) return NO_TEXT;
  // '' records "made when the original was empty", so adding an original later outdates it
  const translatedFrom = current ?? '';
  if (options.machineDraft) return { text: cleaned, translatedFrom, machineDraft: true };
  if (cleaned !== stored.text || options.accept)
    return { text: cleaned, translatedFrom, machineDraft: false };
  return stored;
}

/** The stored state of a menu's or a section's name translation (none: no translation). */
export function storedName(row: StoredNameRow | undefined): StoredText {
  return row
    ? { text: row.translatedName, translatedFrom: row.originalName, machineDraft: row.machineDraft }
    : NO_TEXT;
}

/** A menu's or a section's name translation as the contract gives it. */
export function toNameTranslation(row: NameRow | StoredNameRow, currentName: string): NameTranslation {
  return {
    id: row.id,
    language: row.language,
    originalName: row.originalName ?? currentName,
    translatedName: row.translatedName,
    outdated: isOutdated(currentName, row.originalName, row.translatedName),
    machineDraft: row.machineDraft,
  };
}

/** The columns both name-translation tables share. */
export type StoredNameRow = Pick<
  NameRow,
  'id' | 'language' | 'translatedName' | 'originalName' | 'machineDraft'
>;

export interface ItemOriginals {
  name: string;
  description: string | null;
  ingredients: string | null;
}

/** The three texts of a stored item translation, by field. */
export function itemTexts(row: ItemRow | undefined): Record<ItemTextField, StoredText> {
  if (!row) return { name: NO_TEXT, description: NO_TEXT, ingredients: NO_TEXT };
  return {
    name: { text: row.translatedName, translatedFrom: row.originalName, machineDraft: row.nameMachineDraft },
    description: {
      text: row.translatedDescription,
      translatedFrom: row.originalDescription,
      machineDraft: row.descriptionMachineDraft,
    },
    ingredients: {
      text: row.translatedIngredients,
      translatedFrom: row.originalIngredients,
      machineDraft: row.ingredientsMachineDraft,
    },
  };
}

/** The item translation columns for these three texts (null when none is left: delete the row). */
export function itemColumns(texts: Record<ItemTextField, StoredText>) {
  if (texts.name.text === null && texts.description.text === null && texts.ingredients.text === null)
    return null;
  return {
    translatedName: texts.name.text,
    originalName: texts.name.translatedFrom,
    nameMachineDraft: texts.name.machineDraft,
    translatedDescription: texts.description.text,
    originalDescription: texts.description.translatedFrom,
    descriptionMachineDraft: texts.description.machineDraft,
    translatedIngredients: texts.ingredients.text,
    originalIngredients: texts.ingredients.translatedFrom,
    ingredientsMachineDraft: texts.ingredients.machineDraft,
  };
}

/** The original a text was made from: '' (it was empty) reads null, unknown (null) the current one. */
const originalText = (stored: string | null, current: string | null) =>
  stored === null ? current : stored === '' ? null : stored;

/** An item's translation as the contract gives it, with its outdated and draft texts. */
export function toItemTranslation(row: ItemRow, item: ItemOriginals): ItemTranslation {
  const texts = itemTexts(row);
  const fields: ItemTextField[] = ['name', 'description', 'ingredients'];
  const outdatedFields = fields.filter((field) =>
    isOutdated(item[field], texts[field].translatedFrom, texts[field].text),
  );
  const machineDraftFields = fields.filter(
    (field) => texts[field].machineDraft && texts[field].text !== null,
  );
  return {
    id: row.id,
    language: row.language,
    originalName: row.originalName ?? item.name,
    originalDescription: originalText(row.originalDescription, item.description),
    originalIngredients: originalText(row.originalIngredients, item.ingredients),
    translatedName: row.translatedName,
    translatedDescription: row.translatedDescription,
    translatedIngredients: row.translatedIngredients,
    outdated: outdatedFields.length > 0,
    machineDraft: machineDraftFields.length > 0,
    outdatedFields,
    machineDraftFields,
  };
}
