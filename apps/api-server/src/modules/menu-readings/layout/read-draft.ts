/**
 * The layout step: a menu's pages of positioned text (from a PDF's text layer or OCR) read as
 * sections and dishes. It works on segments in reading order (segments.ts, columns.ts) and decides
 * what each one is from what menus share everywhere:
 * - a dish is a line that ends in a price (or prices, for sizes); the lines under it, up to the next
 *   dish or heading, are its description, or its translation when they read as another language;
 * - a section heading has no price and stands out from the dishes' names: larger, bolder or in
 *   capitals;
 * - a legend of allergens names three or more of them; the marks after a dish's name refer to it;
 * - the first page's largest line above every dish is the menu's title, not a section.
 * Where a word was read with low confidence (OCR), the field is marked for review.
 */
import type { AllergenCode } from '@tavola/domain/allergens';
import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import type { DietaryTag } from '@tavola/domain/entities';
import { DIETARY_TAGS } from '@tavola/domain/item-extras';
import type { DraftDish, DraftSection, MenuDraft } from '../draft.ts';
import { median } from '../reading/median.ts';
import type { PageText, TextBox, TextLine, TextWord } from '../reading/page-text.ts';
import {
  type AllergenLegend,
  allergenLine,
  readLegendLine,
  trailingAllergenMarks,
} from './allergen-marks.ts';
import { readingOrder } from './columns.ts';
import {
  dietaryMarksLine,
  dietaryWordsIn,
  endsInDietaryWord,
  trailingDietaryMarks,
} from './dietary-marks.ts';
import { readsAsOtherLanguage } from './languages.ts';
import {
  type CentsHabit,
  hasCents,
  litresRunTogether,
  type PricedText,
  readPriceWord,
  repairedPriceWord,
  restoredCentsWord,
  sizeLabelsOf,
  trailingPrices,
} from './prices.ts';
import { withRaisedMarks } from './raised-marks.ts';
import { joinedSideBySide } from './rows.ts';
import { boxAround, type Segment, segmentsOfPage } from './segments.ts';
import { plainDigits } from './words.ts';

/** Below this confidence a word is marked for the owner to check. */
export const UNSURE_BELOW = 0.6;

interface Piece {
  segment: Segment;
  /** the width of its page, to tell a centred line */
  pageWidth: number;
  /** read by OCR (a PDF's text layer is what was printed, and is never repaired) */
  ocr: boolean;
  text: string;
  priced: PricedText | null;
  /** its price was a misread one, repaired */
  repairedPrice: boolean;
}

/** How this menu prints its dishes, found over all of it, to read each line alike. */
interface MenuHabits {
  bodySize: number;
  namesBold: boolean;
  namesUpper: boolean;
  /** the dishes' names start at the margin (so a centred line without a price is a heading) */
  namesCentred: boolean;
  /** dietary words printed bare after names ("Aperol Spritz vegano"), on several dishes */
  bareDietaryWords: boolean;
  /** the other language the menu prints beside its own throughout, when it does */
  secondLanguage: string | null;
}

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');
const isUpper = (text: string) => {
  const only = letters(text);
  return only.length >= 2 && only === only.toUpperCase() && only !== only.toLowerCase();
};

/**
 * "P I Z Z E" (letter-spaced headings, as PDFs give them) as "PIZZE"; a kerned pair may come
 * out as one word ("PA N I N I"). The spaces between the words are lost in such a text layer.
 */
function joinSpacedLetters(text: string): string {
  // each side of "C Ó C T E L E S · Signature cocktails" on its own
  const parts = text.split(/(\s+[/|–—·•]\s+)/);
  if (parts.length > 1)
    return parts.map((part, index) => (index % 2 === 0 ? joinSpacedLetters(part) : part)).join('');
  const words = text.split(' ');
  const single = words.filter((word) => [...word].length === 1).length;
  const spaced =
    words.length >= 3 && single >= words.length * 0.7 && words.every((word) => [...word].length <= 2);
  return spaced ? words.join('') : text;
}

/** OCR's words at a line's end it was this unsure of, and this much smaller than the line's largest. */
const GARBLED_END_CONFIDENCE = 0.6;
const GARBLED_END_HEIGHT = 0.7;

/**
 * A line without digits whose last words OCR was unsure of and read far smaller than the rest
 * ("Vom Fass ona", "Sans alcool cof": a small translation beside a heading, garbled, or specks)
 * without them; the words as they are otherwise, or when the text's words are not the segment's.
 */
function withoutGarbledEnd(words: string[], segment: Segment): string[] {
  if (words.length !== segment.words.length || words.some((word) => /\d/.test(word))) return words;
  const tallest = Math.max(...segment.words.map((word) => word.box.height));
  let keep = segment.words.length;
  while (keep > 1) {
    const word = segment.words[keep - 1];
    if (!word || word.confidence >= GARBLED_END_CONFIDENCE || word.box.height >= tallest * GARBLED_END_HEIGHT)
      break;
    keep--;
  }
  return words.slice(0, keep);
}

function pieceOf(segment: Segment, page: PageText): Piece {
  const { width: pageWidth } = page;
  const ocr = page.source === 'ocr';
  const read = joinSpacedLetters(plainDigits(segment.text)).replace(/\s+/g, ' ').trim().split(' ');
  // "0,21" in OCR's text is the size "0,2 l" (a PDF's text is what was printed)
  const words = ocr
    ? withoutGarbledEnd(
        read.flatMap((word) => litresRunTogether(word) ?? [word]),
        segment,
      )
    : read;
  const text = words.join(' ');
  // a price OCR misread ("5,5O") is read as the digits it shows, and marked for review
  const last = segment.words.at(-1);
  const repaired = last && last.confidence < 1 ? repairedPriceWord(words.at(-1) ?? '') : null;
  if (repaired) {
    words[words.length - 1] = repaired;
    const repairedText = words.join(' ');
    return {
      segment,
      pageWidth,
      ocr,
      text: repairedText,
      priced: trailingPrices(words),
      repairedPrice: true,
    };
  }
  return { segment, pageWidth, ocr, text, priced: trailingPrices(words), repairedPrice: false };
}

/**
 * Whether the menu prints its prices with cents throughout ("9,00", "12.50"), judged by each
 * dish's last price; then a whole number before a price is part of the name ("French 75 12,00 €").
 */
function printsCents(pieces: readonly Piece[]): boolean {
  const lastPrices = pieces.flatMap((piece) => {
    const last = piece.priced ? piece.text.split(' ').findLast((word) => readPriceWord(word) !== null) : null;
    return last ? [last] : [];
  });
  return lastPrices.length >= 5 && lastPrices.filter(hasCents).length >= lastPrices.length * 0.9;
}

/**
 * The pieces' prices read again as a menu that prints cents throughout prints them, after giving
 * back the separators OCR lost (withCentsRestored).
 */
function readCentsOnly(pieces: readonly Piece[]): Piece[] {
  const habit = centsHabitOf(pieces);
  const restored = pieces.map((piece) => (habit ? withCentsRestored(piece, habit) : null) ?? piece);
  if (!printsCents(restored)) return restored;
  return restored.map((piece) =>
    piece.priced ? { ...piece, priced: trailingPrices(piece.text.split(' '), { centsOnly: true }) } : piece,
  );
}

/** Most of the menu's prices print cents, from this many prices on: OCR may have lost a few. */
const MIN_PRICES_FOR_HABIT = 5;
const MIN_CENTS_SHARE = 0.8;

/**
 * The range and separator of the prices printed with cents, when most of the dishes' last prices
 * have cents; null otherwise.
 */
function centsHabitOf(pieces: readonly Piece[]): CentsHabit | null {
  const lastPrices = pieces.flatMap((piece) => {
    const last = piece.priced ? piece.text.split(' ').findLast((word) => readPriceWord(word) !== null) : null;
    return last ? [last] : [];
  });
  const withCents = lastPrices.filter(hasCents);
  if (lastPrices.length < MIN_PRICES_FOR_HABIT || withCents.length < lastPrices.length * MIN_CENTS_SHARE)
    return null;
  const amounts = withCents.map((word) => readPriceWord(word) ?? 0);
  const commas = withCents.filter((word) => /,\d{2}(?!\d)/.test(word)).length;
  return {
    min: Math.min(...amounts),
    max: Math.max(...amounts),
    separator: commas * 2 >= withCents.length ? ',' : '.',
  };
}

/**
 * An OCR'd piece whose price lost its separator ("Pinot Grigio 650 €" on a menu of "12,50 €"),
 * read with it given back and marked for the owner to check; null when nothing was restored. Only
 * the line's last price is looked at (a number before another price is as likely allergen marks
 * OCR ran together, "Squid 314 9,50"), and never a PDF's text.
 */
function withCentsRestored(piece: Piece, habit: CentsHabit): Piece | null {
  if (!piece.ocr) return null;
  const words = piece.text.split(' ');
  const last = words.length - 1;
  const index = last > 0 && CURRENCY_ONLY.test(words[last] ?? '') ? last - 1 : last;
  const restored = restoredCentsWord(words[index] ?? '', habit);
  if (!restored) return null;
  words[index] = restored;
  return {
    ...piece,
    text: words.join(' '),
    priced: trailingPrices(words, { centsOnly: true }),
    repairedPrice: true,
  };
}

const CURRENCY_ONLY = /^(?:€|£|\$)$/;

const isCentred = (piece: Piece) => {
  const centre = piece.segment.box.x + piece.segment.box.width / 2;
  return (
    Math.abs(centre - piece.pageWidth / 2) < piece.pageWidth * 0.06 &&
    piece.segment.box.x > piece.pageWidth * 0.2
  );
};

/**
 * The language of the second parts of texts printed as "Antipasti · Starters", "Brezel / Pretzel":
 * read over all of them together (one dish's name says little), when the menu prints three or more.
 */
function printedSecondLanguage(pieces: readonly Piece[], language: string): string | null {
  const seconds = pieces.flatMap((piece) => {
    const parts = (piece.priced?.text ?? piece.text).split(TRANSLATION_SEPARATOR);
    return parts.length === 2 ? [parts[1] ?? ''] : [];
  });
  return seconds.length >= 3 ? readsAsOtherLanguage(seconds.join(' '), language) : null;
}

function habitsOf(pieces: readonly Piece[], language: string, legend: AllergenLegend | null): MenuHabits {
  // "Allergeni: 1, 7" ends in numbers too, and is no dish
  const dishes = pieces.filter(
    (piece) => piece.priced && letters(piece.priced.text).length > 0 && !allergenLine(piece.text, legend),
  );
  const sample = dishes.length > 0 ? dishes : pieces;
  const names = dishes.map((piece) => trailingAllergenMarks(piece.priced?.text ?? '', legend).text);

  return {
    bodySize: median(sample.map((piece) => piece.segment.fontSize)),
    namesBold: dishes.filter((piece) => piece.segment.bold).length > dishes.length / 2,
    namesUpper: dishes.filter((piece) => isUpper(piece.priced?.text ?? '')).length > dishes.length / 2,
    namesCentred: dishes.filter(isCentred).length > dishes.length / 2,
    bareDietaryWords: names.filter(endsInDietaryWord).length >= 3,
    secondLanguage: printedSecondLanguage(pieces, language),
  };
}

function looksLikeHeading(piece: Piece, habits: MenuHabits): boolean {
  const { segment, text } = piece;
  if (letters(text).length < 2 || text.split(' ').length > 8) return false;
  if (segment.fontSize >= habits.bodySize * 1.15) return true;
  if (segment.bold && !habits.namesBold && !segment.italic) return true;
  if (isCentred(piece) && !habits.namesCentred) return true;
  return isUpper(text) && !habits.namesUpper && letters(text).length >= 3;
}

/** The words of the segment that make up `text`'s part of it (for confidence): the first n. */
function confidenceOf(words: readonly TextWord[]): number {
  return words.length === 0 ? 1 : Math.min(...words.map((word) => word.confidence));
}

/** Between a text and its translation printed beside it. */
const TRANSLATION_SEPARATOR = /\s+[/|–—·•]\s+|\s+-\s+/;

/** "Antipasti / Starters", "Spaghetti alle vongole – Spaghetti with clams": the second part's language. */
function splitTranslation(
  text: string,
  language: string,
  secondLanguage: string | null = null,
): { text: string; other?: { language: string; text: string } } {
  const parts = text.split(TRANSLATION_SEPARATOR);
  if (parts.length !== 2) return { text };
  const [own = '', translated = ''] = parts;
  // the words tell the language; else a menu printed in two languages throughout tells it
  const other = readsAsOtherLanguage(translated, language) ?? secondLanguage;
  // a first part in another language too is one name ("Fish & chips – the pub's own"), unless the
  // menu prints its translations so throughout
  if (!other || (readsAsOtherLanguage(own, language) && !secondLanguage)) return { text };
  return { text: own.trim(), other: { language: other, text: translated.trim() } };
}

function sortedAllergens(codes: Iterable<AllergenCode>): AllergenCode[] {
  const set = new Set(codes);
  return ALLERGEN_CODES.filter((code) => set.has(code));
}

function sortedTags(tags: Iterable<DietaryTag>): DietaryTag[] {
  const set = new Set(tags);
  return DIETARY_TAGS.filter((tag) => set.has(tag));
}

export interface ReadOptions {
  /** the language the menu is written in (the club's, or the owner's pick) */
  language: string;
}

/** The menu the pages print, as a draft for review. */
export function readMenuDraft(read: readonly PageText[], options: ReadOptions): MenuDraft {
  const { language } = options;
  const pages = read
    .map((page) => (page.source === 'ocr' ? { ...page, lines: joinedSideBySide(page.lines) } : page))
    .map(withRaisedMarks);
  const pieces = readCentsOnly(
    joinWrappedNames(
      pages.flatMap((page) =>
        readingOrder(page, segmentsOfPage(page)).map((segment) => pieceOf(segment, page)),
      ),
    ),
  );

  // the legends first: a dish's marks refer to a legend printed anywhere, often at the end
  const { legend, legendPieces } = findLegend(pages, pieces);

  const habits = habitsOf(
    pieces.filter((piece) => !legendPieces.has(piece)),
    language,
    legend,
  );
  const firstDish = pieces.findIndex((piece) => piece.priced && letters(piece.priced.text).length > 0);
  const title = findTitle(pieces, habits, firstDish);

  const sections: DraftSection[] = [];
  let section: DraftSection | null = null;
  let dish: DraftDish | null = null;
  let previous: Piece | null = null;
  /** pieces an earlier one took (a price under its dish's name) */
  const skip = new Set<Piece>();

  /** the sizes printed over the price columns of the section being read */
  let sizeLabels: string[] | null = null;

  const openSection = (piece: Piece | null, name: string) => {
    sizeLabels = null;
    section = {
      name,
      translations: {},
      sources: piece ? [{ page: piece.segment.page, box: piece.segment.box }] : [],
      unsure: piece ? piece.segment.confidence < UNSURE_BELOW : false,
      dishes: [],
    };
    sections.push(section);
    dish = null;
    return section;
  };

  for (const [index, piece] of pieces.entries()) {
    if (skip.has(piece)) continue;
    if (legendPieces.has(piece) || piece === title) {
      previous = null;
      continue;
    }
    const { segment, text, priced } = piece;
    const closeBelow =
      previous !== null &&
      previous.segment.page === segment.page &&
      segment.box.y - (previous.segment.box.y + previous.segment.box.height) < segment.fontSize * 1.6 &&
      segment.box.y >= previous.segment.box.y;

    // "V · SG" under a dish: its dietary marks
    const marks = dietaryMarksLine(text);
    if (marks) {
      const current = dish as DraftDish | null;
      if (current) current.dietaryTags = sortedTags([...current.dietaryTags, ...marks]);
      previous = piece;
      continue;
    }

    // "Allergeni: 1, 7" under a dish: its allergens, not a dish of its own
    const listed = allergenLine(text, legend);
    if (listed) {
      const current = dish as DraftDish | null;
      if (current) current.allergens = sortedAllergens([...current.allergens, ...listed]);
      previous = piece;
      continue;
    }

    if (priced && letters(priced.text).length === 0) {
      // prices on a line of their own: the dish above has its price on the next line
      if (dish && dish.prices.length === 0 && closeBelow) dish.prices = priced.prices;
      previous = piece;
      continue;
    }

    if (priced) {
      const current: DraftSection = section ?? openSection(null, '');
      dish = newDish(piece, withLabels(priced, sizeLabels), legend, language, habits);
      current.dishes.push(dish);
      previous = piece;
      continue;
    }

    // "Small  Large" over the price columns: the sizes of the prices under it, not a heading
    const header = columnLabels(pieces, index);
    if (header) {
      sizeLabels = header.labels;
      for (const label of header.row) skip.add(label);
      previous = piece;
      continue;
    }

    // a name whose price is on the line under it ("Tiramisù" then "6" in the price column)
    const under = priceUnder(pieces, index);
    if (under) {
      const current: DraftSection = section ?? openSection(null, '');
      const read = newDish(piece, { text, prices: under.prices, priceWords: 0 }, legend, language, habits);
      dish = {
        ...read,
        dietaryTags: sortedTags([...read.dietaryTags, ...under.tags]),
        sources: [{ page: segment.page, box: boxAround([segment.box, under.box]) }],
      };
      current.dishes.push(dish);
      previous = under.taken.at(-1) ?? piece;
      for (const taken of under.taken) skip.add(taken);
      continue;
    }

    // an italic line right under a dish is its description or translation, unless it is centred
    // where the dishes are not
    const describesDish =
      dish !== null && closeBelow && segment.italic && !(isCentred(piece) && !habits.namesCentred);
    if (looksLikeHeading(piece, habits) && !describesDish) {
      const named = splitTranslation(text, language, habits.secondLanguage);
      const current = section as DraftSection | null;
      // a smaller line right under a heading, in another language, is its translation
      const otherLanguage = readsAsOtherLanguage(text, language);
      if (
        current &&
        current.dishes.length === 0 &&
        closeBelow &&
        otherLanguage &&
        !named.other &&
        current.name !== ''
      ) {
        current.translations[otherLanguage] = text;
      } else {
        const opened = openSection(piece, named.text);
        if (named.other) opened.translations[named.other.language] = named.other.text;
      }
      previous = piece;
      continue;
    }

    // plain text: the description (or translation) of the dish just above
    const current = dish as DraftDish | null;
    if (current && closeBelow) {
      const allergenLine = trailingAllergenMarks(text, legend);
      const other = readsAsOtherLanguage(text, language);
      if (other) {
        const translation = current.translations[other] ?? { name: null, description: null };
        if (translation.name === null && current.description === null && text.split(' ').length <= 8)
          translation.name = text;
        else translation.description = [translation.description, text].filter(Boolean).join(' ');
        current.translations[other] = translation;
      } else {
        const line = allergenLine.allergens.length > 0 ? allergenLine.text : text;
        current.description = [current.description, line].filter(Boolean).join(' ');
        current.allergens = sortedAllergens([...current.allergens, ...allergenLine.allergens]);
        current.dietaryTags = sortedTags([...current.dietaryTags, ...dietaryWordsIn(text)]);
        if (segment.confidence < UNSURE_BELOW && !current.unsure.includes('description'))
          current.unsure.push('description');
      }
      const source = current.sources[0];
      if (source && source.page === segment.page) source.box = boxAround([source.box, segment.box]);
      previous = piece;
      continue;
    }
    // anything else (an introduction, opening hours, a footnote) is not part of the menu
    previous = index > firstDish ? piece : null;
  }

  const kept = sections.filter((candidate) => candidate.dishes.length > 0);
  return {
    title: title?.text ?? null,
    sections: kept.map((candidate) => ({ ...candidate, name: candidate.name || (title?.text ?? 'Menu') })),
  };
}

/**
 * The sizes' labels printed over the price columns of the dishes after them ("Half   Pint"), one
 * row of two or three labels only (a segment each, when the columns are far apart), standing over
 * the prices of the next dish, which has as many; with the pieces of that row. Null for any other.
 */
function columnLabels(pieces: readonly Piece[], index: number): { labels: string[]; row: Piece[] } | null {
  const first = pieces[index];
  if (!first) return null;
  const row: Piece[] = [];
  const labels: string[] = [];
  for (let at = index; at < pieces.length; at++) {
    const piece = pieces[at] as Piece;
    const sameRow =
      piece.segment.page === first.segment.page &&
      Math.abs(piece.segment.box.y - first.segment.box.y) < first.segment.fontSize / 2;
    const read = !piece.priced && sameRow ? sizeLabelsOf(piece.text.split(' ')) : null;
    if (!read) break;
    row.push(piece);
    labels.push(...read);
  }
  const dish = pieces.slice(index + row.length, index + row.length + 2).find((later) => later.priced);
  if (labels.length < 2 || labels.length > 3 || !dish?.priced || dish.priced.prices.length !== labels.length)
    return null;
  if (dish.segment.page !== first.segment.page) return null;
  const prices = boxAround(dish.segment.words.slice(-dish.priced.priceWords).map((word) => word.box));
  const header = boxAround(row.map((piece) => piece.segment.box));
  const overPrices = header.x < prices.x + prices.width && header.x + header.width > prices.x;
  return overPrices ? { labels, row } : null;
}

/** The prices with the column's labels, where the menu prints its sizes over the columns. */
function withLabels(priced: PricedText, labels: string[] | null): PricedText {
  if (!labels || labels.length !== priced.prices.length || priced.prices.some((price) => price.label))
    return priced;
  return { ...priced, prices: priced.prices.map((price, at) => ({ ...price, label: labels[at] ?? null })) };
}

/**
 * The price printed on the line under a name without one ("Tiramisù" then "6" in the price
 * column), maybe with or after its dietary marks ("(VG)" under the name, the price beside them):
 * right under the name on its page, with the marks it took and their tags.
 */
function priceUnder(
  pieces: readonly Piece[],
  index: number,
): { taken: Piece[]; prices: PricedText['prices']; tags: DietaryTag[]; box: TextBox } | null {
  const name = pieces[index];
  if (!name) return null;
  const taken: Piece[] = [];
  const tags: DietaryTag[] = [];
  for (let next = pieces[index + 1]; next; next = pieces[index + 1 + taken.length]) {
    const marks = dietaryMarksLine(next.priced?.text ?? next.text);
    const onlyPrices = next.priced !== null && (letters(next.priced.text).length === 0 || marks !== null);
    if (!marks && !onlyPrices) return null;
    taken.push(next);
    tags.push(...(marks ?? []));
    if (!onlyPrices || !next.priced) continue;
    const below = next.segment.box.y - (name.segment.box.y + name.segment.box.height);
    if (next.segment.page !== name.segment.page || below >= name.segment.fontSize * 2) return null;
    return {
      taken,
      prices: next.priced.prices,
      tags,
      box: boxAround(taken.map((piece) => piece.segment.box)),
    };
  }
  return null;
}

/**
 * A name too long for its line, whose translation and price wrap to the next one ("Schnitzel
 * Wiener Art" then "/ Pork schnitzel 14.50"): the two lines are one dish's.
 */
function joinWrappedNames(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index] as Piece;
    const next = pieces[index + 1];
    const wraps =
      next !== undefined &&
      !piece.priced &&
      next.priced !== null &&
      /^[/·|–-]\s/.test(next.text) &&
      next.segment.page === piece.segment.page &&
      Math.abs(next.segment.box.x - piece.segment.box.x) < piece.segment.fontSize * 2 &&
      next.segment.box.y - (piece.segment.box.y + piece.segment.box.height) < piece.segment.fontSize;
    if (!wraps) {
      joined.push(piece);
      continue;
    }
    const words = [...piece.segment.words, ...next.segment.words];
    const text = `${piece.text} ${next.text}`;
    joined.push({
      ...piece,
      segment: {
        ...piece.segment,
        words,
        text,
        box: boxAround([piece.segment.box, next.segment.box]),
        confidence: Math.min(piece.segment.confidence, next.segment.confidence),
      },
      text,
      priced: trailingPrices(text.split(' ')),
      repairedPrice: next.repairedPrice,
    });
    index++;
  }
  return joined;
}

/**
 * The menu's allergen legend and the segments it was printed in. Read line by line, as a legend set
 * out in columns is cut into segments, and across lines where it wraps ("… L Sulfitos M" /
 * "Altramuces N Moluscos").
 */
function findLegend(pages: readonly PageText[], pieces: readonly Piece[]) {
  let legend: AllergenLegend | null = null;
  const legendPieces = new Set<Piece>();
  for (const page of pages) {
    for (let index = 0; index < page.lines.length; index++) {
      const lines = [page.lines[index] as TextLine];
      let entries = readLegendLine(plainDigits(lines[0]?.text ?? ''));
      if (!entries) continue;
      for (let next = page.lines[index + 1]; next; next = page.lines[index + lines.length]) {
        const longer = readLegendLine(plainDigits([...lines, next].map((line) => line.text).join(' ')));
        if (!longer || longer.size <= entries.size) break;
        entries = longer;
        lines.push(next);
      }
      index += lines.length - 1;
      legend = new Map([...(legend ?? []), ...entries]);
      for (const piece of pieces)
        if (piece.segment.page === page.page && lines.some((line) => within(piece.segment.box, line.box)))
          legendPieces.add(piece);
    }
  }
  return { legend, legendPieces };
}

/** Whether a segment's middle lies in a line's box (the segment is part of that line). */
function within(box: TextBox, line: TextBox): boolean {
  const middle = box.y + box.height / 2;
  return (
    middle >= line.y && middle <= line.y + line.height && box.x >= line.x - 1 && box.x <= line.x + line.width
  );
}

/** A dish from a line that ends in its prices: the name without its allergen and dietary marks. */
function newDish(
  piece: Piece,
  priced: PricedText,
  legend: AllergenLegend | null,
  language: string,
  habits: MenuHabits,
): DraftDish {
  const marks = trailingAllergenMarks(priced.text, legend);
  const diet = trailingDietaryMarks(marks.text, { bareWords: habits.bareDietaryWords });
  const named = splitTranslation(diet.text, language, habits.secondLanguage);
  const words = piece.segment.words;
  const nameWords = words.slice(0, Math.max(0, words.length - priced.priceWords));
  const priceWords = words.slice(nameWords.length);
  return {
    name: named.text,
    description: null,
    prices: priced.prices,
    allergens: marks.allergens,
    dietaryTags: diet.tags,
    translations: named.other
      ? { [named.other.language]: { name: named.other.text, description: null } }
      : {},
    sources: [{ page: piece.segment.page, box: piece.segment.box }],
    unsure: [
      ...(confidenceOf(nameWords) < UNSURE_BELOW ? (['name'] as const) : []),
      ...(confidenceOf(priceWords) < UNSURE_BELOW || piece.repairedPrice ? (['prices'] as const) : []),
    ],
  };
}

/** The first page's title: above every dish, and larger than every heading after it. */
function findTitle(pieces: readonly Piece[], habits: MenuHabits, firstDish: number): Piece | null {
  const before = pieces.slice(0, firstDish < 0 ? pieces.length : firstDish);
  const candidates = before.filter(
    (piece) => piece.segment.page === 1 && !piece.priced && letters(piece.text).length >= 2,
  );
  const largest = candidates.reduce<Piece | null>(
    (best, piece) => (!best || piece.segment.fontSize > best.segment.fontSize ? piece : best),
    null,
  );
  if (!largest || largest.segment.fontSize < habits.bodySize * 1.3) return null;
  const otherHeadings = pieces.filter(
    (piece) => piece !== largest && !piece.priced && looksLikeHeading(piece, habits),
  );
  // with no heading after it, the largest line names the menu's one section
  if (otherHeadings.length === 0) return null;
  const tallest = Math.max(...otherHeadings.map((piece) => piece.segment.fontSize));
  return largest.segment.fontSize > tallest * 1.15 ? largest : null;
}
