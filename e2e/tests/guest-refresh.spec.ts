// Guest journey 2 (issue 7), on a phone: the guest's page, left open, follows the owner's changes.
// The owner sets the food menu to refresh every 5 s and, while a guest reads the desserts, marks the
// tiramisù out of stock; the guest's page shows it marked at its next refresh, scrolled where the
// guest left it.
//
// "Within one refresh": the journey waits for the first request for the menu that the page sends
// after the change is saved, and expects the mark once that request has been answered. No fixed
// sleeps: every wait is for an event or polls the page.
import { expect, test } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';

const REFRESH_SECONDS = 5;
const DESSERT = 'Tiramisù della casa';

test('the owner marks an item out of stock and the open guest page shows it within one refresh', async ({
  page,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Corner');
  const before = await owner.menu(food);
  await owner.setOutOfStock(food, DESSERT, false);
  await owner.saveMenu(food, { refreshTime: REFRESH_SECONDS });
  try {
    const menuPath = guestPaths.menu(owner.clubId, table.id, food);
    await page.goto(menuPath);
    await expect(page.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();

    // The guest scrolls down to the desserts.
    const desserts = page.getByRole('region', { name: 'Dolci', exact: true });
    const tiramisu = desserts
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: DESSERT, level: 3, exact: true }) });
    await expect(tiramisu).not.toContainText('Out of stock');
    await page.getByRole('heading', { name: 'Dolci', level: 2 }).evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
    });
    // wait for the scroll to settle (smooth scrolling, the sticky tabs catching up)
    let scrolled = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === scrolled;
        scrolled = now;
        return settled && now > 0;
      })
      .toBe(true);

    // The owner marks it out of stock; the next read of the menu that the page sends brings it.
    await owner.setOutOfStock(food, DESSERT, true);
    const nextRead = await page.waitForRequest(
      (request) => new URL(request.url()).pathname.endsWith(`/menu/tables/${table.id}/menus/${food}`),
      { timeout: (REFRESH_SECONDS + 20) * 1000 },
    );
    await nextRead.response();
    await expect(tiramisu).toContainText('Out of stock');
    await expect(tiramisu).toHaveAttribute('data-out-of-stock', 'true');

    // Same place on the page: the data changed under the guest, not the scroll position.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByRole('heading', { name: 'Dolci', level: 2 })).toBeInViewport();
  } finally {
    await owner.setOutOfStock(food, DESSERT, false);
    await owner.saveMenu(food, { refreshTime: before.refreshTime });
  }
});
