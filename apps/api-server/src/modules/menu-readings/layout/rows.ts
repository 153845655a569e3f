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
import { byMiddle, lineOfRow, onSameRow } from '../reading/row-lines.ts';

export function joinedSideBySide(lines: readonly TextLine[]): TextLine[] {
  const sideBySide = (one: TextLine, other: TextLine) =>
    one.box.x + one.box.width <= other.box.x || other.box.x + other.box.width <= one.box.x;
  const rows: TextLine[][] = [];
  for (const line of byMiddle(lines)) {
    const row = rows.find((candidate) =>
      candidate.every((other) => sideBySide(other, line) && onSameRow(other, line)),
    );
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map(lineOfRow);
}
