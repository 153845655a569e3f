import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BAD_VAT_NUMBER } from '../../test/fake-clubs';
import { renderApp } from '../../test/render-app';

type User = ReturnType<typeof userEvent.setup>;

// the machine may be busy: wait for what the user would see, generously
configure({ asyncUtilTimeout: 10_000 });

/** Picks an option of a select; waits for the select, which may come with data still loading (provinces). */
async function choose(user: User, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openNewClub() {
  const user = userEvent.setup();
  const app = await renderApp('/clubs/new', { token: 'valid-token' });
  await screen.findByRole('heading', { name: 'New club', level: 1 });
  return { user, ...app };
}

async function fillValidClub(user: User, vatNumber: string) {
  await user.type(screen.getByLabelText(/Club name/), 'Osteria Nuova');
  await user.type(screen.getByLabelText(/Number of seats/), '40');
  await choose(user, /^Country/, 'Italy');
  await user.type(screen.getByLabelText(/^Address/), 'Via Roma 1');
  await choose(user, /Province or state/, 'Milan');
  await user.type(screen.getByRole('combobox', { name: /^City/ }), 'Milano');
  await user.type(screen.getByLabelText(/Postal code/), '20121');
  await choose(user, /Brand reference/, 'None');
  await user.type(screen.getByLabelText(/Company name/), 'Osteria S.r.l.');
  await user.type(screen.getByLabelText(/VAT number/), vatNumber);
}

describe('new club form', () => {
  it('shows the required-field messages of the spec', async () => {
    const { user } = await openNewClub();
    await user.click(screen.getByRole('button', { name: 'Create club' }));
    for (const text of [
      'Club name is required',
      'Number of seats is required',
      'Country is required',
      'Address is required',
      'City is required',
      'Postal code is required',
      'Choose a brand reference, or choose none',
      'Company name is required',
      'VAT number is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('asks for the sales account only when a brand is selected', async () => {
    const { user } = await openNewClub();
    expect(screen.queryByLabelText(/Sales account name/)).not.toBeInTheDocument();
    await choose(user, /Brand reference/, 'Birra Nord');
    expect(screen.getByLabelText(/Sales account name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create club' }));
    expect(await screen.findByText('Sales account name is required')).toBeInTheDocument();
    expect(screen.getByText('Sales account last name is required')).toBeInTheDocument();

    await choose(user, /Brand reference/, 'None');
    expect(screen.queryByLabelText(/Sales account name/)).not.toBeInTheDocument();
  });

  it('checks the VAT number against the country', async () => {
    const { user } = await openNewClub();
    await fillValidClub(user, '00159560367');
    await user.click(screen.getByRole('button', { name: 'Create club' }));
    expect(await screen.findByText('Invalid VAT number')).toBeInTheDocument();
  });

  it("shows the server's invalid VAT number message on the VAT field", async () => {
    const { user, router } = await openNewClub();
    await fillValidClub(user, BAD_VAT_NUMBER);
    await user.click(screen.getByRole('button', { name: 'Create club' }));
    const field = screen.getByLabelText(/VAT number/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid VAT number'));
    expect(router.state.location.pathname).toBe('/clubs/new');
  });

  it('creates the club and opens its board', async () => {
    const { user, router } = await openNewClub();
    await fillValidClub(user, '00159560366');
    await user.click(screen.getByRole('button', { name: 'Create club' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs/3/profile'));
    expect(await screen.findByText(/Club created/)).toBeInTheDocument();
    expect(await screen.findByText('Waiting for activation by the Tavola team')).toBeInTheDocument();
  });

  it('cascades country, province and city, and takes a city that is not listed', async () => {
    const { user } = await openNewClub();
    const city = screen.getByRole('combobox', { name: /^City/ });
    expect(city).toBeDisabled();
    await choose(user, /^Country/, 'Italy');
    await choose(user, /Province or state/, 'Rome');
    await user.click(city);
    expect(await screen.findByRole('option', { name: 'Roma' })).toBeInTheDocument();
    await choose(user, /Province or state/, 'Milan');
    // a new province empties the city and offers its own
    expect(city).toHaveValue('');
    await user.click(city);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Milano', 'Monza']);
    await user.type(city, 'Sesto San Giovanni');
    expect(city).toHaveValue('Sesto San Giovanni');

    // a country without provinces takes a typed one
    await choose(user, /^Country/, 'France');
    const province = await screen.findByLabelText(/Province or state/);
    await user.type(province, 'Provence');
    expect(province).toHaveValue('Provence');
    expect(city).toHaveValue('');
  });
});

describe('club screens', () => {
  it('shows the board with status, plan and the message coloured by severity', async () => {
    await renderApp('/clubs/1/profile', { token: 'valid-token' });
    expect(await screen.findByRole('heading', { name: 'Trattoria da Mario', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Smart')).toBeInTheDocument();
    expect(screen.getByText('Early adopter')).toBeInTheDocument();
    const banner = screen.getByText('Invoice unpaid').closest('[data-severity]');
    expect(banner).toHaveAttribute('data-severity', '2');
    expect(screen.getByRole('link', { name: 'Read the full message' })).toHaveAttribute(
      'href',
      '/clubs/1/notice',
    );
    for (const link of screen.getAllByRole('link', { name: /QR codes/ })) {
      expect(link).toHaveAttribute('href', '/clubs/1/qrcode');
    }
  });

  it("lists the time zones when the board's zone list opens, and saves the one chosen", async () => {
    const user = userEvent.setup();
    await renderApp('/clubs/1/profile', { token: 'valid-token' });
    const zone = await screen.findByRole('combobox', { name: /Time zone/ });
    expect(zone).toHaveValue('Europe/Rome');
    // the 400-odd zones are not in the page until the list opens
    expect(screen.queryByRole('option', { name: 'Europe/Lisbon', hidden: true })).not.toBeInTheDocument();
    await user.click(zone);
    await user.click(await screen.findByRole('option', { name: 'Europe/Lisbon' }));
    expect(await screen.findByText('Time zone saved')).toBeInTheDocument();
  });

  it('says plainly when a club waits for activation', async () => {
    await renderApp('/clubs/2/profile', { token: 'valid-token' });
    expect(await screen.findByText('Waiting for activation by the Tavola team')).toBeInTheDocument();
    expect(screen.getByText(/You can build your menus/)).toBeInTheDocument();
  });

  it('explains each setting for guests', async () => {
    await renderApp('/clubs/1/profile/settings', { token: 'valid-token' });
    expect(await screen.findByText('PDF menu')).toBeInTheDocument();
    expect(screen.getByText('Guests can call a waiter to their table from the menu.')).toBeInTheDocument();
    // the five switches for guests, then the public page's
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(6);
    // the first is the PDF menu
    const pdf = switches[0] as HTMLElement;
    expect(pdf).not.toBeChecked();
    await userEvent.setup().click(pdf);
    await waitFor(() => expect(pdf).toBeChecked());
  });

  it('switches the public page on at an address checked as the server checks it', async () => {
    const user = userEvent.setup();
    await renderApp('/clubs/1/profile/settings', { token: 'valid-token' });
    const page = await screen.findByRole('switch', { name: 'Show my menus on the web' });
    expect(page).not.toBeChecked();
    // an address made from the club's name is offered, and shown whole
    const address = screen.getByRole('textbox', { name: 'Page address' });
    expect(address).toHaveValue('trattoria-da-mario');
    expect(screen.getByText('http://localhost:5174/m/trattoria-da-mario')).toBeInTheDocument();
    await user.click(page);
    const save = screen.getByRole('button', { name: 'Save' });
    // a bad address, refused before it is sent
    await user.clear(address);
    await user.type(address, 'Trattoria Mario');
    await user.click(save);
    expect(
      await screen.findByText('Use lowercase letters a–z, digits and single hyphens between words.'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'admin');
    await user.click(save);
    expect(await screen.findByText('This address is reserved. Choose another one.')).toBeInTheDocument();
    // another club's, refused by the server
    await user.clear(address);
    await user.type(address, 'bar-centrale');
    await user.click(save);
    expect(
      await screen.findByText('Another club already has this address. Choose another one.'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'da-mario');
    await user.click(save);
    expect(await screen.findByText('Your public page is on.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Open the public page' });
    expect(link).toHaveAttribute('href', 'http://localhost:5174/m/da-mario');
  });

  it('says that the public page of a club not activated yet shows once it is', async () => {
    const user = userEvent.setup();
    await renderApp('/clubs/2/profile/settings', { token: 'valid-token' });
    await user.click(await screen.findByRole('switch', { name: 'Show my menus on the web' }));
    // (the fake API gives "bar-centrale", the address offered, to another club)
    const address = screen.getByRole('textbox', { name: 'Page address' });
    await user.clear(address);
    await user.type(address, 'bar-centrale-roma');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your public page is on.')).toBeInTheDocument();
    expect(
      screen.getByText('The page shows on the web once the Tavola team has activated your club.'),
    ).toBeInTheDocument();
  });

  it("shows the club's plan and what each plan includes", async () => {
    // the fake club 2 is on Freemium
    await renderApp('/clubs/2/profile/plan', { token: 'valid-token' });
    expect(await screen.findByRole('heading', { name: 'Subscription plan', level: 1 })).toBeInTheDocument();
    const menusRow = (await screen.findByText('Menus', { selector: 'th' })).closest('tr') as HTMLElement;
    expect(within(menusRow).getByText('2')).toBeInTheDocument();
    expect(within(menusRow).getAllByText('Unlimited')).toHaveLength(2);
    // the per-plan lists (phones) and the table (wider screens; CSS shows one of them) both mark it
    const [inList, inTable] = screen.getAllByText('Current');
    expect(inTable?.closest('th')).toHaveTextContent('Freemium');
    expect(inList?.closest('[data-plan]')).toHaveAttribute('data-plan', 'freemium');
  });

  it('shows a calm state when there is no message', async () => {
    await renderApp('/clubs/2/notice', { token: 'valid-token' });
    expect(await screen.findByText('No message')).toBeInTheDocument();
  });

  it('edits the contacts with the domain rules', async () => {
    const user = userEvent.setup();
    await renderApp('/clubs/1/profile/contacts', { token: 'valid-token' });
    const website = await screen.findByLabelText('Website');
    expect(website).toHaveValue('https://example.com');
    await user.clear(website);
    await user.type(website, 'example dot com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(website);
    await user.type(website, 'https://mario.it');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contacts saved')).toBeInTheDocument();
  });
});

describe('extra route guards', () => {
  it('sends an expired session away from the new-club and account-deletion pages', async () => {
    for (const path of ['/clubs/new', '/account/delete']) {
      const { router, unmount } = await renderApp(path, { token: 'expired-token' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('auth@token')).toBeNull();
      unmount();
    }
  });

  it("opens the payment page of the caller's club only; anything else is not found", async () => {
    const own = await renderApp('/clubs/1/payment', { token: 'valid-token' });
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    own.unmount();
    for (const path of ['/clubs/99/payment', '/clubs/abc/payment']) {
      const { router, unmount } = await renderApp(path, { token: 'valid-token' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
    localStorage.clear();
    const signedOut = await renderApp('/clubs/1/payment');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
  });
});
