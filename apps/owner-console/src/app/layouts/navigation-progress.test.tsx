import { activateLanguage } from '@tavola/i18n/setup';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '#lib/query-client.ts';
import { AppProvider } from '../provider';
import { NavigationProgress } from './navigation-progress';

describe('navigation progress', () => {
  it('shows a named bar while the next page loads, and none once it has come', async () => {
    await activateLanguage('en', { remember: false });
    let arrive: (value: null) => void = () => {};
    const nextPage = new Promise<null>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <h1>First</h1> },
            { path: '/next', loader: () => nextPage, element: <h1>Next</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const queryClient = createAppQueryClient({ onSessionExpired: () => {}, onUnexpectedError: () => {} });
    render(
      <AppProvider queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/next'));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await act(async () => arrive(null));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
