import type { MessageDescriptor } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appLanguageOf, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './languages';
import { activateLanguage, i18n, setupI18n } from './setup';

// A descriptor as the build leaves it: the plugin puts the compiled text where Lingui's type says string
const phoneRequired = {
  id: 'validation.phone.required',
  message: ['Phone number is required'],
} as unknown as MessageDescriptor;

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('i18n setup', () => {
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage();
  });
  afterEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('starts in English when no language is remembered', async () => {
    expect(await setupI18n()).toBe('en');
    // English comes with the descriptor (babel-english-texts.ts), not from a catalog
    expect(i18n._(phoneRequired)).toBe('Phone number is required');
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    expect(await setupI18n()).toBe('it');
    expect(i18n._(phoneRequired)).toBe('Il numero di telefono è obbligatorio');
  });

  it('remembers a language switch', async () => {
    await activateLanguage('it');
    expect(i18n.locale).toBe('it');
    expect(readStoredLanguage()).toBe('it');
  });

  it('ignores an unknown remembered language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(readStoredLanguage()).toBeNull();
  });
});

describe('appLanguageOf', () => {
  it('is the interface language a locale stands for, English for any other', () => {
    expect(appLanguageOf('it')).toBe('it');
    expect(appLanguageOf('en')).toBe('en');
    expect(appLanguageOf('de')).toBe('en');
    expect(appLanguageOf('')).toBe('en');
  });
});
