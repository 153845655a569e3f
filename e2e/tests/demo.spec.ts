// Journey 3: sign in to the demo account, see the demo club, switch the console to Italian.

import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '../support/demo';
import { freshTotp } from '../support/totp';

test('sign in to the demo, see the demo club, switch to Italian', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO_PHONE, DEMO_PASSWORD, await freshTotp(DEMO_TOTP_SECRET));
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByRole('heading', { name: 'Your clubs' })).toBeVisible();
  await expect(page.getByText('Trattoria Demo').first()).toBeVisible();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { name: 'I tuoi locali' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'I tuoi locali' })).toBeVisible();
});
