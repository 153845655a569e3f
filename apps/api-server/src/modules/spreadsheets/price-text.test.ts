import { describe, expect, it } from 'vitest';
import { parseAllergens } from './allergen-words.ts';
import { parseFlag, parseHeader } from './layout.ts';
import { parsePriceText } from './price-text.ts';

describe('spreadsheet cells as owners type them', () => {
  it('reads prices with a decimal comma or point, thousands grouped, and a euro sign', () => {
    const cases: [string, number][] = [
      ['12,50', 12.5],
      ['12.50', 12.5],
      ['12', 12],
      ['0,5', 0.5],
      ['1.234,50', 1234.5],
      ['1,234.50', 1234.5],
      ['1 234,50', 1234.5],
      ['1.234.567', 1234567],
      ['€ 8', 8],
      ['8,00 €', 8],
      ['9 EUR', 9],
      // one mark alone is the decimal mark: the cents rule refuses 1.234 later, it is never 1234
      ['1,234', 1.234],
    ];
    for (const [text, value] of cases) expect(parsePriceText(text), text).toBe(value);
  });

  it('refuses what is not a price', () => {
    for (const text of [
      '12,5O',
      'abc',
      '',
      '-3',
      '1,2,3.4',
      '12.',
      ',50',
      '1.23.4,5',
      '12 50 0',
      '1e3',
      '0x10',
    ])
      expect(parsePriceText(text), text).toBeNull();
  });

  it('reads yes/no words in English and Italian', () => {
    for (const word of ['yes', 'Sì', 'si', 'x', 'TRUE', '1', 'vero'])
      expect(parseFlag(word), word).toBe(true);
    for (const word of ['no', 'No', 'false', '0', 'falso']) expect(parseFlag(word), word).toBe(false);
    expect(parseFlag('  ')).toBeUndefined();
    expect(parseFlag('maybe')).toBeNull();
  });

  it('knows headers in English and Italian and translation columns of the editor languages', () => {
    expect(parseHeader('Best_Seller')).toEqual({ kind: 'fixed', key: 'bestSeller' });
    expect(parseHeader('Più venduto')).toEqual({ kind: 'fixed', key: 'bestSeller' });
    expect(parseHeader('descrizione:FR')).toEqual({
      kind: 'translation',
      field: 'description',
      language: 'fr',
    });
    expect(parseHeader('name:xx')).toBeNull();
    expect(parseHeader('colour')).toBeNull();
    // words that name Object.prototype's members are unknown headers like any other
    for (const word of ['constructor:it', 'tostring:it', 'valueof:fr', 'constructor', 'hasOwnProperty'])
      expect(parseHeader(word), word).toBeNull();
  });

  it('reads allergens by code, number, English or Italian name, and names the unknown ones', () => {
    expect(parseAllergens('Latte; 1, sesame seeds\nFrutta a guscio, soia')).toEqual({
      codes: ['gluten', 'soybeans', 'milk', 'nuts', 'sesame'],
      unknown: [],
    });
    expect(parseAllergens('milk, cheese, 15').unknown).toEqual(['cheese', '15']);
  });
});
