/**
 * Writes the layout (layout.ts) as an .xlsx: the `Menu` sheet with its frozen, bold header, yes/no
 * drop-downs on the flag columns for every row an import accepts, and the `Allergens` sheet. The
 * template and the export both build their workbook here, so they cannot drift apart.
 */
import { EU_ALLERGEN_NAMES_IT } from '@tavola/domain/allergen-names';
import { ALLERGEN_CODES, allergenMessages } from '@tavola/domain/allergens';
// exceljs (half a second to load) is loaded by the first import or export, not at every start
import type ExcelJS from 'exceljs';
import { withoutControlCharacters } from './control-characters.ts';
import { MAX_ITEM_ROWS } from './grid.ts';
import { ALLERGENS_SHEET, COLUMNS, headersFor, MENU_SHEET, NO, YES } from './layout.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs has `dataValidations` on a worksheet, missing from its type declarations. */
interface SheetWithValidations {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
}

/** A row of the Menu sheet: cell values by header. */
export type SheetRow = Record<string, string | number | null>;

/**
 * Texts are stored without control characters (the import refuses them), but an older row could
 * hold one: XML cannot carry most of them, so they are dropped rather than break the file.
 */
export function sheetText(value: string | null): string | null {
  return value === null ? null : withoutControlCharacters(value, true);
}

export function yesNo(value: boolean): string {
  return value ? YES : NO;
}

function addAllergensSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet(ALLERGENS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'number', key: 'number', width: 8 },
    { header: 'code', key: 'code', width: 14 },
    { header: 'English', key: 'english', width: 28 },
    { header: 'Italiano', key: 'italian', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const [index, code] of ALLERGEN_CODES.entries()) {
    sheet.addRow({
      number: index + 1,
      code,
      english: allergenMessages[code].message,
      italian: EU_ALLERGEN_NAMES_IT[code],
    });
  }
}

/** The workbook with these rows under the header (translation columns for `languages`). */
export async function buildMenuWorkbook(rows: SheetRow[], languages: readonly string[]): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  workbook.creator = 'Tavola';
  const sheet = workbook.addWorksheet(MENU_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = headersFor(languages);
  sheet.columns = headers.map((header) => ({
    header,
    key: header,
    width: COLUMNS.find((column) => column.header === header)?.width ?? 24,
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE7D6' } };
  for (const row of rows) sheet.addRow(row);

  // drop-downs on every row an import accepts, so rows the owner adds get them too; one range per
  // column (exceljs writes a range key as is; cell by cell it would build 14,000 entries)
  const lastRow = Math.max(rows.length + 1, MAX_ITEM_ROWS + 1);
  for (const column of COLUMNS) {
    if (!('flag' in column)) continue;
    const letter = sheet.getColumn(column.header).letter;
    (sheet as unknown as SheetWithValidations).dataValidations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${YES},${NO}"`],
      showErrorMessage: true,
      errorTitle: column.header,
      error: 'Choose yes or no',
    });
  }
  sheet.getColumn('price').numFmt = '0.00';
  addAllergensSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
