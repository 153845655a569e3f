import type { components } from '@tavola/api/schema';

type TranslationLanguage = components['schemas']['TranslationLanguage'];

/** Interface and translation languages; English is active at start (spec sections 1 and 9). */
export const SUPPORTED_LANGUAGES = ['en', 'it'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Languages the translation editor offers (the contract's TranslationLanguage): written in Latin,
 * Greek or Cyrillic script, which the printed PDF's fonts cover, and offered by the machine
 * translation provider.
 */
export const TRANSLATION_LANGUAGES = [
  'en',
  'it',
  'de',
  'fr',
  'es',
  'pt',
  'nl',
  'pl',
  'cs',
  'sk',
  'sl',
  'hu',
  'ro',
  'bg',
  'el',
  'ru',
  'uk',
  'da',
  'sv',
  'nb',
  'fi',
  'et',
  'lv',
  'lt',
  'tr',
] as const satisfies readonly TranslationLanguage[];

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a club's menus are written in by default: its country's main language (ISO 3166-1
 * alpha-2 to ISO 639-1), English where it is none of these. Several languages in one country (CH,
 * BE, CA…): the most spoken one; the owner can change a menu's language.
 */
const COUNTRY_LANGUAGES: Readonly<Record<string, string>> = {
  IT: 'it',
  SM: 'it',
  VA: 'it',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  FR: 'fr',
  MC: 'fr',
  BE: 'nl',
  ES: 'es',
  AD: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  UY: 'es',
  VE: 'es',
  EC: 'es',
  BO: 'es',
  PY: 'es',
  CR: 'es',
  PA: 'es',
  DO: 'es',
  GT: 'es',
  HN: 'es',
  SV: 'es',
  NI: 'es',
  CU: 'es',
  PT: 'pt',
  BR: 'pt',
  AO: 'pt',
  MZ: 'pt',
  NL: 'nl',
  PL: 'pl',
  CZ: 'cs',
  SK: 'sk',
  SI: 'sl',
  HU: 'hu',
  RO: 'ro',
  MD: 'ro',
  BG: 'bg',
  GR: 'el',
  CY: 'el',
  RU: 'ru',
  BY: 'ru',
  UA: 'uk',
  DK: 'da',
  SE: 'sv',
  NO: 'nb',
  FI: 'fi',
  EE: 'et',
  LV: 'lv',
  LT: 'lt',
  TR: 'tr',
  HR: 'hr',
  RS: 'sr',
  JP: 'ja',
  CN: 'zh',
  KR: 'ko',
};

export function languageOfCountry(countryCode: string): string {
  return COUNTRY_LANGUAGES[countryCode.toUpperCase()] ?? 'en';
}
