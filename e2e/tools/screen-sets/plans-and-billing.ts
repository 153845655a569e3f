// The plan and billing pages (issue 14): Trattoria Demo (Smart, monthly, in demo mode) on its plan
// page, with the change confirmation and the cancel-renewal confirmation open, and on its billing
// page with an invoice open; Bar Demo (Freemium) on the plan page with Smart annual preselected, and
// on the payment page with the demo card form, empty and with a declined card. In English and
// Italian, on a phone (390 and 320 px) and a desktop. Changes nothing (every dialog is closed without
// confirming; the declined card is refused by the server, so nothing is stored).
// The API must be in demo payment mode (no STRIPE_SECRET_KEY), as `npm start` runs it. When the demo
// owner is an administrator (stop the stack, `pnpm admin:grant 3330000000`, start it again), it also
// shoots /admin, and an unpaid renewal on Bar Demo: subscribed to Smart monthly with Stripe's test
// id pm_card_visa, pm_card_chargeDeclined made primary, a demo renewal declined; the board, plan and
// billing pages then. Bar Demo is put back on Freemium afterwards (period_end).
import type { Page } from '@playwright/test';
import { DEMO_BAR_CLUB_NAME, DEMO_CLUB_NAME } from '../../support/demo';
import { settled } from '../../support/settled';
import { callApi, consoleUrl, type DemoSession, demoClubId, SCREENSHOT_SIZES, still } from '../demo-stack';
import { inEachLanguageAndSize, type ScreenshotRun, shoot } from '../screenshot-run';

/** The console texts this set clicks, as each catalog has them. */
const LABELS = {
  en: {
    switchTo: 'Switch to Professional',
    cancelRenewal: 'Turn off renewal',
    viewInvoice: 'View invoice',
    removeCard: /^Remove Visa/,
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay and subscribe',
  },
  it: {
    switchTo: 'Passa a Professional',
    cancelRenewal: 'Disattiva il rinnovo',
    viewInvoice: 'Vedi la fattura',
    removeCard: /^Rimuovi Visa/,
    cardNumber: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    pay: 'Paga e abbonati',
  },
} as const;

/** Bar Demo with an unpaid renewal: Smart monthly paid by pm_card_visa, then a declined renewal. */
async function makeUnpaid(session: DemoSession, bar: number, smartMonthly: number): Promise<void> {
  await callApi(session, 'POST', `/clubs/${bar}/subscription`, {
    paymentPlanId: smartMonthly,
    paymentMethodId: 'pm_card_visa',
  });
  // the demo provider records Stripe's test id as a card of its own, with an id of its own
  const declining = await callApi<{ id: string }>(session, 'POST', `/clubs/${bar}/payments/methods`, {
    paymentMethodId: 'pm_card_chargeDeclined',
  });
  await callApi(session, 'PUT', `/clubs/${bar}/payments/methods/${declining.id}/primary`);
  await callApi(session, 'POST', `/admin/clubs/${bar}/subscription/demo-events`, { event: 'renewal' });
}

/** Bar Demo back on Freemium with no card, as the demo data has it. */
async function restoreBar(session: DemoSession, bar: number): Promise<void> {
  const state = await callApi<{ state: string; subscriptionEnabled: boolean }>(
    session,
    'GET',
    `/clubs/${bar}/payments/plans/current`,
  );
  const demoEvent = (event: string) =>
    callApi(session, 'POST', `/admin/clubs/${bar}/subscription/demo-events`, { event });
  if (state.state === 'invoice_unpaid' || state.state === 'balance_insufficient')
    await demoEvent('grace_end');
  if (state.state === 'paid') {
    if (state.subscriptionEnabled) await callApi(session, 'DELETE', `/clubs/${bar}/subscription`);
    await demoEvent('period_end');
  }
  const cards = await callApi<{ id: string; primary: boolean }[]>(
    session,
    'GET',
    `/clubs/${bar}/payments/methods`,
  );
  // the others first: the primary card goes last
  for (const card of [...cards].sort((a, b) => Number(a.primary) - Number(b.primary))) {
    await callApi(session, 'DELETE', `/clubs/${bar}/payments/methods/${card.id}`);
  }
}

async function shootAdminAndUnpaid(run: ScreenshotRun, bar: number) {
  await inEachLanguageAndSize(run, SCREENSHOT_SIZES, async (page, _language, tag) => {
    await page.goto(`${consoleUrl}/admin`);
    await settled(page);
    await shoot(run, page, `admin.${tag}`);
    for (const [route, name] of [
      ['profile', 'board'],
      ['profile/plan', 'plan'],
      ['profile/billing', 'billing'],
    ] as const) {
      await page.goto(`${consoleUrl}/clubs/${bar}/${route}`);
      await settled(page);
      await shoot(run, page, `unpaid-${name}.${tag}`);
    }
  });
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function shootConsole(run: ScreenshotRun, trattoria: number, bar: number, barPlan: number) {
  await inEachLanguageAndSize(run, SCREENSHOT_SIZES, async (page, language, tag) => {
    const label = LABELS[language];

    // Trattoria: a paid plan, its renewal, the choices and the two confirmations
    await page.goto(`${consoleUrl}/clubs/${trattoria}/profile/plan`);
    await settled(page);
    await shoot(run, page, `plan-paid.${tag}`);
    await page.getByRole('button', { name: label.switchTo }).first().click();
    await page.getByRole('dialog').waitFor();
    await still(page);
    await shoot(run, page, `plan-change-confirmation.${tag}`, false);
    await closeDialog(page);
    await page.getByRole('button', { name: label.cancelRenewal }).first().click();
    await page.getByRole('dialog').waitFor();
    await still(page);
    await shoot(run, page, `plan-cancel-confirmation.${tag}`, false);
    await closeDialog(page);

    // Trattoria's cards and invoices, and one invoice open
    await page.goto(`${consoleUrl}/clubs/${trattoria}/profile/billing`);
    await settled(page);
    await shoot(run, page, `billing.${tag}`);
    await page
      .getByRole('button', { name: new RegExp(label.viewInvoice) })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await still(page);
    await shoot(run, page, `billing-invoice.${tag}`, false);
    await closeDialog(page);
    // Trattoria's only card while the plan renews: the warning before removing it
    await page.getByRole('button', { name: label.removeCard }).first().click();
    await page.getByRole('dialog').waitFor();
    await still(page);
    await shoot(run, page, `billing-only-card-warning.${tag}`, false);
    await closeDialog(page);

    // Bar Demo: Freemium, Smart annual preselected (as an upgrade prompt opens it)
    await page.goto(`${consoleUrl}/clubs/${bar}/profile/plan?plan=smart&months=12`);
    await settled(page);
    await shoot(run, page, `plan-freemium.${tag}`);

    // the payment page with the demo card form, then a declined card
    await page.goto(`${consoleUrl}/clubs/${bar}/payment?plan=${barPlan}`);
    await settled(page);
    await shoot(run, page, `payment.${tag}`);
    await page.getByLabel(label.cardNumber).fill('4000 0000 0000 0002');
    await page.getByLabel(label.expiry).fill('12/34');
    await page.getByLabel(label.cvc).fill('123');
    await page.getByRole('button', { name: label.pay }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined|rifiutata/i })
      .first()
      .waitFor();
    await settled(page);
    await shoot(run, page, `payment-declined.${tag}`);
  });
}

export async function shootPlansAndBilling(run: ScreenshotRun): Promise<void> {
  const { session } = run;
  const trattoria = await demoClubId(session, DEMO_CLUB_NAME);
  const bar = await demoClubId(session, DEMO_BAR_CLUB_NAME);
  const plans = await callApi<{ id: number; plan: string; months: number }[]>(
    session,
    'GET',
    `/clubs/${bar}/payments/plans`,
  );
  const smartAnnual = plans.find((plan) => plan.plan === 'smart' && plan.months === 12)?.id;
  if (smartAnnual === undefined) throw new Error('no Smart annual plan for Bar Demo');
  const smartMonthly = plans.find((plan) => plan.plan === 'smart' && plan.months === 1)?.id;
  await shootConsole(run, trattoria, bar, smartAnnual);
  if (session.isAdmin && smartMonthly !== undefined) {
    try {
      await makeUnpaid(session, bar, smartMonthly);
      await shootAdminAndUnpaid(run, bar);
    } finally {
      await restoreBar(session, bar);
    }
  }
}
