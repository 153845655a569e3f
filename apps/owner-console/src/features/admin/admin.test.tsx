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
