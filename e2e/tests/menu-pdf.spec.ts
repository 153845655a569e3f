// Journey (issue 13, 2): the demo owner downloads the printable PDF of the Trattoria's food menu in
// Italian from the menu list; the file is named after the menu and its language, and its text (read back with
// poppler's pdftotext, as a person would read the printed page) is the Italian menu with its prices
// and page numbers. (What never appears, hidden sections and items, is the API suite's to prove.)
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from '../support/csp';
import { DemoOwner } from '../support/guest';

const run = promisify(execFile);

test('download the food menu as a PDF in Italian and read it back', async ({ page, context }) => {
  const owner = await DemoOwner.signIn();
  await owner.signInConsole(context);
  const food = owner.menuId('Food');

  await page.goto(`/clubs/${owner.clubId}/menu`);
  await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible();
  // the menu has translations: the language is asked first
  await page.getByRole('button', { name: 'Download PDF of Food' }).click();
  await expect(page.getByText('Language of the PDF')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Italian' }).click();
  const pdf = await download;
  // named with its language, so the Italian and the English copy do not overwrite each other
  expect(pdf.suggestedFilename()).toBe('Food (it).pdf');
  const file = await pdf.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  // the Italian texts of the menu, its sections and items (the demo's own translations), and every
  // item by its name (dish names are the same in both languages)
  for (const expected of [
    'Cucina',
    'Primi piatti',
    'Pane casereccio tostato con pomodori freschi, basilico e aglio.',
  ]) {
    expect(text).toContain(expected);
  }
  const menu = await owner.menu(food);
  for (const item of menu.sections.flatMap((section) => section.items)) expect(text).toContain(item.name);
  // prices in euros, and page numbers "1 / N" on every page
  expect(text).toMatch(/€\s?\d+[.,]\d{2}|\d+[.,]\d{2}\s?€/);
  const pages = text.split('\f').filter((pageText) => pageText.trim() !== '');
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((pageText, index) => {
    expect(pageText).toContain(`${index + 1} / ${pages.length}`);
  });
});
