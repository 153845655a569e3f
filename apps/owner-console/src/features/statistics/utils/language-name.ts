/** The code guests reading the owner's own texts are counted under. */
export const ORIGINAL_LANGUAGE = 'original';

/** A language's name in `locale` ("Tedesco" for `de` in Italian), or the code when unknown. */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    if (!name) return code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}
