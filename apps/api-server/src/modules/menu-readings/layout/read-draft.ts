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
import type { PageText, TextWord } from '../reading/page-text.ts';
import {
  type AllergenLegend,
  allergenLine,
  readLegendLine,
  trailingAllergenMarks,
} from './allergen-marks.ts';
import { readingOrder } from './columns.ts';
import { dietaryWordsIn, endsInDietaryWord, trailingDietaryMarks } from './dietary-marks.ts';
import { readsAsOtherLanguage } from './languages.ts';
import { type PricedText, repairedPriceWord, trailingPrices } from './prices.ts';
import { boxAround, type Segment, segmentsOfPage } from './segments.ts';
import { plainDigits } from './words.ts';

/** Below this confidence a word is marked for the owner to check. */
export const UNSURE_BELOW = 0.6;

interface Piece {
  segment: Segment;
  /** the width of its page, to tell a centred line */
  pageWidth: number;
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0);
};

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
  const words = text.split(' ');
  const single = words.filter((word) => [...word].length === 1).length;
  const spaced =
    words.length >= 3 && single >= words.length * 0.7 && words.every((word) => [...word].length <= 2);
  return spaced ? words.join('') : text;
}

function pieceOf(segment: Segment, pageWidth: number): Piece {
  const text = joinSpacedLetters(plainDigits(segment.text)).replace(/\s+/g, ' ').trim();
  const words = text.split(' ');
  // a price OCR misread ("5,5O") is read as the digits it shows, and marked for review
  const last = segment.words.at(-1);
  const repaired = last && last.confidence < 1 ? repairedPriceWord(words.at(-1) ?? '') : null;
  if (repaired) {
    words[words.length - 1] = repaired;
    return { segment, pageWidth, text: words.join(' '), priced: trailingPrices(words), repairedPrice: true };
  }
  return { segment, pageWidth, text, priced: trailingPrices(words), repairedPrice: false };
}

const isCentred = (piece: Piece) => {
  const centre = piece.segment.box.x + piece.segment.box.width / 2;
  return (
    Math.abs(centre - piece.pageWidth / 2) < piece.pageWidth * 0.06 &&
    piece.segment.box.x > piece.pageWidth * 0.2
  );
};

/** Texts split at " / ", " · ", " – " whose second part reads as another language: which one. */
function printedLanguages(pieces: readonly Piece[], language: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of pieces) {
    const other = splitTranslation(piece.priced?.text ?? piece.text, language).other?.language;
    if (other) counts.set(other, (counts.get(other) ?? 0) + 1);
  }
  return counts;
}

function habitsOf(pieces: readonly Piece[], language: string): MenuHabits {
  const dishes = pieces.filter((piece) => piece.priced && letters(piece.priced.text).length > 0);
  const sample = dishes.length > 0 ? dishes : pieces;
  const names = dishes.map((piece) => trailingAllergenMarks(piece.priced?.text ?? '', null).text);
  const [second] = [...printedLanguages(pieces, language).entries()].sort((a, b) => b[1] - a[1]);
  return {
    bodySize: median(sample.map((piece) => piece.segment.fontSize)),
    namesBold: dishes.filter((piece) => piece.segment.bold).length > dishes.length / 2,
    namesUpper: dishes.filter((piece) => isUpper(piece.priced?.text ?? '')).length > dishes.length / 2,
    namesCentred: dishes.filter(isCentred).length > dishes.length / 2,
    bareDietaryWords: names.filter(endsInDietaryWord).length >= 3,
    secondLanguage: second && second[1] >= 2 ? second[0] : null,
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

/** "Antipasti / Starters", "Spaghetti alle vongole – Spaghetti with clams": the second part's language. */
function splitTranslation(
  text: string,
  language: string,
  secondLanguage: string | null = null,
): { text: string; other?: { language: string; text: string } } {
  const parts = text.split(/\s+[/|–—·•]\s+|\s+-\s+/);
  if (parts.length !== 2) return { text };
  const [own = '', translated = ''] = parts;
  // the words tell the language; else a menu printed in two languages throughout tells it
  const other = readsAsOtherLanguage(translated, language) ?? secondLanguage;
  if (!other || readsAsOtherLanguage(own, language)) return { text };
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
export function readMenuDraft(pages: readonly PageText[], options: ReadOptions): MenuDraft {
  const { language } = options;
  const pieces = pages.flatMap((page) =>
    readingOrder(page, segmentsOfPage(page)).map((segment) => pieceOf(segment, page.width)),
  );

  // the legends first: a dish's marks refer to a legend printed anywhere, often at the end
  let legend: AllergenLegend | null = null;
  const legendPieces = new Set<Piece>();
  for (const piece of pieces) {
    const entries = readLegendLine(piece.text);
    if (!entries) continue;
    legendPieces.add(piece);
    legend = new Map([...(legend ?? []), ...entries]);
  }

  const habits = habitsOf(
    pieces.filter((piece) => !legendPieces.has(piece)),
    language,
  );
  const firstDish = pieces.findIndex((piece) => piece.priced && letters(piece.priced.text).length > 0);
  const title = findTitle(pieces, habits, firstDish);

  const sections: DraftSection[] = [];
  let section: DraftSection | null = null;
  let dish: DraftDish | null = null;
  let previous: Piece | null = null;
  /** pieces an earlier one took (a price under its dish's name) */
  const skip = new Set<Piece>();

  const openSection = (piece: Piece | null, name: string) => {
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
      dish = newDish(piece, priced, legend, language, habits);
      current.dishes.push(dish);
      previous = piece;
      continue;
    }

    if (looksLikeHeading(piece, habits) && !(dish && closeBelow && segment.italic)) {
      const named = splitTranslation(text, language, habits.secondLanguage);
      const current = section as DraftSection | null;
      // a smaller line right under a heading, in another language, is its translation
      const otherLanguage = readsAsOtherLanguage(text, language);
      if (current && current.dishes.length === 0 && closeBelow && otherLanguage && current.name !== '') {
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
    // a name whose price is on the line under it ("Tiramisù" then "6" in the price column)
    const next = pieces[index + 1];
    if (next?.priced && letters(next.priced.text).length === 0 && next.segment.page === segment.page) {
      const current: DraftSection = section ?? openSection(null, '');
      dish = {
        ...newDish(piece, { text, prices: next.priced.prices, priceWords: 0 }, legend, language, habits),
        sources: [{ page: segment.page, box: boxAround([segment.box, next.segment.box]) }],
      };
      current.dishes.push(dish);
      previous = next;
      skip.add(next);
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
