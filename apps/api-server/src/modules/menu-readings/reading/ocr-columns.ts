/**
 * OCR of a page printed in two columns, one column at a time. Tesseract's page mode 4 (ocr.ts)
 * reads a row across the whole page as one line: on a two-column menu it joins the left column's
 * dish with whatever stands beside it on the right, and where the two columns' rows do not line up
 * it cuts a dish's name from its own price and mark ("BRISA DEL MEDITERRÁNEO" above "(VG) 10 Sin
 * alcohol"). So the page is read once, the gutter found among the words of that reading (gutter.ts),
 * and then each column's half of the image is read on its own. Lines the first reading has across
 * the gutter (the menu's title, a heading over both columns) are kept from it, in place of the
 * halves the columns' readings make of them.
 */
import { loadSharp } from '#modules/uploads/image-check.ts';
import { findGutterStrip } from './gutter.ts';
import type { OcrReader, RecogniseOptions } from './ocr.ts';
import type { PageText, TextBox, TextLine, TextWord } from './page-text.ts';
import { byMiddle, lineOfRow, onSameRow } from './row-lines.ts';

/** Words of two letters or more: a price column beside the dishes is no column of text. */
const WORDY = /\p{L}.*\p{L}/u;
/** What share of the words may cross the gutter (see findGutter): a title's. */
const WORD_CROSSING_SHARE = 0.03;
/**
 * OCR's words count (as a column's text, as a line across the gutter) when it was this sure of them
 * at least: dot leaders it garbles into letters ("sss esses", "ioiiirii") have next to none.
 */
const MIN_CONFIDENCE = 0.6;
/** Each column has words of letters on this many lines at least: a legend is no column. */
const MIN_COLUMN_ROWS = 5;

const isText = (word: TextWord) => WORDY.test(word.text) && word.confidence >= MIN_CONFIDENCE;

/** Reads a page with `reader`, column by column where it is printed in two columns. */
export async function recogniseInColumns(
  reader: OcrReader,
  png: Buffer,
  options: RecogniseOptions = {},
): Promise<PageText> {
  const whole = await reader.recognise(png, options);
  const gutter = columnCut(whole);
  if (gutter === null) return whole;
  const cut = Math.round(gutter);
  const sharp = await loadSharp();
  const half = (left: number, width: number) =>
    sharp(png).extract({ left, top: 0, width, height: whole.height }).png().toBuffer();
  const left = await reader.recognise(await half(0, cut), options);
  const right = await reader.recognise(await half(cut, whole.width - cut), options);
  return { ...whole, lines: linesOfColumns(whole.lines, gutter, left.lines, shifted(right.lines, cut)) };
}

/**
 * Where to cut a page in two columns of text, or null for a page in one column. The gutter is found
 * among the words of letters only: a column's prices, at its right, would otherwise make the gap
 * between its dishes and their prices look like the gutter. The prices that stand in the strip so
 * found are that left column's: the cut is made past them, halfway to the right column's text.
 */
function columnCut(page: PageText): number | null {
  const words = page.lines.flatMap((line) => line.words);
  const strip = findGutterStrip(page, words.filter(isText), WORD_CROSSING_SHARE);
  if (strip === null) return null;
  // prices and marks within the strip; words of letters in it are a title across the columns
  const inStrip = words.filter(
    (word) =>
      !WORDY.test(word.text) &&
      word.confidence >= MIN_CONFIDENCE &&
      word.box.x >= strip.left &&
      word.box.x + word.box.width <= strip.right,
  );
  const leftColumnEnd = Math.max(strip.left, ...inStrip.map((word) => word.box.x + word.box.width));
  if (leftColumnEnd >= strip.right) return null;
  const cut = (leftColumnEnd + strip.right) / 2;
  const rows = (side: (word: TextWord) => boolean) =>
    page.lines.filter((line) => line.words.some((word) => isText(word) && side(word))).length;
  const leftRows = rows((word) => word.box.x + word.box.width <= cut);
  const rightRows = rows((word) => word.box.x >= cut);
  return leftRows >= MIN_COLUMN_ROWS && rightRows >= MIN_COLUMN_ROWS ? cut : null;
}

/**
 * The page's lines from its columns' readings (`right` already in the page's pixels), with the
 * first reading's lines across the gutter in place of what the columns' readings have beside them.
 */
export function linesOfColumns(
  whole: readonly TextLine[],
  gutter: number,
  left: readonly TextLine[],
  right: readonly TextLine[],
): TextLine[] {
  const spanning = whole.filter((line) =>
    line.words.some(
      (word) =>
        word.confidence >= MIN_CONFIDENCE && word.box.x < gutter && word.box.x + word.box.width > gutter,
    ),
  );
  const besideSpanning = (line: TextLine) =>
    spanning.some(
      (across) => verticalOverlap(across.box, line.box) >= 0.5 * Math.min(across.box.height, line.box.height),
    );
  const column = (lines: readonly TextLine[]) => joinedRows(lines.filter((line) => !besideSpanning(line)));
  return [...spanning, ...column(left), ...column(right)].sort(
    (one, other) => one.box.y - other.box.y || one.box.x - other.box.x,
  );
}

/**
 * A column's lines on one row joined into one line. Read alone, a column's dish and its price far
 * to the right may come out as two lines at one height ("PICANTE DE LA CASA (VG)" and "12"); a
 * reader gives the words of one baseline as one line (page-text.ts), whatever the gap.
 */
export function joinedRows(lines: readonly TextLine[]): TextLine[] {
  const rows: TextLine[][] = [];
  for (const line of byMiddle(lines)) {
    const row = rows.find((candidate) => candidate.some((other) => onSameRow(other, line)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map(lineOfRow);
}

function verticalOverlap(one: TextBox, other: TextBox): number {
  return Math.min(one.y + one.height, other.y + other.height) - Math.max(one.y, other.y);
}

function shifted(lines: readonly TextLine[], dx: number): TextLine[] {
  const move = (box: TextBox) => ({ ...box, x: box.x + dx });
  return lines.map((line) => ({
    ...line,
    box: move(line.box),
    words: line.words.map((word) => ({ ...word, box: move(word.box) })),
  }));
}
