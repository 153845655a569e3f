import { describe, expect, it } from 'vitest';
import { columnHeader, columnOfHeader, SPREADSHEET_COLUMNS, translationHeader } from './menu-spreadsheet';

describe('menu spreadsheet columns', () => {
  it('write the console’s names in the owner’s language', () => {
    expect(columnHeader('suggested', 'en')).toBe('Recommended');
    expect(columnHeader('bestSeller', 'en')).toBe('Bestseller');
    expect(columnHeader('suggested', 'it')).toBe('Consigliato');
    expect(columnHeader('bestSeller', 'it')).toBe('Più venduto');
    expect(translationHeader('name', 'fr', 'it')).toBe('Nome:fr');
  });

  it('read every name of a column, old ones too, whatever the case, accents and spacing', () => {
    for (const header of ['Recommended', 'suggested', 'Consigliato', ' SUGGESTED ']) {
      expect(columnOfHeader(header), header).toBe('suggested');
    }
    for (const header of ['Bestseller', 'best seller', 'Best_Seller', 'Più venduto', 'piu-venduto']) {
      expect(columnOfHeader(header), header).toBe('bestSeller');
    }
    expect(columnOfHeader('notes')).toBe('notes');
    expect(columnOfHeader('constructor')).toBeUndefined();
  });

  it('give no two columns the same name', () => {
    const names = SPREADSHEET_COLUMNS.flatMap((column) => [
      ...Object.values(column.labels),
      ...column.aliases,
    ]).map((name) => columnOfHeader(name));
    const owners = new Map<string, string>();
    for (const column of SPREADSHEET_COLUMNS)
      for (const name of [...Object.values(column.labels), ...column.aliases]) {
        expect(owners.get(name.toLowerCase()) ?? column.key, name).toBe(column.key);
        owners.set(name.toLowerCase(), column.key);
        expect(columnOfHeader(name), name).toBe(column.key);
      }
    expect(names).not.toContain(undefined);
  });
});
