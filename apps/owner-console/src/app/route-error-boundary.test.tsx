import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '#lib/query-client.ts';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('route error boundary', () => {
  it('logs an uncaught rendering error, tells the user and sends them to login', async () => {
    await activateLanguage('en', { remember: false });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        { path: '/clubs', element: <Broken />, errorElement: <RouteErrorBoundary /> },
        { path: '/login', element: <h1>Sign-in page</h1> },
      ],
      { initialEntries: ['/clubs'] },
    );
    const queryClient = createAppQueryClient({ onSessionExpired: () => {}, onUnexpectedError: () => {} });
    render(
      <AppProvider queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });
});
