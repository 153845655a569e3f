/**
 * Spreadsheets for the menu import (importMenuFromExcel) in the template's layout, so that imports
 * get past "not a spreadsheet" into the row checks and the menu's writes: CSV files written as an
 * owner's spreadsheet program writes them (English or Italian headers, comma or semicolon, quoted
 * cells, a translation column), their cells mostly plausible and sometimes hostile (control
 * characters, right-to-left marks, 10,000 characters, markup), and real .xlsx workbooks (the
 * export of a menu, taken when the fuzzer starts). Random bytes and broken CSV stay in
 * requests.ts's own upload arbitrary.
 */
import fc from 'fast-check';
import { HOSTILE_STRINGS, type RawBody } from './hostile-values.ts';

/** The columns written, in the template's order: English header, Italian header, cell values. */
const COLUMNS: { english: string; italian: string; value: fc.Arbitrary<string> }[] = [
  { english: 'section', italian: 'sezione', value: fc.constantFrom('Starters', 'Wines', 'Dolci') },
  { english: 'name', italian: 'nome', value: fc.constantFrom('Bruschetta', 'Vino rosso', 'Tiramisù') },
  { english: 'description', italian: 'descrizione', value: fc.constantFrom('', 'House special', 'Con pane') },
  { english: 'ingredients', italian: 'ingredienti', value: fc.constantFrom('', 'tomato, basil') },
  {
    english: 'allergens',
    italian: 'allergeni',
    value: fc.constantFrom('', 'gluten', 'milk, eggs', 'glutine; latte', 'Nuts', 'sulphites'),
  },
  { english: 'price', italian: 'prezzo', value: fc.constantFrom('12,50', '12.50', '4', '', '0') },
  { english: 'price text', italian: 'testo prezzo', value: fc.constantFrom('', 'by the glass') },
  { english: 'best seller', italian: 'piu venduto', value: fc.constantFrom('', 'yes', 'no', 'sì', 'x', '1') },
  { english: 'hidden', italian: 'nascosto', value: fc.constantFrom('', 'no', 'false') },
  { english: 'name:fr', italian: 'nome:fr', value: fc.constantFrom('', 'Vin rouge') },
];

/** A cell as a user's file has it, or (one in six) something an attacker would put there. */
const cellValue = (plausible: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 5, arbitrary: plausible },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.constantFrom('=1+1', '@SUM(A1)', '-', '12,5,0'),
      ),
    },
  );

/** A CSV cell: quoted when it holds the separator, a quote or a line break, as spreadsheets write. */
function csvCell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A form's upload of one file (`file`), as the browser sends it. */
export function multipartFile(name: string, content: Buffer, contentType: string): RawBody {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV file of 1–6 item rows in the template's layout, uploaded as a form's file. */
export const templateCsvArbitrary: fc.Arbitrary<RawBody> = fc
  .record({
    italian: fc.boolean(),
    separator: fc.constantFrom(',', ';'),
    lineBreak: fc.constantFrom('\n', '\r\n'),
    byteOrderMark: fc.boolean(),
    rows: fc.array(fc.tuple(...COLUMNS.map((column) => cellValue(column.value))), {
      minLength: 1,
      maxLength: 6,
    }),
    name: fc.constantFrom('menu.csv', 'Menu estate.csv', 'menu.CSV'),
    contentType: fc.constantFrom(...CSV_TYPES),
  })
  .map(({ italian, separator, lineBreak, byteOrderMark, rows, name, contentType }) => {
    const header = COLUMNS.map((column) => (italian ? column.italian : column.english));
    const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
    const text = `${byteOrderMark ? '\uFEFF' : ''}${lines.join(lineBreak)}${lineBreak}`;
    return multipartFile(name, Buffer.from(text, 'utf8'), contentType);
  });

/** Real workbooks (an export's bytes) as the import form uploads them. */
export function workbookUploads(workbooks: readonly Buffer[]): RawBody[] {
  return workbooks.map((bytes) => multipartFile('menu.xlsx', bytes, XLSX_TYPE));
}
