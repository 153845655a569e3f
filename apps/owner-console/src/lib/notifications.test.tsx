import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { NOTIFICATION_AUTO_CLOSE_MS, notify } from './notifications';

describe('notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('shows at most 3 at once, anchored bottom-left', async () => {
    await renderApp('/404');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    act(() => {
      for (const n of [1, 2, 3, 4]) notify({ message: `Message ${n}` });
    });
    await screen.findByText('Message 3');
    expect(screen.queryByText('Message 4')).not.toBeInTheDocument();
    const container = screen.getByText('Message 1').closest('[data-position]');
    expect(container).toHaveAttribute('data-position', 'bottom-left');
  });

  it('suppresses duplicates of a message already shown', async () => {
    await renderApp('/404');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    act(() => {
      notify({ variant: 'error', message: 'Same text' });
      notify({ variant: 'error', message: 'Same text' });
    });
    await screen.findByText('Same text');
    expect(screen.getAllByText('Same text')).toHaveLength(1);
  });

  it('hides a notification after 5000 ms', async () => {
    await renderApp('/404');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      notify({ variant: 'success', message: 'Saved' });
    });
    await screen.findByText('Saved');
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 500));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('is announced: errors and warnings as alerts, the rest as status messages', async () => {
    await renderApp('/404');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    act(() => {
      notify({ variant: 'error', message: 'An error occurred' });
      notify({ variant: 'success', message: 'Menu saved.' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('status')).toHaveTextContent('Menu saved.');
  });
});
