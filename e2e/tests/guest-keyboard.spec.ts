// The guest app with the keyboard alone (issue 15), on a phone with a keyboard attached: a guest
// opens a Trattoria Demo table's page, picks the food menu, moves to a section through the section
// bar, changes the language with the arrow keys and back, opens the allergen filter and hides fish (the fish
// dish goes), closes the filter with Escape, then asks for a waiter, backs out with Escape, asks
// again and sends the call. No mouse and no click(): Tab, Shift+Tab, Enter, Space, Escape and the
// arrow keys. At every Tab stop the focused control shows where focus is (support/keyboard.ts);
// focus goes to the new page's heading after a navigation and back to the opener when the filter
// or the dialog closes; Tab goes round the whole page and comes back (nothing traps it).
//
// The table is a new one (the waiter cooldown is per table); the language chosen is remembered in
// the browser context only, which Playwright throws away after the test.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { expectFocusVisible, tabCycle, tabTo } from '../support/keyboard';

const dish = (page: Page, name: string) => page.getByRole('heading', { name, level: 3, exact: true });

// an action that cannot happen fails in a while, naming what it waited for
test.use({ actionTimeout: 30_000 });

test('keyboard only: a table page, the food menu, a section, the language, hiding fish, a waiter called', async ({
  page,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Keys');

  // The table's page: the menus as links; Enter follows one.
  await page.goto(guestPaths.table(owner.clubId, table.id));
  await expect(page.getByRole('heading', { name: 'Trattoria Demo', level: 1 })).toBeVisible();
  const tableStops = await tabCycle(page);
  expect(tableStops).toEqual(['a "Food"', 'a "Drinks"']);
  await tabTo(page, page.getByRole('link', { name: 'Food' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${guestPaths.menu(owner.clubId, table.id, food)}$`));
  const title = page.getByRole('heading', { name: 'Food', level: 1 });
  await expect(title).toBeVisible();
  // the new page's heading takes focus, so the next Tab starts at the top of the menu
  await expect(title).toBeFocused();

  // Tab goes round the whole menu page and back to where it started: no trap. (The call button
  // comes with its part of the app, loaded once the menu has drawn: waited for, not raced.)
  await expect(page.getByRole('button', { name: 'Call a waiter' })).toBeVisible();
  const menuStops = await tabCycle(page);
  for (const stop of [
    // back to the table's menus (issue 48); the arrow is aria-hidden, the link's name is "All menus"
    'a "‹All menus"',
    'select "English (original)',
    // the demo's dishes carry dietary tags: the filter is for both
    'button "Diet & allergens"',
    'a "Download the menu (PDF)"',
    'a "Secondi"',
    'button "Call a waiter"',
  ])
    expect(
      menuStops.some((name) => name.startsWith(stop)),
      `${stop} in ${menuStops.join(', ')}`,
    ).toBe(true);

  // The section bar: a link moves focus to its section's heading and marks itself current.
  const sections = page.getByRole('navigation', { name: 'Sections' });
  const secondi = sections.getByRole('link', { name: 'Secondi' });
  await tabTo(page, secondi);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Secondi', level: 2 })).toBeFocused();
  await expectFocusVisible(page);
  await expect(secondi).toHaveAttribute('aria-current', 'location');
  await expect(dish(page, 'Pesce del giorno')).toBeInViewport();

  // The language select answers the arrow keys: the next language (German), then back to the
  // original; the select keeps focus while the menu changes language under it.
  const language = page.getByLabel('Language');
  await tabTo(page, language);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Speisen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Sprache')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(title).toBeVisible();
  await expect(language).toBeFocused();
  await expectFocusVisible(page);

  // The allergen filter: Enter opens it, Space ticks fish, the fish dish goes.
  const toggle = page.getByRole('button', { name: /^Diet & allergens/ });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const filter = page.getByRole('group', { name: 'Hide dishes containing' });
  const fish = filter.getByRole('checkbox', { name: 'Fish' });
  await tabTo(page, fish);
  await expect(dish(page, 'Pesce del giorno')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(fish).toBeChecked();
  await expect(dish(page, 'Pesce del giorno')).toHaveCount(0);
  await expect(dish(page, 'Saltimbocca alla romana')).toBeVisible();
  await expect(page.getByText(/^1 dish hidden$/)).toBeVisible();
  await expect(toggle).toContainText('1');

  // Escape closes the filter from inside it and gives focus back to the toggle; the choice stays.
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filter).toBeHidden();
  await expectFocusVisible(page);
  await expect(dish(page, 'Pesce del giorno')).toHaveCount(0);
  // Space on the toggle opens and closes it too
  await page.keyboard.press('Space');
  await expect(filter).toBeVisible();
  await page.keyboard.press('Space');
  await expect(filter).toBeHidden();

  // Call a waiter: the dialog takes focus, Escape backs out and gives focus back to the button.
  const callButton = page.getByRole('button', { name: 'Call a waiter' });
  await tabTo(page, callButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Call a waiter to your table?' });
  await expect(dialog).toBeVisible();
  const yes = dialog.getByRole('button', { name: 'Yes, call' });
  await expect(yes).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(callButton).toBeFocused();
  await expectFocusVisible(page);

  // Again, and this time through Cancel and back (Shift+Tab stays in the modal dialog), then send.
  await page.keyboard.press('Enter');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const status = page.getByRole('status').filter({ hasText: /^Call sent at \d{2}:\d{2}\./ });
  await expect(status).toBeVisible();
  await expect(status).toContainText(/You can call again in \d+ s/);
  await expect(callButton).toBeDisabled();
  // focus is not lost to the page: it stays on the (now waiting) call button, which says why
  await expect(callButton).toBeFocused();
  await expectFocusVisible(page);
  // and Tab still goes round the page from there
  const afterCall = await tabCycle(page);
  expect(afterCall.some((name) => name.startsWith('button "Diet & allergens'))).toBe(true);
});
