// Journey: a menu from a photo. The demo owner photographs a paper menu (held askew: the server
// straightens it and reads it with OCR), waits while it is read, then checks the draft beside the
// photo: pointing at a dish outlines it on the page, two prices are corrected and a dish the photo
// missed is added. The corrections outlive a reload (the draft is saved as the owner types). "Create
// the menu" makes it, shown to guests, and a guest at a table reads it with the corrected prices.
//
// The menu made here is deleted at the end: the other journeys read the demo club's menus.
import { SMALL_MENU } from '@tavola/api-server/test/menu-photo';
import { call } from '../support/api';
import { expect, test } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { menuPhoto, READING_MS } from '../support/menu-reading';
import { guestUrl } from '../support/stack';

const MENU_NAME = 'Pizze dalla carta';
const ADDED = { name: 'Quattro formaggi', price: '10.50' };

test('a photographed menu is read, two prices corrected and a missed dish added, then a guest reads it', async ({
  page,
  context,
}) => {
  test.setTimeout(READING_MS + 150_000);
  const owner = await DemoOwner.signIn();
  await owner.signInConsole(context);
  const table = await owner.newTable('Window');
  let menuId: number | null = null;

  try {
    await page.goto(`/clubs/${owner.clubId}/menu`);
    await page.getByRole('button', { name: 'Import from a photo or PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a menu from photos or a PDF' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await menuPhoto(),
    });
    await expect(dialog.getByText('IMG_2041.jpg')).toBeVisible();
    // the club is in Italy: the menu's language is Italian unless the owner picks another
    await expect(dialog.getByRole('combobox', { name: 'Language of the menu' })).toHaveValue('it');
    await dialog.getByRole('button', { name: 'Read the menu' }).click();

    // the reading's own page: its progress while it runs, then the draft to check
    await expect(page).toHaveURL(/\/menu\/readings\/\d+$/);
    const review = page.getByRole('heading', { name: 'Check the menu', level: 1 });
    await expect(review).toBeVisible({ timeout: READING_MS });
    await expect(page.getByRole('img', { name: 'Page 1 of the menu, as it was read' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Section name' })).toHaveValue(SMALL_MENU.section);
    for (const [index, dish] of SMALL_MENU.dishes.entries()) {
      await expect(page.getByRole('textbox', { name: `Name of dish ${index + 1}` })).toHaveValue(dish.name);
    }

    // pointing at a dish outlines where it was read on the photo (the pointer first moved off the
    // rows: the dialog's button was where they are now)
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('dish-outline')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name of dish 2' }).hover();
    await expect(page.getByTestId('dish-outline')).toHaveCount(1);

    // two prices corrected, and the dish the photo missed added at the end
    await page.getByRole('textbox', { name: 'Price of dish 1' }).fill('9');
    await page.getByRole('textbox', { name: 'Price of dish 3' }).fill('11.50');
    await page.getByRole('button', { name: 'Add a dish' }).click();
    await expect(page.getByRole('textbox', { name: 'Name of dish 4' })).toBeFocused();
    await page.keyboard.type(ADDED.name);
    await page.getByRole('textbox', { name: 'Price of dish 4' }).fill(ADDED.price);
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    // the draft is the server's too: a reload shows the corrections
    await page.reload();
    await expect(review).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Price of dish 1' })).toHaveValue('9');
    await expect(page.getByRole('textbox', { name: 'Price of dish 3' })).toHaveValue('11.5');
    await expect(page.getByRole('textbox', { name: 'Name of dish 4' })).toHaveValue(ADDED.name);

    await page.getByRole('button', { name: 'Create the menu' }).click();
    const create = page.getByRole('dialog', { name: 'Create the menu' });
    await create.getByRole('textbox', { name: 'Name of the new menu' }).fill(MENU_NAME);
    await create.getByRole('switch', { name: 'Show to guests now' }).check();
    await create.getByRole('button', { name: 'Create the menu' }).click();
    await expect(page.getByText(`Menu “${MENU_NAME}” created. Guests can see it now.`)).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/\d+/);
    menuId = Number(/\/menu\/(\d+)/.exec(page.url())?.[1]);

    // the menus page lists the new menu, and the import is gone from it
    await page.goto(`/clubs/${owner.clubId}/menu`);
    await expect(page.getByRole('link', { name: `Edit ${MENU_NAME}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Imports from photos or a PDF' })).toHaveCount(0);

    // a guest at the table reads it, with the corrected prices and the added dish
    const guest = await context.newPage();
    await guest.goto(`${guestUrl}${guestPaths.menu(owner.clubId, table.id, menuId)}`);
    await expect(guest.getByRole('heading', { name: MENU_NAME, level: 1 })).toBeVisible();
    const pizze = guest.getByRole('region', { name: SMALL_MENU.section, exact: true });
    const dish = (name: string) =>
      pizze
        .getByRole('listitem')
        .filter({ has: guest.getByRole('heading', { name, level: 3, exact: true }) });
    await expect(dish('Margherita')).toContainText(/9[.,]00/);
    await expect(dish('Diavola')).toContainText(/9[.,]00/);
    await expect(dish('Capricciosa')).toContainText(/11[.,]50/);
    await expect(dish(ADDED.name)).toContainText(/10[.,]50/);
  } finally {
    if (menuId !== null) {
      const deleted = await call(owner.token, 'DELETE', `/clubs/${owner.clubId}/menu/${menuId}`);
      expect(deleted.status).toBe(204);
    }
  }
});
