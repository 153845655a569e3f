// Journey 2: an owner who forgot the password recovers it by email, sets a new one and signs in
// with it; the session opened with the old password no longer works anywhere.

import { newOwner } from '../support/accounts';
import { createActivatedOwner } from '../support/api';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { linkIn, waitForMail } from '../support/mail';
import { consoleUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

test('recover the password, reset it, sign in with the new one; the old session is gone', async ({
  browser,
}) => {
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);

  // An earlier session, e.g. on the owner's tablet.
  const tablet = await browser.newPage();
  await tablet.goto('/login');
  await signIn(tablet, owner.phone, owner.password, await freshTotp(secret));
  await expect(tablet).toHaveURL(/\/clubs$/);

  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password\/recovery$/);
  // The address changes before the new page is drawn (react-router renders it in a transition):
  // until the recovery form is there, "Phone number" is still the sign-in form's field.
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();

  // An unknown phone number gets the spec's message.
  await page.getByLabel('Phone number').fill('3999999999');
  await expect(page.getByLabel('Phone number')).toHaveValue('3999999999');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('alert')).toHaveText('No account found with this phone number');

  const requestedAt = new Date();
  await page.getByLabel('Phone number').fill(owner.phone);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const mail = await waitForMail(owner.email, /password/i, requestedAt);
  const resetLink = linkIn(mail, `${consoleUrl}/password/reset?token=`);
  await page.goto(resetLink);
  // The reset ends the tablet's session. The tablet learns it from its live connection to waiter
  // calls (refused from then on) or, failing that, from its next request; either way it is sent to
  // sign in with a word on why. The word shows for a few seconds only, so it is watched for from now.
  const tabletToldSessionEnded = tablet
    .getByText('Your session has expired, please log in again')
    .waitFor({ timeout: 90_000 })
    .then(
      () => true,
      () => false,
    );
  const newPassword = 'Trattoria$99';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Trattoria$98');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/must match/i)).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed')).toBeVisible();

  // The link works once.
  const reuse = await browser.newPage();
  await reuse.goto(resetLink);
  await reuse.getByLabel(/^New password/).fill('Another$Pass1');
  await reuse.getByLabel('Confirm new password').fill('Another$Pass1');
  await reuse.getByRole('button', { name: 'Save new password' }).click();
  await expect(reuse.getByText('This link is invalid or has expired')).toBeVisible();

  // The old password no longer works, the new one does.
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page.getByRole('alert')).toContainText('Phone number or password might be wrong');
  await signIn(page, owner.phone, newPassword, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);

  // The tablet's session was revoked by the reset: it is on the sign-in page, told why.
  if (!/\/login$/.test(tablet.url())) await tablet.reload();
  await expect(tablet).toHaveURL(/\/login$/);
  expect(await tabletToldSessionEnded).toBe(true);
});
