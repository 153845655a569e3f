/**
 * OCR's lines of one row joined into one line, as a PDF's text layer gives a baseline's words
 * (page-text.ts). Tesseract's page mode 4 may give a row as several lines: a dish's name and its
 * price far to the right past dot leaders it dropped ("Vitello tonnato (3,4)" and "12"), which
 * the layout step would otherwise read as a dish without a price and a price without a dish.
 * Only lines side by side are joined: lines that overlap across (a name above its description,
 * each as tall as OCR made it) are stacked, not one row. (The OCR reader's column reading joins
 * its columns' rows itself, ../reading/ocr-columns.ts.)
 */
import type { TextLine } from '../reading/page-text.ts';

/** How far apart two lines' middles may be, in the smaller one's heights, to be one row. */
const SAME_ROW = 0.3;

export function joinedSideBySide(lines: readonly TextLine[]): TextLine[] {
  const middle = (line: TextLine) => line.box.y + line.box.height / 2;
  const sideBySide = (one: TextLine, other: TextLine) =>
    one.box.x + one.box.width <= other.box.x || other.box.x + other.box.width <= one.box.x;
  const rows: TextLine[][] = [];
  for (const line of [...lines].sort((one, other) => middle(one) - middle(other))) {
    const row = rows.find((candidate) =>
      candidate.every(
        (other) =>
          sideBySide(other, line) &&
          Math.abs(middle(other) - middle(line)) <= SAME_ROW * Math.min(other.box.height, line.box.height),
      ),
    );
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map(lineOfRow);
}

function lineOfRow(row: TextLine[]): TextLine {
  const [first] = row;
  if (!first || row.length === 1) return first as TextLine;
  const words = row.flatMap((line) => line.words).sort((one, other) => one.box.x - other.box.x);
  const x = Math.min(...row.map((line) => line.box.x));
  const y = Math.min(...row.map((line) => line.box.y));
  const right = Math.max(...row.map((line) => line.box.x + line.box.width));
  const bottom = Math.max(...row.map((line) => line.box.y + line.box.height));
  // the size of the line with the most letters: a dish's name, not its price
  const main = row.reduce((best, line) => (line.text.length > best.text.length ? line : best), first);
  return {
    ...main,
    text: words.map((word) => word.text).join(' '),
    box: { x, y, width: right - x, height: bottom - y },
    words,
    confidence: Math.min(...row.map((line) => line.confidence)),
  };
}
