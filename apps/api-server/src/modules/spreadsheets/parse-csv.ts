/**
 * A CSV menu as Excel and LibreOffice save it: in UTF-8, UTF-16 or Windows-1252 (decode-text.ts),
 * comma separated, or semicolon separated (Excel in Italy and most of Europe, where the comma is the
 * decimal mark). The separator is the one that splits the header line into columns this layout
 * knows; a text whose header names none is read with the more frequent of the two, and the row
 * checker says what its header lacks.
 */
import { parse } from 'csv-parse/sync';
import { decodeCsvText, notText, type TextEncoding } from './decode-text.ts';
import type { Grid, GridRow } from './grid.ts';
import { parseHeader } from './layout.ts';

const SEPARATORS = [';', ','] as const;
type Separator = (typeof SEPARATORS)[number];

function recognizedColumns(headerLine: string, separator: string): number {
  return headerLine.split(separator).filter((cell) => parseHeader(cell.replace(/^"|"$/g, '')) !== null)
    .length;
}

function occurrences(text: string, separator: string): number {
  return text.split(separator).length - 1;
}

/** The separator whose split of the header names the most known columns; else the more frequent. */
function detectSeparator(text: string): Separator {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  let best: Separator | null = null;
  let bestCount = 1; // a header with a single known column is not enough
  for (const separator of SEPARATORS) {
    const count = recognizedColumns(headerLine, separator);
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best ?? (occurrences(headerLine, ';') > occurrences(headerLine, ',') ? ';' : ',');
}

export function parseCsv(bytes: Buffer): Grid & { encoding: TextEncoding } {
  const { text, encoding } = decodeCsvText(bytes);
  const separator = detectSeparator(text);
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
    throw notText(`This CSV file cannot be read: ${(error as Error).message}`);
  }
  // the record's index is the row number a spreadsheet program shows when it opens the file
  const rows: GridRow[] = records.map((cells, index) => ({ number: index + 1, cells }));
  const [header = null, ...rest] = rows;
  return {
    encoding,
    header,
    rows: rest.filter((row) => row.cells.some((cell) => typeof cell === 'string' && cell.trim() !== '')),
  };
}
