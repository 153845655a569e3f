/**
 * Lines of one row made one line, as a text layer gives the words of a baseline (page-text.ts):
 * OCR may give a row as several lines (a dish's name and its price far to the right). Shared by the
 * OCR reader's columns (ocr-columns.ts) and the layout step's rows (../layout/rows.ts), which decide
 * differently which lines make a row.
 */
import type { TextLine } from './page-text.ts';

/** How far apart two lines' middles may be, in the smaller one's heights, to be one row. */
const SAME_ROW = 0.3;

const middle = (line: TextLine) => line.box.y + line.box.height / 2;

/** The lines sorted top to bottom by their middles: the order rows are gathered in. */
export const byMiddle = (lines: readonly TextLine[]): TextLine[] =>
  [...lines].sort((one, other) => middle(one) - middle(other));

/** Their middles are close enough, for their heights, to be one row. */
export const onSameRow = (one: TextLine, other: TextLine): boolean =>
  Math.abs(middle(one) - middle(other)) <= SAME_ROW * Math.min(one.box.height, other.box.height);

/** A row's lines as one line: its words left to right, the box around them, the main line's size. */
export function lineOfRow(row: readonly TextLine[]): TextLine {
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
