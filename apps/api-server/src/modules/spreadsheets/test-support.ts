/**
 * Helpers of the spreadsheet tests: multipart bodies, workbooks written with exceljs, menus read
 * back without ids and absolute positions (what an owner would call "the same menu").
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FullMenu } from '#modules/menus/queries.ts';

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----tavola-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type =
      part.filename === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An .xlsx whose first sheet holds these rows (row 1 = the header). */
export async function xlsxOf(
  rows: ExcelJS.CellValue[][],
  prepare?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Menu');
  for (const row of rows) sheet.addRow(row);
  prepare?.(sheet, workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The values of a sheet's rows that hold any (row 1 first), as plain values. */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A menu's content as the owner sees it: no ids, positions as order only. */
export function menuContent(menu: FullMenu) {
  return menu.sections.map((section) => ({
    name: section.name,
    disabled: section.disabled,
    translations: Object.fromEntries(
      Object.entries(section.translations)
        .filter(([, translation]) => !translation.machineDraft)
        .map(([language, translation]) => [language, translation.translatedName]),
    ),
    items: section.items.map((item) => ({
      name: item.name,
      description: item.description,
      ingredients: item.ingredients,
      allergens: item.allergens,
      additionalNotes: item.additionalNotes,
      price: item.price,
      priceText: item.priceText,
      disabled: item.disabled,
      outOfStock: item.outOfStock,
      bestSeller: item.bestSeller,
      suggested: item.suggested,
      branded: item.branded,
      translateName: item.translateName,
      dietaryTags: item.dietaryTags,
      spiciness: item.spiciness,
      optionGroups: item.optionGroups.map((group) => ({
        name: group.name,
        choice: group.choice,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        required: group.required,
        options: group.options.map((option) => ({
          name: option.name,
          price: option.price,
          outOfStock: option.outOfStock,
          allergens: option.allergens,
        })),
      })),
      translations: Object.fromEntries(
        Object.entries(item.translations).map(([language, translation]) => [
          language,
          {
            name: translation.translatedName,
            description: translation.translatedDescription,
            ingredients: translation.translatedIngredients,
            outdated: translation.outdated,
            machineDraft: translation.machineDraft,
          },
        ]),
      ),
    })),
  }));
}
