// Guest journey 1 (issue 7), on a phone: a guest scans a Trattoria Demo table's QR code, picks the
// food menu, reads it in Italian, hides the dishes with gluten and calls a waiter; the owner's
// console, signed in on a desktop in another browser context, shows the call live on the Calls view
// without a reload, and "Done" takes it off; on a menu editor, a call shows as a count on the
// navigation, a notification leading to the call and a sentence for screen readers (issue 48), also
// when it was made while the console's tab was in the background and offline.
//
// The table is a new one of the "Inside" zone (the waiter cooldown is per table: a new table lets
// `--repeat-each` call again at once). The demo seed schedules no menu, so both menus show at any
// hour (DemoOwner.signIn checks it): the journey never depends on the wall clock.
// Both apps run under their Content Security Policy (issue 17): it is in force on the guest's pages
// and the console's, and no page of either reports a violation (support/csp.ts).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { devices } from '@playwright/test';
import { expect, test, watchCsp } from '../support/csp';
import { giveDishExtras } from '../support/dish-extras';
import { callWaiterAt, DemoOwner, guestPaths } from '../support/guest';
import { consoleUrl } from '../support/stack';

const run = promisify(execFile);

test('a guest reads the menu in Italian, hides gluten, calls a waiter; the console sees the call live and a waiter comes', async ({
  page,
  browser,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Window');

  // The owner's console, on the Calls view of the club, before anyone calls.
  const consoleContext = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: consoleUrl,
    locale: 'en-GB',
  });
  const consoleCsp = await watchCsp(consoleContext);
  try {
    await owner.signInConsole(consoleContext);
    const consolePage = await consoleContext.newPage();
    await consolePage.goto(`/clubs/${owner.clubId}/calls`);
    await expect(consolePage.getByRole('heading', { name: 'Waiter calls', level: 1 })).toBeVisible();
    await consoleCsp.expectPolicyInForce(consolePage);
    // the console hears calls from here on (the server has subscribed it before saying so)
    const live = consolePage.getByRole('status').filter({ hasText: /^Live$/ });
    await expect(live).toBeVisible();
    const callOfTable = consolePage
      .getByRole('list', { name: 'Open calls' })
      .getByRole('listitem')
      .filter({ hasText: table.name });
    await expect(callOfTable).toHaveCount(0);

    // The QR code's address: the table's menus (two are shown at every hour), then the food menu.
    await page.goto(guestPaths.table(owner.clubId, table.id));
    await expect(page.getByRole('heading', { name: 'Trattoria Demo', level: 1 })).toBeVisible();
    await csp.expectPolicyInForce(page);
    await expect(page.getByRole('link', { name: 'Drinks' })).toBeVisible();
    await page.getByRole('link', { name: 'Food' }).click();
    await expect(page).toHaveURL(new RegExp(`${guestPaths.menu(owner.clubId, table.id, food)}$`));
    await expect(page.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Primi', level: 2 })).toBeVisible();
    await expect(
      page.getByText('Toasted homemade bread with fresh tomatoes, basil and garlic.'),
    ).toBeVisible();

    // Italian: the menu's, sections' and items' own Italian texts; the app's texts too.
    await page.getByLabel('Language').selectOption('it');
    await expect(page.getByRole('heading', { name: 'Cucina', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Primi piatti', level: 2 })).toBeVisible();
    await expect(
      page.getByText('Pane casereccio tostato con pomodori freschi, basilico e aglio.'),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByLabel('Lingua')).toHaveValue('it');

    // Hide the dishes with gluten: the bruschetta goes, the artichokes (no allergens) stay.
    const dish = (name: string) => page.getByRole('heading', { name, level: 3, exact: true });
    await expect(dish('Bruschetta al pomodoro')).toBeVisible();
    await page.getByRole('button', { name: 'Allergeni' }).click();
    const filter = page.getByRole('group', { name: 'Nascondi i piatti che contengono' });
    await filter.getByRole('checkbox', { name: 'Glutine' }).check();
    await expect(dish('Bruschetta al pomodoro')).toHaveCount(0);
    await expect(dish('Spaghetti alla carbonara')).toHaveCount(0);
    await expect(dish('Carciofi alla giudia')).toBeVisible();
    await expect(dish('Panna cotta ai frutti di bosco')).toBeVisible();
    // with the pizza marinara (issue 49): seven of the food menu's dishes contain gluten
    await expect(page.getByText(/^7 piatti nascosti$/)).toBeVisible();

    // Call a waiter: a confirmation first, then the confirmation of the call and the cooldown.
    const callButton = page.getByRole('button', { name: 'Chiama un cameriere' });
    await callButton.click();
    const dialog = page.getByRole('dialog', { name: 'Chiamare un cameriere al tuo tavolo?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sì, chiama' }).click();
    await expect(dialog).toBeHidden();
    // what the system knows: the call was sent, and when (the server's time, written the Italian way)
    const status = page.getByRole('status').filter({ hasText: /^Chiamata inviata alle \d{2}:\d{2}\./ });
    await expect(status).toBeVisible();
    await expect(status).not.toContainText('sta arrivando');
    await expect(status).toContainText(/Potrai chiamare di nuovo tra \d+ s/);
    await expect(callButton).toBeDisabled();

    // The console shows the call live (no reload): the table, its zone; "Done" takes it off.
    await expect(callOfTable).toHaveCount(1);
    await expect(callOfTable).toContainText(table.zone);
    // "On my way": the console says who goes, and the guest's page says a waiter is coming, at once
    await callOfTable.getByRole('button', { name: /^On my way/ }).click();
    await expect(callOfTable).toContainText('is on the way');
    await expect(page.getByRole('status').filter({ hasText: 'Un cameriere sta arrivando' })).toBeVisible();
    await callOfTable.getByRole('button', { name: /^Done/ }).click();
    await expect(callOfTable).toHaveCount(0);
    // and it stays done after a reload (the server has it done, not only the page)
    await consolePage.reload();
    await expect(
      consolePage.getByRole('list', { name: 'Open calls' }).or(consolePage.getByText('No one is calling.')),
    ).toBeVisible();
    await expect(consolePage.getByText(table.name)).toHaveCount(0);
    // the reload opened a new live connection: a call made before it is up would only be listed
    await expect(live).toBeVisible();

    // Elsewhere in the console (a menu editor, reached in the app: the live connection stays), a
    // call from another table announces itself (issue 48): the count on the navigation's entry, a
    // notification naming the table that stays and leads to the call, and a sentence for screen
    // readers.
    const navigation = consolePage.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Menus' }).click();
    await consolePage.getByRole('link', { name: 'Edit Food' }).click();
    await expect(consolePage).toHaveURL(new RegExp(`/clubs/${owner.clubId}/menu/${food}/edit$`));
    // Other journeys call at the demo club too, and leave their calls open: the count is compared
    // with the one before this call, not with a fixed number.
    const callsEntry = navigation.getByRole('link', { name: /^Waiter calls/ });
    // the entry's name is "Waiter calls, 2 open" (its aria-label) while calls are open
    const openCalls = async () =>
      Number(/, (\d+) open$/.exec((await callsEntry.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await openCalls();
    const other = await owner.newTable('Window');
    await callWaiterAt(owner.clubId, other.id, food);
    await expect.poll(openCalls).toBeGreaterThan(before);
    // the badge shows the number to sighted owners
    await expect(callsEntry).toContainText(/[1-9]/);
    const sentence = `${other.name} (${other.zone}) is calling a waiter`;
    const notification = consolePage.getByRole('group', { name: sentence });
    await expect(notification).toBeVisible();
    await expect(notification).toContainText('Trattoria Demo');
    await expect(consolePage.locator('#waiter-call-announcer')).toHaveAttribute('aria-live', 'polite');
    await expect(consolePage.locator('#waiter-call-announcer')).toContainText(sentence);
    await notification.getByRole('link', { name: 'Open the call' }).click();
    await expect(consolePage).toHaveURL(new RegExp(`/clubs/${owner.clubId}/calls\\?call=\\d+$`));
    const callOfOther = consolePage
      .getByRole('list', { name: 'Open calls' })
      .getByRole('listitem')
      .filter({ hasText: other.name });
    await expect(callOfOther).toHaveCount(1);
    await expect(callOfOther).toHaveAttribute('aria-current', 'true');
    await expect(notification).toHaveCount(0);
    await callOfOther.getByRole('button', { name: /^Done/ }).click();
    await expect(callOfOther).toHaveCount(0);

    // The tab in the background, its network gone meanwhile (a laptop's sleep, a change of Wi-Fi):
    // a call made then is announced once the network is back, on a new connection.
    await navigation.getByRole('link', { name: 'Menus' }).click();
    await consolePage.getByRole('link', { name: 'Edit Food' }).click();
    await expect(consolePage).toHaveURL(new RegExp(`/clubs/${owner.clubId}/menu/${food}/edit$`));
    const streams: string[] = [];
    consolePage.on('request', (request) => {
      if (request.url().endsWith('/waiter-calls/events')) streams.push(request.url());
    });
    const setVisibility = (state: 'hidden' | 'visible') =>
      consolePage.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await consoleContext.setOffline(true);
    const late = await owner.newTable('Window');
    await callWaiterAt(owner.clubId, late.id, food);
    await consoleContext.setOffline(false);
    await setVisibility('visible');
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    await expect.poll(openCalls).toBeGreaterThan(0);
    const lateNotification = consolePage.getByRole('group', {
      name: `${late.name} (${late.zone}) is calling a waiter`,
    });
    await expect(lateNotification).toBeVisible();
    await lateNotification.getByRole('link', { name: 'Open the call' }).click();
    const callOfLate = consolePage
      .getByRole('list', { name: 'Open calls' })
      .getByRole('listitem')
      .filter({ hasText: late.name });
    await expect(callOfLate).toHaveAttribute('aria-current', 'true');
    await callOfLate.getByRole('button', { name: /^Done/ }).click();
    await expect(callOfLate).toHaveCount(0);
    consoleCsp.expectNoViolations('the console beside the guest');
  } finally {
    await consoleContext.close();
  }
});

// Guests at a dead end (issue 48), on a phone: a menu opened from a link a friend shared (no page
// before it to go back to), read in German; "Alle Speisekarten" leads to the table's list, still in
// German, and on to the drinks; the choice holds after reloads and in the shared link opened again
// later; the menu comes as a PDF in German while the club's switch is on, and not when it is off.
test('from a shared link: back to all menus and on to another, the language held, the PDF in that language', async ({
  page,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Shared');

  await page.goto(guestPaths.menu(owner.clubId, table.id, food));
  await expect(page.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
  await csp.expectPolicyInForce(page);
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Speisen', level: 1 })).toBeVisible();
  // the address says it too: a reload, or this address shared, reads German
  await expect(page).toHaveURL(new RegExp(`${guestPaths.menu(owner.clubId, table.id, food)}\\?lang=de$`));

  // The PDF, in German, named with its language (the demo club has the switch on, on Smart).
  const pdfLink = page.getByRole('link', { name: 'Speisekarte herunterladen (PDF)' });
  await expect(pdfLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe('Speisen (de).pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout: pdfText } = await run('pdftotext', [await download.path(), '-']);
  expect(pdfText).toContain('Erste Gänge');

  // Back to the table's menus, with the keyboard: the list is in German too.
  const back = page.getByRole('link', { name: 'Alle Speisekarten' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${guestPaths.table(owner.clubId, table.id)}\\?lang=de$`));
  const choose = page.getByRole('heading', { name: 'Wählen Sie eine Speisekarte', level: 2 });
  await expect(choose).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(choose).toBeVisible();

  // On to the drinks, still in German, after a reload as well.
  await page.getByRole('link', { name: 'Getränke' }).click();
  const drinksTitle = page.getByRole('heading', { name: 'Getränke', level: 1 });
  await expect(drinksTitle).toBeVisible();
  await page.reload();
  await expect(drinksTitle).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Speisekarten' })).toBeVisible();

  // The shared link opened again later in this browser, without the language: German.
  const later = await page.context().newPage();
  await later.goto(guestPaths.menu(owner.clubId, table.id, food));
  await expect(later.getByRole('heading', { name: 'Speisen', level: 1 })).toBeVisible();
  await later.close();

  // The club turns the PDF off: no link any more.
  await owner.setPdfMenu(false);
  try {
    await page.reload();
    await expect(drinksTitle).toBeVisible();
    await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0);
  } finally {
    await owner.setPdfMenu(true);
  }
});

// Issue 49, on a phone: a guest keeps only vegetarian dishes and hides milk; a dish whose base is
// free of milk stays, marked because one of its extras has milk; its photo opens a larger view (a
// dialog named by the dish) that Escape and the browser's Back close, focus back on the photo; in
// it the extra with milk is marked. The owner gives the dishes their tags and options through the
// API, and their photos through the photo pipeline (support/dish-extras.ts): real variants, served
// by the API, fetched by the page and its service worker.
test('a guest on a phone filters vegetarian and milk-free, opens a dish photo, and sees the extra with milk marked', async ({
  page,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Photos');
  const { photos, takeBack } = await giveDishExtras(owner, food);
  try {
    await page.addInitScript(() => localStorage.clear());
    const dish = (name: string) => page.getByRole('heading', { name, level: 3, exact: true });

    await page.goto(guestPaths.menu(owner.clubId, table.id, food));
    await expect(dish('Bruschetta al pomodoro')).toBeVisible();
    await csp.expectPolicyInForce(page);

    // the photos: the dish's name as text alternative, the first screen's at once and first, the
    // rest lazily; each in its place before it arrives (its ratio from the data)
    const photo = page.getByRole('img', { name: 'Bruschetta al pomodoro' });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('img', { name: 'Panna cotta ai frutti di bosco' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await photo.boundingBox();
    expect(box && Math.round((box.width / box.height) * 3)).toBe(4);
    // its placeholder behind it: held by index.html for the first screen's frame, then in place
    await expect(page.locator('html')).not.toHaveClass(/hold-placeholders/);
    expect(await photo.evaluate((img: HTMLImageElement) => getComputedStyle(img).backgroundImage)).toMatch(
      /^url\("data:image\/webp;base64,/,
    );
    // a phone's screen takes the small variant of its format
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
      `${photos['Bruschetta al pomodoro']?.url}-320.avif`,
    );
    // tags as text beside their icons
    const bruschetta = page.getByRole('listitem').filter({ has: dish('Bruschetta al pomodoro') });
    await expect(bruschetta.getByText('Vegan', { exact: true })).toBeVisible();

    // "Diet & allergens": only vegetarian, no milk
    await page.getByRole('button', { name: 'Diet & allergens' }).click();
    await page
      .getByRole('group', { name: 'Show only' })
      .getByRole('checkbox', { name: 'Vegetarian' })
      .check();
    await page
      .getByRole('group', { name: 'Hide dishes containing' })
      .getByRole('checkbox', { name: 'Milk' })
      .check();
    await expect(dish('Saltimbocca alla romana')).toHaveCount(0);
    await expect(dish('Cacio e pepe')).toHaveCount(0);
    await expect(dish('Panna cotta ai frutti di bosco')).toHaveCount(0);
    await expect(dish('Carciofi alla giudia')).toBeVisible();
    await expect(dish('Bruschetta al pomodoro')).toBeVisible();
    await expect(bruschetta.getByText('An option contains an allergen you avoid')).toBeVisible();
    await page.getByRole('button', { name: /^Diet & allergens/ }).click();

    // the photo opens the larger view, from the keyboard too; Escape closes it, focus back on it
    const photoButton = page.getByRole('button', { name: 'Open the photo of Bruschetta al pomodoro' });
    await photoButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Bruschetta al pomodoro' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const largerPhoto = dialog.getByRole('img', { name: 'Bruschetta al pomodoro' });
    await expect(largerPhoto).toBeVisible();
    // the larger view's photo arrives (through the service worker once it controls the page)
    await expect
      .poll(() => largerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const burrata = dialog.getByRole('listitem').filter({ hasText: 'Burrata' });
    await expect(burrata).toContainText('Contains an allergen you avoid');
    await expect(burrata).toContainText('Allergens: Milk');
    await expect(burrata).toContainText('+ €3.00');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Olive taggiasche' })).not.toContainText(
      'avoid',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photoButton).toBeFocused();

    // again, and the browser's Back closes it: the guest stays on the menu, filters as they were
    const address = page.url();
    await photoButton.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(address);
    await expect(photoButton).toBeFocused();
    await expect(dish('Carciofi alla giudia')).toBeVisible();
    await expect(dish('Cacio e pepe')).toHaveCount(0);
    // and its close button
    await page.getByRole('button', { name: 'Options: Bruschetta al pomodoro' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Back now leaves nothing open behind: the history holds no entry of the closed views
    expect(page.url()).toBe(address);
  } finally {
    await takeBack();
  }
});
