/**
 * Pages of positioned text for the layout step's tests, written as a menu is laid out: each line's
 * text at an x and y, in a font size, with words placed as a proportional font would place them.
 * Two texts at one y (`also`) are one line to the reader, as a PDF's two columns are.
 */
import type { PageText, TextLine, TextWord } from '../reading/page-text.ts';

export interface LineSpec {
  text: string;
  x?: number;
  y: number;
  size?: number;
  bold?: boolean;
  italic?: boolean;
  /**
   * more text on the same line, further right (a second column, a price column); OCR may give it
   * its own confidence, or read it raised and smaller (a mark after a name: `y` and `size`)
   */
  also?: { text: string; x: number; confidence?: number; y?: number; size?: number }[];
  /** the confidence of every word (OCR); 1 by default */
  confidence?: number;
}

/** A letter's width in font sizes: about right for a proportional font. */
const LETTER = 0.5;

function wordsAt(text: string, x: number, y: number, size: number, confidence: number): TextWord[] {
  const words: TextWord[] = [];
  let left = x;
  for (const word of text.split(' ').filter(Boolean)) {
    const width = [...word].length * size * LETTER;
    words.push({ text: word, box: { x: left, y, width, height: size }, confidence });
    left += width + size * LETTER;
  }
  return words;
}

export function pageOf(specs: LineSpec[], page = 1, width = 600, height = 850): PageText {
  const lines: TextLine[] = specs.map((spec) => {
    const size = spec.size ?? 10;
    const confidence = spec.confidence ?? 1;
    const words = [
      ...wordsAt(spec.text, spec.x ?? 40, spec.y, size, confidence),
      ...(spec.also ?? []).flatMap((part) =>
        wordsAt(part.text, part.x, part.y ?? spec.y, part.size ?? size, part.confidence ?? confidence),
      ),
    ];
    const right = Math.max(...words.map((word) => word.box.x + word.box.width));
    const left = Math.min(...words.map((word) => word.box.x));
    return {
      text: words.map((word) => word.text).join(' '),
      box: { x: left, y: spec.y, width: right - left, height: size },
      words,
      fontSize: size,
      bold: spec.bold ?? false,
      italic: spec.italic ?? false,
      confidence: Math.min(...words.map((word) => word.confidence)),
    };
  });
  return { page, width, height, lines, source: 'text-layer' };
}

/** A page as OCR reads it: the same lines, from the page's image. */
export function ocrPageOf(specs: LineSpec[], page = 1): PageText {
  return { ...pageOf(specs, page), source: 'ocr' };
}
