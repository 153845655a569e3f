/**
 * An item's option groups in one spreadsheet cell (the `Options` column), written so a person can
 * read and edit it and read back exactly:
 *
 *   Size (single, required): Small = 8 | Large = 11; Extras (multiple, max 2): parmesan + 1.50 [milk]
 *
 * - Groups are separated by `;` (or a line break), options by `|`.
 * - A group: its name, its rules in brackets, `:`, its options. The rules: `single` or `multiple`
 *   (left out: `multiple` when an option is written with `+`, else `single`), `required` (at least
 *   one choice), `optional`, `min N`, `max N`. Left out, `max` is 1 for a single choice and the
 *   number of options for a multiple one; `min` is 1 when required, else 0.
 * - An option: its name, then its price: `= 8` in a single-choice group (what the dish costs with
 *   this option, a size) or `+ 1.50` in a multiple-choice one (added, an extra); no price means the
 *   dish's own price, or free. Then its allergens in square brackets (codes or names, as in the
 *   Allergens column), and `(out of stock)` when it is.
 * - A name holding one of `; | : = + [ ] ( ) "` is written in double quotes, a quote in it doubled:
 *   `"Small (25 cm)" = 8`.
 *
 * The words are written in the sheet's language (English or Italian) and read in either. The
 * limits and rules of groups (how many, min ≤ max…) are the domain's, checked by the import.
 */
import type { AllergenCode } from '@tavola/domain/allergens';
import { normalizeHeader, type SpreadsheetLanguage } from '@tavola/domain/menu-spreadsheet';
import { parseAllergens } from './allergen-words.ts';
import { parsePriceText } from './price-text.ts';

export interface SheetOption {
  name: string;
  price: number | null;
  outOfStock: boolean;
  allergens: AllergenCode[];
}

export interface SheetOptionGroup {
  name: string;
  choice: 'single' | 'multiple';
  minChoices: number;
  maxChoices: number;
  required: boolean;
  options: SheetOption[];
}

/** The words of the cell, by language: the first of each list is the one written. */
const WORDS = {
  single: { en: ['single'], it: ['singola', 'singolo'] },
  multiple: { en: ['multiple'], it: ['multipla', 'multiplo'] },
  required: { en: ['required'], it: ['obbligatoria', 'obbligatorio'] },
  optional: { en: ['optional'], it: ['facoltativa', 'facoltativo'] },
  outOfStock: { en: ['out of stock', 'sold out'], it: ['esaurito', 'esaurita'] },
} as const satisfies Record<string, Record<SpreadsheetLanguage, readonly string[]>>;

type Word = keyof typeof WORDS;

const WORD_OF = new Map<string, Word>(
  (Object.entries(WORDS) as [Word, Record<SpreadsheetLanguage, readonly string[]>][]).flatMap(
    ([word, byLanguage]) => Object.values(byLanguage).flatMap((spellings) => spellings.map((s) => [s, word])),
  ),
);

function wordFor(word: Word, language: SpreadsheetLanguage): string {
  return WORDS[word][language][0];
}

/** Characters with a meaning in the cell: a name holding one is quoted. */
const SPECIAL = /[;|:=+[\]()"\r\n\t]/;

function quoted(name: string): string {
  return SPECIAL.test(name) || name !== name.trim() || name === '' ? `"${name.replaceAll('"', '""')}"` : name;
}

/** 8 -> "8", 1.5 -> "1.50" (en) or "1,50" (it): what the owner would type. */
export function formatOptionPrice(price: number, language: SpreadsheetLanguage): string {
  const text = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return language === 'it' ? text.replace('.', ',') : text;
}

function formatRules(group: SheetOptionGroup, language: SpreadsheetLanguage): string {
  if (group.choice === 'single') {
    const rules = [wordFor('single', language)];
    if (group.minChoices >= 1) rules.push(wordFor('required', language));
    if (group.maxChoices !== 1) rules.push(`max ${group.maxChoices}`);
    return rules.join(', ');
  }
  const rules = [wordFor('multiple', language)];
  if (group.minChoices === 1) rules.push(wordFor('required', language));
  else if (group.minChoices > 1) rules.push(`min ${group.minChoices}`);
  if (group.maxChoices !== group.options.length) rules.push(`max ${group.maxChoices}`);
  return rules.join(', ');
}

function formatOption(
  option: SheetOption,
  choice: SheetOptionGroup['choice'],
  language: SpreadsheetLanguage,
) {
  let text = quoted(option.name);
  if (option.price !== null)
    text += ` ${choice === 'single' ? '=' : '+'} ${formatOptionPrice(option.price, language)}`;
  if (option.allergens.length > 0) text += ` [${option.allergens.join(', ')}]`;
  if (option.outOfStock) text += ` (${wordFor('outOfStock', language)})`;
  return text;
}

/** The cell of these groups; '' for none. */
export function formatOptionGroups(
  groups: readonly SheetOptionGroup[],
  language: SpreadsheetLanguage,
): string {
  return groups
    .map((group) => {
      const options = group.options.map((option) => formatOption(option, group.choice, language));
      return `${quoted(group.name)} (${formatRules(group, language)}):${options.length > 0 ? ` ${options.join(' | ')}` : ''}`;
    })
    .join('; ');
}

/** At most this many problems are told per cell: a 10,000-character mistake is not 5,000 lines. */
const MAX_PROBLEMS = 5;

export type ParsedOptionGroups = { ok: true; groups: SheetOptionGroup[] } | { ok: false; problems: string[] };

class CellError extends Error {}

/** A reader over the cell's text, one character at a time; the grammar is in the file's comment. */
class Scanner {
  position = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }

  peek(): string {
    return this.text[this.position] ?? '';
  }

  skipSpaces() {
    while (/[ \t\u00a0]/.test(this.peek()) && !this.done) this.position++;
  }

  /** Takes `char` (after spaces) when it is next. */
  take(char: string): boolean {
    this.skipSpaces();
    if (this.peek() !== char) return false;
    this.position++;
    return true;
  }

  /** Text up to (not including) one of `stops`, or the end, trimmed. */
  until(stops: string): string {
    const start = this.position;
    while (!this.done && !stops.includes(this.peek())) this.position++;
    return this.text.slice(start, this.position).trim();
  }

  /** A name: in double quotes ("" inside is one quote), or plain text up to one of `stops`. */
  name(stops: string, what: string): string {
    this.skipSpaces();
    if (this.peek() === '"') {
      this.position++;
      let name = '';
      for (;;) {
        if (this.done) throw new CellError(`the quote that opens ${what} is never closed`);
        const char = this.peek();
        this.position++;
        if (char !== '"') name += char;
        else if (this.peek() === '"') {
          name += '"';
          this.position++;
        } else break;
      }
      return name.trim();
    }
    return this.until(`${stops}"`);
  }
}

const GROUP_END = ';\n\r';

/** A name as a problem quotes it: a long one cut, so a 10,000-character mistake is not echoed whole. */
export function quotedName(name: string): string {
  const points = [...name];
  return `"${points.length > 40 ? `${points.slice(0, 40).join('')}…` : name}"`;
}

const describeGroup = (index: number, name: string) =>
  `group ${index + 1}${name ? ` ${quotedName(name)}` : ''}`;

interface RawOption {
  option: SheetOption;
  sign: '=' | '+' | null;
}

function readOption(scanner: Scanner, where: string, problems: string[]): RawOption {
  const name = scanner.name(`=+[(|${GROUP_END}`, where);
  if (name === '') problems.push(`${where} has no name`);
  const option: SheetOption = { name, price: null, outOfStock: false, allergens: [] };
  let sign: RawOption['sign'] = null;
  scanner.skipSpaces();
  if (scanner.peek() === '=' || scanner.peek() === '+') {
    sign = scanner.peek() as '=' | '+';
    scanner.position++;
    const text = scanner.until(`[(|${GROUP_END}`);
    const price = text === '' ? null : parsePriceText(text);
    if (price === null) problems.push(`${where}: '${text}' is not a price (write 8 or 1.50)`);
    else option.price = Math.round(price * 100) / 100;
  }
  if (scanner.take('[')) {
    const text = scanner.until(`]|${GROUP_END}`);
    if (!scanner.take(']')) problems.push(`${where}: the [ of its allergens is never closed with ]`);
    const { codes, unknown } = parseAllergens(text);
    option.allergens = codes;
    for (const word of unknown) problems.push(`${where}: '${word}' is not an allergen`);
  }
  if (scanner.take('(')) {
    const text = scanner.until(`)|${GROUP_END}`);
    if (!scanner.take(')')) problems.push(`${where}: the ( is never closed with )`);
    if (WORD_OF.get(normalizeHeader(text)) === 'outOfStock') option.outOfStock = true;
    else problems.push(`${where}: '(${text})' is not understood: write (out of stock) or nothing`);
  }
  scanner.skipSpaces();
  if (!scanner.done && !`|${GROUP_END}`.includes(scanner.peek())) {
    const rest = scanner.until(`|${GROUP_END}`);
    problems.push(
      `${where}: '${rest}' is not understood after the option (a price is written = 8 or + 1.50)`,
    );
  }
  return { option, sign };
}

interface Rules {
  choice?: 'single' | 'multiple';
  required?: boolean;
  min?: number;
  max?: number;
}

function readRules(text: string, where: string, problems: string[]): Rules {
  const rules: Rules = {};
  for (const part of text.split(',')) {
    const word = normalizeHeader(part);
    if (word === '') continue;
    const bound = /^(min|max)\s*(\d{1,4})$/.exec(word);
    const known = WORD_OF.get(word);
    if (bound) rules[bound[1] as 'min' | 'max'] = Number(bound[2]);
    else if (known === 'single' || known === 'multiple') rules.choice = known;
    else if (known === 'required' || known === 'optional') rules.required = known === 'required';
    else
      problems.push(
        `${where}: '${part.trim()}' is not a rule (write single or multiple, required or optional, min 1, max 2)`,
      );
  }
  return rules;
}

function readGroup(scanner: Scanner, index: number, problems: string[]): SheetOptionGroup {
  const name = scanner.name(`(:|=+[${GROUP_END}`, `the name of group ${index + 1}`);
  const where = describeGroup(index, name);
  if (name === '') problems.push(`${where} has no name`);
  let rules: Rules = {};
  if (scanner.take('(')) {
    const text = scanner.until(`):${GROUP_END}`);
    if (!scanner.take(')')) problems.push(`${where}: the ( of its rules is never closed with )`);
    rules = readRules(text, where, problems);
  }
  if (!scanner.take(':')) {
    const rest = scanner.until(GROUP_END);
    throw new CellError(
      `${where}: a ':' must follow the group's name and rules, then its options (Size (single): Small = 8 | Large = 11)${rest ? `; found '${rest}'` : ''}`,
    );
  }
  const raw: RawOption[] = [];
  scanner.skipSpaces();
  if (!scanner.done && !GROUP_END.includes(scanner.peek())) {
    do {
      raw.push(readOption(scanner, `${where}, option ${raw.length + 1}`, problems));
      // a cell of thousands of options stops here; the domain's limit says how many fit
      if (raw.length > 1000) throw new CellError(`${where} has more than 1,000 options`);
    } while (scanner.take('|'));
  }
  const choice = rules.choice ?? (raw.some(({ sign }) => sign === '+') ? 'multiple' : 'single');
  for (const [optionIndex, { option, sign }] of raw.entries()) {
    const at = `${where}, option ${optionIndex + 1} ${quotedName(option.name)}`;
    if (choice === 'single' && sign === '+')
      problems.push(
        `${at}: in a single choice the price is what the dish costs with it: write = ${formatOptionPrice(option.price ?? 0, 'en')}`,
      );
    if (choice === 'multiple' && sign === '=')
      problems.push(
        `${at}: in a multiple choice the price is added to the dish's: write + ${formatOptionPrice(option.price ?? 0, 'en')}`,
      );
  }
  const minChoices = rules.min ?? (rules.required ? 1 : 0);
  return {
    name,
    choice,
    minChoices,
    maxChoices: rules.max ?? (choice === 'single' ? 1 : raw.length),
    required: rules.required ?? minChoices >= 1,
    options: raw.map(({ option }) => option),
  };
}

/**
 * The groups a cell writes, or what is wrong with it (each problem names its group and option, at
 * most a few per cell). A blank cell is no groups.
 */
export function parseOptionGroups(text: string): ParsedOptionGroups {
  const scanner = new Scanner(text);
  const groups: SheetOptionGroup[] = [];
  const problems: string[] = [];
  try {
    for (;;) {
      while (!scanner.done && /[\s;]/.test(scanner.peek())) scanner.position++;
      if (scanner.done) break;
      groups.push(readGroup(scanner, groups.length, problems));
      if (groups.length > 1000) throw new CellError('more than 1,000 groups');
    }
  } catch (error) {
    if (!(error instanceof CellError)) throw error;
    problems.push(error.message);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`and ${problems.length - MAX_PROBLEMS} more problems`);
    return { ok: false, problems: shown };
  }
  return { ok: true, groups };
}
