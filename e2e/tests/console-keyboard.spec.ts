// The console with the keyboard alone (issue 12): a new owner signs in with the authenticator code,
// creates a menu, adds a section with two items, reorders them with dnd-kit's keyboard sensor
// (Space, arrow, Space), marks one out of stock and downloads a table's QR code as PNG. No mouse:
// every control is reached with Tab (each stop must show where focus is), pressed with Enter or
// Space. After each navigation focus lands on the new page's heading; a dialog closed with Escape
// gives focus back to the button that opened it.
//
// The club and its table are made through the API (journey 4 covers making them on screen).
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { newOwner } from '../support/accounts';
import { createActivatedOwner, createClub } from '../support/api';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { apiUrl } from '../support/ports';
import { freshTotp } from '../support/totp';

/**
 * The page's heading has focus (where the console puts it after a navigation); the first one: the
 * live preview beside an edit page shows the guest's menu with its own.
 */
async function expectHeadingFocused(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name, level: 1, exact: true }).first()).toBeFocused();
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

  // Sign in: phone, password, the six code boxes, then the button.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(owner.phone);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(owner.password);
  await tabTo(page, page.getByLabel('Authenticator code').first());
  await page.keyboard.type(await freshTotp(secret));
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clubs$/);
  await expectHeadingFocused(page, 'Your clubs');

  // A club with one table (through the API, with the console's session).
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const clubId = await createClub(token, `Osteria ${owner.phone.slice(-6)}`);
  const table = await fetch(`${apiUrl}/api/v1/clubs/${clubId}/tables`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'T1' }),
  });
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
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Antipasti');
    await expect(page.getByTestId('item-row').getByRole('link', { name, exact: true })).toBeVisible();
  }
  const rows = page.getByTestId('item-row').getByRole('link');
  await expect(rows).toHaveText(['Bruschetta', 'Burrata']);

  // Burrata first: its handle, Space to pick it up, Arrow Up, Space to drop.
  const burrataHandle = page.getByRole('button', { name: 'Move Burrata', exact: true });
  await tabTo(page, burrataHandle);
  await page.keyboard.press('Space');
  await expect(burrataHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  const announcer = page.locator('[id^="DndLiveRegion-"]');
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
  await expect(page.getByRole('dialog', { name: 'Delete item' })).toBeVisible();
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
