/** Languages the interface is offered in. English is the source language and active at start. */
export const APP_LANGUAGES = ['en', 'it'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';

/** localStorage key that remembers the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language named in itself, so a reader finds their own language whatever is active. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = {
  en: 'English',
  it: 'Italiano',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The interface language a locale (Lingui's active one) stands for: the default for any other. */
export function appLanguageOf(locale: string): AppLanguage {
  return isAppLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The remembered language, or null when none (or an unknown one) is stored. */
export function readStoredLanguage(
  storage: Storage | undefined = globalThis.localStorage,
): AppLanguage | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(value) ? value : null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back to the default.
    return null;
  }
}

export function storeLanguage(language: AppLanguage, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Remembering the language is a convenience; the switch still works for this visit.
  }
}
