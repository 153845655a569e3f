import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { describe, expect, it } from 'vitest';
import { DIETARY_TAGS } from './item-extras';
import {
  ALLERGEN_WORDS_DE,
  ALLERGEN_WORDS_EN,
  ALLERGEN_WORDS_IT,
  allergenWordsFor,
  DIETARY_WORDS_EN,
  dietaryWordsFor,
} from './texts';

describe('allergen words of the guest page', () => {
  it('names every allergen in every language', () => {
    for (const language of ['en', 'it', 'de', 'fr', 'es']) {
      const words = allergenWordsFor(language);
      for (const code of ALLERGEN_CODES) expect(words[code]?.trim(), `${language} ${code}`).toBeTruthy();
    }
  });

  it('uses short words where the regulation names are long', () => {
    expect(ALLERGEN_WORDS_EN.gluten).toBe('Gluten');
    expect([ALLERGEN_WORDS_IT.gluten, ALLERGEN_WORDS_IT.sesame, ALLERGEN_WORDS_IT.sulphites]).toEqual([
      'Glutine',
      'Sesamo',
      'Solfiti',
    ]);
    expect([ALLERGEN_WORDS_DE.gluten, ALLERGEN_WORDS_DE.soybeans, ALLERGEN_WORDS_DE.sulphites]).toEqual([
      'Gluten',
      'Soja',
      'Sulfite',
    ]);
    // the rest is the regulation's own words
    expect(ALLERGEN_WORDS_IT.nuts).toBe('Frutta a guscio');
    expect(ALLERGEN_WORDS_DE.molluscs).toBe('Weichtiere');
  });

  it('keeps the regulation names in French and Spanish, and English for any other language', () => {
    expect(allergenWordsFor('fr').gluten).toBe('Céréales contenant du gluten');
    expect(allergenWordsFor('es').gluten).toBe('Cereales que contengan gluten');
    expect(allergenWordsFor('ja')).toBe(ALLERGEN_WORDS_EN);
    expect(allergenWordsFor('')).toBe(ALLERGEN_WORDS_EN);
  });
});

describe('dietary words of the guest page', () => {
  it('names every tag and the three spiciness levels in every language, each differently', () => {
    for (const language of ['en', 'it', 'de', 'fr', 'es']) {
      const words = dietaryWordsFor(language);
      for (const tag of DIETARY_TAGS)
        expect(words.dietaryNames[tag]?.trim(), `${language} ${tag}`).toBeTruthy();
      expect(new Set(words.spiciness).size, language).toBe(3);
    }
    expect(dietaryWordsFor('it').dietaryNames['gluten-free']).toBe('Senza glutine');
    expect(dietaryWordsFor('de').spiciness[2]).toBe('Sehr scharf');
    expect(dietaryWordsFor('ja')).toBe(DIETARY_WORDS_EN);
  });
});
