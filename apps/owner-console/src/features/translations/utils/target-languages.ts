import type { Schemas } from '@tavola/api/schema';
import { isTranslationLanguage, TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import { byLanguageName } from '#lib/language-names.ts';

type TranslationLanguage = Schemas['TranslationLanguage'];
type FullMenu = Schemas['FullMenu'];

/**
 * The languages the menu already has a text in (accepted, outdated or a machine draft): its own
 * name's, its sections' and its items' translations.
 */
export function languagesOfMenu(menu: Pick<FullMenu, 'translations' | 'sections'>): Set<string> {
  const found = new Set<string>();
  const collect = (translations: Record<string, unknown> | undefined) => {
    for (const language of Object.keys(translations ?? {})) found.add(language);
  };
  collect(menu.translations);
  for (const section of menu.sections) {
    collect(section.translations);
    for (const item of section.items) collect(item.translations);
  }
  return found;
}

export interface TargetLanguages {
  /** the menu's languages first, by name */
  existing: TranslationLanguage[];
  /** the others the editor offers, by name */
  others: TranslationLanguage[];
}

/** The editor's target languages: every offered one but the menu's own (never a target). */
export function targetLanguages(
  sourceLanguage: string,
  menuLanguages: ReadonlySet<string>,
  locale: string,
): TargetLanguages {
  const offered = TRANSLATION_LANGUAGES.filter((language) => language !== sourceLanguage);
  const existing = offered.filter((language) => menuLanguages.has(language));
  const others = offered.filter((language) => !menuLanguages.has(language));
  return {
    existing: byLanguageName(existing, locale).filter(isTranslationLanguage),
    others: byLanguageName(others, locale).filter(isTranslationLanguage),
  };
}
