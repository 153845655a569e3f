/**
 * Where the words of a PDF's text runs break, measured on the glyphs as drawn.
 *
 * pdfjs's text content puts one space wherever two glyphs are more than about a tenth of an em
 * apart, and turns a drawn space glyph into one space too. A letter-spaced heading (CSS
 * `letter-spacing: 0.12em`, or PDF's Tc) has a gap of that size between every two letters, so it
 * comes out as "B I R R E A L L A S P I N A": the word spaces look like the letter spaces, and the
 * layout step could only join all the letters ("BIRREALLASPINA"). A script font's kerning of a
 * seventh of an em ("K lassiker") is cut the same way.
 *
 * The page's operator list has every glyph with its advance and where it is drawn. Here a break
 * between two characters of a run is: a space glyph drawn between them (what every PDF writer that
 * writes spaces does), the next glyph on another line, or a gap clearly wider than the run's usual
 * gap between letters (writers that place words without space glyphs). Runs are then written again
 * with those spaces; a run whose characters cannot be found among the drawn glyphs (annotations,
 * right-to-left text pdfjs reorders, glyphs without Unicode) keeps pdfjs's text.
 */
import { median } from './median.ts';

/** A run of text as pdfjs's text content gives it. */
export interface TextItemText {
  str: string;
}

/** One glyph as drawn, on the page (PDF user space). */
export interface DrawnGlyph {
  /** its characters as pdfjs maps them ('' when none) */
  text: string;
  /** a space glyph: a word space as the PDF writes it */
  space: boolean;
  /**
   * Where it starts and where its own advance ends (letter and word spacing excluded), and the
   * unit vector along its baseline; null when not measured (vertical fonts, mirrored sizes).
   */
  place: { start: Point; end: Point; along: Point; em: number } | null;
}

interface Point {
  x: number;
  y: number;
}

/** How the walk needs to know a font: its glyph space (1/1000 for most) and writing direction. */
export interface FontGeometry {
  fontMatrix: number[];
  vertical: boolean;
}

/** The operator codes the walk reads (pdfjs's OPS). */
export interface TextOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginAnnotation: number;
  endAnnotation: number;
  beginText: number;
  setTextMatrix: number;
  moveText: number;
  setLeadingMoveText: number;
  setLeading: number;
  nextLine: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setFont: number;
  showText: number;
}

export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/**
 * A gap between two letters wider than the run's usual gap by this many ems is a word space. A
 * space is a quarter to a third of an em in text faces; kerning and tracking stay under a fifth
 * (a script face's kerned capital: 0.155 em).
 */
export const WORD_GAP_EMS = 0.2;
/** Glyphs further apart across the baseline than this many ems are on different lines. */
const OTHER_LINE_EMS = 0.3;
/** The usual gap between a run's letters is their median gap, from this many gaps on. */
const MIN_GAPS_FOR_TRACKING = 3;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

interface GraphicsState {
  ctm: Matrix;
  font: string;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
}

/** The page's glyphs in the order drawn, placed on the page. */
export function drawnGlyphs(
  operators: OperatorList,
  ops: TextOps,
  fontOf: (fontName: string) => FontGeometry | null,
): DrawnGlyph[] {
  const glyphs: DrawnGlyph[] = [];
  let state: GraphicsState = {
    ctm: IDENTITY,
    font: '',
    size: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
  };
  const saved: GraphicsState[] = [];
  const fonts = new Map<string, FontGeometry | null>();
  const geometryOf = (fontName: string) => {
    if (!fonts.has(fontName)) fonts.set(fontName, fontOf(fontName));
    return fonts.get(fontName) ?? null;
  };
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  const moveLine = (tx: number, ty: number) => {
    lineMatrix = multiply([1, 0, 0, 1, tx, ty], lineMatrix);
    textMatrix = lineMatrix;
  };

  operators.fnArray.forEach((fn, index) => {
    const args = (operators.argsArray[index] ?? []) as unknown[];
    switch (fn) {
      case ops.save:
      case ops.beginAnnotation:
        saved.push({ ...state });
        break;
      case ops.restore:
      case ops.endAnnotation:
      case ops.paintFormXObjectEnd:
        state = saved.pop() ?? state;
        break;
      case ops.paintFormXObjectBegin: {
        saved.push({ ...state });
        const matrix = matrixOf(args[0]);
        if (matrix) state.ctm = multiply(matrix, state.ctm);
        break;
      }
      case ops.transform: {
        const matrix = matrixOf(args.length === 6 ? args : args[0]);
        if (matrix) state.ctm = multiply(matrix, state.ctm);
        break;
      }
      case ops.beginText:
        textMatrix = IDENTITY;
        lineMatrix = IDENTITY;
        break;
      case ops.setTextMatrix: {
        const matrix = matrixOf(args.length === 6 ? args : args[0]);
        if (matrix) {
          textMatrix = matrix;
          lineMatrix = matrix;
        }
        break;
      }
      case ops.moveText:
        moveLine(numberOf(args[0]), numberOf(args[1]));
        break;
      case ops.setLeadingMoveText:
        state.leading = -numberOf(args[1]);
        moveLine(numberOf(args[0]), numberOf(args[1]));
        break;
      case ops.setLeading:
        state.leading = numberOf(args[0]);
        break;
      case ops.nextLine:
        moveLine(0, -state.leading);
        break;
      case ops.setCharSpacing:
        state.charSpacing = numberOf(args[0]);
        break;
      case ops.setWordSpacing:
        state.wordSpacing = numberOf(args[0]);
        break;
      case ops.setHScale:
        state.hScale = numberOf(args[0]) / 100;
        break;
      case ops.setFont:
        state.font = String(args[0]);
        state.size = numberOf(args[1]);
        break;
      case ops.showText: {
        const font = geometryOf(state.font);
        const measured = font !== null && !font.vertical && state.size > 0;
        const glyphScale = state.size * (font?.fontMatrix[0] ?? 0.001);
        for (const glyph of Array.isArray(args[0]) ? args[0] : []) {
          if (typeof glyph === 'number') {
            // TJ's adjustments are in thousandths of the font size, whatever the font's matrix
            textMatrix = multiply([1, 0, 0, 1, (-glyph / 1000) * state.size * state.hScale, 0], textMatrix);
            continue;
          }
          const { unicode, width, isSpace } = glyph as {
            unicode?: string;
            width?: number;
            isSpace?: boolean;
          };
          const text = unicode ?? '';
          const space = isSpace === true || (text !== '' && text.trim() === '');
          const advance = numberOf(width) * glyphScale;
          const toPage = multiply(textMatrix, state.ctm);
          let place: DrawnGlyph['place'] = null;
          if (measured) {
            const start = apply(toPage, 0, 0);
            const end = apply(toPage, advance * state.hScale, 0);
            const alongX = apply(toPage, 1, 0);
            const upY = apply(toPage, 0, 1);
            const unit = Math.hypot(alongX.x - start.x, alongX.y - start.y);
            const em = state.size * Math.hypot(upY.x - start.x, upY.y - start.y);
            if (unit > 0 && em > 0) {
              place = {
                start,
                end,
                along: { x: (alongX.x - start.x) / unit, y: (alongX.y - start.y) / unit },
                em,
              };
            }
          }
          glyphs.push({ text, space, place });
          const spacing = state.charSpacing + (space ? state.wordSpacing : 0);
          textMatrix = multiply([1, 0, 0, 1, (advance + spacing) * state.hScale, 0], textMatrix);
        }
        break;
      }
    }
  });
  return glyphs;
}

/** One character of the drawn text, with the glyph it belongs to. */
interface DrawnCharacter {
  character: string;
  glyph: number;
}

/**
 * The runs' texts with their word spaces as drawn (see the top of the file): each run's text, or
 * pdfjs's own where the run's characters are not found among the glyphs.
 */
export function respacedTexts(items: TextItemText[], glyphs: DrawnGlyph[]): string[] {
  const characters: DrawnCharacter[] = [];
  glyphs.forEach((glyph, index) => {
    if (glyph.space) return;
    for (const character of glyph.text) {
      if (character.trim() !== '') characters.push({ character, glyph: index });
    }
  });
  let cursor = 0;
  return items.map((item) => {
    const wanted = [...item.str].filter((character) => character.trim() !== '');
    const at = findCharacters(characters, wanted, cursor);
    if (at < 0 || wanted.length === 0) return item.str;
    cursor = at + wanted.length;
    return textWithBreaks(item.str, characters.slice(at, cursor), glyphs);
  });
}

/** How far ahead of the last run's end a run's characters are looked for. */
const LOOK_AHEAD = 2000;

function findCharacters(characters: DrawnCharacter[], wanted: string[], from: number): number {
  const last = Math.min(characters.length - wanted.length, from + LOOK_AHEAD);
  for (let at = from; at <= last; at++) {
    if (wanted.every((character, offset) => same(characters[at + offset]?.character, character))) return at;
  }
  return -1;
}

function same(drawn: string | undefined, character: string): boolean {
  return drawn === character || drawn?.normalize('NFKC') === character.normalize('NFKC');
}

function textWithBreaks(text: string, characters: DrawnCharacter[], glyphs: DrawnGlyph[]): string {
  // pdfjs's own spaces, kept where the glyphs cannot tell (a glyph not measured)
  const pdfjsBreaks: boolean[] = [];
  const kept: string[] = [];
  let sawSpace = false;
  for (const character of text) {
    if (character.trim() === '') {
      sawSpace = true;
    } else {
      pdfjsBreaks.push(sawSpace && kept.length > 0);
      kept.push(character);
      sawSpace = false;
    }
  }

  const pairs = kept.map((_, index) => {
    const previous = characters[index - 1];
    const current = characters[index];
    if (!previous || !current || previous.glyph === current.glyph) return null;
    const spaceBetween = glyphs.slice(previous.glyph + 1, current.glyph).some((glyph) => glyph.space);
    return { spaceBetween, gap: gapBetween(glyphs[previous.glyph], glyphs[current.glyph]) };
  });
  const letterGaps = pairs.flatMap((pair) =>
    pair && !pair.spaceBetween && pair.gap !== null && pair.gap !== 'other line' ? [pair.gap] : [],
  );
  const usualGap = letterGaps.length >= MIN_GAPS_FOR_TRACKING ? median(letterGaps) : 0;

  return kept
    .map((character, index) => {
      const pair = pairs[index];
      let breaks: boolean;
      if (index === 0 || !pair) breaks = false;
      else if (pair.spaceBetween || pair.gap === 'other line') breaks = true;
      else if (pair.gap === null) breaks = pdfjsBreaks[index] ?? false;
      else breaks = pair.gap - usualGap > WORD_GAP_EMS;
      return breaks ? ` ${character}` : character;
    })
    .join('');
}

/** The gap from one glyph's advance to the next glyph, in ems; null when either is not measured. */
function gapBetween(
  previous: DrawnGlyph | undefined,
  next: DrawnGlyph | undefined,
): number | 'other line' | null {
  const one = previous?.place;
  const other = next?.place;
  if (!one || !other) return null;
  const dx = other.start.x - one.end.x;
  const dy = other.start.y - one.end.y;
  const along = dx * one.along.x + dy * one.along.y;
  const across = Math.abs(dx * one.along.y - dy * one.along.x);
  if (across > OTHER_LINE_EMS * one.em) return 'other line';
  return along / one.em;
}

function matrixOf(value: unknown): Matrix | null {
  if (value === null || typeof value !== 'object' || !('length' in value) || value.length !== 6) return null;
  const numbers = Array.from(value as ArrayLike<unknown>, numberOf);
  return numbers as Matrix;
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** m × n: m applied first, as PDF's matrices compose. */
function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [g, h, i, j, k, l] = n;
  return [a * g + b * i, a * h + b * j, c * g + d * i, c * h + d * j, e * g + f * i + k, e * h + f * j + l];
}

function apply(m: Matrix, x: number, y: number): Point {
  const [a, b, c, d, e, f] = m;
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}
