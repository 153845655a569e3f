// Journey 1: a new owner signs up with an authenticator app, activates the account from the email,
// signs in with a TOTP code, sees an empty club list and signs out.

import { newOwner } from '../support/accounts';
import { signIn, signOut, typeTotp } from '../support/console';
import { expect, test } from '../support/csp';
import { linkIn, waitForMail } from '../support/mail';
import { consoleUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

test('sign up, activate by email, sign in with TOTP, see no clubs, sign out', async ({ page, csp }) => {
  const owner = newOwner();
  const startedAt = new Date();

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(owner.name);
  await page.getByLabel('Last name').fill(owner.surname);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Phone number').fill(owner.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The server issues the secret; the page shows it as a QR code and as text.
  await expect(page.getByTestId('totp-qr-code')).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await typeTotp(page, await freshTotp(secret));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email to activate your account')).toBeVisible();

  // Not active yet: signing in is refused with its own message.
  await page.goto('/login');
  // the sign-in page runs under the console's policy (issue 17; support/csp.ts fails the journey
  // on any violation)
  await csp.expectPolicyInForce(page);
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page.getByRole('alert')).toContainText('Your account is not active yet');

  const mail = await waitForMail(owner.email, /activate/i, startedAt);
  const activationLink = linkIn(mail, `${consoleUrl}/login?activate=`);
  await page.goto(activationLink);
  await expect(page.getByText('Your account is active')).toBeVisible();

  // A wrong password gets the spec's message.
  await signIn(page, owner.phone, 'Wrong!pass1', await freshTotp(secret));
  await expect(page.getByRole('alert')).toHaveText('Phone number or password might be wrong');

  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByText('No clubs yet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth@token'))).toBeTruthy();

  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('auth@token'))).toBeNull();
  // Signed out, a guarded page sends the visitor back to sign in.
  await page.goto('/clubs');
  await expect(page).toHaveURL(/\/login$/);
});
