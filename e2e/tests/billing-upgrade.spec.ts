// Issue 14's journey, in demo mode, on the demo's "Bar Demo" (Freemium, two menus): the menu limit
// leads to the plan page with Smart preselected; the owner looks at the annual price (with VAT, and
// the saving against twelve months) and pays for Smart annual with the demo card 4242…; a third menu
// can now be made and a banner is offered; the billing page lists the invoice, marked demo, which
// opens as a real invoice (seller, buyer, VAT numbers, number, amounts) and downloads as its PDF;
// removing the only card while the plan renews is warned about first (the renewal would fail);
// renewal is turned off (the confirmation says what can and cannot be undone) and the expiry date
// shows; renewal is turned back on.
//
// Other journeys (freemium-limits.spec.ts, the accessibility pass) expect Bar Demo on Freemium with
// its two menus, and specs run one after the other on one server: afterEach puts it back through the
// API however far the journey got (the new menu deleted, the banner switch off again, renewal cancelled, the administrator's
// demo event `period_end` ending the plan, the card removed) and checks it is on Freemium again.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { call } from '../support/api';
import {
  DEMO_CARDS,
  type DemoBillingEvent,
  englishDay,
  paymentState,
  runDemoBillingEvent,
} from '../support/billing';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { DEMO_BAR_CLUB_NAME, DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '../support/demo';
import { freshTotp } from '../support/totp';

const run = promisify(execFile);

const BAR_MENUS = ['Aperitivo', 'Caffè'];
/** The journey's third menu; the restore deletes any menu named so (a run that stopped midway). */
const THIRD_MENU = 'Cocktail serali';

/** Migration 0008's Italian prices: Smart 19.00/month and 149.00/year, 22% VAT. */
const SMART_MONTHLY = '€23.18 / month incl. 22% VAT';
const SMART_ANNUAL = '€181.78 / year incl. 22% VAT';
/** 149 against 12 × 19 = 228: 34.6% less, shown rounded down. */
const ANNUAL_SAVING = 'Save 34%';

/** The demo owner's session and Bar Demo's id, once the journey knows them (for the restore). */
let session: { token: string; barId: number } | undefined;

async function heading(page: Page, name: string) {
  // the first: an edit page's live preview shows the guest's menu with its own h1
  await expect(page.getByRole('heading', { name, level: 1, exact: true }).first()).toBeVisible();
}

/** The demo event that ends a club's paid plan from `state` (after its renewal is cancelled). */
const ENDING_EVENT: Record<string, DemoBillingEvent> = {
  paid: 'period_end',
  invoice_unpaid: 'grace_end',
  balance_insufficient: 'grace_end',
};

/**
 * Bar Demo as the other journeys expect it: Freemium, its two menus, its banner switch off, no card
 * on file. Each step is tried even when one before it failed (a run stopped midway leaves any mix),
 * and the failures are reported together.
 */
async function restoreBarDemo(token: string, barId: number): Promise<void> {
  const failures: string[] = [];
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  await step('the third menu deleted', async () => {
    const menus = await call<{ id: number; name: string }[]>(token, 'GET', `/clubs/${barId}/menu`);
    for (const menu of menus.body.filter((entry) => entry.name === THIRD_MENU)) {
      const deleted = await call(token, 'DELETE', `/clubs/${barId}/menu/${menu.id}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    }
  });

  // the demo seed leaves Bar Demo's banner switch off; the journey turns it on
  await step('the banner switch off', async () => {
    const club = await call<{ bannerUpdateEnabled: boolean }>(token, 'GET', `/clubs/${barId}`);
    if (!club.body.bannerUpdateEnabled) return;
    const switched = await call(token, 'PATCH', `/clubs/${barId}/settings`, { bannerUpdateEnabled: false });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
  });

  await step('back to Freemium', async () => {
    let state = await paymentState(token, barId);
    if (state.state === 'payment_pending') {
      const approved = await runDemoBillingEvent(barId, 'approve_payment');
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      state = await paymentState(token, barId);
    }
    if (state.state === 'paid' && state.subscriptionEnabled) {
      const cancelled = await call(token, 'DELETE', `/clubs/${barId}/subscription`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }
    const ending = ENDING_EVENT[state.state];
    if (ending) {
      // the paid period (or the days to pay) reach their end: Freemium, nothing deleted
      const ended = await runDemoBillingEvent(barId, ending);
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    }
  });

  await step('the cards removed', async () => {
    const cards = await call<{ id: string; primary: boolean }[]>(
      token,
      'GET',
      `/clubs/${barId}/payments/methods`,
    );
    // the primary card goes last: it can only be removed once it is the only one
    for (const card of [...cards.body].sort((a, b) => Number(a.primary) - Number(b.primary))) {
      const removed = await call(
        token,
        'DELETE',
        `/clubs/${barId}/payments/methods/${encodeURIComponent(card.id)}`,
      );
      expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    }
  });

  await step('Freemium with two menus', async () => {
    const state = await paymentState(token, barId);
    expect(state.state).toBe('freemium');
    expect(state.plan).toBe('freemium');
    const after = await call<{ name: string }[]>(token, 'GET', `/clubs/${barId}/menu`);
    expect(after.body.map((menu) => menu.name).sort()).toEqual([...BAR_MENUS].sort());
  });

  if (failures.length > 0) throw new Error(`Bar Demo not fully restored:\n${failures.join('\n')}`);
}

test.afterEach(async () => {
  if (!session) return;
  await restoreBarDemo(session.token, session.barId);
});

// an action that cannot happen fails in a while, naming what it waited for
test.use({ actionTimeout: 30_000 });

test('Bar Demo: the menu limit, Smart annual paid with the demo card, its invoice and PDF, a third menu and a banner, renewal turned off and back on', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, DEMO_PHONE, DEMO_PASSWORD, await freshTotp(DEMO_TOTP_SECRET));
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByRole('link', { name: DEMO_BAR_CLUB_NAME, exact: true }).click();
  await expect(page).toHaveURL(/\/clubs\/\d+\/profile$/);
  const barId = Number(/\/clubs\/(\d+)\/profile$/.exec(page.url())?.[1]);
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  session = { token, barId };
  // a run stopped before its restore would leave Bar Demo paid: start from what the journey expects
  if ((await paymentState(token, barId)).state !== 'freemium') await restoreBarDemo(token, barId);

  // 1. The menu limit, and the way to the plan page with Smart preselected.
  await page.goto(`/clubs/${barId}/menu`);
  await heading(page, 'Menus');
  await expect(page.getByTestId('menu-row')).toHaveCount(2);
  const limit = page.getByRole('alert').filter({ hasText: 'Menu limit reached' });
  await expect(limit).toBeVisible();
  await limit.getByRole('link', { name: 'Upgrade your plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${barId}/profile/plan\\?plan=smart$`));
  await heading(page, 'Subscription plan');

  // 2. The plan page: demo mode said plainly, the prices with VAT, the annual saving.
  const current = page.getByTestId('current-plan');
  await expect(current).toContainText('Freemium');
  await expect(current.getByRole('alert').filter({ hasText: 'Demo mode' })).toContainText(
    'Payments are in demo mode: use the test card 4242 4242 4242 4242',
  );
  const smart = page.locator('[data-plan-choice="smart"]');
  await expect(smart).toHaveAttribute('data-suggested', 'true');
  await expect(smart).toContainText('Suggested for you');
  await expect(smart).toContainText(SMART_MONTHLY);
  await expect(smart).toContainText('€19.00 / month without VAT');
  await page.getByText('Annual', { exact: true }).click();
  await expect(smart).toContainText(SMART_ANNUAL);
  await expect(smart).toContainText('€149.00 / year without VAT');
  await expect(smart).toContainText(ANNUAL_SAVING);
  await smart.getByRole('button', { name: 'Choose Smart' }).click();

  // The payment page: the chosen plan, the demo card form, 4242….
  await expect(page).toHaveURL(new RegExp(`/clubs/${barId}/payment\\?plan=\\d+$`));
  await heading(page, 'Payment');
  await expect(page.getByRole('heading', { name: 'Smart, annual', level: 2 })).toBeVisible();
  await expect(page.getByText(SMART_ANNUAL)).toBeVisible();
  await expect(
    page.getByText('Payments are in demo mode: no real card is charged.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Card number').fill(DEMO_CARDS.pays);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  // Back on the plan page, on Smart annual, renewing.
  await expect(page).toHaveURL(new RegExp(`/clubs/${barId}/profile/plan$`));
  await heading(page, 'Subscription plan');
  await expect(page.getByText('Payment received. Welcome to Smart!')).toBeVisible();
  await expect(current).toContainText('Smart');
  await expect(current).toContainText('Annual');
  const paid = await paymentState(token, barId);
  expect(paid).toMatchObject({ state: 'paid', plan: 'smart', subscriptionEnabled: true });
  expect(paid.paymentPlan?.months).toBe(12);
  const expiry = englishDay(paid.subscriptionExpiration ?? '');
  await expect(current).toContainText('Renews on');
  await expect(current).toContainText('Next invoice: €181.78 incl. 22% VAT');
  await expect(smart).toContainText('Your current plan');

  // 2b. The invoice: listed as a demo, opened as a real invoice, downloaded as its PDF.
  await page.goto(`/clubs/${barId}/profile/billing`);
  await heading(page, 'Billing');
  const invoiceRow = page.locator('[data-invoice]').first();
  await expect(invoiceRow).toContainText('DEMO — not a valid invoice');
  await expect(invoiceRow).toContainText('€181.78 incl. VAT');
  const number = (await invoiceRow.getAttribute('data-invoice')) ?? '';
  expect(number).toMatch(/^DEMO-\d{4}-\d{6}$/);
  await invoiceRow.getByRole('button', { name: `View invoice ${number}` }).click();
  const document = page.getByRole('dialog', { name: `Invoice ${number}` });
  for (const expected of [
    'DEMO — not a valid invoice',
    'Seller',
    'Tavola Example S.r.l. (not a real company)',
    'VAT number: IT00000000000',
    'Buyer',
    'Bar Demo S.n.c.',
    'Piazza Navona 40',
    '00186 Roma RM',
    'VAT number: 01234567897',
    number,
    'Tavola Smart plan, annual subscription',
    '€149.00',
    'VAT (22%)',
    '€32.78',
    '€181.78',
  ]) {
    await expect(document).toContainText(expected);
  }
  const download = page.waitForEvent('download');
  await document.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`Tavola invoice ${number}.pdf`);
  const file = await pdf.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout: pdfText } = await run('pdftotext', [file, '-']);
  const printed = pdfText.replace(/\s+/g, ' ');
  for (const expected of [
    'DEMO — not a valid invoice',
    number,
    'Bar Demo S.n.c.',
    'VAT number: 01234567897',
    'VAT number: IT00000000000',
    'Total',
    '€181.78',
  ]) {
    expect(printed).toContain(expected);
  }
  await page.keyboard.press('Escape');
  await expect(document).toHaveCount(0);

  // Removing the only card while the plan renews: warned first, with the two ways out.
  await page.getByRole('button', { name: /^Remove Visa/ }).click();
  const removal = page.getByRole('dialog', { name: /^Remove Visa/ });
  await expect(removal.getByTestId('only-card-warning')).toContainText(
    'this is your only card: the renewal will fail. Add another card first, or turn off renewal.',
  );
  await expect(removal.getByRole('link', { name: 'Add another card' })).toHaveAttribute(
    'href',
    `/clubs/${barId}/payment`,
  );
  await expect(removal.getByRole('button', { name: 'Turn off renewal' })).toBeVisible();
  await expect(removal.getByRole('button', { name: 'Remove the card' })).toHaveCount(0);
  await removal.getByRole('button', { name: 'Keep the card' }).click();
  await expect(removal).toHaveCount(0);

  // 3. A third menu can be made; a banner is offered instead of the upgrade prompt.
  await page.goto(`/clubs/${barId}/menu`);
  await heading(page, 'Menus');
  await expect(page.getByRole('alert').filter({ hasText: 'Menu limit reached' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New menu' }).click();
  await heading(page, 'New menu');
  await page.getByLabel('Name shown to customers').fill(THIRD_MENU);
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${barId}/menu/\\d+/edit$`));
  await heading(page, THIRD_MENU);
  await page.goto(`/clubs/${barId}/menu`);
  await heading(page, 'Menus');
  await expect(page.getByTestId('menu-row')).toHaveCount(3);
  await page.getByRole('link', { name: `Banner of ${BAR_MENUS[0]}` }).click();
  await heading(page, 'Promotion banner');
  await expect(page.getByRole('alert').filter({ hasText: 'Available on the Smart plan' })).toHaveCount(0);
  // the plan allows banners now; Bar Demo's own switch for them is off (demo data), so the page
  // points to the club settings, where the owner turns it on
  const switchedOff = page.getByRole('alert').filter({ hasText: 'Banner changes are turned off' });
  await switchedOff.getByRole('link', { name: 'Open the club settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${barId}/profile/settings$`));
  const bannerSwitch = page.getByRole('switch', { name: 'Promotional banners' });
  await expect(bannerSwitch).toBeEnabled();
  // a click, not check(): the switch follows the saved value, which comes a moment later
  await bannerSwitch.click();
  await expect(bannerSwitch).toBeChecked();
  await expect(bannerSwitch).toBeEnabled();
  await page.goto(`/clubs/${barId}/menu`);
  await heading(page, 'Menus');
  await page.getByRole('link', { name: `Banner of ${BAR_MENUS[0]}` }).click();
  await heading(page, 'Promotion banner');
  await page.getByRole('link', { name: 'Create a banner' }).click();
  await heading(page, 'New banner');
  await expect(page.getByRole('button', { name: 'Choose an image' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Available on the Smart plan' })).toHaveCount(0);

  // 4. Turn off renewal: the confirmation says what happens, and what can and cannot be undone.
  await page.goto(`/clubs/${barId}/profile/plan`);
  await heading(page, 'Subscription plan');
  await current.getByRole('button', { name: 'Turn off renewal' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turn off renewal?' });
  await expect(confirm).toContainText(`Your Smart plan stays active until ${expiry}. It will not renew`);
  await expect(confirm).toContainText(`You can undo this: turn renewal back on any time until ${expiry}.`);
  await expect(confirm).toContainText(`What cannot be undone: after ${expiry} the plan ends`);
  await expect(confirm).not.toContainText('irreversible');
  await confirm.getByRole('button', { name: 'Turn off renewal' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(`Renewal turned off. Your plan stays active until ${expiry}.`)).toBeVisible();
  await expect(current).toContainText(`Renewal off: active until ${expiry}`);
  await expect(current).not.toContainText('Next invoice');
  expect(await paymentState(token, barId)).toMatchObject({ state: 'paid', subscriptionEnabled: false });
  // still Smart after a reload
  await page.reload();
  await heading(page, 'Subscription plan');
  await expect(current).toContainText(`Renewal off: active until ${expiry}`);

  // 5. Turn renewal back on.
  await current.getByRole('button', { name: 'Turn renewal back on' }).click();
  await expect(page.getByText('Renewal turned back on.')).toBeVisible();
  await expect(current).toContainText('Renews on');
  await expect(current.getByRole('button', { name: 'Turn off renewal' })).toBeVisible();
  expect(await paymentState(token, barId)).toMatchObject({
    state: 'paid',
    plan: 'smart',
    subscriptionEnabled: true,
    subscriptionExpiration: paid.subscriptionExpiration,
  });
});
