/**
 * A menu is not translated into the language it is written in: such a "translation" would replace
 * the original for guests who read that language and list the language twice in the switcher.
 * The translation editor refuses the language as a whole; the menu, section and item saves, which
 * take translations keyed by language, refuse that key.
 */
import type { ErrorDetail } from '#errors.ts';

export const OWN_LANGUAGE_MESSAGE =
  'The menu is written in this language: choose another language to translate into';

/** The problem of a `translations` map with a key in the menu's own language, or none. */
export function ownLanguageTranslations(
  translations: Readonly<Record<string, unknown>> | undefined,
  sourceLanguage: string,
): ErrorDetail[] {
  return translations !== undefined && Object.hasOwn(translations, sourceLanguage)
    ? [{ field: `translations.${sourceLanguage}`, message: OWN_LANGUAGE_MESSAGE }]
    : [];
}
