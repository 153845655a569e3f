// The menu translations editor, the spreadsheet import and the PDF files (issue 13): the editor in
// French (machine drafts, one outdated text, the progress line) and its language picker open, the
// import dialog empty and listing a broken CSV's problems, the menu list and the menu's page with
// their actions, the PDF language menu open; in English and Italian on a phone (390 and 320 px) and
// a desktop. Then the Food menu's PDF in English and Italian, a Greek and Cyrillic test menu's PDF
// (imported once, kept) and the QR print sheet, each page to PNG (`pdftoppm -png -r 70`). Leaves the
// demo's Food menu as it found it (no French, the item's name back).
// The API must have machine drafts on (DEEPL_AUTH_KEY and DEEPL_SERVER_URL of the fake DeepL,
// apps/api-server/src/test/fake-deepl-cli.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CLUB_NAME } from '../../support/demo';
import { settled } from '../../support/settled';
import {
  apiUrl,
  callApi,
  consoleUrl,
  type DemoSession,
  demoClubId,
  SCREENSHOT_SIZES,
  still,
} from '../demo-stack';
import { inEachLanguageAndSize, type ScreenshotRun, shoot } from '../screenshot-run';

/** The console texts this set clicks, as each catalog has them. */
const LABELS = {
  en: {
    translateInto: 'Translate into',
    importFromSpreadsheet: 'Import from a spreadsheet',
    importDialog: 'Import a menu from a spreadsheet',
    spreadsheetFile: 'Spreadsheet file',
    import: 'Import',
    checkFile: 'Check the file',
    downloadPdfOf: (name: string) => `Download PDF of ${name}`,
  },
  it: {
    translateInto: 'Traduci in',
    importFromSpreadsheet: 'Importa da un foglio di calcolo',
    importDialog: 'Importa un menu da un foglio di calcolo',
    spreadsheetFile: 'File del foglio di calcolo',
    import: 'Importa',
    checkFile: 'Controlla il file',
    downloadPdfOf: (name: string) => `Scarica il PDF di ${name}`,
  },
} as const;

const ITEM = 'Cacio e pepe';
const RENAMED = `${ITEM} della casa`;

/**
 * A CSV as Excel saves it on Windows in Italy (Windows-1252, semicolons; è and à are the same bytes
 * in Latin-1), with an item without a price: the summary's warning (issue 48).
 */
const WINDOWS_1252_CSV = Buffer.from(
  [
    'Sezione;Nome;Descrizione;Prezzo;Più venduto',
    'Caffetteria;Caffè;Espresso della casa;1,20;sì',
    'Caffetteria;Cappuccino;;1,80;no',
    'Bibite analcoliche;Acqua;Naturale o frizzante;2;no',
    'Bibite analcoliche;Spremuta;Metà arancia, metà pompelmo;;no',
    '',
  ].join('\r\n'),
  'latin1',
);

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

async function download(session: DemoSession, route: string, file: string): Promise<void> {
  const response = await fetch(`${apiUrl}${route}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

async function renameItem(session: DemoSession, clubId: number, menuId: number, from: string, to: string) {
  const menu = await callApi<FullMenu>(session, 'GET', `/clubs/${clubId}/menu/${menuId}`);
  for (const section of menu.sections) {
    const item = section.items.find((i) => i.name === from);
    if (!item) continue;
    await callApi(session, 'PUT', `/clubs/${clubId}/menu/${menuId}/sections/${section.id}/items`, {
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
  await callApi(session, 'DELETE', base);
  const sheet = await callApi<{
    texts: { kind: string; id: number; field: string; original: string; translation?: string | null }[];
  }>(session, 'POST', `${base}/machine`);
  const accepted = sheet.texts.filter(
    (text) => (text.kind === 'menu' && text.field === 'name') || text.original === ITEM,
  );
  await callApi(session, 'PUT', base, {
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

/** Each page of `pdf` to `<pdf name>-<page>.png` beside it. */
function pdfToPngs(pdf: string): void {
  const outDir = path.dirname(pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', pdf, pdf.replace(/\.pdf$/, '')]);
  for (const png of fs
    .readdirSync(outDir)
    .filter((f) => f.startsWith(path.basename(pdf, '.pdf')) && f.endsWith('.png')))
    console.log(path.join(outDir, png));
}

async function shootConsole(run: ScreenshotRun, clubId: number, food: number) {
  const brokenCsv = path.join(run.outDir, 'broken-menu.csv');
  fs.writeFileSync(brokenCsv, BROKEN_CSV);
  await inEachLanguageAndSize(run, SCREENSHOT_SIZES, async (page, language, tag) => {
    const label = LABELS[language];

    await page.goto(`${consoleUrl}/clubs/${clubId}/menu/${food}/translations?lang=fr`);
    await settled(page);
    await shoot(run, page, `editor.${tag}`);
    // the top (language, machine drafts, the save bar) and the outdated text, as the screen shows them
    await shoot(run, page, `editor-top.${tag}`, false);
    await page
      .getByTestId('translation-row')
      .filter({ hasText: RENAMED })
      .first()
      .evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await shoot(run, page, `editor-outdated.${tag}`, false);
    await page.getByRole('combobox', { name: label.translateInto }).click();
    await page.getByRole('listbox').waitFor();
    await still(page);
    await shoot(run, page, `editor-language-picker.${tag}`, false);

    await page.goto(`${consoleUrl}/clubs/${clubId}/menu`);
    await settled(page);
    await shoot(run, page, `menu-list.${tag}`);
    // the phones' "More" menu (its name may not be in the Italian catalog yet: found by its class)
    const more = page.getByTestId('menu-row').first().locator('.mantine-hidden-from-sm');
    if (await more.isVisible()) {
      await more.click();
      await page.getByRole('menu').waitFor();
      await still(page);
      await shoot(run, page, `menu-list-more.${tag}`, false);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: label.downloadPdfOf('Food') }).click();
    await page.getByRole('menu').waitFor();
    await still(page);
    await shoot(run, page, `menu-list-pdf-language.${tag}`, false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: label.importFromSpreadsheet }).click();
    const dialog = page.getByRole('dialog', { name: label.importDialog });
    await dialog.waitFor();
    await still(page);
    await shoot(run, page, `import-dialog.${tag}`, false);
    await dialog.getByLabel(label.spreadsheetFile).setInputFiles(brokenCsv);
    await dialog.getByRole('button', { name: label.checkFile, exact: true }).click();
    await dialog.getByRole('table').waitFor();
    await still(page);
    await shoot(run, page, `import-dialog-problems.${tag}`, false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // the summary before importing (issue 48), of a CSV saved by Excel on Windows
    await page.getByRole('button', { name: label.importFromSpreadsheet }).click();
    await dialog.getByLabel(label.spreadsheetFile).setInputFiles({
      name: 'Bar Caffè.csv',
      mimeType: 'text/csv',
      buffer: WINDOWS_1252_CSV,
    });
    await dialog.getByRole('button', { name: label.checkFile, exact: true }).click();
    await dialog.getByRole('checkbox').waitFor();
    await still(page);
    await shoot(run, page, `import-dialog-summary.${tag}`, false);
    await page.keyboard.press('Escape');

    await page.goto(`${consoleUrl}/clubs/${clubId}/menu/${food}`);
    await settled(page);
    await shoot(run, page, `menu-page.${tag}`, false);
  });
}

export async function shootTranslationsAndFiles(run: ScreenshotRun): Promise<void> {
  const { outDir, session } = run;
  const clubId = await demoClubId(session, DEMO_CLUB_NAME);
  const menus = await callApi<{ id: number; name: string }[]>(session, 'GET', `/clubs/${clubId}/menu`);
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

  try {
    await prepareFrench(session, clubId, food);
    await shootConsole(run, clubId, food);
  } finally {
    await renameItem(session, clubId, food, RENAMED, ITEM);
    await callApi(session, 'DELETE', `/clubs/${clubId}/menu/${food}/translations/fr`);
  }
}
