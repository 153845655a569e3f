/**
 * A CSV menu as Excel and LibreOffice save it: UTF-8 with or without a byte-order mark, comma
 * separated, or semicolon separated (Excel in Italy and most of Europe, where the comma is the
 * decimal mark). The separator is the one that splits the header line into columns this layout
 * knows; a text that is not valid UTF-8 or has no such header is not a menu spreadsheet.
 */
import { parse } from 'csv-parse/sync';
import type { Grid, GridRow } from './grid.ts';
import { parseHeader } from './layout.ts';
import { notASpreadsheet } from './zip-guard.ts';

const SEPARATORS = [';', ','] as const;

/**
 * The text, or null when the bytes are not UTF-8 text (binary, another encoding). A NUL does not
 * make a file binary here: UTF-16 without a byte-order mark (NUL after every ASCII letter) has no
 * header this layout knows, and a NUL in a cell of a real menu CSV is refused with its row and
 * column, like any other control character, instead of calling the owner's file not a CSV.
 */
function decodeText(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function recognizedColumns(headerLine: string, separator: string): number {
  return headerLine.split(separator).filter((cell) => parseHeader(cell.replace(/^"|"$/g, '')) !== null)
    .length;
}

/** The separator whose split of the header names both `section` and `name`, else null. */
function detectSeparator(text: string): (typeof SEPARATORS)[number] | null {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  let best: (typeof SEPARATORS)[number] | null = null;
  let bestCount = 1; // a header with a single known column is not enough
  for (const separator of SEPARATORS) {
    const count = recognizedColumns(headerLine, separator);
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/** Whether these bytes are a CSV file with this layout's header (used to tell a CSV apart). */
export function looksLikeMenuCsv(bytes: Buffer): boolean {
  const text = decodeText(bytes);
  return text !== null && detectSeparator(text.replace(/^\uFEFF/, '')) !== null;
}

/**
 * A CSV with the layout's header that is not UTF-8: what Excel's plain "CSV" saves (Windows-1252).
 * Refused with a message that says how to save it, rather than guessing an encoding.
 */
export function looksLikeMenuCsvInAnotherEncoding(bytes: Buffer): boolean {
  return (
    decodeText(bytes) === null && !bytes.includes(0) && detectSeparator(bytes.toString('latin1')) !== null
  );
}

export function parseCsv(bytes: Buffer): Grid {
  const text = decodeText(bytes)?.replace(/^\uFEFF/, '');
  if (text === undefined) throw notASpreadsheet();
  const separator = detectSeparator(text);
  if (!separator) throw notASpreadsheet();
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      relax_column_count: true,
      // Excel writes "" inside quoted cells; a stray quote in an unquoted cell is kept as text
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    throw notASpreadsheet(`This CSV file cannot be read: ${(error as Error).message}`);
  }
  // the record's index is the row number a spreadsheet program shows when it opens the file
  const rows: GridRow[] = records.map((cells, index) => ({ number: index + 1, cells }));
  const [header = null, ...rest] = rows;
  return {
    header,
    rows: rest.filter((row) => row.cells.some((cell) => typeof cell === 'string' && cell.trim() !== '')),
  };
}
