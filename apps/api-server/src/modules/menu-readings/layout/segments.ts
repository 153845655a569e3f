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

/** Each line's segments, left to right, in the page's line order. */
export function segmentsOfPage(page: PageText): Segment[][] {
  const result: Segment[][] = [];
  for (const line of page.lines) {
    const style = { fontSize: line.fontSize, bold: line.bold, italic: line.italic };
    const gap = Math.max(line.fontSize, 1) * GAP_IN_FONT_SIZES;
    const runs: { words: TextWord[]; leaderAfter: boolean }[] = [];
    let current: TextWord[] = [];
    let leader = false;
    let lastRight = Number.NEGATIVE_INFINITY;
    for (const [index, word] of line.words.entries()) {
      const text =
        word.text.includes('..') || word.text.includes('…') ? withoutLeaders(word.text) : word.text;
      // ". . . . ." (spaced dots): each dot a word of its own, beside another such
      const spacedDot =
        LEADER_WORD.test(word.text) &&
        (LEADER_WORD.test(line.words[index - 1]?.text ?? '') ||
          LEADER_WORD.test(line.words[index + 1]?.text ?? ''));
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
    result.push(merged.map((words) => segmentOf(page.page, words, styleOf(words) ?? style)));
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
