// The console's sign-in pages on a slow phone: they come drawn in the HTML (built by
// apps/owner-console/scripts/prerender-sign-in-pages.mjs), so a person reads the page
// before the console's JavaScript has come (inert until then); the app then hydrates the same nodes. Here the app's
// script is held back until the test lets it go (an event, not a timer), as a slow network would.

import { newOwner } from '../support/accounts';
import { createActivatedOwner } from '../support/api';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { holdBack } from '../support/hold-back';
import { freshTotp } from '../support/totp';

// a phone's width: where the sign-in page is opened on a weak signal
test.use({ viewport: { width: 390, height: 844 } });

/** The console's entry, the module script of index.html: assets/index-<hash>.js */
const CONSOLE_ENTRY = /\/assets\/index-[^/]*\.js$/;

test('the sign-in page shows before the JavaScript, and the app takes it over in place', async ({
  page,
  csp,
}) => {
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  // React reports a markup it could not hydrate on the console (and then draws its own nodes)
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const app = await holdBack(page, CONSOLE_ENTRY);

  // `commit`: the page's load waits for its module script, which is held
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('Sign in · Tavola');
  const drawnHeading = page.locator('h1');
  await expect(drawnHeading).toHaveText('Sign in');
  await expect(page.getByText('Welcome back! Sign in to manage your menus.')).toBeVisible();
  await expect.poll(() => app.asked).toBe(true);
  // inert until the app has it: nothing typed there could be lost, no form sent without the app
  await expect(page.locator('#root[inert]')).toHaveCount(1);
  const phoneTakesFocus = await page
    .locator('#root input')
    .first()
    .evaluate((input: HTMLInputElement) => {
      input.focus();
      return document.activeElement === input;
    });
  expect(phoneTakesFocus).toBe(false);
  const drawnBox = await drawnHeading.boundingBox();
  // a mark on the drawn node itself, which only the same node can still carry after the app
  await drawnHeading.evaluate((node) => node.setAttribute('data-drawn-node', ''));

  app.release();
  await expect(page.locator('html[data-route="/login"]')).toHaveCount(1);
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  // hydrated, not drawn again: the same heading node, in the same place
  const heading = page.getByRole('heading', { name: 'Sign in', level: 1 });
  await expect(heading).toHaveAttribute('data-drawn-node', '');
  expect(await heading.boundingBox()).toEqual(drawnBox);
  await expect(page.getByLabel('Phone number')).toBeFocused();

  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  await csp.expectPolicyInForce(page);
  expect(consoleErrors).toEqual([]);
});

test('with Italian remembered, the English drawing never shows', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  const app = await holdBack(page, CONSOLE_ENTRY);

  await page.goto('/signup', { waitUntil: 'commit' });
  await expect.poll(() => app.asked).toBe(true);
  // drawn in English, kept out of sight until the app draws the page in Italian
  await expect(page.locator('#root[data-prerendered="/signup"]')).toBeHidden();

  app.release();
  await expect(page.getByRole('heading', { name: 'Crea il tuo account', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Registrati · Tavola');
  await expect(page.getByText('Create your account')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each sign-in page is readable, and says the console needs JavaScript', async ({ page }) => {
    const pages = [
      ['/login', 'Sign in'],
      ['/signup', 'Create your account'],
      ['/password/recovery', 'Forgot your password?'],
      ['/password/reset', 'Choose a new password'],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // (Playwright's text search leaves <noscript> out: its box and its text instead)
      const note = page.locator('noscript');
      await expect(note).toBeVisible();
      expect(await note.textContent()).toContain('Tavola needs JavaScript to run.');
    }
  });
});
