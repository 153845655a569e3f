/**
 * The rules of translated texts, shared by the server (public menu read, PDF, translation editor)
 * and the guest view (`@tavola/menu-view` localize, the console's live preview).
 *
 * A translation keeps the original it was made from. When the original changes afterwards the
 * translation is outdated until the owner saves it again; guests still see it (an approximate
 * translation reads better than none). A machine draft is not shown to guests until the owner
 * accepts it: they read the original in its place.
 */
import { FIELD_LIMITS } from './limits';
import { type Message, messages } from './messages';
import { limitText, type TextValue } from './text';

/** The text a guest reads: the translation when there is a shown one, else the current original. */
export function translatedText(
  current: string | null,
  translation: string | null | undefined,
  machineDraft = false,
): string | null {
  if (current === null || machineDraft || !translation?.trim()) return current;
  return translation;
}

/**
 * Whether a translation was made from another original than the current one. Unknown originals
 * (null: translations older than the rule) count as current.
 */
export function isOutdated(
  current: string | null,
  translatedFrom: string | null | undefined,
  translation: string | null | undefined,
): boolean {
  if (!translation?.trim() || translatedFrom === null || translatedFrom === undefined) return false;
  return translatedFrom !== (current ?? '');
}

/**
 * A translated text's problem, or null: names (of a menu, section or item) at most 100 characters,
 * descriptions and ingredients 254, as their originals; no control characters (NUL and the like,
 * which PostgreSQL refuses and no menu needs; tabs and line breaks are fine).
 */
export function validateTranslatedText(field: ItemTextField, value: TextValue): Message | null {
  return field === 'name'
    ? limitText(value, FIELD_LIMITS.item.name, messages.translatedNameTooLong)
    : limitText(value, FIELD_LIMITS.item.description, messages.translatedTextTooLong);
}

/** The translatable texts of an item, in the editor's order. */
export const ITEM_TEXT_FIELDS = ['name', 'description', 'ingredients'] as const;
export type ItemTextField = (typeof ITEM_TEXT_FIELDS)[number];
