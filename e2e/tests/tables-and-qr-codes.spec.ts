// Journey 5: an owner lays out 12 tables in two zones, downloads the print sheet of QR codes; every
// code decodes to its table's guest address, and opening one reaches the guest app for that table.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { newOwner } from '../support/accounts';
import { E2E_ADMIN } from '../support/admin';
import {
  createActivatedOwner,
  createClub,
  listTables,
  setClubEnabled,
  signInThroughApi,
  uploadClubLogo,
} from '../support/api';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { logoPng } from '../support/images';
import { countPdfImages, decodeQrSheet } from '../support/qr-sheet';
import { guestUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

const run = promisify(execFile);

/** Downloads the print sheet shown on the QR codes page: the URLs its codes hold, its images and text. */
async function downloadSheet(
  page: Page,
): Promise<{ filename: string; urls: string[]; images: number; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download print sheet (PDF)' }).click();
  const sheet = await download;
  const file = await sheet.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return {
    filename: sheet.suggestedFilename(),
    urls: await decodeQrSheet(file),
    images: await countPdfImages(file),
    text: (await run('pdftotext', ['-layout', file, '-'])).stdout,
  };
}

test('add 12 tables in two zones, print the QR sheet, scan a code into the guest menu', async ({
  page,
  context,
  csp,
}) => {
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  await page.goto('/login');
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  // The club and its logo are journey 4's; here they are made through the API with the console's
  // session. The logo is drawn over the printed codes, which then use error-correction level H.
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const clubId = await createClub(token, `Trattoria ${owner.phone.slice(-6)}`);
  await uploadClubLogo(token, clubId, logoPng());

  await page.goto(`/clubs/${clubId}/profile`);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Tables/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/tables$`));
  await expect(page.getByRole('heading', { name: 'Tables and zones', level: 1 })).toBeVisible();

  // Two zones: all the rooms of Freemium (docs/decisions/018); then Professional is offered instead
  // of the form.
  const zoneForm = page.getByRole('form', { name: 'Add a zone' });
  await zoneForm.getByLabel('New zone').fill('Inside');
  await zoneForm.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByRole('button', { name: 'Rename zone Inside' })).toBeVisible();
  await expect(zoneForm.getByLabel('New zone')).toHaveValue('');
  await expect(page.getByText('1 of 2 zones')).toBeVisible();
  await zoneForm.getByLabel('New zone').fill('Terrace');
  await zoneForm.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByRole('button', { name: 'Rename zone Terrace' })).toBeVisible();
  await expect(page.getByText('2 of 2 zones')).toBeVisible();
  await expect(zoneForm).toHaveCount(0);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Zone limit reached' })
      .getByRole('link', { name: 'Upgrade your plan' }),
  ).toHaveAttribute('href', `/clubs/${clubId}/profile/plan?plan=professional`);

  // A range: T1 … T8 inside.
  await page.getByText('A range', { exact: true }).click();
  const rangeForm = page.getByRole('form', { name: 'Add a range of tables' });
  const addRange = async (prefix: string, from: number, to: number, zone: string, preview: string) => {
    await rangeForm.getByLabel('Name before the number').fill(prefix);
    await rangeForm.getByLabel('From number').fill(String(from));
    await rangeForm.getByLabel('To number').fill(String(to));
    await rangeForm.getByRole('combobox', { name: 'Zone' }).click();
    await page.getByRole('option', { name: zone, exact: true }).click();
    await expect(rangeForm.getByText(preview)).toBeVisible();
    await rangeForm.getByRole('button', { name: 'Add tables' }).click();
  };
  await addRange('T', 1, 8, 'Inside', 'Adds 8 tables, from T1 to T8.');
  await expect(page.getByText('8 tables added.')).toBeVisible();
  const inside = page.getByRole('region', { name: 'Inside' });
  await expect(inside.getByText(/^T\d$/)).toHaveText(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);

  // Table names are unique within the club: the range that repeats one adds nothing.
  await addRange('T', 8, 9, 'Terrace', 'Adds 2 tables, from T8 to T9.');
  await expect(rangeForm.getByText('A table named “T8” already exists. Choose another name.')).toBeVisible();

  // Three more on the terrace as a range, the fourth one by one.
  await addRange('Terrace ', 1, 3, 'Terrace', 'Adds 3 tables, from Terrace 1 to Terrace 3.');
  await expect(page.getByText('3 tables added.')).toBeVisible();
  // On a phone, where the list is below the form: the new table is confirmed, and brought into view.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByText('One table', { exact: true }).click();
  const oneForm = page.getByRole('form', { name: 'Add a table' });
  await oneForm.getByLabel('Table name').fill('Terrace 4');
  await oneForm.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: 'Terrace', exact: true }).click();
  await oneForm.getByRole('button', { name: 'Add table' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Table “Terrace 4” added.' })).toBeVisible();
  await expect(oneForm.getByLabel('Table name')).toHaveValue('');
  const terrace = page.getByRole('region', { name: 'Terrace' });
  const added = terrace.locator('[data-just-added]');
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Terrace 4');
  await expect(added).toBeInViewport({ ratio: 1 });
  if (desktop) await page.setViewportSize(desktop);
  await expect(terrace.getByText(/^Terrace \d$/)).toHaveText([
    'Terrace 1',
    'Terrace 2',
    'Terrace 3',
    'Terrace 4',
  ]);
  await expect(page.getByLabel('8 tables')).toBeVisible();
  await expect(page.getByLabel('4 tables')).toBeVisible();

  const tables = await listTables(token, clubId);
  expect(tables).toHaveLength(12);
  // each code carries its table's printed key, which ordering needs (docs/decisions/057)
  const guestAddress = (table: { id: number; orderKey: string }) =>
    `${guestUrl}/public/qrcodemenu/${clubId}/${table.id}?k=${table.orderKey}`;

  // One code per table on the QR codes page, reached from the navigation.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'QR codes' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/qrcode$`));
  await csp.expectPolicyInForce(page);
  await expect(page.getByRole('article')).toHaveCount(12);

  // The print sheet of all tables: every code decodes to the guest address of one of its tables.
  // The club has a logo: the page says it is printed. The sheet's language is the club country's
  // (Italy), and the owner can pick another for every text the sheet adds.
  await expect(page.getByText(/the code with your logo in its centre/)).toBeVisible();
  const sheetLanguage = page.getByRole('combobox', { name: /Language of the sheet/ });
  await expect(sheetLanguage).toHaveValue('Italian');
  const italianSheet = await downloadSheet(page);
  expect(italianSheet.text).toContain('Inquadra per il menu');
  await sheetLanguage.click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await expect(sheetLanguage).toHaveValue('English');
  const all = await downloadSheet(page);
  expect(all.text).toContain('Scan for the menu');
  expect(all.text).not.toContain('Inquadra per il menu');
  expect(all.filename).toMatch(/\.pdf$/);
  expect(all.urls).toHaveLength(12);
  // the logo is printed on every table tent, over its code
  expect(all.images).toBeGreaterThanOrEqual(12);
  expect([...all.urls].sort()).toEqual(tables.map(guestAddress).sort());

  // The sheet of one zone holds that zone's tables only.
  await page.getByRole('combobox', { name: 'Tables to print' }).click();
  await page.getByRole('option', { name: 'Terrace', exact: true }).click();
  const terraceSheet = await downloadSheet(page);
  const terraceZoneId = tables.find((table) => table.name === 'Terrace 1')?.tableZoneId;
  expect([...terraceSheet.urls].sort()).toEqual(
    tables
      .filter((table) => table.tableZoneId === terraceZoneId)
      .map(guestAddress)
      .sort(),
  );
  expect(terraceSheet.urls).toHaveLength(4);

  // A guest scans a code: the browser opens the guest app on that table's route. Until the team
  // activates the club, guests find no menu there.
  const scanned = all.urls[0] ?? '';
  const tableId = Number(new URL(scanned).pathname.split('/').at(-1));
  const table = tables.find((t) => t.id === tableId);
  expect(table).toBeDefined();
  const guest = await context.newPage();
  await guest.goto(scanned);
  // the guest page keeps the table's key on the phone and takes it out of the address
  await expect(guest).toHaveURL(scanned.replace(/\?k=[^&]*$/, ''));
  expect(new URL(guest.url()).pathname).toBe(`/public/qrcodemenu/${clubId}/${tableId}`);
  await expect(guest.getByRole('heading', { name: "This table's menu could not be found" })).toBeVisible();
  // Activated (as the team does on the admin screen), the club shows the scanned table; it has no
  // menu yet, and the page says so.
  const adminToken = await signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret);
  await setClubEnabled(adminToken, clubId, true);
  await guest.reload();
  await expect(
    guest.getByRole('heading', { name: `Trattoria ${owner.phone.slice(-6)}`, level: 1 }),
  ).toBeVisible();
  await expect(guest.getByText(table?.name ?? '', { exact: true })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'No menu is available right now' })).toBeVisible();
  await expect(guest.getByText('Please ask our staff for the menu.')).toBeVisible();
  await csp.expectPolicyInForce(guest);
  await guest.close();
});
