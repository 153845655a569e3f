// Which language the guest reads. The inline script of index.html applies the same rule before this
// code loads (keep them in step): a remembered choice is sent as `?lang=`, "original" as an
// Accept-Language of `*` (no language: the owner's texts), and without a choice the browser's own
// Accept-Language lets the server pick the first language the menu has, else the original.
import { CATALOGS } from './catalogs';
import { readStored, writeStored } from './storage';

export const LANGUAGE_KEY = 'tavola.guest.language';

/** A remembered language code, "original", or null (no choice yet: the browser's languages decide). */
export type LanguageChoice = string | null;

export function storedLanguage(): LanguageChoice {
  const value = readStored(LANGUAGE_KEY);
  return value === 'original' || (value && /^[a-z]{2}$/.test(value)) ? value : null;
}

export function rememberLanguage(choice: string): void {
  writeStored(LANGUAGE_KEY, choice);
}

/**
 * A page's address with the guest's language (`?lang=fr`, `?lang=original`), so that it holds on
 * the next page, after a reload and in a shared link: index.html's script remembers a `?lang=` of
 * the address before anything reads the choice (docs/decisions/030).
 */
export function withLanguage(path: string, choice: LanguageChoice): string {
  return choice ? `${path}?lang=${choice}` : path;
}

/** The base codes of the browser's languages, best first, each once ("de-CH" -> "de"). */
export function browserLanguages(languages: readonly string[] = navigatorLanguages()): string[] {
  const codes = languages
    .map((tag) => tag.toLowerCase().split('-')[0] ?? '')
    .filter((c) => /^[a-z]{2}$/.test(c));
  return [...new Set(codes)];
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/**
 * The language to show among a menu's `available` ones, or null for the original: the remembered
 * choice when the menu has it, else the first browser language it has or that its originals are
 * written in (the server's rule, apps/api-server/src/modules/guests/language.ts), else the original.
 */
export function chooseLanguage(
  available: readonly string[],
  choice: LanguageChoice,
  browser: readonly string[] = browserLanguages(),
  sourceLanguage: string | null = null,
): string | null {
  if (choice === 'original') return null;
  if (choice && available.includes(choice)) return choice;
  for (const code of browser) {
    if (available.includes(code)) return code;
    if (code === sourceLanguage) return null;
  }
  return null;
}

/** The query and headers of a request for texts in the guest's language. */
export function languageRequest(choice: LanguageChoice): { query: string; headers: Record<string, string> } {
  if (choice === 'original') return { query: '', headers: { 'Accept-Language': '*' } };
  if (choice) return { query: `?lang=${choice}`, headers: {} };
  return { query: '', headers: {} };
}

/** The language of the app's own texts: the content's when a catalog exists, else the browser's, else English. */
export function interfaceLanguage(
  contentLanguage: string | null,
  browser: readonly string[] = browserLanguages(),
): string {
  if (contentLanguage && CATALOGS[contentLanguage]) return contentLanguage;
  return browser.find((code) => CATALOGS[code]) ?? 'en';
}

/** A language's name in that language, capitalised: "Deutsch", "italiano" -> "Italiano". */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code.toUpperCase();
  }
}

/**
 * The language of a menu's original texts when it is known. A copy saved on the device before
 * menus carried `sourceLanguage` has none: then it is unknown, never a guess.
 */
export function sourceLanguageOf(menu: { sourceLanguage?: string | null }): string | null {
  const code = menu.sourceLanguage;
  return typeof code === 'string' && /^[a-z]{2}$/.test(code) ? code : null;
}
