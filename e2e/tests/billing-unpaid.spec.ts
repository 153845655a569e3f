// Issue 14's second journey, in demo mode: a declined renewal gives the unpaid-invoice warning with
// the days left, and a new card fixes it. A new owner's club (made through the API, as other
// journeys do) subscribes to Smart monthly with 4242…, adds 4000 0000 0000 0341 (saved, declined at
// every charge) and makes it primary; the administrator's demo event `renewal` ends the period now
// and charges it: declined. The board and the plan page say "Invoice unpaid" with the days left (13
// just after the renewal: the first of the 14 days of grace is today, as the state API counts
// them), the billing page lists the unpaid invoice; paying it with another card (4242…) makes the
// club paid again, the warning gone and the invoice Paid.
import type { Page } from '@playwright/test';
import { newOwner } from '../support/accounts';
import { createActivatedOwner, createClub } from '../support/api';
import { DEMO_CARDS, paymentState, runDemoBillingEvent } from '../support/billing';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { freshTotp } from '../support/totp';

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, level: 1, exact: true })).toBeVisible();
}

/** Types a test card into the demo card form and sends it with `submit`. */
async function payWithDemoCard(page: Page, number: string, submit: string) {
  await heading(page, 'Payment');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: submit }).click();
}

// an action that cannot happen fails in a while, naming what it waited for
test.use({ actionTimeout: 30_000 });

test('a renewal declined by the card gives the unpaid warning with the days left; another card pays it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  await page.goto('/login');
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const clubId = await createClub(token, `Osteria ${owner.phone.slice(-6)}`);

  // Smart monthly, paid with 4242….
  await page.goto(`/clubs/${clubId}/profile/plan`);
  await heading(page, 'Subscription plan');
  await page.locator('[data-plan-choice="smart"]').getByRole('button', { name: 'Choose Smart' }).click();
  await payWithDemoCard(page, DEMO_CARDS.pays, 'Pay and subscribe');
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/profile/plan$`));
  await expect(page.getByText('Payment received. Welcome to Smart!')).toBeVisible();
  expect(await paymentState(token, clubId)).toMatchObject({ state: 'paid', plan: 'smart' });

  // A second card, 0341, made primary on the billing page: renewals now charge it.
  await page.goto(`/clubs/${clubId}/profile/billing`);
  await heading(page, 'Billing');
  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/payment$`));
  await payWithDemoCard(page, DEMO_CARDS.declinedAtRenewal, 'Save the card');
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/profile/billing$`));
  await heading(page, 'Billing');
  await expect(page.getByText('Card saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Make Visa •••• 0341 primary' }).click();
  await expect(page.getByText('Visa •••• 0341 is now your primary card.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Visa •••• 4242 primary' })).toBeVisible();

  // The period ends now and renews: the primary card is declined.
  const renewed = await runDemoBillingEvent(clubId, 'renewal');
  expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
  const unpaid = await paymentState(token, clubId);
  expect(unpaid).toMatchObject({ state: 'invoice_unpaid', plan: 'smart' });
  // 14 days of grace (the domain's UNPAID_GRACE_DAYS), counted as an owner counts them: all 14 are
  // left just after the renewal failed (1 during the last 24 hours)
  expect(unpaid.graceDaysLeft).toBe(14);
  const daysLeft = `${unpaid.graceDaysLeft} days left`;

  // The board says so, with the days left and the way to fix it.
  await page.goto(`/clubs/${clubId}/profile`);
  const boardWarning = page.getByTestId('payment-warning');
  await expect(boardWarning).toContainText('Invoice unpaid');
  await expect(boardWarning).toContainText(daysLeft);
  await expect(boardWarning).toContainText('The renewal could not be charged.');
  await expect(boardWarning.getByRole('link', { name: 'Fix the payment' })).toHaveAttribute(
    'href',
    `/clubs/${clubId}/profile/billing`,
  );

  // So does the plan page, where the plan cannot be changed meanwhile.
  await page.goto(`/clubs/${clubId}/profile/plan`);
  await heading(page, 'Subscription plan');
  const planWarning = page.getByTestId('current-plan').getByTestId('payment-warning');
  await expect(planWarning).toContainText('Invoice unpaid');
  await expect(planWarning).toContainText(daysLeft);
  await expect(page.getByText('Settle the open payment above before changing plan.')).toBeVisible();

  // The billing page: the warning and the unpaid invoice.
  await page.goto(`/clubs/${clubId}/profile/billing`);
  await heading(page, 'Billing');
  await expect(page.getByTestId('payment-warning')).toContainText(daysLeft);
  const invoices = page.locator('[data-invoice]');
  await expect(invoices).toHaveCount(2);
  const open = invoices.filter({ hasText: 'Unpaid' });
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('€23.18 incl. VAT');
  const openNumber = await open.getAttribute('data-invoice');

  // Paid with another card: 4242…, which becomes the primary card.
  await page.getByRole('link', { name: 'Pay with another card' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/payment\\?invoice=${unpaid.openInvoiceId}$`));
  await expect(
    page.getByText('The new card becomes your primary card and pays the unpaid invoice at once.'),
  ).toBeVisible();
  await payWithDemoCard(page, DEMO_CARDS.pays, 'Pay the invoice');
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/profile/plan$`));
  await heading(page, 'Subscription plan');
  await expect(page.getByText('Invoice paid. Thank you!')).toBeVisible();
  await expect(page.getByTestId('payment-warning')).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toContainText('Renews on');
  expect(await paymentState(token, clubId)).toMatchObject({
    state: 'paid',
    plan: 'smart',
    graceDaysLeft: null,
    openInvoiceId: null,
  });

  // The board's warning is gone; the invoice is paid.
  // (the board reads the state once loaded: wait for its answer before looking for no warning)
  const stateRead = page.waitForResponse(
    (response) => response.url().endsWith(`/clubs/${clubId}/payments/plans/current`) && response.ok(),
  );
  await page.goto(`/clubs/${clubId}/profile`);
  await stateRead;
  await expect(page.getByText('Renews on')).toBeVisible();
  await expect(page.getByTestId('payment-warning')).toHaveCount(0);
  await page.goto(`/clubs/${clubId}/profile/billing`);
  await heading(page, 'Billing');
  await expect(page.locator(`[data-invoice="${openNumber}"]`)).toContainText('Paid');
  await expect(invoices.filter({ hasText: 'Unpaid' })).toHaveCount(0);
  await expect(page.getByTestId('payment-warning')).toHaveCount(0);
});
