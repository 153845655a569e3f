import type { Schemas } from '@tavola/api/schema';
import { languageOfCountry } from '@tavola/domain/languages';

export type ReadingLanguage = Schemas['MenuReadingLanguage'];

/** The languages the server reads a menu in (contract: MenuReadingLanguage). */
export const READING_LANGUAGES: readonly ReadingLanguage[] = ['it', 'en', 'de', 'fr', 'es'];

const isReadingLanguage = (code: string): code is ReadingLanguage =>
  (READING_LANGUAGES as readonly string[]).includes(code);

/**
 * The menu's language to offer first: the club's country's, as the server would choose it (and as
 * a new menu's), or the owner's interface language while the club's country is not known.
 */
export function defaultReadingLanguage(
  country: string | undefined,
  interfaceLocale: string,
): ReadingLanguage {
  const clubs = country ? languageOfCountry(country) : '';
  if (isReadingLanguage(clubs)) return clubs;
  return interfaceLocale.startsWith('it') ? 'it' : 'en';
}
