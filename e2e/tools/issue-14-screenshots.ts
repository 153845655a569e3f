// Screenshots of issue 14's screens, to look at them as a person would: Trattoria Demo (Smart,
// monthly, in demo mode) on its plan page, with the change confirmation and the cancel-renewal
// confirmation open, and on its billing page with an invoice open; Bar Demo (Freemium) on the plan
// page with Smart annual preselected, and on the payment page with the demo card form, empty and
// with a declined card. In English and Italian, on a phone (390 and 320 px) and a desktop. Not a
// test: it only writes files, and changes nothing (every dialog is closed without confirming; the
// declined card is refused by the server, so nothing is stored).
//
//   pnpm --filter @tavola/e2e exec tsx tools/issue-14-screenshots.ts <out-dir>
// Environment: CONSOLE_URL, API_URL (see demo-stack.ts). The API must be in demo payment mode (no
// STRIPE_SECRET_KEY), as `npm start` runs it. When the demo owner is an administrator (stop the
// stack, `pnpm admin:grant 3330000000`, start it again), it also shoots /admin with a club's
// subscription history open, and an unpaid renewal on Bar Demo: subscribed to Smart monthly with
// Stripe's test id pm_card_visa, pm_card_chargeDeclined made primary, a demo renewal declined; the
// board, plan and billing pages then. Bar Demo is put back on Freemium afterwards (period_end).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { settled, trackRequests } from '../support/settled';
import {
  apiUrl,
  consoleContext,
  consoleUrl,
  type DemoSession,
  launchChromium,
  SCREENSHOT_SIZES,
  signInDemo,
  still,
} from './demo-stack';

const outDirArgument = process.argv[2];
if (!outDirArgument) {
  console.error('usage: tsx tools/issue-14-screenshots.ts <out-dir>');
  process.exit(2);
}
const outDir: string = outDirArgument;

/** The console texts this tool clicks, as each catalog has them. */
const LABELS = {
  en: {
    switchTo: 'Switch to Professional',
    cancelRenewal: 'Cancel renewal',
    viewInvoice: 'View invoice',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay and subscribe',
  },
  it: {
    switchTo: 'Passa a Professional',
    cancelRenewal: 'Disdici il rinnovo',
    viewInvoice: 'Vedi la fattura',
    cardNumber: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    pay: 'Paga e abbonati',
  },
} as const;

async function api<T>(session: DemoSession, route: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Bar Demo with an unpaid renewal: Smart monthly paid by pm_card_visa, then a declined renewal. */
async function makeUnpaid(session: DemoSession, bar: number, smartMonthly: number): Promise<void> {
  await api(session, `/clubs/${bar}/subscription`, 'POST', {
    paymentPlanId: smartMonthly,
    paymentMethodId: 'pm_card_visa',
  });
  // the demo provider records Stripe's test id as a card of its own, with an id of its own
  const declining = await api<{ id: string }>(session, `/clubs/${bar}/payments/methods`, 'POST', {
    paymentMethodId: 'pm_card_chargeDeclined',
  });
  await api(session, `/clubs/${bar}/payments/methods/${declining.id}/primary`, 'PUT');
  await api(session, `/admin/clubs/${bar}/subscription/demo-events`, 'POST', { event: 'renewal' });
}

/** Bar Demo back on Freemium with no card, as the demo data has it. */
async function restoreBar(session: DemoSession, bar: number): Promise<void> {
  const state = await api<{ state: string; subscriptionEnabled: boolean }>(
    session,
    `/clubs/${bar}/payments/plans/current`,
  );
  const demoEvent = (event: string) =>
    api(session, `/admin/clubs/${bar}/subscription/demo-events`, 'POST', { event });
  if (state.state === 'invoice_unpaid' || state.state === 'balance_insufficient')
    await demoEvent('grace_end');
  if (state.state === 'paid') {
    if (state.subscriptionEnabled) await api(session, `/clubs/${bar}/subscription`, 'DELETE');
    await demoEvent('period_end');
  }
  const cards = await api<{ id: string; primary: boolean }[]>(session, `/clubs/${bar}/payments/methods`);
  // the others first: the primary card goes last
  for (const card of [...cards].sort((a, b) => Number(a.primary) - Number(b.primary))) {
    await api(session, `/clubs/${bar}/payments/methods/${card.id}`, 'DELETE');
  }
}

async function shootAdminAndUnpaid(browser: Browser, session: DemoSession, bar: number) {
  for (const language of ['en', 'it'] as const) {
    for (const size of SCREENSHOT_SIZES) {
      const tag = `${language}.${size.name}`;
      const context = await consoleContext(browser, session, size, language);
      await trackRequests(context);
      const page = await context.newPage();
      await page.goto(`${consoleUrl}/admin`);
      await settled(page);
      await shoot(page, `admin.${tag}`);
      for (const [route, name] of [
        ['profile', 'board'],
        ['profile/plan', 'plan'],
        ['profile/billing', 'billing'],
      ] as const) {
        await page.goto(`${consoleUrl}/clubs/${bar}/${route}`);
        await settled(page);
        await shoot(page, `unpaid-${name}.${tag}`);
      }
      await context.close();
    }
  }
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function shootConsole(
  browser: Browser,
  session: DemoSession,
  trattoria: number,
  bar: number,
  barPlan: number,
) {
  for (const language of ['en', 'it'] as const) {
    const label = LABELS[language];
    for (const size of SCREENSHOT_SIZES) {
      const tag = `${language}.${size.name}`;
      const context = await consoleContext(browser, session, size, language);
      await trackRequests(context);
      const page = await context.newPage();

      // Trattoria: a paid plan, its renewal, the choices and the two confirmations
      await page.goto(`${consoleUrl}/clubs/${trattoria}/profile/plan`);
      await settled(page);
      await shoot(page, `plan-paid.${tag}`);
      await page.getByRole('button', { name: label.switchTo }).first().click();
      await page.getByRole('dialog').waitFor();
      await still(page);
      await shoot(page, `plan-change-confirmation.${tag}`, false);
      await closeDialog(page);
      await page.getByRole('button', { name: label.cancelRenewal }).first().click();
      await page.getByRole('dialog').waitFor();
      await still(page);
      await shoot(page, `plan-cancel-confirmation.${tag}`, false);
      await closeDialog(page);

      // Trattoria's cards and invoices, and one invoice open
      await page.goto(`${consoleUrl}/clubs/${trattoria}/profile/billing`);
      await settled(page);
      await shoot(page, `billing.${tag}`);
      await page
        .getByRole('button', { name: new RegExp(label.viewInvoice) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await still(page);
      await shoot(page, `billing-invoice.${tag}`, false);
      await closeDialog(page);

      // Bar Demo: Freemium, Smart annual preselected (as an upgrade prompt opens it)
      await page.goto(`${consoleUrl}/clubs/${bar}/profile/plan?plan=smart&months=12`);
      await settled(page);
      await shoot(page, `plan-freemium.${tag}`);

      // the payment page with the demo card form, then a declined card
      await page.goto(`${consoleUrl}/clubs/${bar}/payment?plan=${barPlan}`);
      await settled(page);
      await shoot(page, `payment.${tag}`);
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
      await shoot(page, `payment-declined.${tag}`);

      await context.close();
    }
  }
}

fs.mkdirSync(outDir, { recursive: true });
const session = await signInDemo();
const clubs = await api<{ id: number; name: string }[]>(session, '/clubs');
const trattoria = clubs.find((club) => club.name === 'Trattoria Demo')?.id;
const bar = clubs.find((club) => club.name === 'Bar Demo')?.id;
if (trattoria === undefined || bar === undefined) throw new Error('the demo clubs are missing');
const plans = await api<{ id: number; plan: string; months: number }[]>(
  session,
  `/clubs/${bar}/payments/plans`,
);
const smartAnnual = plans.find((plan) => plan.plan === 'smart' && plan.months === 12)?.id;
if (smartAnnual === undefined) throw new Error('no Smart annual plan for Bar Demo');
const smartMonthly = plans.find((plan) => plan.plan === 'smart' && plan.months === 1)?.id;
const browser = await launchChromium();
try {
  await shootConsole(browser, session, trattoria, bar, smartAnnual);
  if (session.isAdmin && smartMonthly !== undefined) {
    try {
      await makeUnpaid(session, bar, smartMonthly);
      await shootAdminAndUnpaid(browser, session, bar);
    } finally {
      await restoreBar(session, bar);
    }
  }
} finally {
  await browser.close();
}
