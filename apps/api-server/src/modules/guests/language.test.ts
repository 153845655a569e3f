import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLanguage } from './language.ts';

describe('the language a guest reads', () => {
  it('ranks Accept-Language by q-value, then order, regions dropped, q=0 left out', () => {
    expect(acceptedLanguages('de-CH,de;q=0.9,it;q=0.8,fr;q=0')).toEqual(['de', 'it']);
    expect(acceptedLanguages('*')).toEqual([]);
  });

  it("reads the originals when the browser's first known language is the menu's own", () => {
    // an Italian menu with English and German translations, an Italian browser that also reads English
    expect(chooseLanguage(['de', 'en'], undefined, 'it, en;q=0.8', 'it')).toBeNull();
    expect(chooseLanguage(['de', 'en'], undefined, 'fr, en;q=0.8, it;q=0.5', 'it')).toBe('en');
    // a translation into the menu's own language (older data) is still offered
    expect(chooseLanguage(['it'], undefined, 'it', 'it')).toBe('it');
  });

  it('takes an explicit choice on offer, else the originals', () => {
    expect(chooseLanguage(['de', 'en'], 'de', 'en', 'it')).toBe('de');
    expect(chooseLanguage(['de', 'en'], 'fr', 'en', 'it')).toBeNull();
    expect(chooseLanguage([], 'de', 'de', 'it')).toBeNull();
  });
});
