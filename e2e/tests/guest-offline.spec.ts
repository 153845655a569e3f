// Guest journey 3 (issue 7), on a phone: after one visit the menu opens without a network. The
// guest loads the drinks menu once; when the service worker controls the page the phone goes
// offline and the guest reloads: the app comes from the service worker, the menu from the copy
// saved on the device, with the notice that it is a saved copy.
import { expect, test } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';

test('offline after a first visit: the saved menu shows with the saved-copy notice', async ({
  page,
  context,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const drinks = owner.menuId('Drinks');
  const table = await owner.newTable('Bar stool');

  await page.goto(guestPaths.menu(owner.clubId, table.id, drinks));
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campari Spritz', level: 3 })).toBeVisible();

  // The service worker is installed, active and in control of this page (it takes control of the
  // open page when it activates; a page it did not take is reloaded once, online).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText(/saved at/)).toHaveCount(0);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campari Spritz', level: 3 })).toBeVisible();
    await expect(
      page.getByText(/^You are offline: this is the menu as saved at \d{1,2}[:.]\d{2}/),
    ).toBeVisible();
    // the page the worker answered with runs under the same policy (the precached index.html
    // keeps its headers and its meta policy)
    await csp.expectPolicyInForce(page);
    // in the menu's look: the theme's font (Barlow) comes from the worker's cache too
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.replaceAll('"', '') === 'Barlow' && face.status === 'loaded',
          );
        }),
      )
      .toBe(true);
  } finally {
    await context.setOffline(false);
  }

  // Read in German (issue 48: the language holds for the visit), then offline again: the reload
  // (its address says ?lang=de) shows the German copy, and "Alle Speisekarten" the table's list as
  // saved, in German too (the page read it once, opened as it was without the table's page).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Getränke', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Speisekarten' })).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Getränke', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Sie sind offline: Dies ist die Speisekarte, gespeichert um/)).toBeVisible();
    await page.getByRole('link', { name: 'Alle Speisekarten' }).click();
    await expect(page.getByRole('heading', { name: 'Wählen Sie eine Speisekarte', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Speisen' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
