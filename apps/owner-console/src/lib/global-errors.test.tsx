import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('global error handling', () => {
  it('ends the session on a 401 from any query: storage cleared, warning, back to login', async () => {
    localStorage.setItem('some-cached-setting', 'x');
    const { router } = await renderApp('/clubs', { token: 'expired-token' });
    expect(await screen.findByText('Your session has expired, please log in again')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('auth@token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
    expect(localStorage.getItem('some-cached-setting')).toBeNull();
    // two queries failed (clubs, current user) but the warning shows once
    expect(screen.getAllByText('Your session has expired, please log in again')).toHaveLength(1);
  });

  it('keeps the interface language when the session ends', async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/clubs', { token: 'expired-token' });
    await screen.findByText('Your session has expired, please log in again');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('shows "An error occurred" once for any other failing request', async () => {
    const { router } = await renderApp('/clubs', { token: 'broken-token' });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    // the page offers a retry and the user stays signed in
    expect(await screen.findByText('There was an error, please try again later.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clubs');
    expect(localStorage.getItem('auth@token')).toBe('broken-token');
    expect(screen.getAllByText('An error occurred')).toHaveLength(1);
  });
});
