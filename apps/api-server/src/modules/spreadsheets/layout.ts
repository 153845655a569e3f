/**
 * The one spreadsheet layout shared by the template, the export and the import. Its columns, their
 * headers in English and Italian (the console's labels) and the older names the import still
 * accepts are in `@tavola/domain/menu-spreadsheet`; this file adds the sheets' names, the
 * translation columns (`Name:fr`…) and the yes/no words.
 *
 * One row per item. A row with a section and nothing in the item columns is a section without
 * items (how the export writes an empty section). A section's name, `Section hidden` and
 * `Section:xx` columns are repeated on each of its rows; the first row of a section decides.
 */
import { TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import {
  type ColumnKey,
  columnHeader,
  columnOfHeader,
  type FlagKey,
  normalizeHeader,
  SPREADSHEET_COLUMNS,
  type SpreadsheetLanguage,
  TRANSLATED_FIELDS,
  type TranslatedField,
  translationHeader,
} from '@tavola/domain/menu-spreadsheet';

export { type ColumnKey, type FlagKey, TRANSLATED_FIELDS, type TranslatedField };

export const MENU_SHEET = 'Menu';
export const ALLERGENS_SHEET = 'Allergens';

export const COLUMNS = SPREADSHEET_COLUMNS;

/** Values of a flag column left blank (translate name is on by default, as in the item form). */
export const FLAG_DEFAULTS: Record<FlagKey, boolean> = {
  sectionHidden: false,
  bestSeller: false,
  suggested: false,
  outOfStock: false,
  hidden: false,
  branded: false,
  translateName: true,
};

const YES_WORDS = new Set(['yes', 'y', 'si', 'true', 'vero', '1', 'x']);
const NO_WORDS = new Set(['no', 'n', 'false', 'falso', '0']);

/** A header or word as compared (see `normalizeHeader`). */
export const normalizeWord = normalizeHeader;

/** true/false for a yes/no word, undefined for a blank cell, null for anything else. */
export function parseFlag(value: string): boolean | null | undefined {
  const word = normalizeWord(value);
  if (word === '') return undefined;
  if (YES_WORDS.has(word)) return true;
  if (NO_WORDS.has(word)) return false;
  return null;
}

export type HeaderColumn =
  | { kind: 'fixed'; key: ColumnKey }
  | { kind: 'translation'; field: TranslatedField; language: string };

/** What a header cell names; null for a header this layout does not know. */
export function parseHeader(text: string): HeaderColumn | null {
  const fixed = columnOfHeader(text);
  if (fixed) return { kind: 'fixed', key: fixed };
  const match = /^(.+?)\s*:\s*([a-z]{2})$/.exec(normalizeWord(text));
  if (!match) return null;
  const [, fieldWord = '', language = ''] = match;
  const field = columnOfHeader(fieldWord);
  if (!field || !(TRANSLATED_FIELDS as readonly string[]).includes(field)) return null;
  if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) return null;
  return { kind: 'translation', field: field as TranslatedField, language };
}

/** The header of a fixed column in the sheet's language. */
export function headerOf(key: ColumnKey, language: SpreadsheetLanguage): string {
  return columnHeader(key, language);
}

/** The headers of a sheet with translation columns for these languages, in layout order. */
export function headersFor(languages: readonly string[], language: SpreadsheetLanguage): string[] {
  return [
    ...COLUMNS.map((column) => column.labels[language]),
    ...languages.flatMap((translation) =>
      TRANSLATED_FIELDS.map((field) => translationHeader(field, translation, language)),
    ),
  ];
}
