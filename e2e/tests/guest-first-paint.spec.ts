// The guest page's first paint (issue 15), on a phone: on a first visit the menu's first screen is
// drawn from the data before the app's JavaScript has loaded, and the app then takes over without
// a jump. Here the app's script is held back until the test lets it go (an event, not a timer), as
// a slow network would hold it: the menu must be on screen meanwhile, inert (nothing a guest does
// there would be undone), and after the app the page works as always, in the same place.
import type { Route } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';

test("the menu shows before the app's JavaScript has come, and the app takes over in place", async ({
  page,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const drinks = owner.menuId('Drinks');
  const table = await owner.newTable('First paint');

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let appAsked = false;
  // the app's entry is the module script index.html's own script adds: assets/index-<hash>.js
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    appAsked = true;
    await released;
    await route.continue();
  });

  await page.goto(guestPaths.menu(owner.clubId, table.id, drinks));
  // painted: the menu's name and its first dishes, with the app still held back
  const title = page.locator('h1');
  await expect(title).toHaveText('Drinks');
  await expect(page.locator('h3').first()).toBeVisible();
  // inert until the app replaces it: out of the accessibility tree, no focus, no input
  await expect(page.locator('#root > [inert]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toHaveCount(0);
  const paintedBox = await title.boundingBox();
  // the page asks for the app once its first screen is on the glass; held back here
  await expect.poll(() => appAsked).toBe(true);

  release();
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toBeVisible();
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  // the app's heading is where the painted one was
  expect(await page.getByRole('heading', { name: 'Drinks', level: 1 }).boundingBox()).toEqual(paintedBox);

  // and the page works: a language chosen now is the app's
  await page.getByLabel('Language').selectOption('it');
  await expect(page.getByRole('heading', { name: 'Bevande', level: 1 })).toBeVisible();
  await csp.expectPolicyInForce(page);
});
