/**
 * The rules of translated texts, shared by the server (public menu read, PDF, translation editor)
 * and the guest view (`@tavola/menu-view` localize, the console's live preview).
 *
 * A translation keeps the original it was made from. When the original changes afterwards the
 * translation is outdated until the owner saves it again; guests still see it (an approximate
 * translation reads better than none). A machine draft is not shown to guests until the owner
 * accepts it: they read the original in its place.
 */

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

/** The translatable texts of an item, in the editor's order. */
export const ITEM_TEXT_FIELDS = ['name', 'description', 'ingredients'] as const;
export type ItemTextField = (typeof ITEM_TEXT_FIELDS)[number];
