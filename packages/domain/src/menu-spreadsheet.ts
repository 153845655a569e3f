/**
 * The columns of a menu spreadsheet (the template, the export and the import), named as the console
 * names the same fields (the item form's "Recommended", "Bestseller"…) in the owner's language, with
 * every other name the import still accepts: the headers of earlier templates ("suggested",
 * "best seller"), the other language's labels, and spellings people type. The server writes and
 * reads headers from this one list; the console shows it in the import dialog.
 *
 * Headers are compared by `normalizeHeader`: case, accents, `_`/`-` and repeated spaces do not
 * count ("Più_Venduto" = "piu venduto").
 */

/** The languages a spreadsheet's headers are written in (the console's interface languages). */
export const SPREADSHEET_LANGUAGES = ['en', 'it'] as const;
export type SpreadsheetLanguage = (typeof SPREADSHEET_LANGUAGES)[number];

export function isSpreadsheetLanguage(value: unknown): value is SpreadsheetLanguage {
  return (SPREADSHEET_LANGUAGES as readonly unknown[]).includes(value);
}

interface ColumnDefinition {
  key: string;
  /** the header written in each language: the console's own label for the field */
  labels: Readonly<Record<SpreadsheetLanguage, string>>;
  /** other headers the import accepts for this column (earlier templates, common spellings) */
  aliases: readonly string[];
  /** a yes/no column */
  flag?: true;
  /** the column's width in the .xlsx, in characters */
  width: number;
  /** written by the export for the owner to read; the import accepts the header and ignores the cells */
  exportOnly?: true;
}

/** The fixed columns, in the order the template and the export write them. */
export const SPREADSHEET_COLUMNS = [
  {
    key: 'section',
    labels: { en: 'Section', it: 'Sezione' },
    aliases: ['category', 'categoria'],
    width: 22,
  },
  {
    key: 'sectionHidden',
    labels: { en: 'Section hidden', it: 'Sezione nascosta' },
    aliases: [],
    flag: true,
    width: 16,
  },
  { key: 'name', labels: { en: 'Name', it: 'Nome' }, aliases: [], width: 28 },
  { key: 'description', labels: { en: 'Description', it: 'Descrizione' }, aliases: [], width: 40 },
  { key: 'ingredients', labels: { en: 'Ingredients', it: 'Ingredienti' }, aliases: [], width: 32 },
  { key: 'allergens', labels: { en: 'Allergens', it: 'Allergeni' }, aliases: [], width: 24 },
  {
    key: 'dietaryTags',
    labels: { en: 'Dietary tags', it: 'Indicazioni alimentari' },
    aliases: ['dietary', 'diet', 'tags', 'dieta', 'etichette alimentari'],
    width: 24,
  },
  {
    key: 'spiciness',
    labels: { en: 'Spiciness', it: 'Piccantezza' },
    aliases: ['spicy', 'hot', 'piccante'],
    width: 11,
  },
  { key: 'price', labels: { en: 'Price', it: 'Prezzo' }, aliases: [], width: 10 },
  {
    key: 'priceText',
    labels: { en: 'Price text', it: 'Testo del prezzo' },
    aliases: ['testo prezzo'],
    width: 18,
  },
  {
    key: 'options',
    labels: { en: 'Options', it: 'Opzioni' },
    aliases: ['option groups', 'gruppi di opzioni', 'varianti'],
    width: 60,
  },
  {
    key: 'bestSeller',
    labels: { en: 'Bestseller', it: 'Più venduto' },
    aliases: ['best seller'],
    flag: true,
    width: 13,
  },
  {
    key: 'suggested',
    labels: { en: 'Recommended', it: 'Consigliato' },
    aliases: ['suggested'],
    flag: true,
    width: 14,
  },
  {
    key: 'outOfStock',
    labels: { en: 'Out of stock', it: 'Esaurito' },
    aliases: ['sold out'],
    flag: true,
    width: 13,
  },
  { key: 'hidden', labels: { en: 'Hidden', it: 'Nascosto' }, aliases: [], flag: true, width: 10 },
  {
    key: 'notes',
    labels: { en: 'Additional notes', it: 'Note aggiuntive' },
    aliases: ['notes', 'note'],
    width: 28,
  },
  {
    key: 'branded',
    labels: { en: 'Branded product', it: 'Prodotto di marca' },
    aliases: ['branded', 'di marca'],
    flag: true,
    width: 16,
  },
  {
    key: 'translateName',
    labels: { en: 'Name translation enabled', it: 'Traduzione del nome attiva' },
    aliases: ['translate name', 'traduci nome'],
    flag: true,
    width: 18,
  },
  {
    // written by the export (the address of the item's photo), never read: an import leaves photos alone
    key: 'photo',
    labels: { en: 'Photo', it: 'Foto' },
    aliases: ['photo address', 'image', 'immagine', 'indirizzo della foto'],
    exportOnly: true,
    width: 50,
  },
] as const satisfies readonly ColumnDefinition[];

export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];
export type ColumnKey = SpreadsheetColumn['key'];
export type FlagKey = Extract<SpreadsheetColumn, { flag: true }>['key'];

/** The texts that have translation columns `<header>:<language>` (`Name:fr`), in writing order. */
export const TRANSLATED_FIELDS = ['section', 'name', 'description', 'ingredients'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** The yes and no a flag column is written with, in each language (the import reads both). */
export const FLAG_WORDS: Readonly<Record<SpreadsheetLanguage, { yes: string; no: string }>> = {
  en: { yes: 'yes', no: 'no' },
  it: { yes: 'sì', no: 'no' },
};

/**
 * A header or word as compared: lower case, without accents, `_`/`-` as spaces, spaces collapsed
 * ("Più_Venduto" -> "piu venduto").
 */
export function normalizeHeader(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function columnByKey(key: ColumnKey): SpreadsheetColumn {
  const column = SPREADSHEET_COLUMNS.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`unknown column ${key}`);
  return column;
}

/** The header a column is written with in this language. */
export function columnHeader(key: ColumnKey, language: SpreadsheetLanguage): string {
  return columnByKey(key).labels[language];
}

/** The header of a translation column, e.g. `Name:fr`, `Nome:fr`. */
export function translationHeader(
  field: TranslatedField,
  translationLanguage: string,
  language: SpreadsheetLanguage,
): string {
  return `${columnHeader(field, language)}:${translationLanguage}`;
}

/** Every name of every column, normalized: a Map, so `constructor` finds nothing. */
const COLUMN_BY_NAME: ReadonlyMap<string, ColumnKey> = new Map(
  SPREADSHEET_COLUMNS.flatMap((column) =>
    [...Object.values(column.labels), ...column.aliases].map(
      (name) => [normalizeHeader(name), column.key] as const,
    ),
  ),
);

/** The column a header names (any language, old names included); undefined for another header. */
export function columnOfHeader(header: string): ColumnKey | undefined {
  return COLUMN_BY_NAME.get(normalizeHeader(header));
}
