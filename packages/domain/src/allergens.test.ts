import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, allergenMessages, allergenNames, isAllergenCode, sortAllergens } from './allergens';

describe('allergens', () => {
  it('lists the 14 EU allergens once each, each with a name', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(new Set(ALLERGEN_CODES).size).toBe(14);
    for (const code of ALLERGEN_CODES) expect(allergenMessages[code].id).toBe(`allergen.${code}`);
  });

  it('recognises codes, not names or other values', () => {
    expect(isAllergenCode('milk')).toBe(true);
    expect(isAllergenCode('Milk')).toBe(false);
    expect(isAllergenCode('lactose')).toBe(false);
    expect(isAllergenCode(3)).toBe(false);
  });

  it('sorts in the contract order and drops repeats and unknown values', () => {
    expect(sortAllergens(['milk', 'gluten', 'milk', 'lactose', 'molluscs'])).toEqual([
      'gluten',
      'milk',
      'molluscs',
    ]);
  });

  it('names every allergen through the given translator', () => {
    const names = allergenNames((message) => message.message.toUpperCase());
    expect(names.sesame).toBe('SESAME SEEDS');
    expect(Object.keys(names)).toEqual([...ALLERGEN_CODES]);
  });
});
