/**
 * The one spreadsheet layout shared by the template, the export and the import: the sheet's name,
 * its columns in order with their English headers (and the Italian ones the import also accepts),
 * the translation columns (`name:fr`…) and the yes/no words.
 *
 * One row per item. A row with a section and nothing in the item columns is a section without
 * items (how the export writes an empty section). A section's name, `section hidden` and
 * `section:xx` columns are repeated on each of its rows; the first row of a section decides.
 */
import { TRANSLATION_LANGUAGES } from '@tavola/domain/languages';

export const MENU_SHEET = 'Menu';
export const ALLERGENS_SHEET = 'Allergens';

/** The fixed columns; `header` is what the template and export write. */
export const COLUMNS = [
  { key: 'section', header: 'section', italian: 'sezione', width: 22 },
  { key: 'sectionHidden', header: 'section hidden', italian: 'sezione nascosta', width: 15, flag: true },
  { key: 'name', header: 'name', italian: 'nome', width: 28 },
  { key: 'description', header: 'description', italian: 'descrizione', width: 40 },
  { key: 'ingredients', header: 'ingredients', italian: 'ingredienti', width: 32 },
  { key: 'allergens', header: 'allergens', italian: 'allergeni', width: 24 },
  { key: 'price', header: 'price', italian: 'prezzo', width: 10 },
  { key: 'priceText', header: 'price text', italian: 'testo prezzo', width: 18 },
  { key: 'bestSeller', header: 'best seller', italian: 'piu venduto', width: 12, flag: true },
  { key: 'suggested', header: 'suggested', italian: 'consigliato', width: 12, flag: true },
  { key: 'outOfStock', header: 'out of stock', italian: 'esaurito', width: 12, flag: true },
  { key: 'hidden', header: 'hidden', italian: 'nascosto', width: 10, flag: true },
  { key: 'notes', header: 'notes', italian: 'note', width: 28 },
  { key: 'branded', header: 'branded', italian: 'di marca', width: 10, flag: true },
  { key: 'translateName', header: 'translate name', italian: 'traduci nome', width: 14, flag: true },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type FlagKey = Extract<(typeof COLUMNS)[number], { flag: true }>['key'];

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

/** The texts that have translation columns `<field>:<language>`, in the order they are written. */
export const TRANSLATED_FIELDS = ['section', 'name', 'description', 'ingredients'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
/** A Map: a header word such as `constructor` must not find Object.prototype's member. */
const TRANSLATED_FIELD_ITALIAN: ReadonlyMap<string, TranslatedField> = new Map([
  ['sezione', 'section'],
  ['nome', 'name'],
  ['descrizione', 'description'],
  ['ingredienti', 'ingredients'],
]);

export const YES = 'yes';
export const NO = 'no';
const YES_WORDS = new Set(['yes', 'y', 'si', 'true', 'vero', '1', 'x']);
const NO_WORDS = new Set(['no', 'n', 'false', 'falso', '0']);

/**
 * A header or word as compared: lower case, without accents, `_`/`-` as spaces, spaces collapsed
 * ("Più_Venduto" -> "piu venduto").
 */
export function normalizeWord(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

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

const FIXED_BY_WORD = new Map<string, ColumnKey>();
for (const column of COLUMNS) {
  FIXED_BY_WORD.set(normalizeWord(column.header), column.key);
  FIXED_BY_WORD.set(normalizeWord(column.italian), column.key);
}
// spellings people are likely to type
FIXED_BY_WORD.set('bestseller', 'bestSeller');
FIXED_BY_WORD.set('sold out', 'outOfStock');
FIXED_BY_WORD.set('additional notes', 'notes');
FIXED_BY_WORD.set('category', 'section');
FIXED_BY_WORD.set('categoria', 'section');

/** What a header cell names; null for a header this layout does not know. */
export function parseHeader(text: string): HeaderColumn | null {
  const word = normalizeWord(text);
  const fixed = FIXED_BY_WORD.get(word);
  if (fixed) return { kind: 'fixed', key: fixed };
  const match = /^([a-z]+)\s*:\s*([a-z]{2})$/.exec(word);
  if (!match) return null;
  const [, fieldWord = '', language = ''] = match;
  const field = (TRANSLATED_FIELDS as readonly string[]).includes(fieldWord)
    ? (fieldWord as TranslatedField)
    : TRANSLATED_FIELD_ITALIAN.get(fieldWord);
  if (!field || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) return null;
  return { kind: 'translation', field, language };
}

function translationHeader(field: TranslatedField, language: string): string {
  return `${field}:${language}`;
}

/** The headers of a sheet with translation columns for these languages, in layout order. */
export function headersFor(languages: readonly string[]): string[] {
  return [
    ...COLUMNS.map((column) => column.header),
    ...languages.flatMap((language) => TRANSLATED_FIELDS.map((field) => translationHeader(field, language))),
  ];
}
