import { describe, expect, it } from 'vitest';
import {
  browserLanguages,
  chooseLanguage,
  interfaceLanguage,
  languageName,
  languageRequest,
  rememberLanguage,
  storedLanguage,
  withLanguage,
} from './language';

describe('language choice', () => {
  it("defaults to the first of the browser's languages the menu has, else the original", () => {
    expect(chooseLanguage(['it', 'de'], null, ['fr', 'de', 'it'])).toBe('de');
    expect(chooseLanguage(['it', 'de'], null, ['fr'])).toBeNull();
    expect(chooseLanguage([], null, ['it'])).toBeNull();
  });

  it("reads the originals when the browser's language is the one they are written in", () => {
    expect(chooseLanguage(['en', 'de'], null, ['it', 'en'], 'it')).toBeNull();
    expect(chooseLanguage(['en', 'de'], null, ['fr', 'de', 'it'], 'it')).toBe('de');
  });

  it('prefers the remembered choice when the menu has it, and "original" always reads the originals', () => {
    expect(chooseLanguage(['it', 'de'], 'it', ['de'])).toBe('it');
    expect(chooseLanguage(['de'], 'it', ['de'])).toBe('de');
    expect(chooseLanguage(['it', 'de'], 'original', ['it'])).toBeNull();
  });

  it('remembers the choice on the device, ignoring anything that is not a language', () => {
    expect(storedLanguage()).toBeNull();
    rememberLanguage('de');
    expect(storedLanguage()).toBe('de');
    rememberLanguage('original');
    expect(storedLanguage()).toBe('original');
    localStorage.setItem('tavola.guest.language', '<script>');
    expect(storedLanguage()).toBeNull();
  });

  it('asks the server for a language as the inline script of index.html does', () => {
    expect(languageRequest('de')).toEqual({ query: '?lang=de', headers: {} });
    expect(languageRequest('original')).toEqual({ query: '', headers: { 'Accept-Language': '*' } });
    expect(languageRequest(null)).toEqual({ query: '', headers: {} });
  });

  it('writes the choice into an address, for the next page, a reload and a shared link', () => {
    expect(withLanguage('/public/qrcodemenu/1/2', 'fr')).toBe('/public/qrcodemenu/1/2?lang=fr');
    expect(withLanguage('/public/menu/1/2/3', 'original')).toBe('/public/menu/1/2/3?lang=original');
    expect(withLanguage('/public/menu/1/2/3', null)).toBe('/public/menu/1/2/3');
  });

  it("reads the browser's languages as base codes, each once", () => {
    expect(browserLanguages(['de-CH', 'de', 'en-US', 'x'])).toEqual(['de', 'en']);
  });

  it("writes the app's own texts in the content's language when there is a catalog, else the browser's, else English", () => {
    expect(interfaceLanguage('it', ['de'])).toBe('it');
    expect(interfaceLanguage('ja', ['de'])).toBe('de');
    expect(interfaceLanguage(null, ['ja'])).toBe('en');
  });

  it('names each language in its own language', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('it')).toBe('Italiano');
  });
});
