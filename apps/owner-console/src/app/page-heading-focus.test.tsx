import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { PageHeadingFocus } from './page-heading-focus';

describe('focus after navigation', () => {
  it('leaves focus alone on the first page of a visit', async () => {
    await renderApp('/clubs', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Your clubs', level: 1 });
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's heading once the page has loaded, without a Tab stop", async () => {
    const user = userEvent.setup();
    await renderApp('/clubs', { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Your clubs', level: 1 });
    const [settings] = await screen.findAllByRole('link', { name: 'Settings' });
    if (!settings) throw new Error('no Settings link');
    await user.click(settings);
    const heading = await screen.findByRole('heading', { name: 'Settings', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes with its data, unless the person moved focus meanwhile', async () => {
    const user = userEvent.setup();
    let showHeading: () => void = () => {};
    function LoadingPage() {
      const [loaded, setLoaded] = useState(false);
      showHeading = () => setLoaded(true);
      return (
        <>
          <input aria-label="Search" />
          {loaded && <h1>Loaded page</h1>}
        </>
      );
    }
    const router = createMemoryRouter([
      {
        element: (
          <>
            <PageHeadingFocus />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/loading">Open</Link> },
          { path: '/loading', element: <LoadingPage /> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('link', { name: 'Open' }));
    await screen.findByLabelText('Search');
    act(() => showHeading());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Loaded page' })).toHaveFocus());

    await act(() => router.navigate('/'));
    await user.click(screen.getByRole('link', { name: 'Open' }));
    await user.click(await screen.findByLabelText('Search'));
    act(() => showHeading());
    expect(screen.getByRole('heading', { name: 'Loaded page' })).not.toHaveFocus();
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });
});
