/**
 * From a PDF's text runs to the words and lines of a PageText (page-text.ts), and whether that text
 * is worth reading at all. pdfjs gives runs of text ("Margherita ........ 8,50" can be one run)
 * with where each starts and how wide it is; the words in a run are placed here.
 */
import type { TextBox, TextLine, TextWord } from './page-text.ts';

/** One run of text, placed on the page (top-left origin, y down). */
export interface TextRun {
  text: string;
  /**
   * From the run's text space to the page: [a, b, c, d, e, f], with (e, f) where its baseline
   * starts, (a, b) along the baseline and (c, d) up the letters, both as long as the font size.
   */
  transform: number[];
  /** along the baseline, in page units */
  width: number;
  /** above and below the baseline, in font sizes (descent is negative) */
  ascent: number;
  descent: number;
  bold: boolean;
  italic: boolean;
}

/** A word with what lines need to know of it. */
export interface PlacedWord extends TextWord {
  /** where its baseline is (y, page units); null when the run is not upright */
  baseline: number | null;
  fontSize: number;
  bold: boolean;
  italic: boolean;
}

/** The characters of a page, counted to tell real text from a broken text layer. */
export interface CharacterCounts {
  letters: number;
  /** every character kept in a word (letters, digits, punctuation, symbols) */
  kept: number;
  /** control characters, private-use glyphs, unassigned code points, U+FFFD: left out of words */
  garbage: number;
}

export function emptyCounts(): CharacterCounts {
  return { letters: 0, kept: 0, garbage: 0 };
}

/** Fewer letters than this on a page (a page number, a logo's initials) is no text to read. */
export const MIN_LETTERS = 8;
/** More of the characters than this being garbage means the fonts' text mapping is broken. */
export const MAX_GARBAGE_SHARE = 0.1;
/** Menus are words and prices; a page that is mostly symbols was mapped to the wrong characters. */
export const MIN_LETTER_SHARE = 0.25;

/**
 * Whether a page's text layer is text an owner wrote, or should be read from its image (OCR)
 * instead: a scan with no text layer, a page whose fonts map their glyphs to nothing (control
 * characters, private-use code points), or one with almost no letters.
 */
export function isUsableText(counts: CharacterCounts): boolean {
  const all = counts.kept + counts.garbage;
  return (
    counts.letters >= MIN_LETTERS &&
    counts.garbage <= all * MAX_GARBAGE_SHARE &&
    counts.letters >= counts.kept * MIN_LETTER_SHARE
  );
}

const GARBAGE = /[\p{Cc}\p{Co}\p{Cn}\uFFFD]/u;
/** Invisible characters that only break words apart where the page shows none. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/u;
const LETTER = /\p{L}/u;
/** The characters of dot leaders ("Margherita ........ 8,50"). */
const LEADER = /[.·…_]/u;
const SPACE = /\s/u;

/**
 * The words of a run, each with its box. pdfjs gives only the run's width, so the words are placed
 * by the widths of their characters in Helvetica, scaled to that width: close enough for the
 * layout step, which looks at the gaps between columns and prices, and those gaps are between
 * runs (exact), not inside them.
 */
export function wordsOfRun(run: TextRun, counts: CharacterCounts): PlacedWord[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = run.transform;
  const fontSize = Math.hypot(c, d);
  const advance = Math.hypot(a, b);
  if (!(fontSize > 0) || !(advance > 0) || !(run.width >= 0)) return [];
  const along = { x: a / advance, y: b / advance };
  const up = { x: c / fontSize, y: d / fontSize };
  // letters slanted by the matrix itself (a synthetic oblique) are italic whatever the font says
  const slanted = Math.abs(along.x * up.x + along.y * up.y) > 0.1;
  // upright: along the page's x axis, letters standing up (y grows downwards)
  const upright = Math.abs(along.y) < 0.01 && along.x > 0 && up.y < 0;

  const characters = [...run.text];
  const estimated = characters.map(estimatedWidth);
  const estimatedTotal = estimated.reduce((sum, width) => sum + width, 0);
  const toPage = estimatedTotal > 0 ? run.width / estimatedTotal : 0;

  const words: PlacedWord[] = [];
  let offset = 0;
  let wordStart = 0;
  let wordText = '';
  const endWord = (end: number) => {
    const text = wordText.normalize('NFC');
    if (text !== '') {
      words.push({
        text,
        box: runBox(e, f, along, up, wordStart * toPage, end * toPage, run, fontSize),
        confidence: 1,
        baseline: upright ? f : null,
        fontSize,
        bold: run.bold,
        italic: run.italic || slanted,
      });
    }
    wordText = '';
  };
  characters.forEach((character, index) => {
    if (SPACE.test(character)) {
      endWord(offset);
    } else {
      if (wordText === '') wordStart = offset;
      if (GARBAGE.test(character)) {
        counts.garbage++;
      } else if (!INVISIBLE.test(character)) {
        wordText += character;
        // dot leaders are drawn, not written: they count neither way
        if (!LEADER.test(character)) counts.kept++;
        if (LETTER.test(character)) counts.letters++;
      }
    }
    offset += estimated[index] ?? 0;
  });
  endWord(offset);
  return words;
}

function runBox(
  originX: number,
  originY: number,
  along: { x: number; y: number },
  up: { x: number; y: number },
  start: number,
  end: number,
  run: TextRun,
  fontSize: number,
): TextBox {
  const top = run.ascent * fontSize;
  const bottom = run.descent * fontSize;
  const corners = [
    [start, bottom],
    [end, bottom],
    [start, top],
    [end, top],
  ].map(([x = 0, y = 0]) => ({
    x: originX + along.x * x + up.x * y,
    y: originY + along.y * x + up.y * y,
  }));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Words on one baseline make a line, left to right, however wide the gaps between them (columns,
 * dot leaders and prices are the layout step's to find). Baselines count as one when closer than
 * a fifth of the smaller font size: text set on one line, drawn by separate runs, differs by
 * rounding only. A word that is not upright (a label set sideways) is a line of its own.
 */
export function linesOfWords(words: PlacedWord[]): TextLine[] {
  const upright = words.filter((word) => word.baseline !== null);
  upright.sort((one, other) => (one.baseline ?? 0) - (other.baseline ?? 0));
  const groups: PlacedWord[][] = [];
  let current: PlacedWord[] = [];
  for (const word of upright) {
    const first = current[0];
    const tolerance = first ? Math.max(0.5, 0.2 * Math.min(first.fontSize, word.fontSize)) : 0;
    if (first && (word.baseline ?? 0) - (first.baseline ?? 0) <= tolerance) {
      current.push(word);
    } else {
      if (current.length > 0) groups.push(current);
      current = [word];
    }
  }
  if (current.length > 0) groups.push(current);
  for (const group of groups) group.sort((one, other) => one.box.x - other.box.x);

  const lines = groups.map((group) => ({ line: lineOf(group), order: group[0]?.baseline ?? 0 }));
  for (const word of words) {
    if (word.baseline === null) lines.push({ line: lineOf([word]), order: word.box.y + word.box.height });
  }
  lines.sort((one, other) => one.order - other.order || one.line.box.x - other.line.box.x);
  return lines.map(({ line }) => line);
}

function lineOf(words: PlacedWord[]): TextLine {
  const x = Math.min(...words.map((word) => word.box.x));
  const y = Math.min(...words.map((word) => word.box.y));
  const right = Math.max(...words.map((word) => word.box.x + word.box.width));
  const bottom = Math.max(...words.map((word) => word.box.y + word.box.height));
  // a line's style is that of most of its characters: "Margherita 8,50" in bold with a regular
  // price is a bold line
  const characters = (filter: (word: PlacedWord) => boolean) =>
    words.filter(filter).reduce((sum, word) => sum + word.text.length, 0);
  const all = characters(() => true);
  return {
    text: words.map((word) => word.text).join(' '),
    box: { x, y, width: right - x, height: bottom - y },
    words: words.map(({ text, box, confidence, fontSize, bold, italic }) => ({
      text,
      box,
      confidence,
      style: { fontSize, bold, italic },
    })),
    fontSize: mostCommonFontSize(words),
    bold: characters((word) => word.bold) * 2 > all,
    italic: characters((word) => word.italic) * 2 > all,
    confidence: Math.min(...words.map((word) => word.confidence)),
  };
}

function mostCommonFontSize(words: PlacedWord[]): number {
  const byCharacters = new Map<number, number>();
  for (const word of words) {
    const size = Math.round(word.fontSize * 10) / 10;
    byCharacters.set(size, (byCharacters.get(size) ?? 0) + word.text.length);
  }
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of byCharacters) {
    if (count > bestCount) [best, bestCount] = [size, count];
  }
  return best;
}

/** Helvetica's advance widths (per 1000 units of font size) of ASCII 32 (space) to 126 (~). */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function estimatedWidth(character: string): number {
  // an accented letter is about as wide as its letter: "é" as "e"
  const code = character.normalize('NFD').codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return HELVETICA_WIDTHS[code - 32] ?? 556;
  // CJK and other full-width characters are square
  if (code >= 0x2e80) return 1000;
  return 556;
}
