import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  isTranslationLanguage,
  languageOfCountry,
  SUPPORTED_LANGUAGES,
  TRANSLATION_LANGUAGES,
} from './languages';

describe('languages', () => {
  it('offers English and Italian, English by default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'it']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('recognises only the supported codes', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('it')).toBe(true);
    expect(isSupportedLanguage('fr')).toBe(false);
    expect(isSupportedLanguage('EN')).toBe(false);
    expect(isSupportedLanguage(null)).toBe(false);
  });
});

describe('languageOfCountry', () => {
  it('is the country main language, English when unknown', () => {
    expect(languageOfCountry('IT')).toBe('it');
    expect(languageOfCountry('de')).toBe('de');
    expect(languageOfCountry('BR')).toBe('pt');
    expect(languageOfCountry('ZZ')).toBe('en');
  });
});

describe('TRANSLATION_LANGUAGES', () => {
  it('offers at least English, Italian, German, French and Spanish, each once', () => {
    expect(TRANSLATION_LANGUAGES).toEqual(expect.arrayContaining(['en', 'it', 'de', 'fr', 'es']));
    expect(new Set(TRANSLATION_LANGUAGES).size).toBe(TRANSLATION_LANGUAGES.length);
    expect(isTranslationLanguage('fr')).toBe(true);
    expect(isTranslationLanguage('ja')).toBe(false);
  });
});
