/**
 * Turns the rows of a menu spreadsheet into sections and items, checking every cell with the API's
 * own rules (@tavola/domain) and collecting ALL the problems, each with its row (as the
 * spreadsheet numbers it) and column (its header), so the owner fixes the file once.
 */
import type { AllergenCode } from '@tavola/domain/allergens';
import { validateDietaryTags } from '@tavola/domain/dietary';
import type { DietaryTag } from '@tavola/domain/entities';
import {
  validateItemAdditionalNotes,
  validateItemDescription,
  validateItemIngredients,
  validateItemName,
  validateItemPrice,
  validateItemPriceText,
} from '@tavola/domain/item';
import { validateOptionGroups } from '@tavola/domain/item-options';
import type { Message } from '@tavola/domain/messages';
import { validateSectionName } from '@tavola/domain/section';
import { CONTROL_CHARACTER } from '@tavola/domain/text';
import { badRequest, type ErrorDetail } from '#errors.ts';
import { parseAllergens } from './allergen-words.ts';
import { parseDietaryTags, parseSpiciness } from './dietary-words.ts';
import { type Cell, type Grid, type GridRow, isEmptyCell, MAX_ITEM_ROWS } from './grid.ts';
import {
  COLUMNS,
  type ColumnKey,
  FLAG_DEFAULTS,
  type FlagKey,
  type HeaderColumn,
  parseFlag,
  parseHeader,
  type TranslatedField,
} from './layout.ts';
import { parseOptionGroups, quotedName, type SheetOptionGroup } from './option-cell.ts';
import { parsePriceText } from './price-text.ts';
import { tooManyRows } from './read-xlsx.ts';

export interface ItemTranslationTexts {
  name: string | null;
  description: string | null;
  ingredients: string | null;
}

export interface ImportedItem {
  name: string;
  description: string | null;
  ingredients: string | null;
  allergens: AllergenCode[];
  dietaryTags: DietaryTag[];
  spiciness: number;
  optionGroups: SheetOptionGroup[];
  additionalNotes: string | null;
  price: number | null;
  priceText: string | null;
  disabled: boolean;
  outOfStock: boolean;
  bestSeller: boolean;
  suggested: boolean;
  branded: boolean;
  translateName: boolean;
  translations: Record<string, ItemTranslationTexts>;
}

/** A row the import takes as it is, but that the owner may want to look at before confirming. */
export interface ImportWarning {
  code: 'no_price' | 'duplicate_item' | 'no_price_column';
  row: number;
  column?: string;
  /** the row it repeats (`duplicate_item`) */
  otherRow?: number;
  message: string;
}

export interface CheckedSpreadsheet {
  sections: ImportedSection[];
  warnings: ImportWarning[];
}

export interface ImportedSection {
  name: string;
  disabled: boolean;
  translations: Record<string, string>;
  items: ImportedItem[];
  /** the row that created it, to name it in a conflict */
  firstRow: number;
}

const invalidSpreadsheet = (details: ErrorDetail[]) =>
  badRequest(
    'invalid_spreadsheet',
    details.length === 1
      ? 'The spreadsheet has a problem: fix it and import the file again. Nothing was imported.'
      : `The spreadsheet has ${details.length} problems: fix them and import the file again. Nothing was imported.`,
    details,
  );

/** Item columns: a row with none of them filled in is a section without items. */
const ITEM_KEYS: readonly ColumnKey[] = COLUMNS.map((column) => column.key).filter(
  (key) => key !== 'section' && key !== 'sectionHidden',
);

interface Layout {
  /** the column index of each known column */
  fixed: Partial<Record<ColumnKey, number>>;
  translations: { field: TranslatedField; language: string; index: number }[];
  /** each column's header as written, or "column N" for a column without one */
  headers: string[];
  named: boolean[];
}

function headerText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined || typeof cell === 'object') return '';
  return String(cell).trim();
}

function readLayout(header: GridRow | null, problems: ErrorDetail[]): Layout {
  const layout: Layout = { fixed: {}, translations: [], headers: [], named: [] };
  const seen = new Set<string>();
  for (const [index, cell] of (header?.cells ?? []).entries()) {
    const text = headerText(cell);
    layout.headers[index] = text || `column ${index + 1}`;
    layout.named[index] = text !== '';
    if (text === '') continue;
    const column: HeaderColumn | null = parseHeader(text);
    if (!column) {
      problems.push({
        row: 1,
        column: text,
        message: `Row 1, ${text}: unknown column. Use the template's headers (Section, Name, Description…) or a translation column such as Name:fr`,
      });
      continue;
    }
    const key = column.kind === 'fixed' ? column.key : `${column.field}:${column.language}`;
    if (seen.has(key)) {
      problems.push({ row: 1, column: text, message: `Row 1, ${text}: this column appears twice` });
      continue;
    }
    seen.add(key);
    if (column.kind === 'fixed') layout.fixed[column.key] = index;
    else layout.translations.push({ field: column.field, language: column.language, index });
  }
  if (layout.fixed.section === undefined || layout.fixed.name === undefined) {
    problems.push({
      row: 1,
      message:
        'Row 1: the first row must be the header, with at least the columns "Section" and "Name" (see the template)',
    });
  }
  return layout;
}

/** Reads one row's cells, recording problems under the row's number and the column's header. */
class RowReader {
  constructor(
    readonly row: GridRow,
    private readonly layout: Layout,
    private readonly problems: ErrorDetail[],
  ) {}

  problem(index: number | undefined, message: string) {
    const column = index === undefined ? undefined : this.layout.headers[index];
    this.problems.push({
      row: this.row.number,
      ...(column === undefined ? {} : { column }),
      message: `Row ${this.row.number}${column === undefined ? '' : `, ${column}`}: ${message}`,
    });
  }

  cell(index: number | undefined): Cell {
    return index === undefined ? null : (this.row.cells[index] ?? null);
  }

  /** Trimmed text, null when blank or unusable (the problem is recorded). */
  text(index: number | undefined, rule?: (value: string) => Message | null): string | null {
    const cell = this.cell(index);
    if (cell === null) return null;
    if (typeof cell === 'object') {
      this.problem(index, cell.problem);
      return null;
    }
    const text = (typeof cell === 'boolean' ? (cell ? 'yes' : 'no') : String(cell)).trim();
    if (text === '') return null;
    const control = CONTROL_CHARACTER.exec(text);
    if (control) {
      const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
      this.problem(index, `contains the control character U+${code}, which cannot be stored: remove it`);
      return null;
    }
    const message = rule?.(text);
    if (message) {
      this.problem(index, message.message);
      return null;
    }
    return text;
  }

  flag(key: FlagKey): boolean {
    const index = this.layout.fixed[key];
    const cell = this.cell(index);
    if (typeof cell === 'boolean') return cell;
    if (typeof cell === 'number' && (cell === 0 || cell === 1)) return cell === 1;
    const text = this.text(index);
    if (text === null) return FLAG_DEFAULTS[key];
    const value = parseFlag(text);
    if (value === null || value === undefined) {
      this.problem(index, `'${text}' is not yes or no`);
      return FLAG_DEFAULTS[key];
    }
    return value;
  }

  price(): number | null {
    const index = this.layout.fixed.price;
    const cell = this.cell(index);
    let value: number | null;
    if (typeof cell === 'number') {
      value = cell;
    } else {
      const text = this.text(index);
      if (text === null) return null;
      value = parsePriceText(text);
      if (value === null) {
        this.problem(index, `'${text}' is not a price`);
        return null;
      }
    }
    const message = validateItemPrice(value);
    if (message) {
      this.problem(index, message.message);
      return null;
    }
    // cents, without binary noise such as 12.499999999
    return Math.round(value * 100) / 100;
  }

  allergens(): AllergenCode[] {
    const index = this.layout.fixed.allergens;
    const text = this.text(index);
    if (text === null) return [];
    const { codes, unknown } = parseAllergens(text);
    for (const word of unknown)
      this.problem(index, `'${word}' is not an allergen: write the codes or names of the Allergens sheet`);
    return codes;
  }

  dietaryTags(): DietaryTag[] {
    const index = this.layout.fixed.dietaryTags;
    const text = this.text(index);
    if (text === null) return [];
    const { tags, unknown } = parseDietaryTags(text);
    for (const word of unknown)
      this.problem(
        index,
        `'${word}' is not a dietary tag: write vegetarian, vegan, gluten-free, lactose-free, halal or kosher`,
      );
    return tags;
  }

  spiciness(): number {
    const index = this.layout.fixed.spiciness;
    const cell = this.cell(index);
    const value = typeof cell === 'number' ? cell : this.text(index);
    if (value === null) return 0;
    const level = parseSpiciness(value);
    if (level === null) {
      this.problem(index, `'${value}' is not a spiciness: write 0 (not spicy), 1, 2 or 3 (very hot)`);
      return 0;
    }
    return level;
  }

  /** The option groups of the `Options` cell (option-cell.ts), every problem told under its column. */
  optionGroups(plan: PlanFeatures): SheetOptionGroup[] {
    const index = this.layout.fixed.options;
    const text = this.text(index);
    if (text === null) return [];
    if (!plan.itemOptions) {
      this.problem(index, "options are a Smart feature: upgrade the club's plan, or clear this cell");
      return [];
    }
    const parsed = parseOptionGroups(text);
    if (!parsed.ok) {
      for (const problem of parsed.problems) this.problem(index, problem);
      return [];
    }
    return parsed.groups;
  }

  hasItemData(): boolean {
    const indexes = [
      ...ITEM_KEYS.map((key) => this.layout.fixed[key]),
      ...this.layout.translations
        .filter((column) => column.field !== 'section')
        .map((column) => column.index),
    ];
    return indexes.some((index) => index !== undefined && !isEmptyCell(this.cell(index)));
  }

  /** Values in columns without a header would be lost silently: name them. */
  checkUnnamedColumns() {
    for (const [index, cell] of this.row.cells.entries()) {
      if (!isEmptyCell(cell) && !this.layout.named[index]) {
        this.layout.headers[index] ??= `column ${index + 1}`;
        this.problem(index, 'this cell is in a column without a header: add the header or clear the cell');
      }
    }
  }
}

function sameText(a: string | null, b: string | null) {
  return (a ?? '') === (b ?? '');
}

/** What the club's plan lets a file carry (`entitlementsFor`): options are a Smart feature. */
export interface PlanFeatures {
  itemOptions: boolean;
}

/**
 * The sections and items of a grid, with the warnings of rows taken as they are; 400
 * `invalid_spreadsheet` with every problem, or `too_many_rows`.
 */
export function checkRows(grid: Grid, plan: PlanFeatures = { itemOptions: true }): CheckedSpreadsheet {
  const problems: ErrorDetail[] = [];
  const warnings: ImportWarning[] = [];
  /** where each item name was first seen, by section */
  const itemRows = new Map<string, Map<string, number>>();
  const layout = readLayout(grid.header, problems);
  if (layout.fixed.section === undefined || layout.fixed.name === undefined)
    throw invalidSpreadsheet(problems);

  const readers = grid.rows.map((row) => new RowReader(row, layout, problems));
  if (readers.filter((reader) => reader.hasItemData()).length > MAX_ITEM_ROWS) throw tooManyRows();

  const sections = new Map<string, ImportedSection>();
  for (const reader of readers) {
    reader.checkUnnamedColumns();
    const sectionName = reader.text(layout.fixed.section, validateSectionName);
    const sectionHidden = reader.flag('sectionHidden');
    const sectionTranslations: Record<string, string> = {};
    for (const column of layout.translations.filter((c) => c.field === 'section')) {
      const text = reader.text(column.index, validateSectionName);
      if (text !== null) sectionTranslations[column.language] = text;
    }

    const hasItem = reader.hasItemData();
    if (sectionName === null) {
      if (isEmptyCell(reader.cell(layout.fixed.section)))
        reader.problem(layout.fixed.section, 'the section is missing: every row names its section');
    } else {
      const existing = sections.get(sectionName);
      if (!existing) {
        sections.set(sectionName, {
          name: sectionName,
          disabled: sectionHidden,
          translations: sectionTranslations,
          items: [],
          firstRow: reader.row.number,
        });
      } else {
        if (!isEmptyCell(reader.cell(layout.fixed.sectionHidden)) && existing.disabled !== sectionHidden) {
          reader.problem(
            layout.fixed.sectionHidden,
            `differs from row ${existing.firstRow}, where the section "${sectionName}" starts`,
          );
        }
        for (const [language, text] of Object.entries(sectionTranslations)) {
          const before = existing.translations[language] ?? null;
          if (before === null) existing.translations[language] = text;
          else if (!sameText(before, text)) {
            const column = layout.translations.find((c) => c.field === 'section' && c.language === language);
            reader.problem(
              column?.index,
              `differs from row ${existing.firstRow}, where the section "${sectionName}" starts`,
            );
          }
        }
      }
    }
    if (!hasItem) continue;

    const item: ImportedItem = {
      name: reader.text(layout.fixed.name, validateItemName) ?? '',
      description: reader.text(layout.fixed.description, validateItemDescription),
      ingredients: reader.text(layout.fixed.ingredients, validateItemIngredients),
      allergens: reader.allergens(),
      dietaryTags: reader.dietaryTags(),
      spiciness: reader.spiciness(),
      optionGroups: reader.optionGroups(plan),
      additionalNotes: reader.text(layout.fixed.notes, validateItemAdditionalNotes),
      price: reader.price(),
      priceText: reader.text(layout.fixed.priceText, validateItemPriceText),
      disabled: reader.flag('hidden'),
      outOfStock: reader.flag('outOfStock'),
      bestSeller: reader.flag('bestSeller'),
      suggested: reader.flag('suggested'),
      branded: reader.flag('branded'),
      translateName: reader.flag('translateName'),
      translations: {},
    };
    if (item.name === '' && isEmptyCell(reader.cell(layout.fixed.name)))
      reader.problem(layout.fixed.name, validateItemName('')?.message ?? 'Name is required');
    // the API's own rules for what the cells read: a claim the allergens contradict, the groups' rules
    const dietary = validateDietaryTags(item.dietaryTags, item.allergens);
    if (dietary) reader.problem(layout.fixed.dietaryTags, dietary.message);
    for (const [path, message] of Object.entries(validateOptionGroups(item.optionGroups)))
      if (message)
        reader.problem(layout.fixed.options, `${optionPlace(path, item.optionGroups)}${message.message}`);

    const rules = {
      name: validateLength(validateItemName),
      description: validateItemDescription,
      ingredients: validateItemIngredients,
    };
    for (const column of layout.translations) {
      if (column.field === 'section') continue;
      const text = reader.text(column.index, rules[column.field]);
      if (text === null) continue;
      item.translations[column.language] ??= { name: null, description: null, ingredients: null };
      (item.translations[column.language] as ItemTranslationTexts)[column.field] = text;
    }
    if (sectionName !== null) {
      sections.get(sectionName)?.items.push(item);
      warnAbout(item, sectionName, reader.row.number);
    }
  }

  if (problems.length > 0) throw invalidSpreadsheet(sortProblems(problems));
  if (sections.size === 0)
    throw invalidSpreadsheet([{ row: 2, message: 'Row 2: the spreadsheet has no items below the header' }]);
  if (layout.fixed.price === undefined && layout.fixed.priceText === undefined)
    warnings.unshift({
      code: 'no_price_column',
      row: 1,
      message: 'Row 1: there is no Price column: guests will see the items without a price',
    });
  return { sections: [...sections.values()], warnings };

  function warnAbout(item: ImportedItem, sectionName: string, row: number) {
    if (item.name !== '') {
      const seen = itemRows.get(sectionName) ?? new Map<string, number>();
      itemRows.set(sectionName, seen);
      const key = item.name.toLocaleLowerCase('en');
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row);
      else
        warnings.push({
          code: 'duplicate_item',
          row,
          column: layout.headers[layout.fixed.name ?? -1],
          otherRow: first,
          message: `Row ${row}: "${item.name}" is also on row ${first}, in the same section: guests will see it twice`,
        });
    }
    if (item.price === null && item.priceText === null && layout.fixed.price !== undefined)
      warnings.push({
        code: 'no_price',
        row,
        column: layout.headers[layout.fixed.price ?? -1],
        message: `Row ${row}: no price and no price text: guests will see the item without a price`,
      });
  }
}

/**
 * Where in the Options cell a domain error's path points, as the cell's own problems say it:
 * `optionGroups.1.options.0.price` -> `group 2 "Extras", option 1 "parmesan": `.
 */
function optionPlace(path: string, groups: readonly SheetOptionGroup[]): string {
  const [, group, option] = /^optionGroups\.(\d+)(?:\.options\.(\d+))?/.exec(path) ?? [];
  if (group === undefined) return '';
  const groupIndex = Number(group);
  const groupName = groups[groupIndex]?.name ?? '';
  let place = `group ${groupIndex + 1}${groupName ? ` ${quotedName(groupName)}` : ''}`;
  if (option !== undefined) {
    const optionIndex = Number(option);
    const optionName = groups[groupIndex]?.options[optionIndex]?.name ?? '';
    place += `, option ${optionIndex + 1}${optionName ? ` ${quotedName(optionName)}` : ''}`;
  }
  return `${place}: `;
}

/** A rule's length check only (a translation may be absent even where the original is required). */
function validateLength(rule: (value: string) => Message | null) {
  return (value: string) => (value.trim() === '' ? null : rule(value));
}

function sortProblems(problems: ErrorDetail[]): ErrorDetail[] {
  return problems
    .map((problem, order) => ({ problem, order }))
    .sort((a, b) => (a.problem.row ?? 0) - (b.problem.row ?? 0) || a.order - b.order)
    .map(({ problem }) => problem);
}
