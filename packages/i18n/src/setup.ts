import { i18n, type Messages } from '@lingui/core';
import { type AppLanguage, DEFAULT_LANGUAGE, readStoredLanguage, storeLanguage } from './languages';

export { i18n };

// English texts are written into the code that shows them at build time (babel-english-texts.ts),
// so English has an empty catalog and the first paint never waits; other catalogs load on demand.
const englishMessages: Messages = {};
const catalogLoaders: Record<AppLanguage, () => Promise<Messages>> = {
  en: async () => englishMessages,
  it: async () => (await import('./locales/it')).messages,
};

function applyToDocument(language: AppLanguage) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads the catalog of `language`, activates it, remembers it and sets `<html lang>`. */
export async function activateLanguage(language: AppLanguage, { remember = true } = {}): Promise<void> {
  const messages = await catalogLoaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  applyToDocument(language);
  if (remember) storeLanguage(language);
}

/**
 * Activates English synchronously (so anything rendered straight away has texts), then switches to
 * the remembered language if there is one. Resolves with the active language.
 */
export async function setupI18n(): Promise<AppLanguage> {
  if (!i18n.locale) {
    i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: englishMessages });
    applyToDocument(DEFAULT_LANGUAGE);
  }
  const stored = readStoredLanguage();
  if (stored && stored !== i18n.locale) await activateLanguage(stored, { remember: false });
  return (i18n.locale as AppLanguage) || DEFAULT_LANGUAGE;
}
