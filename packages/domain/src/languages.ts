/** Interface and translation languages; English is active at start (spec sections 1 and 9). */
export const SUPPORTED_LANGUAGES = ['en', 'it'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
