import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogFor, fill } from './catalogs';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('catalogs', () => {
  it('has English, Italian, German, French and Spanish, each with every key of English and no blank text', () => {
    expect(Object.keys(CATALOGS)).toEqual(expect.arrayContaining(['en', 'it', 'de', 'fr', 'es']));
    const reference = keysOf(CATALOGS.en ?? {}).sort();
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      expect(keysOf(catalog).sort(), language).toEqual(reference);
      for (const key of reference) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}: ${key}`).toBe(true);
      }
    }
  });

  it('names the 14 allergens in every language', () => {
    for (const catalog of Object.values(CATALOGS))
      expect(Object.keys(catalog.view.allergenNames).sort()).toEqual([...ALLERGEN_CODES].sort());
  });

  it('keeps the placeholders of English in every translation', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const en = catalogFor('en').app;
    for (const catalog of Object.values(CATALOGS))
      for (const [key, text] of Object.entries(en))
        expect(placeholders(catalog.app[key as keyof typeof en]), key).toEqual(placeholders(text));
  });

  it('names the allergens as EU regulation 1169/2011 does in French and Spanish', () => {
    expect(CATALOGS.fr?.view.allergenNames).toMatchObject({
      celery: 'Céleri',
      lupin: 'Lupin',
      sulphites: 'Anhydride sulfureux et sulfites',
      nuts: 'Fruits à coque',
    });
    expect(CATALOGS.es?.view.allergenNames).toMatchObject({
      lupin: 'Altramuces',
      sulphites: 'Dióxido de azufre y sulfitos',
      nuts: 'Frutos de cáscara',
      peanuts: 'Cacahuetes',
    });
  });

  it('keeps French punctuation on its line: a no-break space before ":" and "?", never a plain one', () => {
    for (const [key, text] of Object.entries(CATALOGS.fr?.app ?? {})) {
      expect(text, key).not.toMatch(/ [:?!;]/);
      expect(text, key).not.toMatch(/[^\s\u00a0][:?!;](\s|$)/);
    }
  });

  it('falls back to English for a language without a catalog, and fills placeholders', () => {
    expect(catalogFor('fi')).toBe(CATALOGS.en);
    expect(catalogFor('it')).toBe(CATALOGS.it);
    expect(catalogFor('fr')).toBe(CATALOGS.fr);
    expect(catalogFor('es')).toBe(CATALOGS.es);
    expect(fill('{count} dishes hidden', { count: 3 })).toBe('3 dishes hidden');
  });
});
