import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { http } from '../../test/fake-http';
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

  it("shows the club's open waiter calls on the navigation's entry and on the phone's burger", async () => {
    const waiting = (id: number, tableName: string) => ({
      id,
      clubId: 1,
      clubName: 'Trattoria da Mario',
      tableId: 100 + id,
      tableName,
      zoneName: 'Terrace',
      menuId: 3,
      createdAt: new Date().toISOString(),
      doneAt: null,
      takenAt: null,
      takenByName: null,
      reason: 'waiter' as const,
    });
    fakeApi.use(
      http.get('/clubs/{clubId}/waiter-calls', ({ response }) =>
        response(200).json({ calls: [waiting(2, 'T2'), waiting(1, 'T1')] }),
      ),
    );
    await renderApp('/clubs/1/profile', { token: 'valid-token' });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const entry = await within(navigation).findByRole('link', { name: 'Waiter calls, 2 open' });
    expect(entry).toHaveTextContent('2');
    // a closed drawer still says so
    expect(screen.getByRole('button', { name: 'Open navigation, 2 waiter calls open' })).toBeInTheDocument();
  });

  it("turns the waiter calls' sound off and on from the account menu", async () => {
    const user = userEvent.setup();
    await renderApp('/clubs', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Trattoria da Mario' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByText('maria@example.com');
    const sound = await screen.findByRole('menuitemcheckbox', { name: 'Sound for waiter calls' });
    expect(sound).toHaveAttribute('aria-checked', 'true');
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('waiterCallSound')).toBe('off');
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('waiterCallSound')).toBe('on');
  });

  it('leaves the screen to the rounds on a kitchen display: no navigation, back with its switch', async () => {
    const user = userEvent.setup();
    await renderApp('/clubs/1/orders?station=kitchen&display=kitchen', { token: 'valid-token' });
    const display = await screen.findByRole('switch', { name: 'Kitchen display' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    await user.click(display);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
