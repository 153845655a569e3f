import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isSupportedLanguage, SUPPORTED_LANGUAGES } from './languages';

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
