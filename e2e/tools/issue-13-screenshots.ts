// Screenshots of issue 13's screens and PDF files, to look at them as a person would: the translation
// editor in French (machine drafts, one outdated text, the progress line) and its language picker
// open, the import dialog empty and listing a broken CSV's problems, the menu list and the menu's
// page with the new actions, the PDF language menu open; in English and Italian on a phone (390 and
// 320 px) and a desktop. Then the Food menu's PDF in English and Italian, a Greek and Cyrillic test
// menu's PDF and the QR print sheet, each page to PNG (`pdftoppm -png -r 70`). Not a test: it only
// writes files, and leaves the demo's Food menu as it found it (no French, the item's name back).
//
//   pnpm --filter @tavola/e2e exec tsx tools/issue-13-screenshots.ts <out-dir>
// Environment: CONSOLE_URL, API_URL, GUEST_URL (see demo-stack.ts). The API must have machine drafts
// on (DEEPL_AUTH_KEY and DEEPL_SERVER_URL of the fake DeepL, src/test/fake-deepl-cli.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { settled, trackRequests } from '../support/settled';
import {
  apiUrl,
  consoleContext,
  consoleUrl,
  type DemoSession,
  launchChromium,
  SCREENSHOT_SIZES,
  signInDemo,
  still,
} from './demo-stack';

const outDirArgument = process.argv[2];
if (!outDirArgument) {
  console.error('usage: tsx tools/issue-13-screenshots.ts <out-dir>');
  process.exit(2);
}
/** where the PNG files go (named, so the functions below see it as a string) */
const outDir: string = outDirArgument;

/** The console texts this tool clicks, as each catalog has them. */
const LABELS = {
  en: {
    translateInto: 'Translate into',
    importFromSpreadsheet: 'Import from a spreadsheet',
    importDialog: 'Import a menu from a spreadsheet',
    spreadsheetFile: 'Spreadsheet file',
    import: 'Import',
    downloadPdfOf: (name: string) => `Download PDF of ${name}`,
  },
  it: {
    translateInto: 'Traduci in',
    importFromSpreadsheet: 'Importa da un foglio di calcolo',
    importDialog: 'Importa un menu da un foglio di calcolo',
    spreadsheetFile: 'File del foglio di calcolo',
    import: 'Importa',
    downloadPdfOf: (name: string) => `Scarica il PDF di ${name}`,
  },
} as const;

const ITEM = 'Cacio e pepe';
const RENAMED = `${ITEM} della casa`;

/** A CSV with three mistakes the import names by row and column. */
const BROKEN_CSV = [
  'section,name,description,allergens,price',
  'Antipasti,Bruschetta al pomodoro,Pane tostato con pomodoro e basilico,gluten,6.50',
  'Antipasti,Burrata pugliese,Burrata con pomodorini e olio extravergine,milk,"12,5O"',
  'Primi,Spaghetti alle vongole,,molluscs; peanut butter,14.00',
  'Primi,,Senza nome,,9.00',
].join('\n');

/** A test menu in Greek and Russian, with accents, for the PDF's fonts. */
const SCRIPTS_CSV = [
  'section,name,description,ingredients,allergens,price,price text',
  'Ορεκτικά,Χωριάτικη σαλάτα,"Ντομάτα, αγγούρι, κρεμμύδι, ελιές Καλαμών και φέτα ΠΟΠ.","ντομάτα, φέτα, ελαιόλαδο",milk,9.50,',
  'Ορεκτικά,Τζατζίκι,Γιαούρτι με αγγούρι και σκόρδο.,,milk,5.00,',
  'Закуски,Борщ украинский,"Свекольный суп со сметаной, чесноком и пампушками.","свёкла, капуста, сметана",milk; gluten,8.00,',
  'Закуски,Пельмени сибирские,Домашние пельмени с говядиной и свининой.,,gluten; eggs,11.00,порция 12 шт.',
  'Desserts,Crème brûlée à l’ancienne,"Crème à la vanille de Madagascar, caramel croquant — façon grand-mère.",,eggs; milk,7.00,',
  'Desserts,Œufs à la neige,Île flottante à la crème anglaise.,,eggs; milk,6.50,',
].join('\n');

interface FullMenu {
  id: number;
  name: string;
  sections: { id: number; name: string; items: { id: number; name: string }[] }[];
}

async function api<T>(session: DemoSession, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function download(session: DemoSession, route: string, file: string): Promise<void> {
  const response = await fetch(`${apiUrl}${route}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

async function renameItem(session: DemoSession, clubId: number, menuId: number, from: string, to: string) {
  const menu = await api<FullMenu>(session, 'GET', `/clubs/${clubId}/menu/${menuId}`);
  for (const section of menu.sections) {
    const item = section.items.find((i) => i.name === from);
    if (!item) continue;
    await api(session, 'PUT', `/clubs/${clubId}/menu/${menuId}/sections/${section.id}/items`, {
      id: item.id,
      name: to,
    });
    return;
  }
}

/**
 * The editor's state to shoot: French machine drafts for every text, the menu's name and the item's
 * name accepted, then the item renamed (its French name is now outdated).
 */
async function prepareFrench(session: DemoSession, clubId: number, menuId: number) {
  const base = `/clubs/${clubId}/menu/${menuId}/translations/fr`;
  await api(session, 'DELETE', base);
  const sheet = await api<{
    texts: { kind: string; id: number; field: string; original: string; translation?: string | null }[];
  }>(session, 'POST', `${base}/machine`);
  const accepted = sheet.texts.filter(
    (text) => (text.kind === 'menu' && text.field === 'name') || text.original === ITEM,
  );
  await api(session, 'PUT', base, {
    texts: accepted.map((text) => ({
      kind: text.kind,
      id: text.id,
      field: text.field,
      translation: text.translation ?? null,
      accept: true,
    })),
  });
  await renameItem(session, clubId, menuId, ITEM, RENAMED);
}

async function importCsv(session: DemoSession, clubId: number, csv: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `${name}.csv`);
  form.append('name', name);
  const response = await fetch(`${apiUrl}/clubs/${clubId}/menu/excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`import ${name}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { menuId: number }).menuId;
}

function pdfToPngs(pdf: string): void {
  execFileSync('pdftoppm', ['-png', '-r', '70', pdf, pdf.replace(/\.pdf$/, '')]);
  for (const png of fs
    .readdirSync(outDir)
    .filter((f) => f.startsWith(path.basename(pdf, '.pdf')) && f.endsWith('.png')))
    console.log(path.join(outDir, png));
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

async function shootConsole(browser: Browser, session: DemoSession, clubId: number, food: number) {
  const brokenCsv = path.join(outDir, 'broken-menu.csv');
  fs.writeFileSync(brokenCsv, BROKEN_CSV);
  for (const language of ['en', 'it'] as const) {
    const label = LABELS[language];
    for (const size of SCREENSHOT_SIZES) {
      const tag = `${language}.${size.name}`;
      const context = await consoleContext(browser, session, size, language);
      await trackRequests(context);
      const page = await context.newPage();

      await page.goto(`${consoleUrl}/clubs/${clubId}/menu/${food}/translations?lang=fr`);
      await settled(page);
      await shoot(page, `editor.${tag}`);
      // the top (language, machine drafts, the save bar) and the outdated text, as the screen shows them
      await shoot(page, `editor-top.${tag}`, false);
      await page
        .getByTestId('translation-row')
        .filter({ hasText: RENAMED })
        .first()
        .evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await shoot(page, `editor-outdated.${tag}`, false);
      await page.getByRole('combobox', { name: label.translateInto }).click();
      await page.getByRole('listbox').waitFor();
      await still(page);
      await shoot(page, `editor-language-picker.${tag}`, false);

      await page.goto(`${consoleUrl}/clubs/${clubId}/menu`);
      await settled(page);
      await shoot(page, `menu-list.${tag}`);
      // the phones' "More" menu (its name may not be in the Italian catalog yet: found by its class)
      const more = page.getByTestId('menu-row').first().locator('.mantine-hidden-from-sm');
      if (await more.isVisible()) {
        await more.click();
        await page.getByRole('menu').waitFor();
        await still(page);
        await shoot(page, `menu-list-more.${tag}`, false);
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
      }
      await page.getByRole('button', { name: label.downloadPdfOf('Food') }).click();
      await page.getByRole('menu').waitFor();
      await still(page);
      await shoot(page, `menu-list-pdf-language.${tag}`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: label.importFromSpreadsheet }).click();
      const dialog = page.getByRole('dialog', { name: label.importDialog });
      await dialog.waitFor();
      await still(page);
      await shoot(page, `import-dialog.${tag}`, false);
      await dialog.getByLabel(label.spreadsheetFile).setInputFiles(brokenCsv);
      await dialog.getByRole('button', { name: label.import, exact: true }).click();
      await dialog.getByRole('table').waitFor();
      await still(page);
      await shoot(page, `import-dialog-problems.${tag}`, false);
      await page.keyboard.press('Escape');

      await page.goto(`${consoleUrl}/clubs/${clubId}/menu/${food}`);
      await settled(page);
      await shoot(page, `menu-page.${tag}`, false);

      await context.close();
    }
  }
}

fs.mkdirSync(outDir, { recursive: true });
const session = await signInDemo();
const clubs = await api<{ id: number; name: string }[]>(session, 'GET', '/clubs');
const clubId = clubs.find((club) => club.name === 'Trattoria Demo')?.id ?? clubs[0]?.id;
if (clubId === undefined) throw new Error('the demo owner has no club');
const menus = await api<{ id: number; name: string }[]>(session, 'GET', `/clubs/${clubId}/menu`);
const food = menus.find((menu) => menu.name === 'Food')?.id;
if (food === undefined) throw new Error('the demo club has no Food menu');

// the PDFs first: the Food menu as the demo has it
await download(session, `/clubs/${clubId}/menu/${food}/pdf`, path.join(outDir, 'pdf-food.en.pdf'));
await download(session, `/clubs/${clubId}/menu/${food}/pdf?lang=it`, path.join(outDir, 'pdf-food.it.pdf'));
await download(session, `/clubs/${clubId}/tables/qr-sheet`, path.join(outDir, 'pdf-qr-sheet.pdf'));
const scriptsName = 'Μενού · Меню · Menù';
let scriptsMenu = menus.find((menu) => menu.name === scriptsName)?.id;
scriptsMenu ??= await importCsv(session, clubId, SCRIPTS_CSV, scriptsName);
await download(session, `/clubs/${clubId}/menu/${scriptsMenu}/pdf`, path.join(outDir, 'pdf-scripts.pdf'));
for (const pdf of ['pdf-food.en.pdf', 'pdf-food.it.pdf', 'pdf-qr-sheet.pdf', 'pdf-scripts.pdf'])
  pdfToPngs(path.join(outDir, pdf));

const browser = await launchChromium();
try {
  await prepareFrench(session, clubId, food);
  await shootConsole(browser, session, clubId, food);
} finally {
  await browser.close();
  await renameItem(session, clubId, food, RENAMED, ITEM);
  await api(session, 'DELETE', `/clubs/${clubId}/menu/${food}/translations/fr`);
}
