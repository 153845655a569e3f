import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordDownloads } from '../../test/downloads';
import { BILLING_PLANS, resetBilling } from '../../test/fake-billing';
import { renderApp } from '../../test/render-app';
import type { PaymentState } from './api/get-payment-state';
import { estimatedRenewal } from './components/change-plan-modal';

// Club ids are the scenarios of src/test/fake-billing.ts.
beforeEach(() => resetBilling());
const downloads = recordDownloads();

async function openPlan(clubId: number, query = '') {
  const user = userEvent.setup();
  const app = await renderApp(`/clubs/${clubId}/profile/plan${query}`, { token: 'valid-token' });
  await screen.findByRole('heading', { name: 'Subscription plan', level: 1 });
  const current = await screen.findByTestId('current-plan');
  return { user, current, ...app };
}

describe('plan page', () => {
  it('shows Freemium, the plans with VAT, and the demo notice', async () => {
    const { current } = await openPlan(61);
    expect(within(current).getByText('Freemium')).toBeInTheDocument();
    expect(
      within(current).getByText(/Payments are in demo mode: use the test card 4242 4242 4242 4242/),
    ).toBeInTheDocument();
    expect(screen.getByText('€23.18 / month incl. 22% VAT')).toBeInTheDocument();
    expect(screen.getByText('€19.00 / month without VAT')).toBeInTheDocument();
    expect(screen.getByText('€47.58 / month incl. 22% VAT')).toBeInTheDocument();
    // the comparison includes Professional's rooms and statistics
    const rooms = screen.getByText('Zones (rooms)', { selector: 'th' }).closest('tr') as HTMLElement;
    expect(within(rooms).getAllByText('2')).toHaveLength(2);
    expect(within(rooms).getByText('Unlimited')).toBeInTheDocument();
    const statistics = screen
      .getByText('Statistics history', { selector: 'th' })
      .closest('tr') as HTMLElement;
    expect(within(statistics).getByText('90 days')).toBeInTheDocument();
  });

  it('shows the annual prices with the saving', async () => {
    const { user } = await openPlan(61);
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(await screen.findByText('€181.78 / year incl. 22% VAT')).toBeInTheDocument();
    const smart = screen
      .getByText('€181.78 / year incl. 22% VAT')
      .closest('[data-plan-choice]') as HTMLElement;
    expect(within(smart).getByText('Save 34%')).toBeInTheDocument();
    const professional = document.querySelector('[data-plan-choice="professional"]') as HTMLElement;
    expect(within(professional).getByText('Save 50%')).toBeInTheDocument();
  });

  it('preselects the plan an upgrade prompt asks for, and goes to the payment page from Freemium', async () => {
    // club 2 is on Freemium and in the owner's list (the payment page's guard)
    const { user, router } = await openPlan(2, '?plan=professional&months=12');
    const professional = document.querySelector('[data-plan-choice="professional"]') as HTMLElement;
    expect(professional).toHaveAttribute('data-suggested', 'true');
    expect(within(professional).getByText('Suggested for you')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await user.click(within(professional).getByRole('button', { name: 'Choose Professional' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs/2/payment'));
    expect(router.state.location.search).toBe('?plan=104');
  });

  it('shows a paid monthly plan with its renewal and next invoice', async () => {
    const { current } = await openPlan(62);
    expect(within(current).getByText('Smart')).toBeInTheDocument();
    expect(within(current).getByText('Monthly')).toBeInTheDocument();
    expect(within(current).getByText('Renews on April 1, 2031')).toBeInTheDocument();
    expect(within(current).getByText(/Next invoice:/)).toHaveTextContent(
      'Next invoice: €23.18 incl. 22% VAT on April 1, 2031',
    );
    expect(within(current).getByRole('button', { name: 'Turn off renewal' })).toBeEnabled();
  });

  it('confirms a change of plan, then subscribes', async () => {
    const { user } = await openPlan(62);
    const professional = document.querySelector('[data-plan-choice="professional"]') as HTMLElement;
    await user.click(within(professional).getByRole('button', { name: 'Switch to Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Professional, monthly?' });
    expect(
      within(dialog).getByText(
        /Your remaining time is recalculated for the new plan at no extra cost; it renews at €47.58 on/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('Your plan is now Professional, monthly.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const current = screen.getByTestId('current-plan');
    expect(await within(current).findByText('Professional')).toBeInTheDocument();
  });

  it('turns off renewal after a confirmation that says what happens, what can and cannot be undone', async () => {
    const { user, current } = await openPlan(62);
    await user.click(within(current).getByRole('button', { name: 'Turn off renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off renewal?' });
    // one action, said plainly: no "irreversible" next to "you can reactivate"
    expect(dialog).not.toHaveTextContent(/irreversible|cancel/i);
    expect(
      within(dialog).getByText(
        'Your Smart plan stays active until March 31, 2031. It will not renew and no more payments are taken.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('You can undo this: turn renewal back on any time until March 31, 2031.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^What cannot be undone:/)).toHaveTextContent(
      'What cannot be undone: after March 31, 2031 the plan ends and the club goes back to Freemium; to have Smart again you subscribe and pay again. The time already paid is not refunded. Nothing is deleted.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep renewal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off renewal' }));
    expect(
      await screen.findByText('Renewal turned off. Your plan stays active until March 31, 2031.'),
    ).toBeInTheDocument();
    expect(await within(current).findByText('Renewal off: active until March 31, 2031')).toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Turn renewal back on' }));
    expect(await screen.findByText('Renewal turned back on.')).toBeInTheDocument();
    expect(await within(current).findByText('Renews on April 1, 2031')).toBeInTheDocument();
  });

  it('shows a renewal turned off with its end', async () => {
    const { current } = await openPlan(63);
    expect(within(current).getByText('Renewal off: active until March 31, 2031')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Turn renewal back on' })).toBeInTheDocument();
    expect(within(current).queryByText(/Next invoice/)).not.toBeInTheDocument();
  });

  it('disables turning off renewal with the reason in the last day before renewal', async () => {
    const { current } = await openPlan(70);
    const button = within(current).getByRole('button', { name: 'Turn off renewal' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Renewal can no longer be turned off: it renews in less than a day.',
    );
  });

  it('warns of an unpaid invoice with the days left, and pays it', async () => {
    const { user, current } = await openPlan(64);
    const warning = within(current).getByTestId('payment-warning');
    expect(within(warning).getByText('Invoice unpaid')).toBeInTheDocument();
    expect(within(warning).getByText('5 days left')).toBeInTheDocument();
    expect(within(warning).getByText(/Your card was declined\./)).toBeInTheDocument();
    // the card on file is still declined
    await user.click(within(warning).getByRole('button', { name: 'Pay now' }));
    expect(await within(warning).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(current).getByRole('link', { name: 'Cards and invoices' })).toHaveAttribute(
      'href',
      '/clubs/64/profile/billing',
    );
  });

  it('words an insufficient balance, a pending payment and the offers', async () => {
    const first = await openPlan(65);
    expect(within(first.current).getByText('Balance insufficient')).toBeInTheDocument();
    expect(within(first.current).getByText('1 day left')).toBeInTheDocument();
    first.unmount();
    const pending = await openPlan(66);
    expect(within(pending.current).getAllByText('Payment pending approval').length).toBeGreaterThan(0);
    expect(within(pending.current).getByText(/awaits your bank's approval/)).toBeInTheDocument();
    pending.unmount();
    const renewal = await openPlan(60);
    expect(
      within(renewal.current).getByText(/The renewal payment awaits your bank's approval/),
    ).toBeInTheDocument();
    expect(within(renewal.current).getByText('Renews on April 1, 2031')).toBeInTheDocument();
    renewal.unmount();
    const early = await openPlan(67);
    expect(within(early.current).getByText('Smart plan offered to early adopters')).toBeInTheDocument();
    early.unmount();
    const partner = await openPlan(68);
    expect(within(partner.current).getByText('Smart offered by Birra Nord for one year')).toBeInTheDocument();
    expect(within(partner.current).getByText('Until June 30, 2031')).toBeInTheDocument();
  });

  it('says when the country has no online plans', async () => {
    await openPlan(69);
    expect(
      screen.getByText(/Online subscription is not offered in your club's country yet/),
    ).toBeInTheDocument();
  });
});

describe('the renewal shown before a change', () => {
  const [smartMonthly, smartAnnual, professionalMonthly] = BILLING_PLANS as [
    (typeof BILLING_PLANS)[0],
    (typeof BILLING_PLANS)[0],
    (typeof BILLING_PLANS)[0],
  ];
  // Smart monthly renewing on 21 March at 09:00 (cancellable until a day before), now 1 March 09:00
  const state = {
    state: 'paid',
    paymentPlan: smartMonthly,
    subscriptionExpiration: '2031-03-21',
    cancelRenewalBefore: '2031-03-20T09:00:00.000Z',
  } as PaymentState;
  const now = new Date('2031-03-01T09:00:00Z');

  it('values the 20 days left at the old price and buys time at the new one (the domain example)', () => {
    // 20 days × 19.00/30.42 = 12.49 of credit; at 149.00/365 a day that is 30.6 days
    expect(estimatedRenewal(state, smartAnnual, now)).toBe('2031-03-31');
    // 12.49 / (39.00/30.42) = 9.7 days: early on 11 March
    expect(estimatedRenewal(state, professionalMonthly, now)).toBe('2031-03-11');
  });
});

describe('billing page', () => {
  async function openBilling(clubId: number) {
    const user = userEvent.setup();
    const app = await renderApp(`/clubs/${clubId}/profile/billing`, { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Billing', level: 1 });
    return { user, ...app };
  }

  it('lists the cards and the invoices', async () => {
    await openBilling(62);
    const visa = await screen.findByText('Visa •••• 4242');
    const visaRow = visa.closest('[data-card]') as HTMLElement;
    expect(within(visaRow).getByText('Primary')).toBeInTheDocument();
    expect(within(visaRow).getByText('Expires 04/2032')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Mastercard •••• 4444 primary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/clubs/62/payment');

    const march = (await screen.findByText('DEMO-2031-000003')).closest('[data-invoice]') as HTMLElement;
    expect(within(march).getByText('€23.18 incl. VAT')).toBeInTheDocument();
    expect(within(march).getByText('Paid')).toBeInTheDocument();
    expect(within(march).getByText('DEMO — not a valid invoice')).toBeInTheDocument();
    expect(within(march).getByText('Issued Mar 1, 2031')).toBeInTheDocument();
    expect(within(march).getByText('Period: March 1, 2031 – March 31, 2031')).toBeInTheDocument();
    // every invoice opens as the document here, Stripe's too
    expect(screen.getByRole('button', { name: 'View invoice DEMO-2031-000002' })).toBeInTheDocument();
    const voided = screen.getByText('DEMO-2031-000001').closest('[data-invoice]') as HTMLElement;
    expect(within(voided).getByText('Void')).toBeInTheDocument();
  });

  it('shows an invoice with seller, buyer, VAT numbers and amounts, and downloads its PDF', async () => {
    const { user } = await openBilling(62);
    await user.click(await screen.findByRole('button', { name: 'View invoice DEMO-2031-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice DEMO-2031-000003' });
    expect(
      within(dialog).getByText(
        'Issued in demo mode: no payment was made and this document has no fiscal value.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('DEMO — not a valid invoice')).toBeInTheDocument();
    for (const text of [
      'Seller',
      'Tavola Example S.r.l. (not a real company)',
      'VAT number: IT00000000000',
      'Buyer',
      'Trattoria da Mario srl',
      'Via Roma 1',
      '20121 Milano MI',
      'VAT number: IT00743110157',
      'DEMO-2031-000003',
      'March 1, 2031',
      'Tavola Smart plan, monthly subscription',
      'March 1, 2031 – March 31, 2031',
      '€19.00',
      'VAT (22%)',
      '€4.18',
      '€23.18',
    ]) {
      expect(within(dialog).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(within(dialog).getAllByText('Italy')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [pdf] = downloads;
    if (!pdf) throw new Error('nothing downloaded');
    expect(pdf.name).toBe('Tavola invoice DEMO-2031-000003.pdf');
    expect(await (pdf.data as Blob).text()).toContain('invoice DEMO-2031-000003 in en');
  });

  it('links Stripe’s payment page from an invoice Stripe issued', async () => {
    const { user } = await openBilling(62);
    await user.click(await screen.findByRole('button', { name: 'View invoice DEMO-2031-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice DEMO-2031-000002' });
    const onStripe = within(dialog).getByRole('link', {
      name: 'Payment page of invoice DEMO-2031-000002 on Stripe (opens in a new tab)',
    });
    expect(onStripe).toHaveAttribute('href', 'https://invoice.stripe.com/i/test_2');
    expect(onStripe).toHaveAttribute('target', '_blank');
    expect(onStripe.getAttribute('rel')).toContain('noopener');
  });

  it('warns before removing the only card while the plan renews, and offers the two ways out', async () => {
    const { user } = await openBilling(71);
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    expect(within(dialog).getByTestId('only-card-warning')).toHaveTextContent(
      'Your plan renews on April 1, 2031 and this is your only card: the renewal will fail. Add another card first, or turn off renewal.',
    );
    // nothing to remove yet: the server would refuse, and the renewal would fail
    expect(within(dialog).queryByRole('button', { name: 'Remove the card' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add another card' })).toHaveAttribute(
      'href',
      '/clubs/71/payment',
    );
    expect(
      within(dialog).getByText(
        'Turning off renewal keeps your plan until March 31, 2031; you can turn renewal back on until then. Then you can remove the card.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off renewal' }));
    expect(
      await screen.findByText('Renewal turned off. Your plan stays active until March 31, 2031.'),
    ).toBeInTheDocument();
    // renewal off: the plain removal
    await user.click(await within(dialog).findByRole('button', { name: 'Remove the card' }));
    expect(await screen.findByText('Visa •••• 4242 removed.')).toBeInTheDocument();
  });

  it('makes a card primary and removes one after confirming', async () => {
    const { user } = await openBilling(62);
    await user.click(await screen.findByRole('button', { name: 'Make Mastercard •••• 4444 primary' }));
    expect(await screen.findByText('Mastercard •••• 4444 is now your primary card.')).toBeInTheDocument();
    const mastercard = screen.getByText('Mastercard •••• 4444').closest('[data-card]') as HTMLElement;
    expect(await within(mastercard).findByText('Primary')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the card' }));
    expect(await screen.findByText('Visa •••• 4242 removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Visa •••• 4242')).not.toBeInTheDocument());
  });

  it('says why the primary card cannot be removed', async () => {
    const { user } = await openBilling(62);
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is your primary card: make another card primary first.',
    );
  });

  it('offers to pay an unpaid invoice, with the warning', async () => {
    await openBilling(64);
    expect(await screen.findByText('5 days left')).toBeInTheDocument();
    const unpaid = (await screen.findByText('DEMO-2031-000501')).closest('[data-invoice]') as HTMLElement;
    expect(within(unpaid).getByText('Unpaid')).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with another card' })).toHaveAttribute(
      'href',
      '/clubs/64/payment?invoice=501',
    );
  });
});

describe('board', () => {
  it('shows the unpaid-invoice warning with the days left and the way to fix it', async () => {
    await renderApp('/clubs/64/profile', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Billing club 64', level: 1 });
    const warning = await screen.findByTestId('payment-warning');
    expect(within(warning).getByText('Invoice unpaid')).toBeInTheDocument();
    expect(within(warning).getByText('5 days left')).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Fix the payment' })).toHaveAttribute(
      'href',
      '/clubs/64/profile/billing',
    );
  });

  it("shows a payment awaiting the bank's approval, and nothing for a paid plan", async () => {
    const pending = await renderApp('/clubs/66/profile', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Billing club 66', level: 1 });
    expect(await screen.findByText('Payment pending approval')).toBeInTheDocument();
    pending.unmount();
    await renderApp('/clubs/62/profile', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Billing club 62', level: 1 });
    // the state has arrived (the plan link is drawn with the board) and there is nothing to warn of
    await waitFor(() => expect(pending.queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('payment-warning')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment pending approval')).not.toBeInTheDocument();
  });
});

describe('payment page (demo mode)', () => {
  async function openPayment(query: string) {
    const user = userEvent.setup();
    // club 2 is on Freemium and the owner's (the page's guard)
    const app = await renderApp(`/clubs/2/payment${query}`, { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Payment', level: 1 });
    await screen.findByLabelText('Card number');
    return { user, ...app };
  }

  /** Fills the card form (pasted, as a password manager would) and sends it. */
  async function pay(user: ReturnType<typeof userEvent.setup>, number: string, submit = 'Pay and subscribe') {
    for (const [label, value] of [
      ['Card number', number],
      ['Expiry date (MM/YY)', '12/34'],
      ['Security code (CVC)', '123'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.click(field);
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: submit }));
  }

  it('shows the chosen plan and a card form made for cards', async () => {
    await openPayment('?plan=102');
    expect(screen.getByText('Smart, annual')).toBeInTheDocument();
    expect(screen.getByText('€181.78 / year incl. 22% VAT')).toBeInTheDocument();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByText(/Payments are in demo mode/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
  });

  it('says each decline reason in words', { timeout: 60_000 }, async () => {
    const { user } = await openPayment('?plan=102');
    const reasons: [string, string][] = [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4000000000000069', 'Your card has expired.'],
      ['4000000000000127', 'The security code (CVC) is not correct.'],
      ['4000002500003184', 'Your bank needs you to approve this payment.'],
      ['4000000000000119', 'The card could not be processed. Try again in a moment.'],
      ['1234567812345678', 'Payments are in demo mode: use one of the test cards, never a real one.'],
      ['4000000000000500', 'The payment provider did not answer. Nothing was charged; try again.'],
      ['4000000000000429', 'The payment provider is busy. Wait a minute and try again.'],
    ];
    for (const [number, text] of reasons) {
      await pay(user, number);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    }
  });

  it('subscribes with a good card and goes back to the plan page', async () => {
    const { user, router } = await openPayment('?plan=102');
    await pay(user, '4242424242424242');
    expect(await screen.findByText('Payment received. Welcome to Smart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs/2/profile/plan'));
  });

  it("says when a payment awaits the bank's approval", async () => {
    const { user } = await openPayment('?plan=101');
    await pay(user, '4000002500003155');
    expect(await screen.findByText(/Your payment awaits your bank's approval/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute(
      'href',
      '/clubs/2/profile/plan',
    );
  });

  it('makes the card that paid the primary one, so renewals charge it', async () => {
    const { user } = await openPayment('?plan=101');
    // saved (the club's first card, so primary), then declined at the charge
    await pay(user, '4000000000000341');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'));
    await pay(user, '4242424242424242');
    expect(await screen.findByText('Payment received. Welcome to Smart!')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Subscription plan', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Cards and invoices' }));
    const visa = (await screen.findByText('Visa •••• 4242')).closest('[data-card]') as HTMLElement;
    expect(await within(visa).findByText('Primary')).toBeInTheDocument();
    const declined = screen.getByText('Visa •••• 0341').closest('[data-card]') as HTMLElement;
    expect(within(declined).queryByText('Primary')).not.toBeInTheDocument();
  });

  it('pays an unpaid invoice with a new card, which becomes the primary one', async () => {
    const { user, router } = await openPayment('?invoice=777');
    expect(screen.getByText(/The new card becomes your primary card/)).toBeInTheDocument();
    await pay(user, '4242424242424242', 'Pay the invoice');
    expect(await screen.findByText('Invoice paid. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs/2/profile/plan'));
  });

  it('says clearly when the server is on Stripe but the console has no publishable key', async () => {
    // club 1's server answers with a Stripe SetupIntent; the tests build no VITE_STRIPE_PUBLISHABLE_KEY
    await renderApp('/clubs/1/payment?plan=101', { token: 'valid-token' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card payments are not available');
    expect(alert).toHaveTextContent('VITE_STRIPE_PUBLISHABLE_KEY');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { user } = await openPayment('?plan=101');
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digits on the back of the card.')).toBeInTheDocument();
  });
});
