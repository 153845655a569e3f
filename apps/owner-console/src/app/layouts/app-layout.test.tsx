import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('console layout', () => {
  it("offers the owner's clubs in the header switcher", async () => {
    await renderApp('/clubs', { token: 'valid-token' });
    const [switcher] = await screen.findAllByLabelText('Current club');
    await waitFor(() => expect(switcher).toHaveValue('Trattoria da Mario'));
  });

  it('signs out from the user menu', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/clubs', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Trattoria da Mario' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('maria@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth@token')).toBeNull();
  });

  it('shows the plan and the notice of each club', async () => {
    await renderApp('/clubs', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Trattoria da Mario' });
    expect(screen.getByText('Subscription active')).toBeInTheDocument();
    expect(screen.getByText('Renews on March 31, 2031')).toBeInTheDocument();
    expect(screen.getByText('Partner brand: Birra Nord')).toBeInTheDocument();
    expect(screen.getByText('Invoice unpaid')).toBeInTheDocument();
    expect(screen.getByText('Freemium')).toBeInTheDocument();
  });
});
