/**
 * Which language a guest reads: `?lang=` when given, else the first tag of Accept-Language (by
 * q-value, then order) that the menu has. Regions are dropped ("de-CH" reads German): translations
 * are kept per ISO 639-1 language.
 */

/** Base language codes of an Accept-Language header, best first; q=0 ("not this one") left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked: { code: string; q: number; index: number }[] = [];
  for (const [index, part] of header.split(',').entries()) {
    const [tag = '', ...params] = part.trim().split(';');
    const code = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!/^[a-z]{2}$/.test(code)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!(q > 0 && q <= 1)) continue;
    ranked.push({ code, q, index });
  }
  ranked.sort((a, b) => b.q - a.q || a.index - b.index);
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const { code } of ranked) {
    if (!seen.has(code)) {
      seen.add(code);
      codes.push(code);
    }
  }
  return codes;
}

/**
 * The language of the texts, or null for the owner's originals: the asked `lang` when the menu has
 * it (an explicit choice not on offer reads the originals, not a browser guess), else the best
 * Accept-Language match. The menu's own language counts as a match too: an Italian browser reads
 * an Italian menu's originals, not its English translation listed further down.
 */
export function chooseLanguage(
  available: readonly string[],
  lang: string | undefined,
  acceptLanguage: string | undefined,
  sourceLanguage?: string,
): string | null {
  if (available.length === 0) return null;
  if (lang !== undefined) return available.includes(lang) ? lang : null;
  for (const code of acceptedLanguages(acceptLanguage)) {
    if (available.includes(code)) return code;
    if (code === sourceLanguage) return null;
  }
  return null;
}
