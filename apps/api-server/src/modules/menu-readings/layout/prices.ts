/**
 * Prices as menus print them: "12", "12.50", "12,50", "12,50 €", "€ 12", "12€", "12.-", and a dish's
 * two prices for two sizes ("Piccola 8 Grande 12", "0,2 l 3,50 0,4 l 6,00", "8 / 12"). The number
 * itself is read by the spreadsheet import's rule (parsePriceText), so "1.234,50" and "1,234.50"
 * mean what they mean there.
 */
import { parsePriceText } from '#modules/spreadsheets/price-text.ts';

/** The most a menu's price is taken to be: larger numbers are years, phone numbers, quantities. */
const MAX_PRICE = 10_000;

const CURRENCY_AROUND = /^(?:€|eur|euro|chf|£|\$)?\s*(.+?)\s*(?:€|eur|euro|chf|£|\$|,-|\.-|\.–|,–)?$/i;

/** The amount a word prints, or null when it is not a price. */
export function readPriceWord(text: string): number | null {
  const match = CURRENCY_AROUND.exec(text.trim());
  const inner = match?.[1] ?? '';
  // at most two decimals; a whole number has at most 3 digits (4 are years, times, phone numbers)
  // and none starts with 0 ("0123")
  const decimal = /^(?:0|[1-9]\d{0,3})[.,]\d{1,2}$/.test(inner);
  const whole = /^[1-9]\d{0,2}$/.test(inner);
  const grouped = /^[1-9]\d?[.,]\d{3}[.,]\d{2}$/.test(inner);
  if (!decimal && !whole && !grouped) return null;
  const amount = parsePriceText(inner);
  return amount !== null && amount > 0 && amount < MAX_PRICE ? amount : null;
}

/** A price, or a currency sign standing apart from its number ("€ 12"). */
export function isPriceWord(text: string): boolean {
  return readPriceWord(text) !== null || CURRENCY_SIGN.test(text);
}

export interface PricedText {
  /** the text before the prices */
  text: string;
  prices: { amount: number; label: string | null }[];
  /** how many of the segment's words the prices and their labels took, from the end */
  priceWords: number;
}

/** A size's label: a quantity ("0,2 l", "33cl", "0.5l"). */
const QUANTITY = /^\d+(?:[.,]\d+)?\s*(?:l|cl|ml|dl|g|kg|oz|pt)$/i;
/** A one-word size ("Piccola", "Large", "Glas"), taken as a label only between prices. */
const SIZE_WORD = /^\p{L}{2,12}\.?$/u;
const CURRENCY_SIGN = /^(?:€|eur|euro|chf|£|\$)$/i;
/** What may stand between two prices: "8 / 12", "Caña 2 · Pinta 4". */
const SEPARATOR = /^[/|·•–-]$/;

/** A price printed with cents ("12,00", "€9.50"), not as a whole number ("12"). */
export function hasCents(text: string): boolean {
  return readPriceWord(text) !== null && /[.,]\d{2}(?!\d)/.test(text);
}

export interface PriceReading {
  /**
   * The menu prints every price with cents: a whole number before its price is part of the name
   * ("French 75 12,00 €"), not a first size
   */
  centsOnly?: boolean;
}

/** Whether the word at `index` ends a price: a price, or a currency sign after or before one, past a separator. */
function endsAPrice(words: readonly string[], index: number, reading: PriceReading): boolean {
  let at = index;
  if (SEPARATOR.test(words[at] ?? '')) at--;
  const isPrice = (text: string) => (reading.centsOnly ? hasCents(text) : readPriceWord(text) !== null);
  const here = words[at] ?? '';
  if (isPrice(here)) return true;
  return CURRENCY_SIGN.test(here) && isPrice(words[at - 1] ?? '');
}

/**
 * The prices at the end of `words` (one to three), each with its size label when one is printed
 * before it ("0,2 l 3,50 0,4 l 6,00", "Piccola 8 Grande 12"). Null when the words do not end in a
 * price.
 */
export function trailingPrices(words: readonly string[], reading: PriceReading = {}): PricedText | null {
  const found: { amount: number; label: string | null }[] = [];
  const word = (index: number) => words[index] ?? '';
  let end = words.length;
  while (end > 0 && found.length < 3) {
    let index = end - 1;
    if (CURRENCY_SIGN.test(word(index)) && index > 0) index--; // "12 €"
    const amount = readPriceWord(word(index));
    if (amount === null) break;
    if (reading.centsOnly && found.length > 0 && !hasCents(word(index))) break;
    let start = index;
    if (start > 0 && CURRENCY_SIGN.test(word(start - 1))) start--; // "€ 12"
    let label: string | null = null;
    if (start >= 2 && QUANTITY.test(`${word(start - 2)} ${word(start - 1)}`)) {
      label = `${word(start - 2)} ${word(start - 1)}`;
      start -= 2;
    } else if (start >= 1 && QUANTITY.test(word(start - 1))) {
      label = word(start - 1);
      start -= 1;
    } else if (start >= 2 && SIZE_WORD.test(word(start - 1)) && endsAPrice(words, start - 2, reading)) {
      // a word between two prices names the second one's size ("Caña € 1,70 · Pinta € 4")
      label = word(start - 1);
      start -= 1;
    }
    found.unshift({ amount, label });
    end = start;
    if (end > 0 && SEPARATOR.test(word(end - 1))) end--; // "8 / 12", "Caña 2 · Pinta 4"
  }
  if (found.length === 0) return null;
  // when the later prices have one-word sizes, so has the first: "Margherita Piccola 8 Grande 12"
  const first = found[0];
  if (
    first &&
    first.label === null &&
    found.length >= 2 &&
    found.slice(1).every((price) => price.label !== null) &&
    end >= 2 &&
    SIZE_WORD.test(word(end - 1))
  ) {
    first.label = word(end - 1);
    end -= 1;
  }
  return { text: words.slice(0, end).join(' '), prices: found, priceWords: words.length - end };
}

/**
 * The sizes' labels a line prints over price columns ("Small Large", "175 ml Bottle", "0,2 l"): each
 * a quantity or one word; null when the words are anything else.
 */
export function sizeLabelsOf(words: readonly string[]): string[] | null {
  const labels: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = `${words[index]} ${words[index + 1] ?? ''}`;
    if (QUANTITY.test(pair)) {
      labels.push(pair);
      index++;
    } else if (QUANTITY.test(words[index] ?? '') || SIZE_WORD.test(words[index] ?? ''))
      labels.push(words[index] ?? '');
    else return null;
  }
  return labels.length > 0 ? labels : null;
}

/** Letters OCR reads in place of digits: "5,5O", "l2", "S,50". */
const LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  S: '5',
  B: '8',
  Z: '2',
};

/**
 * A price OCR misread with a letter for a digit ("5,5O" for 5,50), read as the digits it most
 * likely shows; null when the word has no digit, or is a price as it is, or still is none.
 */
export function repairedPriceWord(text: string): string | null {
  if (!/\d/.test(text) || !/^[\d.,€ODIlSBZo|]+$/.test(text) || readPriceWord(text) !== null) return null;
  const repaired = text.replace(/[ODIlSBZo|]/g, (letter) => LOOKALIKES[letter] ?? letter);
  return readPriceWord(repaired) === null ? null : repaired;
}

/** The prices a menu prints with cents: their range, and the separator they use. */
export interface CentsHabit {
  min: number;
  max: number;
  separator: ',' | '.';
}

/** A whole number OCR may have made of a price by losing its separator ("570€" for "5,70 €"). */
const CENTS_LOST = /^(€|£|\$)?([1-9]\d{2,3})(€|£|\$)?$/;

/**
 * A price with cents OCR read without its separator ("570" for 5,70, "1250€" for 12,50 €), given
 * back its separator; null unless that is the only reading that fits: the menu prints cents on
 * its prices, the number as printed is above all of them while with cents it is within their
 * range (down to half the cheapest), and it is no year (19xx, 20xx).
 */
export function restoredCentsWord(text: string, habit: CentsHabit): string | null {
  const match = CENTS_LOST.exec(text);
  const digits = match?.[2];
  if (!match || !digits || /^(?:19|20)\d{2}$/.test(digits)) return null;
  const whole = Number(digits);
  const withCents = whole / 100;
  if (whole <= habit.max || withCents < habit.min / 2 || withCents > habit.max) return null;
  return `${match[1] ?? ''}${digits.slice(0, -2)}${habit.separator}${digits.slice(-2)}${match[3] ?? ''}`;
}

/**
 * A size in litres OCR ran together with its unit, "0,2 l" read as "0,21": a number under one with
 * one decimal and then a 1, which no menu prints as a price. Null for any other word.
 */
export function litresRunTogether(text: string): [string, string] | null {
  const match = /^(0[.,][1-9])1$/.exec(text);
  return match?.[1] ? [match[1], 'l'] : null;
}
