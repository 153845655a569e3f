// The guest page's first paint (issue 15), on a phone: on a first visit the menu's first screen is
// drawn from the data before the app's JavaScript has loaded, and the app then hydrates it: the same
// nodes, not a copy. Here the app's script is held back until the test lets it go (an event, not a
// timer), as a slow network would hold it: the menu must be on screen meanwhile, inert (nothing a
// guest does there would be undone), and after the app the page works as always, in the same place.
import { expect, test } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { holdBack } from '../support/hold-back';

test("the menu shows before the app's JavaScript has come, and the app takes over in place", async ({
  page,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const drinks = owner.menuId('Drinks');
  const table = await owner.newTable('First paint');

  // React reports a markup it could not hydrate on the console (and then draws its own nodes)
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // the app's entry is the module script index.html's own script adds: assets/index-<hash>.js
  const app = await holdBack(page, /\/assets\/index-[^/]*\.js$/);

  await page.goto(guestPaths.menu(owner.clubId, table.id, drinks));
  // painted: the menu's name and its first dishes, with the app still held back
  const title = page.locator('h1');
  await expect(title).toHaveText('Drinks');
  await expect(page.locator('h3').first()).toBeVisible();
  // inert until the app has taken it over: out of the accessibility tree, no focus, no input
  await expect(page.locator('#root[inert]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toHaveCount(0);
  const paintedBox = await title.boundingBox();
  // a mark on the painted node itself, which only the same node can still carry after the app
  await title.evaluate((node) => node.setAttribute('data-painted-node', ''));
  // the page asks for the app once its first screen is on the glass; held back here
  await expect.poll(() => app.asked).toBe(true);

  app.release();
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toBeVisible();
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  // hydrated: the app's heading is the painted node, where it was
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toHaveAttribute(
    'data-painted-node',
    '',
  );
  expect(await page.getByRole('heading', { name: 'Drinks', level: 1 }).boundingBox()).toEqual(paintedBox);
  // and the call button, which the first paint leaves to the app
  await expect(page.getByRole('button', { name: 'Call a waiter' })).toBeVisible();

  // and the page works: a language chosen now is the app's
  await page.getByLabel('Language').selectOption('it');
  await expect(page.getByRole('heading', { name: 'Bevande', level: 1 })).toBeVisible();
  await csp.expectPolicyInForce(page);
  expect(consoleErrors).toEqual([]);
});

// On a first visit the theme's web font comes after the first paint, and the text swaps from its
// metric-matched fallback. On a 390 px phone the header's four buttons wrapped into one row more in
// the fallback than in Barlow, so the menu jumped up when the font came (a layout shift of 0.15).
// The font files are held back here until the test lets them go, as a slow network would hold them.
test("the theme's font arriving after the first paint leaves the menu where it was on a 390 px phone", async ({
  page,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Font swap');

  const fonts = await holdBack(page, /\.woff2$/);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(guestPaths.menu(owner.clubId, table.id, food));
  await expect(page.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
  // every header button a first visit shows: the table has two menus, the club offers the PDF
  await expect(page.getByRole('link', { name: 'All menus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the menu (PDF)' })).toBeVisible();
  await expect.poll(() => fonts.asked).toBe(true);
  const barlowLoaded = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Barlow' && face.status === 'loaded',
      ),
    );
  expect(await barlowLoaded()).toBe(false);
  const firstSection = page.getByRole('heading', { level: 2 }).first();
  const before = await firstSection.boundingBox();

  fonts.release();
  await expect.poll(barlowLoaded).toBe(true);
  // the layout with the font in place: after the next frame
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await firstSection.boundingBox()).toEqual(before);
  await csp.expectPolicyInForce(page);
});
