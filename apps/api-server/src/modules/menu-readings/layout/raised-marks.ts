/**
 * Allergen marks printed raised after a name ("Croquetas caseras" with a small "1,3,7" above the
 * baseline) come out of a reader as a line of their own: their baseline is not the name's. Left so,
 * a lone "12" reads as a price on a line of its own. Each such line is put back into the line it is
 * printed on, after the word it follows, as bracketed marks ("(1,3,7)"), which is how the layout
 * step reads marks after a name (allergen-marks.ts).
 */

import { median } from '../reading/median.ts';
import type { PageText, TextLine, TextWord } from '../reading/page-text.ts';
import { boxAround } from './segments.ts';

/** Numbers or capital letters apart by commas or dots: "1,7,12", "3", "A, C". */
const MARKS = /^\(?(?:\d{1,2}|[A-Z])(?:[,.·;]\(?(?:\d{1,2}|[A-Z]))*\)?$/;

/** Raised marks are printed smaller than their line: at most this share of its size. */
const SMALLER = 0.8;

const right = (word: TextWord) => word.box.x + word.box.width;
const middle = (line: TextLine) => line.box.y + line.box.height / 2;

/** The line's words as one bracketed word, when the line is only marks. */
function marksWord(line: TextLine): TextWord | null {
  const text = line.words.map((word) => word.text).join('');
  if (!MARKS.test(text)) return null;
  const marks = text.match(/\d{1,2}|[A-Z]/g) ?? [];
  return {
    text: `(${marks.join(',')})`,
    box: boxAround(line.words.map((word) => word.box)),
    confidence: line.confidence,
    ...(line.words[0]?.style ? { style: line.words[0].style } : {}),
  };
}

/**
 * The line whose word the raised marks follow, and where they go in it: a larger line whose height
 * they are printed in, above its middle, right after one of its words.
 */
function hostOf(marks: TextLine, lines: readonly TextLine[]): { line: TextLine; after: number } | null {
  for (const line of lines) {
    if (line === marks || marks.fontSize > line.fontSize * SMALLER) continue;
    const inItsHeight = marks.box.y >= line.box.y - line.box.height / 2 && middle(marks) < middle(line);
    if (!inItsHeight) continue;
    const after = line.words.findLastIndex((word) => right(word) <= marks.box.x + 1);
    const word = line.words[after];
    if (word && marks.box.x - right(word) < line.fontSize * 0.6) return { line, after };
  }
  return null;
}

/**
 * The line with the marks OCR read inside it as raised words (small, and above the others'
 * baseline: "Bangers and mash 1712 14.00", "Soupe gratinée \"7\"? 9,50") made bracketed marks
 * when they read as marks, and left out when they do not: OCR garbles small raised digits, and a
 * garbled mark would stay in the dish's name.
 */
function withRaisedWords(line: TextLine): TextLine {
  if (line.words.length < 2) return line;
  const height = median(line.words.map((word) => word.box.height));
  const top = median(line.words.map((word) => word.box.y));
  const bottom = median(line.words.map((word) => word.box.y + word.box.height));
  const raised = (word: TextWord) =>
    word.box.height <= height * 0.7 &&
    word.box.y + word.box.height <= bottom - height * 0.3 &&
    word.box.y <= top + height * 0.15;
  if (!line.words.some(raised)) return line;
  const words = line.words.flatMap((word) => {
    if (!raised(word)) return [word];
    const marks = MARKS.test(word.text) ? word.text.match(/\d{1,2}|[A-Z]/g) : null;
    return marks ? [{ ...word, text: `(${marks.join(',')})` }] : [];
  });
  return { ...line, words, text: words.map((word) => word.text).join(' ') };
}

/** The page with its raised marks put back after the words they follow. */
export function withRaisedMarks(read: PageText): PageText {
  const page = { ...read, lines: read.lines.map(withRaisedWords) };
  const moved = new Map<TextLine, { after: number; word: TextWord }[]>();
  const taken = new Set<TextLine>();
  for (const line of page.lines) {
    const word = marksWord(line);
    const host = word ? hostOf(line, page.lines) : null;
    if (!word || !host || taken.has(host.line)) continue;
    taken.add(line);
    moved.set(host.line, [...(moved.get(host.line) ?? []), { after: host.after, word }]);
  }
  if (taken.size === 0) return page;
  const lines = page.lines.flatMap((line) => {
    if (taken.has(line)) return [];
    const inserted = moved.get(line);
    if (!inserted) return [line];
    const words = line.words.flatMap((word, index) => [
      word,
      ...inserted.filter((marks) => marks.after === index).map((marks) => marks.word),
    ]);
    return [
      {
        ...line,
        words,
        text: words.map((word) => word.text).join(' '),
        confidence: Math.min(...words.map((word) => word.confidence)),
      },
    ];
  });
  return { ...page, lines };
}
