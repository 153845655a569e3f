import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { requireAdmin } from '../../app/guards';
import { renderApp } from '../../test/render-app';

afterEach(() => localStorage.clear());

describe('the administration guard', () => {
  function redirectOf(run: () => unknown): string | null {
    try {
      run();
      return null;
    } catch (response) {
      return (response as Response).headers.get('Location');
    }
  }

  it('lets in only a signed-in user whose stored flag is "true"', () => {
    expect(redirectOf(requireAdmin)).toBe('/login');
    localStorage.setItem('auth@token', 'valid-token');
    localStorage.setItem('isAdmin', 'false');
    expect(redirectOf(requireAdmin)).toBe('/404');
    localStorage.setItem('isAdmin', 'TRUE');
    expect(redirectOf(requireAdmin)).toBe('/404');
    localStorage.setItem('isAdmin', 'true');
    expect(redirectOf(requireAdmin)).toBeNull();
  });

  it('shows an owner the not-found page, with no administration link in the user menu', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/admin', { token: 'valid-token' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();

    await router.navigate('/clubs');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('shows the not-found page when the stored flag says admin but the server does not', async () => {
    const { router } = await renderApp('/admin', { token: 'valid-token', isAdmin: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('opens the administration for an administrator, from the user menu', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/clubs', { token: 'admin-token', isAdmin: true });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Administration' }));
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(await screen.findByRole('button', { name: 'Activate Bar Centrale' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for activation')).toBeInTheDocument();
    expect(screen.getByText('Invoice unpaid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Trattoria da Mario' })).toBeInTheDocument();
  });
});

describe('the club message editor', () => {
  it('checks the fields, then sends the message and says so', async () => {
    const user = userEvent.setup();
    await renderApp('/admin', { token: 'admin-token', isAdmin: true });
    await user.click(await screen.findByRole('button', { name: 'Message to Bar Centrale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to Bar Centrale' });
    const send = within(dialog).getByRole('button', { name: 'Send the message' });
    expect(within(dialog).getByRole('button', { name: 'Clear the message' })).toBeDisabled();

    await user.click(send);
    expect(await within(dialog).findByText('Write a short summary.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the message.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Summary/), 'Menu check');
    await user.type(within(dialog).getByLabelText(/Full message/), 'Please review your prices.');
    await user.click(within(dialog).getByRole('radio', { name: 'Warning' }));
    await user.click(send);
    expect(await screen.findByText('Message sent to Bar Centrale.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the brands editor', () => {
  it('refuses a name already taken, ignoring case', async () => {
    const user = userEvent.setup();
    await renderApp('/admin', { token: 'admin-token', isAdmin: true });
    await user.type(await screen.findByLabelText('New brand'), 'birra nord');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('A brand with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Caffè Sole offered to owners' })).not.toBeChecked();
  });
});

async function openAdmin() {
  const user = userEvent.setup();
  await renderApp('/admin', { token: 'admin-token', isAdmin: true });
  await screen.findByRole('button', { name: 'Subscription of Bar Centrale' });
  return user;
}

/** The row of a club in the clubs table. */
const clubRow = (name: string) => {
  const row = screen.getByRole('button', { name: `Subscription of ${name}` }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
};

async function chooseAction(user: ReturnType<typeof userEvent.setup>, club: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Subscription of ${club}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the clubs’ subscriptions', () => {
  it('shows each club’s payment state, plan and until when', async () => {
    await openAdmin();
    const paid = within(clubRow('Trattoria da Mario'));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('Smart')).toBeInTheDocument();
    expect(paid.getByText(/until Mar 31, 2031/)).toBeInTheDocument();
    const free = within(clubRow('Bar Centrale'));
    expect(free.getAllByText('Freemium')).toHaveLength(2);
    expect(free.queryByText(/until/)).not.toBeInTheDocument();
    expect(within(clubRow('Osteria Verde')).getByText('Partner offer')).toBeInTheDocument();
    // one way to set a plan: the offers (the old plan selector is gone)
    expect(screen.queryByRole('combobox', { name: /Plan of/ })).not.toBeInTheDocument();
  });

  it('grants the early-adopter offer with the chosen plan', async () => {
    const user = await openAdmin();
    await chooseAction(user, 'Bar Centrale', 'Grant early-adopter offer');
    const dialog = await screen.findByRole('dialog', { name: 'Early-adopter offer for Bar Centrale' });
    expect(within(dialog).queryByLabelText('Offered by')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Professional' }));
    await user.click(within(dialog).getByRole('button', { name: 'Grant the offer' }));
    expect(await screen.findByText('Offer granted to Bar Centrale.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('grants a partner offer for 6 months once a brand is chosen (only brands on offer)', async () => {
    const user = await openAdmin();
    await chooseAction(user, 'Bar Centrale', 'Grant partner offer');
    const dialog = await screen.findByRole('dialog', { name: 'Partner offer for Bar Centrale' });
    await user.click(within(dialog).getByRole('radio', { name: '6 months' }));
    await user.click(within(dialog).getByRole('button', { name: 'Grant the offer' }));
    expect(await within(dialog).findByText('Choose the brand that offers the plan.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Offered by/ }));
    expect(screen.queryByRole('option', { name: 'Caffè Sole' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Birra Nord' }));
    await user.click(within(dialog).getByRole('button', { name: 'Grant the offer' }));
    expect(await screen.findByText('Offer granted to Bar Centrale.')).toBeInTheDocument();
  });

  it('takes the club’s brand by default, and explains why a paying club gets no offer', async () => {
    const user = await openAdmin();
    await chooseAction(user, 'Trattoria da Mario', 'Grant partner offer');
    const dialog = await screen.findByRole('dialog', { name: 'Partner offer for Trattoria da Mario' });
    expect(within(dialog).getByRole('combobox', { name: /Offered by/ })).toHaveValue('Birra Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Grant the offer' }));
    expect(
      await within(dialog).findByText(
        'The club pays for its plan: its renewal must end before an offer can be granted.',
      ),
    ).toBeInTheDocument();
  });

  it('withdraws an offer after confirmation, and only where there is one', async () => {
    const user = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Subscription of Bar Centrale' }));
    expect(await screen.findByRole('menuitem', { name: 'Withdraw offer' })).toBeDisabled();
    await user.keyboard('{Escape}');

    await chooseAction(user, 'Osteria Verde', 'Withdraw offer');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the offer of Osteria Verde' });
    expect(
      within(dialog).getByText(/Osteria Verde falls back to Freemium now. Nothing is deleted/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText('The offer of Osteria Verde was withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the history: date, from → to, event and who', async () => {
    const user = await openAdmin();
    await chooseAction(user, 'Trattoria da Mario', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'Subscription history of Trattoria da Mario' });
    const rows = (await within(dialog).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText(/Jun 2, 2030/)).toBeInTheDocument();
    expect(first.getByText(/Early adopter → Paid/)).toBeInTheDocument();
    expect(first.getByText('Subscribed')).toBeInTheDocument();
    expect(first.getByText('Owner (user 1)')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Administrator (user 7)')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Offer granted')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await chooseAction(user, 'Bar Centrale', 'History');
    expect(
      await screen.findByText('No change yet: the club has always been on Freemium.'),
    ).toBeInTheDocument();
  });

  it('simulates billing events in demo mode, showing the server’s refusals as they come', async () => {
    const user = await openAdmin();
    await chooseAction(user, 'Trattoria da Mario', 'Simulate a renewal');
    expect(await screen.findByText('Simulated for Trattoria da Mario.')).toBeInTheDocument();

    await chooseAction(user, 'Trattoria da Mario', 'Simulate the end of the days to pay');
    expect(await screen.findByText('Cannot end the days to pay on a paid plan.')).toBeInTheDocument();

    // a server with Stripe: nothing to simulate, and the entries go away
    await chooseAction(user, 'Bar Centrale', 'Simulate the end of the period');
    expect(
      await screen.findByText('Payments go through Stripe on this server: there is nothing to simulate.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscription of Bar Centrale' }));
    expect(await screen.findByRole('menuitem', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Simulate a renewal' })).not.toBeInTheDocument();
  });
});

describe('the prices', () => {
  const prices = () =>
    screen.getByRole('heading', { name: 'Prices' }).closest('.mantine-Paper-root') as HTMLElement;

  it('shows one country at a time, Italy first, with VAT added and the annual saving', async () => {
    const user = await openAdmin();
    const section = within(prices());
    expect(await section.findByRole('combobox', { name: 'Country' })).toHaveValue('Italy (EUR)');
    const rows = section.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Smart, monthly',
      'Smart, annual',
      'Professional, monthly',
      'Professional, annual',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('€23.18')).toBeInTheDocument();
    expect(section.getByText('Smart: annual saves 34%')).toBeInTheDocument();
    expect(section.getByText('Professional: annual saves 50%')).toBeInTheDocument();
    expect(section.getByRole('switch', { name: 'Professional, annual on sale' })).not.toBeChecked();

    await user.click(section.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Switzerland (CHF)' }));
    await waitFor(() => expect(section.getAllByRole('row')).toHaveLength(3));
    expect(section.getByRole('textbox', { name: 'VAT of Smart, monthly in percent' })).toHaveValue('8.1 %');
  });

  it('checks a price before saving it, then saves the row', async () => {
    const user = await openAdmin();
    const section = within(prices());
    const price = await section.findByRole('textbox', { name: 'Price of Smart, monthly without VAT' });
    const rowOf = (element: HTMLElement) => within(element.closest('tr') as HTMLElement);
    const save = rowOf(price).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(price);
    await user.click(save);
    expect(await section.findByText('Write a number.')).toBeInTheDocument();

    await user.type(price, '100001');
    await user.click(save);
    expect(await section.findByText('Between 0 and 100000.')).toBeInTheDocument();

    const vat = section.getByRole('textbox', { name: 'VAT of Smart, monthly in percent' });
    await user.clear(vat);
    await user.type(vat, '101');
    await user.clear(price);
    await user.type(price, '21.5');
    await user.click(save);
    expect(await section.findByText('Between 0 and 100.')).toBeInTheDocument();

    await user.clear(vat);
    await user.type(vat, '22');
    expect(rowOf(price).getByText('€26.23')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Saved: Smart, monthly in Italy.')).toBeInTheDocument();
  });
});
