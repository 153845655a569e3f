// The guest page's first paint (issue 15), on a phone: on a first visit the menu's first screen is
// drawn from the data before the app's JavaScript has loaded, and the app then hydrates it: the same
// nodes, not a copy. Here the app's script is held back until the test lets it go (an event, not a
// timer), as a slow network would hold it: the menu must be on screen meanwhile, inert (nothing a
// guest does there would be undone), and after the app the page works as always, in the same place.
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
  // React reports a markup it could not hydrate on the console (and then draws its own nodes)
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
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
  // inert until the app has taken it over: out of the accessibility tree, no focus, no input
  await expect(page.locator('#root[inert]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Drinks', level: 1 })).toHaveCount(0);
  const paintedBox = await title.boundingBox();
  // a mark on the painted node itself, which only the same node can still carry after the app
  await title.evaluate((node) => node.setAttribute('data-painted-node', ''));
  // the page asks for the app once its first screen is on the glass; held back here
  await expect.poll(() => appAsked).toBe(true);

  release();
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
