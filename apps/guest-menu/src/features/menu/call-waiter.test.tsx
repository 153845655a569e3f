import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFor } from '../../lib/catalogs';
import { jsonResponse, mockFetch } from '../../test-utils';
import { CallWaiter, callWaiter } from './call-waiter';

const texts = catalogFor('en').app;

afterEach(() => vi.useRealTimers());

function renderButton() {
  return render(<CallWaiter clubId={1} tableId={2} menuId={3} texts={texts} />);
}

describe('call a waiter', () => {
  it('asks first, then calls, says the waiter is on the way and counts down the cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() =>
      jsonResponse(201, { id: 9, createdAt: new Date().toISOString(), cooldownSeconds: 30 }),
    );
    renderButton();
    const button = screen.getByRole('button', { name: 'Call a waiter' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Call a waiter to your table?' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Yes, call' })).toHaveFocus();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, call' }));
    expect(await screen.findByText(/The waiter is on the way/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can call again in 30 s');
    // waiting, and saying why, with focus kept on it (aria-disabled: a disabled button drops focus)
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(/The waiter is on the way/);
    await userEvent.click(button);
    expect(dialog).not.toHaveAttribute('open');
    expect(calls[0]?.url).toBe('/api/v1/clubs/1/menu/tables/2/waiter-calls');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ menuId: 3 });

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });

  it('cancelling the confirmation calls nobody', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, {}));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Call a waiter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Call a waiter' })).toHaveFocus();
  });

  it('turns each answer into what the guest reads', async () => {
    const now = () => 1_000_000;
    mockFetch(() => jsonResponse(429, { code: 'waiter_recently_called', message: 'x', retryAfter: 12 }));
    expect(await callWaiter(1, 2, 3, now)).toEqual({ kind: 'cooldown', until: 1_012_000 });
    mockFetch(() => jsonResponse(429, { code: 'rate_limited', message: 'x', retryAfter: 5 }));
    expect(await callWaiter(1, 2, 3, now)).toEqual({ kind: 'failed', reason: 'busy', until: 1_005_000 });
    mockFetch(() => jsonResponse(403, { code: 'call_waiter_disabled', message: 'x' }));
    expect(await callWaiter(1, 2, 3, now)).toEqual({ kind: 'failed', reason: 'disabled' });
    mockFetch(() => jsonResponse(500, { code: 'internal', message: 'x' }));
    expect(await callWaiter(1, 2, 3, now)).toEqual({ kind: 'failed', reason: 'error' });
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await callWaiter(1, 2, 3, now)).toEqual({ kind: 'failed', reason: 'offline' });
  });

  it('says it cannot call without a connection, and lets the guest try again', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, { id: 1, createdAt: '', cooldownSeconds: 30 }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Call a waiter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, call' }));
    expect(await screen.findByText(texts.callOffline)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    online.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Call a waiter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, call' }));
    expect(await screen.findByText(/The waiter is on the way/)).toBeInTheDocument();
  });
});
