/**
 * The one rule for showing a translated text to guests, shared by the server's public menu read
 * and the guest view (`@tavola/menu-view` localize): a translation is used when it is not blank and
 * was written for the text as it is now. When the original the translation was made from is known
 * and differs from the current text, the owner has changed the text since: the translation is
 * stale and the current original is shown instead.
 */
export function translatedText(
  current: string | null,
  original: string | null | undefined,
  translation: string | null | undefined,
): string | null {
  if (!translation?.trim() || current === null) return current;
  return original === undefined || original === null || original === current ? translation : current;
}
