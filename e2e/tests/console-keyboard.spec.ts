// The console with the keyboard alone (issue 12): a new owner signs in with the authenticator code,
// creates a menu, adds a section with two items, reorders them with dnd-kit's keyboard sensor
// (Space, arrow, Space), marks one out of stock and downloads a table's QR code as PNG. No mouse:
// every control is reached with Tab (each stop must show where focus is), pressed with Enter or
// Space. After each navigation focus lands on the new page's heading; a dialog closed with Escape
// gives focus back to the button that opened it.
//
// The plans (issue 14): the billing period's radio with the arrow keys, a plan chosen, the demo card
// form typed and sent with Enter (a decline read out, then a card that pays), a change of plan, and
// renewal cancelled and reactivated, each confirmation reached and pressed with the keyboard.
//
// Issue 49: the item form's dietary tags and spiciness with the keyboard (the options are Smart: their
// editor is reached with the keyboard in item-options.spec.ts).
//
// Dish photos (issue 49): an item's photo chosen, framed square (the shape's radios and the frame
// with the arrow keys, the zoom a slider) and uploaded; a section's photos chosen with the button,
// one match changed in the review with the arrow keys, and uploaded.
//
// The team (issue 51): on Trattoria Demo, the owner invites a waiter from the Team page (the role a
// select opened with the arrow keys), starts a shift with Space on the Calls view, takes a guest's
// call with "On my way" and closes it with "Done"; then filters the Activity page by person and
// exports it.
//
// A menu from a photo (issue 53): the photo chosen in the import dialog and sent; once it is read,
// focus is on the review's heading. A price corrected, going back up the rows with Shift+Tab (each
// field in sight below the header), a dish deleted from its actions menu (focus on the next dish), a
// missed dish added, and the menu created with Enter.
//
// The club and its table are made through the API (journey 4 covers making them on screen).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { newOwner } from '../support/accounts';
import { E2E_ADMIN } from '../support/admin';
import { call, createActivatedOwner, createClub, setClubPlan, signInThroughApi } from '../support/api';
import { expect, test } from '../support/csp';
import { callWaiterAt, DemoOwner } from '../support/guest';
import { picturePng } from '../support/images';
import { expectFocusVisible, pickUpWithSpace, tabTo } from '../support/keyboard';
import { menuPhoto, READING_MS } from '../support/menu-reading';
import { apiUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

/**
 * The page's heading has focus (where the console puts it after a navigation); the first one: the
 * live preview beside an edit page shows the guest's menu with its own.
 */
async function expectHeadingFocused(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name, level: 1, exact: true }).first()).toBeFocused();
}

/**
 * Tab until a visually hidden radio has focus (a segmented control draws its label instead):
 * tabTo waits for its target to be visible; each stop here must show focus all the same.
 */
async function tabToHiddenRadio(page: Page, radio: Locator, limit = 80): Promise<void> {
  await expect(radio).toBeAttached();
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    if (await radio.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${radio} was not reached with ${limit} presses of Tab`);
}

// an action that cannot happen fails in a while, naming what it waited for
test.use({ actionTimeout: 30_000 });

test('keyboard only: sign in with the code, add a section with two items, reorder them, mark one out of stock, download a QR code', async ({
  page,
}) => {
  // some two hundred Tab stops over a dozen pages: room for a busy 2-core machine
  test.setTimeout(300_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);

  // Sign in: phone, password, the six code boxes, then Enter from the last box (no need to reach
  // the button).
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(owner.phone);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(owner.password);
  await tabTo(page, page.getByLabel('Authenticator code').first());
  await page.keyboard.type(await freshTotp(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clubs$/);
  await expectHeadingFocused(page, 'Your clubs');

  // A club with one table (through the API, with the console's session).
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const clubId = await createClub(token, `Osteria ${owner.phone.slice(-6)}`);
  const table = await call(token, 'PUT', `/clubs/${clubId}/tables`, { name: 'T1' });
  expect(table.status).toBe(200);

  // A new menu from the menu list.
  await page.goto(`/clubs/${clubId}/menu`);
  await tabTo(page, page.getByRole('link', { name: 'New menu' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'New menu');
  await tabTo(page, page.getByLabel('Name shown to customers'));
  await page.keyboard.type('Cena');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu\/\d+\/edit$/);
  await expectHeadingFocused(page, 'Cena');

  // A section, typed and added with Enter.
  await tabTo(page, page.getByRole('link', { name: 'Sections and items' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Cena');
  await tabTo(page, page.getByLabel('New section'));
  await page.keyboard.type('Antipasti');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Antipasti', exact: true })).toBeVisible();

  // Two items, through the item form.
  await tabTo(page, page.getByTestId('section-row').getByRole('link', { name: 'Antipasti', exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Antipasti');
  for (const [name, price] of [
    ['Bruschetta', '6.50'],
    ['Burrata', '9'],
  ] as const) {
    await tabTo(page, page.getByRole('link', { name: 'New item' }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'New item');
    await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }));
    await page.keyboard.type(name);
    await tabTo(page, page.getByRole('textbox', { name: 'Price', exact: true }));
    await page.keyboard.type(price);
    if (name === 'Bruschetta') {
      // issue 49's dietary tags (on every plan): a checkbox with Space, the spiciness with the arrows
      const vegetarian = page.getByRole('checkbox', { name: 'Vegetarian' });
      await tabTo(page, vegetarian);
      await page.keyboard.press('Space');
      await expect(vegetarian).toBeChecked();
      await tabTo(page, page.getByRole('radio', { name: 'Not spicy' }));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Mild' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Mild' })).toBeFocused();
      await expectFocusVisible(page);
      await tabTo(page, page.getByRole('button', { name: 'Add item', exact: true }));
    }
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Antipasti');
    await expect(page.getByTestId('item-row').getByRole('link', { name, exact: true })).toBeVisible();
  }
  const rows = page.getByTestId('item-row').getByRole('link');
  await expect(rows).toHaveText(['Bruschetta', 'Burrata']);

  // Burrata first: its handle, Space to pick it up, Arrow Up, Space to drop.
  const burrataHandle = page.getByRole('button', { name: 'Move Burrata', exact: true });
  await tabTo(page, burrataHandle);
  await pickUpWithSpace(page, burrataHandle);
  const announcer = page.locator('[id^="DndLiveRegion-"]');
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toHaveText('Burrata is now at position 1 of 2.');
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText('Burrata dropped at position 1 of 2.');
  await expect(rows).toHaveText(['Burrata', 'Bruschetta']);
  // the handle keeps focus, still showing it
  await expect(burrataHandle).toBeFocused();
  await expectFocusVisible(page);

  // Bruschetta out of stock: its switch, Space.
  const outOfStock = page.getByRole('switch', { name: 'Out of stock: Bruschetta' });
  await tabTo(page, outOfStock);
  await page.keyboard.press('Space');
  await expect(outOfStock).toBeChecked();

  // A dialog closed with Escape gives focus back to its opener.
  const deleteBurrata = page.getByRole('button', { name: 'Delete Burrata', exact: true });
  await tabTo(page, deleteBurrata);
  await page.keyboard.press('Enter');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete item' });
  await expect(deleteDialog).toBeVisible();
  // as a person would, once focus is in the dialog: Mantine moves it there on a timer, which an
  // Escape sent before it lets run after the close, leaving focus in the closing dialog
  await expect(deleteDialog.getByRole('textbox', { name: /to confirm/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(deleteBurrata).toBeFocused();

  // All of it saved: the same after a reload.
  await page.reload();
  await expect(rows).toHaveText(['Burrata', 'Bruschetta']);
  await expect(page.getByRole('switch', { name: 'Out of stock: Bruschetta' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Out of stock: Burrata' })).not.toBeChecked();

  // The QR page from the navigation, and the table's QR code as PNG.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'QR codes' }),
  );
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'QR codes');
  await tabTo(page, page.getByRole('button', { name: 'Download the QR code of T1 as PNG' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

test('keyboard only: choose a plan, pay on the demo card form (a decline, then 4242), change plan, turn renewal off and back on', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A new owner's club on Freemium, signed in through the API (the sign-in with the keyboard is above).
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  const token = await signInThroughApi(owner.phone, owner.password, secret);
  const clubId = await createClub(token, `Enoteca ${owner.phone.slice(-6)}`);
  await page.goto('/login');
  await page.evaluate((session) => {
    localStorage.setItem('auth@token', session);
    localStorage.setItem('isAdmin', 'false');
  }, token);

  // The plan page: annual with the billing period's arrow keys, then Smart.
  await page.goto(`/clubs/${clubId}/profile/plan`);
  await expect(page.getByRole('heading', { name: 'Subscription plan', level: 1 })).toBeVisible();
  await tabToHiddenRadio(page, page.getByRole('radio', { name: 'Monthly' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
  const smart = page.locator('[data-plan-choice="smart"]');
  await expect(smart).toContainText('/ year incl. 22% VAT');
  await tabTo(page, smart.getByRole('button', { name: 'Choose Smart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/payment\\?plan=\\d+$`));
  await expectHeadingFocused(page, 'Payment');

  // The card form: a declined card first, its reason in words, then the card that pays.
  const cardNumber = page.getByLabel('Card number');
  await tabTo(page, cardNumber);
  await page.keyboard.type('4000000000000002');
  await expect(cardNumber).toHaveValue('4000 0000 0000 0002');
  await tabTo(page, page.getByLabel('Expiry date (MM/YY)'));
  await page.keyboard.type('1234');
  await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/34');
  await tabTo(page, page.getByLabel('Security code (CVC)'));
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await tabTo(page, cardNumber);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await tabTo(page, page.getByRole('button', { name: 'Pay and subscribe' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/profile/plan$`));
  await expectHeadingFocused(page, 'Subscription plan');
  await expect(page.getByText('Payment received. Welcome to Smart!')).toBeVisible();

  // A change to Professional: the confirmation, closed with Escape (focus back), then confirmed.
  const switchToProfessional = page
    .locator('[data-plan-choice="professional"]')
    .getByRole('button', { name: 'Switch to Professional' });
  await tabTo(page, switchToProfessional);
  await page.keyboard.press('Enter');
  const change = page.getByRole('dialog', { name: 'Switch to Professional, annual?' });
  await expect(change).toBeVisible();
  await expect(change.getByRole('button', { name: 'Confirm the change' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(switchToProfessional).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(change.getByRole('button', { name: 'Confirm the change' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your plan is now Professional, annual.')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('Professional');

  // Turn off renewal: the confirmation opens on "Keep renewal"; Tab to the confirming button.
  await tabTo(page, page.getByTestId('current-plan').getByRole('button', { name: 'Turn off renewal' }));
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('dialog', { name: 'Turn off renewal?' });
  await expect(cancel.getByRole('button', { name: 'Keep renewal' })).toBeFocused();
  await tabTo(page, cancel.getByRole('button', { name: 'Turn off renewal' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(cancel).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toContainText('Renewal off: active until');

  // Turn renewal back on.
  await tabTo(page, page.getByRole('button', { name: 'Turn renewal back on' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Renewal turned back on.')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('Renews on');
});

test('keyboard only: a dish photo framed square and uploaded, then a section’s photos reviewed and uploaded', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A new owner's club on Smart with a menu, a section and two items, all through the API.
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  const token = await signInThroughApi(owner.phone, owner.password, secret);
  const clubId = await createClub(token, `Trattoria ${owner.phone.slice(-6)}`);
  const adminToken = await signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret);
  await setClubPlan(adminToken, clubId, 'smart', true);
  const menu = await call<{ id: number }>(token, 'POST', `/clubs/${clubId}/menu`, { name: 'Pranzo' });
  expect(menu.status).toBe(201);
  const section = await call<{ id: number }>(token, 'PUT', `/clubs/${clubId}/menu/${menu.body.id}/sections`, {
    name: 'Dolci',
  });
  expect(section.status).toBe(200);
  const sectionPath = `/clubs/${clubId}/menu/${menu.body.id}/sections/${section.body.id}`;
  const itemIds: number[] = [];
  for (const name of ['Panna cotta', 'Cannoli']) {
    const item = await call<{ id: number }>(token, 'PUT', `${sectionPath}/items`, { name, price: 6 });
    expect(item.status).toBe(200);
    itemIds.push(item.body.id);
  }
  await page.goto('/login');
  await page.evaluate((session) => {
    localStorage.setItem('auth@token', session);
    localStorage.setItem('isAdmin', 'false');
  }, token);

  // The item form: "Add a photo" opens the file chooser; the crop step, keys only.
  // (a page load: focus starts at the top of the page, not on the heading as after a navigation)
  await page.goto(`${sectionPath}/items/${itemIds[0]}`);
  await expect(page.getByRole('heading', { name: 'Panna cotta', level: 1 })).toBeVisible();
  // Listen for the file chooser before the keys that open it: Playwright turns the browser's
  // interception on asynchronously, and a chooser opened before that is never reported.
  const chooser = page.waitForEvent('filechooser', { timeout: 120_000 });
  await tabTo(page, page.getByRole('button', { name: 'Add a photo' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({
    name: 'panna-cotta.png',
    mimeType: 'image/png',
    buffer: picturePng(900, 600),
  });
  const crop = page.getByRole('dialog', { name: 'Crop the photo' });
  await expect(crop).toBeVisible();
  await tabToHiddenRadio(page, crop.getByRole('radio', { name: 'Landscape 4:3' }));
  await page.keyboard.press('ArrowRight');
  await expect(crop.getByRole('radio', { name: 'Square' })).toBeChecked();
  await tabTo(page, crop.getByRole('group', { name: 'Frame of the photo' }));
  await page.keyboard.press('ArrowLeft');
  await tabTo(page, crop.getByRole('slider', { name: 'Zoom' }));
  await page.keyboard.press('ArrowRight');
  await tabTo(page, crop.getByRole('button', { name: 'Use this frame' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Photo saved.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Panna cotta' })).toBeVisible();
  // focus back where the photo was chosen (the file input that opened the crop step cannot take it)
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeFocused();
  await expectFocusVisible(page);
  const saved = await call<{ photo: { width: number; height: number } | null }>(
    token,
    'GET',
    `${sectionPath}/items/${itemIds[0]}`,
  );
  expect(saved.body.photo?.width, 'framed square').toBe(saved.body.photo?.height);

  // The section: "Choose photos", the review's select changed with the arrow keys, then uploaded.
  await page.goto(sectionPath);
  await expect(page.getByRole('heading', { name: 'Dolci', level: 1 })).toBeVisible();
  const many = page.waitForEvent('filechooser', { timeout: 120_000 });
  await tabTo(page, page.getByRole('button', { name: 'Choose photos' }));
  await page.keyboard.press('Enter');
  await (await many).setFiles([
    { name: 'IMG_0001.png', mimeType: 'image/png', buffer: picturePng(400, 300) },
  ]);
  const review = page.getByRole('dialog', { name: 'Photos for the items' });
  await expect(review).toBeVisible();
  const select = review.getByRole('combobox', { name: 'Item for IMG_0001.png' });
  await expect(select).toHaveValue('Skip this photo');
  await tabTo(page, select, { limit: 10 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // the options: "Skip this photo", Panna cotta, Cannoli
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue('Cannoli');
  await tabTo(page, review.getByRole('button', { name: 'Upload 1 photo' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(review.getByRole('status')).toHaveText('1 photo uploaded.');
  await tabTo(page, review.getByRole('button', { name: 'Done' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(review).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose photos' })).toBeFocused();
  const cannoli = await call<{ photo: unknown }>(token, 'GET', `${sectionPath}/items/${itemIds[1]}`);
  expect(cannoli.body.photo, 'the photo went to the item chosen').not.toBeNull();
});

test('keyboard only: invite a waiter, take and close a call on shift, filter the activity by person and export it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const owner = await DemoOwner.signIn();
  await owner.signInConsole(context);
  const club = owner.clubId;

  // The Team page: an address typed, the role chosen in its select with the arrow keys, sent with Enter.
  await page.goto(`/clubs/${club}/team`);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite someone' });
  const email = `keyboard.${Date.now()}@example.test`;
  await tabTo(page, invite.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  const role = invite.getByRole('combobox', { name: 'Role' });
  await tabTo(page, role);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Waiter' })).toBeVisible();
  while (!(await page.getByRole('option', { name: 'Waiter' }).getAttribute('data-combobox-selected'))) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(role).toHaveValue('Waiter');
  await tabTo(page, invite.getByRole('button', { name: 'Send invitation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  // withdrawn again, with Enter on its button
  await tabTo(page, page.getByRole('button', { name: `Withdraw the invitation to ${email}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Withdraw the invitation to ${email}` })).toHaveCount(0);

  // The Calls view: the shift with Space, a guest's call taken with Enter, then done.
  const table = await owner.newTable('Keys');
  await page.goto(`/clubs/${club}/calls`);
  await expect(page.getByRole('heading', { name: 'Waiter calls', level: 1 })).toBeVisible();
  const shift = page.getByRole('switch', { name: /^On shift/ });
  await tabTo(page, shift);
  await page.keyboard.press('Space');
  await expect(shift).toBeChecked();
  await callWaiterAt(club, table.id, owner.menuId('Food'));
  const takeButton = page.getByRole('button', { name: `On my way: ${table.name}` });
  await tabTo(page, takeButton);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Demo is on the way')).toBeVisible();
  // focus moved on to the call's "Done"
  await expect(page.getByRole('button', { name: `Done: ${table.name}` })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Done: ${table.name}` })).toHaveCount(0);
  // the shift ends the same way (the demo club's other journeys find its owner off shift)
  await tabTo(page, shift);
  await page.keyboard.press('Space');
  await expect(shift).not.toBeChecked();

  // The Activity page: a person chosen by typing in the select, the list narrowed, the CSV exported.
  await page.goto(`/clubs/${club}/activity`);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const person = page.getByRole('combobox', { name: 'Person' });
  await tabTo(page, person);
  await page.keyboard.type('Demo');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(person).toHaveValue('Demo Owner');
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes.getByText(`Withdrew the invitation of ${email}`)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Export CSV' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('keyboard only: the order board moves a round on, and a line is voided with a reason in the order panel', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const owner = await DemoOwner.signIn();
  await owner.signInConsole(context);
  const club = owner.clubId;

  // A Terrace table sends a round from a phone, through the guests' API.
  const table = await owner.newTable('Keys order', 'Terrace');
  const { item } = await owner.item(owner.menuId('Food'), 'Cacio e pepe');
  const guest = async (method: string, rest: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${apiUrl}/api/v1/clubs/${club}/menu/tables/${table.id}/order${rest}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json();
  };
  const { key } = await guest('POST', '/guests', { 'x-table-key': table.orderKey }, { name: null });
  await guest('PUT', '/lines/keyboard-line-1', { 'x-order-key': key }, { itemId: item.id, quantity: 2 });
  await guest('POST', '/rounds', { 'x-order-key': key }, { idempotencyKey: 'keyboard-send-1' });

  await page.goto(`/clubs/${club}/orders`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const start = page.getByRole('button', { name: `Start preparing: ${table.name}, round 1` });
  await tabTo(page, start);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const ready = page.getByRole('button', { name: `Mark ready: ${table.name}, round 1` });
  await expect(ready).toBeVisible();

  // The order's panel from the keyboard: a line voided with a reason, then Escape closes it.
  const opener = page.getByRole('button', { name: `Open the order of ${table.name}` }).first();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Order of ${table.name}` });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('button', { name: 'Void: Cacio e pepe' }));
  await page.keyboard.press('Enter');
  const voiding = page.getByRole('dialog', { name: /Void/ });
  await expect(voiding.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.type('Sent twice');
  await tabTo(page, voiding.getByRole('button', { name: 'Void the line' }));
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('Void: Sent twice')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('keyboard only: a menu read from a photo, a price corrected, a dish deleted and one added, then created', async ({
  page,
}) => {
  test.setTimeout(READING_MS + 180_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  const token = await signInThroughApi(owner.phone, owner.password, secret);
  const clubId = await createClub(token, `Pizzeria ${owner.phone.slice(-6)}`);
  await page.goto('/login');
  await page.evaluate((session) => {
    localStorage.setItem('auth@token', session);
    localStorage.setItem('isAdmin', 'false');
  }, token);
  await page.goto(`/clubs/${clubId}/menu`);
  await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible();

  // The dialog: "Choose files" opens the file chooser (listened for before the keys that open it).
  await tabTo(page, page.getByRole('button', { name: 'Import from a photo or PDF' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import a menu from photos or a PDF' });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser', { timeout: 120_000 });
  await tabTo(page, dialog.getByRole('button', { name: 'Choose files' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await menuPhoto() });
  await tabTo(page, dialog.getByRole('button', { name: 'Read the menu' }), { limit: 10 });
  await page.keyboard.press('Enter');

  // The progress, then the draft: focus on its heading, read out.
  await expect(page.getByRole('heading', { name: 'Check the menu', level: 1 })).toBeFocused({
    timeout: READING_MS,
  });
  const price = (dish: number) => page.getByRole('textbox', { name: `Price of dish ${dish}` });
  await expect(price(3)).toHaveValue('11');

  // Down to the third price, then back up to the first with Shift+Tab: each field in sight.
  await tabTo(page, price(3));
  await expect(page.getByTestId('dish-outline'), 'the focused dish outlined on the page').toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('11.50');
  await tabTo(page, price(1), { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('9');

  // Dish 2 deleted from its actions menu (Delete is its last entry): focus on the next dish's name.
  await tabTo(page, page.getByRole('button', { name: 'Actions for dish 2' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name of dish 2' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Name of dish 2' })).toHaveValue('Capricciosa');
  await expectFocusVisible(page);

  // A dish the photo missed, added at the end: focus on its name.
  await tabTo(page, page.getByRole('button', { name: 'Add a dish' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name of dish 3' })).toBeFocused();
  await page.keyboard.type('Quattro formaggi');
  await tabTo(page, price(3), { limit: 5 });
  await page.keyboard.type('10.50');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // "Create the menu": its name typed in the dialog and sent with Enter.
  await tabTo(page, page.getByRole('button', { name: 'Create the menu' }));
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Create the menu' });
  await expect(create.getByRole('textbox', { name: 'Name of the new menu' })).toBeFocused();
  await page.keyboard.type('Pizze');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Pizze');

  const menus = await call<{ id: number; name: string }[]>(token, 'GET', `/clubs/${clubId}/menu`);
  const made = menus.body.find((menu) => menu.name === 'Pizze');
  if (!made) throw new Error('the menu was not created');
  const full = await call<{ sections: { name: string; items: { name: string; price: number }[] }[] }>(
    token,
    'GET',
    `/clubs/${clubId}/menu/${made.id}`,
  );
  expect(full.body.sections.map((section) => section.items.map(({ name, price }) => [name, price]))).toEqual([
    [
      ['Margherita', 9],
      ['Capricciosa', 11.5],
      ['Quattro formaggi', 10.5],
    ],
  ]);
});
