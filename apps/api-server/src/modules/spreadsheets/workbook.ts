/**
 * Writes the layout (layout.ts) as an .xlsx: the `Menu` sheet with its frozen, bold header, yes/no
 * drop-downs on the flag columns for every row an import accepts, and the `Allergens` sheet. The
 * template and the export both build their workbook here, so they cannot drift apart.
 */
import { EU_ALLERGEN_NAMES_IT } from '@tavola/domain/allergen-names';
import { ALLERGEN_CODES, allergenMessages } from '@tavola/domain/allergens';
import { FLAG_WORDS, type SpreadsheetLanguage, translationHeader } from '@tavola/domain/menu-spreadsheet';
// exceljs (half a second to load) is loaded by the first import or export, not at every start
import type ExcelJS from 'exceljs';
import { withoutControlCharacters } from './control-characters.ts';
import { MAX_ITEM_ROWS } from './grid.ts';
import {
  INSTRUCTIONS,
  INSTRUCTIONS_HEADERS,
  INSTRUCTIONS_SHEET,
  TRANSLATION_INSTRUCTION,
} from './instructions.ts';
import { ALLERGENS_SHEET, COLUMNS, MENU_SHEET, TRANSLATED_FIELDS } from './layout.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs has `dataValidations` on a worksheet, missing from its type declarations. */
interface SheetWithValidations {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
}

/**
 * A row of the Menu sheet: cell values by column key (`bestSeller`) or translation column
 * (`name:fr`), whatever language the headers are written in; a flag as a boolean, written as the
 * sheet language's yes or no.
 */
export type SheetRow = Record<string, string | number | boolean | null>;

/**
 * Texts are stored without control characters (the import refuses them), but an older row could
 * hold one: XML cannot carry most of them, so they are dropped rather than break the file.
 */
export function sheetText(value: string | null): string | null {
  return value === null ? null : withoutControlCharacters(value, true);
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

/** How each column of the Menu sheet is filled in, with an example, in the sheet's language. */
function addInstructionsSheet(workbook: ExcelJS.Workbook, language: SpreadsheetLanguage) {
  const sheet = workbook.addWorksheet(INSTRUCTIONS_SHEET[language], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const [column, how, example] = INSTRUCTIONS_HEADERS[language];
  sheet.columns = [
    { header: column, key: 'column', width: 24 },
    { header: how, key: 'how', width: 90 },
    { header: example, key: 'example', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const { key, labels } of COLUMNS)
    sheet.addRow({ column: labels[language], ...INSTRUCTIONS[language][key] });
  sheet.addRow({ column: '…:fr', ...TRANSLATION_INSTRUCTION[language] });
  for (const key of ['how', 'example']) sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' };
  sheet.getColumn('column').alignment = { vertical: 'top' };
}

/**
 * The workbook with these rows under the header (translation columns for `translations`), its
 * headers and yes/no words in `language`.
 */
export async function buildMenuWorkbook(
  rows: SheetRow[],
  translations: readonly string[],
  language: SpreadsheetLanguage,
): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  workbook.creator = 'Tavola';
  const sheet = workbook.addWorksheet(MENU_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const words = FLAG_WORDS[language];
  sheet.columns = [
    ...COLUMNS.map((column) => ({ header: column.labels[language], key: column.key, width: column.width })),
    ...translations.flatMap((translation) =>
      TRANSLATED_FIELDS.map((field) => ({
        header: translationHeader(field, translation, language),
        key: `${field}:${translation}`,
        width: 24,
      })),
    ),
  ];
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE7D6' } };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? (value ? words.yes : words.no) : value,
        ]),
      ),
    );
  }

  // drop-downs on every row an import accepts, so rows the owner adds get them too; one range per
  // column (exceljs writes a range key as is; cell by cell it would build 14,000 entries)
  const lastRow = Math.max(rows.length + 1, MAX_ITEM_ROWS + 1);
  for (const column of COLUMNS) {
    if (!('flag' in column)) continue;
    const letter = sheet.getColumn(column.key).letter;
    (sheet as unknown as SheetWithValidations).dataValidations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${words.yes},${words.no}"`],
      showErrorMessage: true,
      errorTitle: column.labels[language],
      error: language === 'it' ? 'Scegli sì o no' : 'Choose yes or no',
    });
  }
  sheet.getColumn('price').numFmt = '0.00';
  // the Options column is read and edited in the cell: long groups wrap rather than run on
  sheet.getColumn('options').alignment = { wrapText: true, vertical: 'top' };
  addAllergensSheet(workbook);
  addInstructionsSheet(workbook, language);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
