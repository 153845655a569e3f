/**
 * Reads the Menu sheet of an .xlsx into a Grid, defensively:
 * - the zip is unpacked under a cap first (zip-guard.ts);
 * - exceljs gets a new zip holding only the parts it needs to read cell values, with the
 *   workbook's defined names removed, and skips every worksheet node but the cells: exceljs expands
 *   a defined name's, a merge's or a validation's cell range cell by cell on load, so one
 *   "A1:XFD1048576" in a hostile file would keep the process busy for minutes;
 * - a sheet with too many row elements is refused before exceljs builds them.
 */
// exceljs (half a second to load) and jszip are loaded by the first .xlsx import, not at every start
import type ExcelJS from 'exceljs';
import { badRequest } from '#errors.ts';
import { type Cell, type Grid, type GridRow, MAX_ITEM_ROWS } from './grid.ts';
import { MENU_SHEET } from './layout.ts';
import { notASpreadsheet, unzipCapped } from './zip-guard.ts';

/** Row elements in one sheet: the rows of a full menu plus room for formatted empty rows. */
const MAX_ROW_ELEMENTS = 20 * MAX_ITEM_ROWS;

/** Parts exceljs needs to read values (styles: dates; shared strings: texts). */
const KEPT_PART =
  /^(\[Content_Types\]\.xml|_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/styles\.xml|xl\/sharedStrings\.xml|xl\/theme\/theme\d+\.xml|xl\/worksheets\/sheet\d+\.xml)$/;

/** Worksheet nodes exceljs may parse: everything else (merges, validations, drawings…) is skipped. */
const IGNORED_SHEET_NODES = [
  'sheetPr',
  'dimension',
  'sheetViews',
  'sheetFormatPr',
  'cols',
  'autoFilter',
  'mergeCells',
  'rowBreaks',
  'hyperlinks',
  'pageMargins',
  'dataValidations',
  'pageSetup',
  'headerFooter',
  'printOptions',
  'picture',
  'drawing',
  'legacyDrawing',
  'sheetProtection',
  'tableParts',
  'conditionalFormatting',
  'extLst',
];

export const tooManyRows = () =>
  badRequest(
    'too_many_rows',
    `This spreadsheet has more than ${MAX_ITEM_ROWS.toLocaleString('en')} item rows: split it into several menus.`,
  );

function countRowElements(xml: Buffer): number {
  let count = 0;
  const text = xml.toString('latin1');
  for (let at = text.indexOf('<row'); at >= 0; at = text.indexOf('<row', at + 4)) {
    const next = text.charCodeAt(at + 4);
    // <row ...> or <row>, not <rowBreaks>
    if (next === 32 || next === 62 || next === 47) count++;
  }
  return count;
}

async function loadWorkbook(parts: Map<string, Buffer>): Promise<ExcelJS.Workbook> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const [name, content] of parts) {
    if (!KEPT_PART.test(name)) continue;
    if (name.startsWith('xl/worksheets/') && countRowElements(content) > MAX_ROW_ELEMENTS)
      throw tooManyRows();
    zip.file(
      name,
      name === 'xl/workbook.xml'
        ? content.toString('utf8').replace(/<definedNames>[\s\S]*?<\/definedNames>|<definedNames\s*\/>/g, '')
        : content,
    );
  }
  const sanitized = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(
      sanitized as unknown as ExcelJS.Buffer,
      {
        ignoreNodes: IGNORED_SHEET_NODES,
      } as Partial<ExcelJS.XlsxReadOptions>,
    );
  } catch {
    throw notASpreadsheet('This .xlsx file is damaged: open it in Excel, save it again and retry.');
  }
  return workbook;
}

function formulaProblem(cellValue: { formula?: string; sharedFormula?: string }) {
  const formula = cellValue.formula ?? cellValue.sharedFormula ?? '';
  return {
    problem: `the formula =${formula} has no saved value: open the file in Excel or LibreOffice, save it and import it again`,
  };
}

/** A cell's usable value; rich text joined, dates as YYYY-MM-DD, formulas by their saved result. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return { problem: `the cell holds the error ${value.error}` };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined || result === null) return formulaProblem(value as ExcelJS.CellFormulaValue);
    return cellOf(result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) return cellOf((value as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
  return { problem: 'the cell holds a value that is not text or a number' };
}

function gridRow(row: ExcelJS.Row): GridRow {
  const cells: Cell[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    cells[column - 1] = cellOf(cell.value);
  });
  for (let index = 0; index < cells.length; index++) cells[index] ??= null;
  return { number: row.number, cells };
}

/** The `Menu` sheet (or the first one) of an .xlsx as rows. */
export async function readXlsx(bytes: Buffer): Promise<Grid> {
  const parts = unzipCapped(bytes);
  if (!parts.has('[Content_Types].xml') || !parts.has('xl/workbook.xml')) throw notASpreadsheet();
  const workbook = await loadWorkbook(parts);
  const sheet =
    workbook.worksheets.find(
      (candidate) => candidate.name.trim().toLowerCase() === MENU_SHEET.toLowerCase(),
    ) ?? workbook.worksheets[0];
  if (!sheet) throw notASpreadsheet('This workbook has no sheet.');

  let header: GridRow | null = null;
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (row.number === 1) header = gridRow(row);
    else rows.push(gridRow(row));
  });
  return { header, rows };
}
