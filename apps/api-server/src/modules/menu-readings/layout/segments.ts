/**
 * A page's lines cut into segments: the runs of words that belong together. Readers keep a whole
 * baseline as one line, so a two-column page gives "Margherita 8,50   Tiramisù 6,00" as one line;
 * a wide gap between two words starts a new segment. Dot leaders ("Margherita ........ 8,50") are
 * dropped and bridge their gap, and a price standing alone in a column of prices joins the text
 * to its left on the same baseline: a dish's name and its price are one segment.
 */
import type { PageText, TextBox, TextWord } from '../reading/page-text.ts';
import { isPriceWord } from './prices.ts';

export interface Segment {
  page: number;
  words: TextWord[];
  text: string;
  box: TextBox;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  confidence: number;
}

/** A gap wider than this many times the font size separates two segments. */
const GAP_IN_FONT_SIZES = 1.6;

/** Three or more leader characters: dots, middle dots, ellipses, underscores. */
const LEADER = /[.·…_]{3,}|…+/g;

/** A word that is only leader characters. */
const LEADER_WORD = /^[.·…_]+$/;

/** The word without its dot leaders; '' when it was only a leader. */
function withoutLeaders(text: string): string {
  return text.replace(LEADER, ' ').trim();
}

export function boxAround(boxes: readonly TextBox[]): TextBox {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function segmentOf(
  page: number,
  words: TextWord[],
  style: Pick<Segment, 'fontSize' | 'bold' | 'italic'>,
): Segment {
  return {
    page,
    words,
    text: words.map((word) => word.text).join(' '),
    box: boxAround(words.map((word) => word.box)),
    ...style,
    confidence: Math.min(...words.map((word) => word.confidence)),
  };
}

/** OCR's confidence in a word it made of a dot leader's dots ("sss", "ioiiiriiin"): next to none. */
const GARBLED_LEADER_CONFIDENCE = 0.25;
/** A word OCR begins with a leader's dots before it garbles the rest ("....ioiiiriiin"). */
const LEADER_START = /^[.·…_,:;'‘’`]{3,}/;

/**
 * The words of a line that OCR made of a dot leader, as "…": the run of words right before a
 * price that either begins with dots or is garbled (next to no confidence) and wide, as only a
 * leader is. A price is never part of one; a name's last word may be eaten when OCR was just as
 * unsure of it, which review shows.
 */
function withOcrLeaders(words: readonly TextWord[], fontSize: number): TextWord[] {
  const leader = new Set<number>();
  for (const [index, word] of words.entries()) {
    if (!isPriceWord(word.text) || index === 0) continue;
    let start = index;
    while (start > 0) {
      const before = words[start - 1] as TextWord;
      const garbled = before.confidence < GARBLED_LEADER_CONFIDENCE && !isPriceWord(before.text);
      if (!garbled && !LEADER_START.test(before.text)) break;
      start--;
    }
    // where the dots show, the leader starts at them: garbled words before them are the name's
    const dots = words.slice(start, index).findIndex((word) => LEADER_START.test(word.text));
    if (dots >= 0) start += dots;
    const run = words.slice(start, index);
    if (run.length === 0) continue;
    const width = boxAround(run.map((word) => word.box)).width;
    if (dots >= 0 || (run.length >= 2 && width >= fontSize * 3))
      for (let at = start; at < index; at++) leader.add(at);
  }
  return leader.size === 0
    ? [...words]
    : words.map((word, index) => (leader.has(index) ? { ...word, text: '…' } : word));
}

/** Each line's segments, left to right, in the page's line order. */
export function segmentsOfPage(page: PageText): Segment[][] {
  const result: Segment[][] = [];
  for (const line of page.lines) {
    const style = { fontSize: line.fontSize, bold: line.bold, italic: line.italic };
    const gap = Math.max(line.fontSize, 1) * GAP_IN_FONT_SIZES;
    const lineWords = page.source === 'ocr' ? withOcrLeaders(line.words, line.fontSize) : line.words;
    const runs: { words: TextWord[]; leaderAfter: boolean }[] = [];
    let current: TextWord[] = [];
    let leader = false;
    let lastRight = Number.NEGATIVE_INFINITY;
    for (const [index, word] of lineWords.entries()) {
      const text =
        word.text.includes('..') || word.text.includes('…') ? withoutLeaders(word.text) : word.text;
      // ". . . . ." (spaced dots): each dot a word of its own, beside another such
      const spacedDot =
        LEADER_WORD.test(word.text) &&
        (LEADER_WORD.test(lineWords[index - 1]?.text ?? '') ||
          LEADER_WORD.test(lineWords[index + 1]?.text ?? ''));
      const isLeader = text === '' || spacedDot;
      if (current.length > 0 && !leader && word.box.x - lastRight > gap && !isLeader) {
        runs.push({ words: current, leaderAfter: false });
        current = [];
      }
      lastRight = word.box.x + word.box.width;
      if (isLeader) {
        leader = current.length > 0;
        continue;
      }
      if (leader && current.length > 0 && !isPriceWord(text)) {
        // a leader leads to a price; anything else after it is text of its own
        runs.push({ words: current, leaderAfter: true });
        current = [];
      }
      leader = false;
      current.push(text === word.text ? word : { ...word, text });
    }
    if (current.length > 0) runs.push({ words: current, leaderAfter: false });

    // a run of prices only (a price column) joins the run to its left
    const merged: TextWord[][] = [];
    for (const run of runs) {
      const previous = merged.at(-1);
      if (previous && run.words.every((word) => isPriceWord(word.text))) previous.push(...run.words);
      else merged.push([...run.words]);
    }
    result.push(
      merged.map((words) => {
        const own = styleOf(words) ?? style;
        // OCR's size is its whole line's: where the line is cut in segments, it may have joined
        // two columns' lines of different sizes, and each segment is sized by its own words
        const joined = page.source === 'ocr' && merged.length > 1;
        const fontSize = joined ? (sizeOfLetters(words) ?? own.fontSize) : own.fontSize;
        return segmentOf(page.page, words, { ...own, fontSize });
      }),
    );
  }
  return result;
}

/**
 * A segment's style is its first word's with letters, where the reader gave words their own: a
 * heading or a name leads its segment, and a translation or price after it does not change what
 * it is.
 */
function styleOf(words: readonly TextWord[]): Pick<Segment, 'fontSize' | 'bold' | 'italic'> | null {
  return words.find((word) => /\p{L}/u.test(word.text) && word.style)?.style ?? null;
}

/** Letters that reach the capitals' height, and letters that go below the baseline. */
const TALL = /[\p{Lu}\p{N}bdfhklt!?àáâãäåèéêëìíîïòóôõöùúûüñ]/u;
const DESCENDING = /[gjpqyçQ,;()[\]{}]/u;

/**
 * The font size of OCR'd words from their boxes' heights and the letters they hold, on the scale of
 * OCR's line sizes (ocr.ts: about the capitals' height): "Mit" stands as tall as its size, "sec"
 * about 0.7 of it, "Hausdressing" 1.3 with its descender. The median over the words, or null
 * when none has a letter or digit.
 */
export function sizeOfLetters(words: readonly TextWord[]): number | null {
  const sizes = words.flatMap((word) => {
    if (!/[\p{L}\p{N}]/u.test(word.text)) return [];
    const tall = TALL.test(word.text);
    const descending = DESCENDING.test(word.text);
    const share = tall && descending ? 1.3 : tall || descending ? 1 : 0.7;
    return [word.box.height / share];
  });
  if (sizes.length === 0) return null;
  const sorted = sizes.sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}
