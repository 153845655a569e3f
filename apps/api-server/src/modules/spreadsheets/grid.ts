/**
 * What both readers (xlsx, csv) give the row checker: the sheet's rows with their numbers as the
 * spreadsheet shows them (header = row 1) and their cells by column index.
 */

/** A cell's value; `problem` for a cell that has none we can use (formula without a value…). */
export type Cell = string | number | boolean | null | { problem: string };

export interface GridRow {
  /** the row number the spreadsheet shows */
  number: number;
  cells: Cell[];
}

export interface Grid {
  /** row 1, or null when the file's first row is empty */
  header: GridRow | null;
  /** the rows below the header that hold something */
  rows: GridRow[];
}

/** More item rows than this: refused as a whole (`too_many_rows`). */
export const MAX_ITEM_ROWS = 2000;

export function isEmptyCell(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}
