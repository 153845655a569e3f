// Journey (issue 13, 3): the demo owner downloads the spreadsheet template from the import dialog,
// fills it in (as Excel would save it) with 50 items in 5 sections, and imports it: the console opens
// the new menu. A broken copy of the same file lists its problems row by row and creates nothing.
// Exporting the new menu gives back the same rows.
//
// The imported menu is deleted at the end: the other journeys read the demo club's menus.
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { call } from '../support/api';
import { expect, test } from '../support/csp';
import { DemoOwner } from '../support/guest';

const SECTIONS = ['Antipasti', 'Primi', 'Secondi', 'Contorni', 'Dolci'];
const MENU_NAME = 'Menu del giorno';

/** The rows the owner types: 10 items a section, every column of the template used somewhere. */
function menuRows(): Record<string, string | number>[] {
  return SECTIONS.flatMap((section, s) =>
    Array.from({ length: 10 }, (_, i) => ({
      section,
      name: `${section} ${i + 1}: Crème brûlée à l’ancienne`,
      description: i % 2 === 0 ? `Piatto ${s}.${i} della casa, con ingredienti del mercato` : '',
      ingredients: i % 3 === 0 ? 'farina, uova, latte' : '',
      allergens: i % 3 === 0 ? 'gluten, eggs, milk' : '',
      price: 5 + s + i / 2,
      'best seller': i === 0 ? 'yes' : 'no',
      'out of stock': i === 9 ? 'yes' : 'no',
    })),
  );
}

/** A filled copy of the template: its header kept, the example row replaced by `rows`. */
async function fillTemplate(template: string, rows: Record<string, string | number>[], file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.getWorksheet('Menu');
  if (!sheet) throw new Error('the template has no Menu sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (const row of rows) sheet.addRow(headers.slice(1).map((header) => row[header] ?? null));
  await workbook.xlsx.writeFile(file);
}

/** The Menu sheet's rows as objects of the columns this journey fills. */
async function readRows(file: string): Promise<Record<string, string>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Menu');
  if (!sheet) throw new Error('no Menu sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    const entry: Record<string, string> = {};
    for (const key of [
      'section',
      'name',
      'description',
      'ingredients',
      'allergens',
      'price',
      'best seller',
      'out of stock',
    ]) {
      const value = values[headers.indexOf(key)];
      entry[key] = value === null || value === undefined ? '' : String(value);
    }
    rows.push(entry);
  });
  return rows;
}

async function download(page: Page, click: () => Promise<void>, folder: string): Promise<string> {
  const waiting = page.waitForEvent('download');
  await click();
  const file = await waiting;
  const target = path.join(folder, file.suggestedFilename());
  await file.saveAs(target);
  return target;
}

test('fill the template with 50 items, import it, see a broken copy refused row by row, export it back', async ({
  page,
  context,
}, testInfo) => {
  const owner = await DemoOwner.signIn();
  await owner.signInConsole(context);
  const folder = testInfo.outputPath();
  let menuId: number | null = null;

  try {
    await page.goto(`/clubs/${owner.clubId}/menu`);
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a menu from a spreadsheet' });
    await expect(dialog).toBeVisible();

    // The template, filled in; then a broken copy: a mistyped price and an unknown allergen.
    const template = await download(
      page,
      () => dialog.getByRole('button', { name: 'Download the template' }).click(),
      folder,
    );
    const rows = menuRows();
    const good = path.join(folder, `${MENU_NAME}.xlsx`);
    await fillTemplate(template, rows, good);
    const broken = path.join(folder, 'broken.xlsx');
    const brokenRows = rows.map((row) => ({ ...row }));
    Object.assign(brokenRows[12] ?? {}, { price: '12,5O' }); // spreadsheet row 14
    Object.assign(brokenRows[18] ?? {}, { allergens: 'gluten, peanut butter' }); // row 20
    await fillTemplate(template, brokenRows, broken);

    // The broken copy: every problem with its row and column, nothing created.
    await dialog.getByLabel('Spreadsheet file').setInputFiles(broken);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = dialog.getByRole('region', { name: 'Problems in the spreadsheet' }).getByRole('table');
    await expect(problems).toBeVisible();
    await expect(
      problems.getByRole('row').filter({ hasText: '14' }).filter({ hasText: 'price' }),
    ).toContainText('12,5O');
    await expect(
      problems.getByRole('row').filter({ hasText: '20' }).filter({ hasText: 'allergens' }),
    ).toBeVisible();
    await expect(problems.getByRole('row')).toHaveCount(3); // the header and the two problems

    // The good file: straight to the new menu, its five sections in order.
    await dialog.getByRole('button', { name: 'Choose another file' }).first().click();
    await dialog.getByLabel('Spreadsheet file').setInputFiles(good);
    await expect(dialog.getByRole('textbox', { name: 'Name of the new menu' })).toHaveValue(MENU_NAME);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    // (the live preview beside the page shows the menu's name as a heading too)
    await expect(page.getByRole('heading', { name: MENU_NAME, level: 1 }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/clubs/${owner.clubId}/menu/\\d+$`));
    const match = new RegExp(`/clubs/${owner.clubId}/menu/(\\d+)$`).exec(page.url());
    expect(match).not.toBeNull();
    menuId = Number(match?.[1]);
    const menu = await owner.menu(menuId);
    expect(menu.sections.map((section) => section.name)).toEqual(SECTIONS);
    expect(menu.sections.flatMap((section) => section.items)).toHaveLength(50);

    // Export it from the menu list and compare with what was imported.
    await page.goto(`/clubs/${owner.clubId}/menu`);
    const exported = await download(
      page,
      () => page.getByRole('button', { name: `Export ${MENU_NAME} to a spreadsheet` }).click(),
      path.join(folder, 'export'),
    );
    expect(path.basename(exported)).toBe(`${MENU_NAME}.xlsx`);
    expect(await readRows(exported)).toEqual(await readRows(good));
  } finally {
    if (menuId !== null) {
      const deleted = await call(owner.token, 'DELETE', `/clubs/${owner.clubId}/menu/${menuId}`);
      expect(deleted.status).toBe(204);
    }
  }
});
