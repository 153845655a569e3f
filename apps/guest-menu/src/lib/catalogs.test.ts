import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXTS } from '../components/not-found-texts';
import { ITEM_DETAIL_TEXTS } from '../features/item-detail/item-detail-texts';
import { CALL_TEXTS } from '../features/menu/call-waiter-texts';
import { NOT_AVAILABLE_TEXTS } from '../features/menu/menu-not-available-texts';
import { ORDER_TEXTS } from '../features/order/order-texts';
import { CATALOGS, catalogFor, fill, textsFor } from './catalogs';

/** The texts of the parts that load on demand, each kept beside its part (catalogs.ts, `Texts`). */
const PART_TEXTS: Record<string, Record<string, object>> = {
  call: CALL_TEXTS,
  notAvailable: NOT_AVAILABLE_TEXTS,
  notFound: NOT_FOUND_TEXTS,
  itemDetail: ITEM_DETAIL_TEXTS,
  order: ORDER_TEXTS,
};

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

  it("has every part's texts in the five languages, with English's keys and placeholders, none blank", () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [part, texts] of Object.entries(PART_TEXTS)) {
      expect(Object.keys(texts).sort(), part).toEqual(['de', 'en', 'es', 'fr', 'it']);
      const en = texts.en as Record<string, string>;
      for (const [language, catalog] of Object.entries(texts)) {
        expect(Object.keys(catalog).sort(), `${part} ${language}`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(catalog as Record<string, string>)) {
          expect(text.trim().length > 0, `${part} ${language}: ${key}`).toBe(true);
          expect(placeholders(text), `${part} ${language}: ${key}`).toEqual(placeholders(en[key] ?? ''));
          if (language === 'fr') expect(text, `${part}: ${key}`).not.toMatch(/ [:?!;]/);
        }
      }
    }
    expect(textsFor(CALL_TEXTS, 'it')).toBe(CALL_TEXTS.it);
    expect(textsFor(CALL_TEXTS, 'fi')).toBe(CALL_TEXTS.en);
    expect(textsFor(CALL_TEXTS, 'constructor')).toBe(CALL_TEXTS.en);
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
