/**
 * A language's name in the interface language ("Francese" for `fr` in Italian), capitalised as a
 * list entry, or the code itself when the browser does not know it. Intl.DisplayNames keeps the
 * console free of a hand-kept list of names in every interface language.
 */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    if (!name) return code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

/** Languages sorted by their name in the interface language. */
export function byLanguageName(codes: readonly string[], locale: string): string[] {
  const collator = new Intl.Collator(locale);
  return [...codes].sort((a, b) => collator.compare(languageName(a, locale), languageName(b, locale)));
}
