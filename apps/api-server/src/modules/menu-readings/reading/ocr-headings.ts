/**
 * A page's large lines of words (headings, the title) read a second time, each line on its own.
 * Tesseract reads a menu's display and script headings far worse than its body text: on the
 * corpus's clean pages "CLA RY J cos" for "CLÁSICOS", "(Olásicos" for "Clásicos", "S 1 N A L C OH
 * OL" for "SIN ALCOHOL". The same line cut out of the page and read as one line at half or twice
 * its size often comes out right.
 *
 * Which reading is kept is decided by how its words look, not by Tesseract's confidence, which was
 * as high for the garbled readings as for the right ones: the reading with the fewest fragments
 * (fragments() below) wins, the page's own reading on a tie.
 */
import { loadSharp } from '#modules/uploads/image-check.ts';
import type { OcrReader, RecogniseOptions } from './ocr.ts';
import type { PageText, TextLine, TextWord } from './page-text.ts';

/** A line this much taller than the page's median line is read again (a heading, not a dish). */
const HEADING_HEIGHT = 1.35;
/** White kept around a line's box when it is cut out, in its height: Tesseract wants a margin. */
const MARGIN = 0.35;
/** The sizes a line is read again at, against the page's. */
const SCALES = [0.5, 2] as const;
/** A page has a few headings; past this many tall lines, only the tallest are read again. */
const MAX_LINES = 12;
/** A reading that lost this much of the line's letters is no better reading of it. */
const MIN_LETTERS_KEPT = 0.6;

/** One-letter words of the menus' five languages; any other lone letter is a fragment. */
const ONE_LETTER_WORDS = new Set(['a', 'à', 'e', 'é', 'è', 'i', 'o', 'ó', 'u', 'y']);

const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/**
 * How many of a reading's words are fragments of garbled letters: a lone letter that is no word,
 * a bracket left open or closed inside a word ("C)erspeisen", "(Olásicos"), a digit among letters,
 * or a capital right after a small letter ("cOs").
 */
export function fragments(text: string): number {
  let count = 0;
  for (const word of text.split(/\s+/)) {
    const letters = word.replace(/[^\p{L}]/gu, '');
    if (letters.length === 0) continue;
    const opened = (word.match(/[([{]/g) ?? []).length;
    const closed = (word.match(/[)\]}]/g) ?? []).length;
    if (
      (letters.length === 1 && !ONE_LETTER_WORDS.has(letters.toLowerCase())) ||
      opened !== closed ||
      /\p{L}\d|\d\p{L}/u.test(word) ||
      /\p{Ll}\p{Lu}/u.test(word)
    )
      count++;
  }
  return count;
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The lines read again: taller than most, with letters and no digits (no dish with its price).
 * Taller by the size OCR estimates for its letters or by its box: a heading in capitals over dishes
 * with descenders has a box no taller than theirs, and a heading with its translation beside it in
 * a smaller face gets a size estimate no larger.
 */
function tallLines(page: PageText): TextLine[] {
  const medianSize = medianOf(page.lines.map((line) => line.fontSize));
  const medianHeight = medianOf(page.lines.map((line) => line.box.height));
  const tallness = (line: TextLine) =>
    Math.max(line.fontSize / (medianSize || 1), line.box.height / (medianHeight || 1));
  return page.lines
    .filter(
      (line) => tallness(line) >= HEADING_HEIGHT && letterCount(line.text) >= 2 && !/\d/.test(line.text),
    )
    .sort((one, other) => tallness(other) - tallness(one))
    .slice(0, MAX_LINES);
}

/** Reads `page`'s tall lines again (see the header), returning the page with the better readings. */
export async function rereadTallLines(
  reader: OcrReader,
  png: Buffer,
  page: PageText,
  options: RecogniseOptions = {},
): Promise<PageText> {
  const lines = tallLines(page);
  if (lines.length === 0) return page;
  const sharp = await loadSharp();
  const better = new Map<TextLine, TextWord[]>();
  for (const line of lines) {
    const margin = Math.round(line.box.height * MARGIN);
    const left = Math.max(0, Math.floor(line.box.x - margin));
    const top = Math.max(0, Math.floor(line.box.y - margin));
    const width = Math.min(page.width - left, Math.ceil(line.box.width + 2 * margin));
    const height = Math.min(page.height - top, Math.ceil(line.box.height + 2 * margin));
    if (width < 2 || height < 2) continue;
    let best = { words: line.words, fragments: fragments(line.text) };
    for (const scale of SCALES) {
      if (best.fragments === 0) break;
      const crop = await sharp(png)
        .extract({ left, top, width, height })
        .resize({ width: Math.max(1, Math.round(width * scale)) })
        .png()
        .toBuffer();
      const again = await reader.recognise(crop, { ...options, singleLine: true });
      const words = again.lines
        .flatMap((read) => read.words)
        .map((word) => ({
          ...word,
          box: {
            x: left + word.box.x / scale,
            y: top + word.box.y / scale,
            width: word.box.width / scale,
            height: word.box.height / scale,
          },
        }));
      const text = words.map((word) => word.text).join(' ');
      if (letterCount(text) < letterCount(line.text) * MIN_LETTERS_KEPT) continue;
      const count = fragments(text);
      if (count < best.fragments) best = { words, fragments: count };
    }
    if (best.words !== line.words) better.set(line, best.words);
  }
  if (better.size === 0) return page;
  return {
    ...page,
    lines: page.lines.map((line) => {
      const words = better.get(line);
      if (!words) return line;
      return {
        ...line,
        words,
        text: words.map((word) => word.text).join(' '),
        confidence: Math.min(...words.map((word) => word.confidence)),
      };
    }),
  };
}
