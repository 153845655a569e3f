import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routing and guards', () => {
  it('sends a signed-out visitor of a guarded page to login, replacing the history entry', async () => {
    const { router } = await renderApp('/clubs');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('guards the account deletion page the same way', async () => {
    const { router } = await renderApp('/account/delete');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a guarded page when signed in', async () => {
    const { router } = await renderApp('/clubs', { token: 'valid-token' });
    expect(await screen.findByRole('heading', { name: 'Your clubs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trattoria da Mario' })).toBeInTheDocument();
    // the club still waiting for the team's activation says so in the list
    const pending = screen.getByRole('heading', { name: 'Bar Centrale' }).closest('article');
    expect(pending).toHaveTextContent('Waiting for activation');
    const active = screen.getByRole('heading', { name: 'Trattoria da Mario' }).closest('article');
    expect(active).not.toHaveTextContent('Waiting for activation');
    expect(router.state.location.pathname).toBe('/clubs');
  });

  it('marks the route on screen once it has rendered, after redirects, with its query', async () => {
    const { router } = await renderApp('/404', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(document.documentElement.dataset.route).toBe('/404');
    // / sends a signed-in owner on to the clubs
    await router.navigate('/');
    await screen.findByRole('heading', { name: 'Your clubs' });
    await waitFor(() => expect(document.documentElement.dataset.route).toBe('/clubs'));
    await router.navigate('/clubs?view=all');
    await waitFor(() => expect(document.documentElement.dataset.route).toBe('/clubs?view=all'));
  });

  it('sends unknown paths to login', async () => {
    const { router } = await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the clubs from / when signed in, and login otherwise', async () => {
    const signedIn = await renderApp('/', { token: 'valid-token' });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/clubs'));
    signedIn.unmount();
    localStorage.clear();
    const signedOut = await renderApp('/');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
  });

  it('shows an empty state when the owner has no clubs', async () => {
    await renderApp('/clubs', { token: 'empty-token' });
    expect(await screen.findByRole('heading', { name: 'No clubs yet' })).toBeInTheDocument();
  });

  it('shows the not-found page with a link home', async () => {
    await renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for a club page whose id is not a club id', async () => {
    const { router } = await renderApp('/clubs/abc/profile/settings', { token: 'valid-token' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the generic error page with a retry', async () => {
    await renderApp('/error');
    expect(await screen.findByText('It seems something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
