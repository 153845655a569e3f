import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsFor } from '../../lib/catalogs';
import { jsonResponse, mockFetch } from '../../test-utils';
import { CallWaiter, callWaiter } from './call-waiter';
import { CALL_TEXTS } from './call-waiter-texts';

const texts = textsFor(CALL_TEXTS, 'en');

afterEach(() => vi.useRealTimers());

function renderButton(catalog = texts, locale = 'en-GB') {
  return render(<CallWaiter clubId={1} tableId={2} menuId={3} texts={catalog} locale={locale} />);
}

/** "21:04" as the guest's locale writes the time of an instant (the test machine's time zone). */
const timeOf = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

describe('call a waiter', () => {
  it('asks first, then calls, says when the call was sent and counts down the cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // the server's time of the call, not the phone's: a phone's clock may be off
    const createdAt = '2026-06-05T19:04:30.000Z';
    const { calls } = mockFetch(() => jsonResponse(201, { id: 9, createdAt, cooldownSeconds: 30 }));
    renderButton();
    const button = screen.getByRole('button', { name: 'Call a waiter' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Call a waiter to your table?' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Yes, call' })).toHaveFocus();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, call' }));
    const sent = `Call sent at ${timeOf(createdAt, 'en-GB')}`;
    expect(await screen.findByText(new RegExp(sent))).toBeInTheDocument();
    // it promises nothing the system does not know
    expect(screen.getByRole('status')).not.toHaveTextContent(/on the way|coming/i);
    expect(screen.getByRole('status')).toHaveTextContent('You can call again in 30 s');
    // waiting, and saying why, with focus kept on it (aria-disabled: a disabled button drops focus)
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(new RegExp(sent));
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
    expect(await screen.findByText(/Call sent at/)).toBeInTheDocument();
  });

  it("says when the call was sent in the guest's language and locale", async () => {
    const createdAt = '2026-06-05T07:09:00.000Z';
    mockFetch(() => jsonResponse(201, { id: 1, createdAt, cooldownSeconds: 30 }));
    renderButton(textsFor(CALL_TEXTS, 'it'), 'it');
    await userEvent.click(screen.getByRole('button', { name: 'Chiama un cameriere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sì, chiama' }));
    expect(
      await screen.findByText(new RegExp(`Chiamata inviata alle ${timeOf(createdAt, 'it')}`)),
    ).toBeInTheDocument();
  });

  it("falls back to the phone's clock when the receipt's time cannot be read", async () => {
    mockFetch(() => jsonResponse(201, { id: 1, createdAt: 'not a date', cooldownSeconds: 30 }));
    const now = () => Date.parse('2026-06-05T10:00:00.000Z');
    expect(await callWaiter(1, 2, 3, now)).toEqual({
      kind: 'sent',
      at: '2026-06-05T10:00:00.000Z',
      until: now() + 30_000,
      callId: 1,
    });
  });

  it('says "A waiter is coming" once a waiter takes the call, asking the server to answer on a change', async () => {
    const { calls } = mockFetch((url, init) => {
      if (init?.method === 'POST')
        return jsonResponse(201, { id: 9, createdAt: new Date().toISOString(), cooldownSeconds: 30 });
      if (url.endsWith('?known=waiting')) return jsonResponse(200, { status: 'coming' });
      // the next answer waits on the server until the call is done: it never comes in this test
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const view = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Call a waiter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, call' }));
    // the status shows "Call sent" first, then the held request's answer: wait for the second
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A waiter is coming'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/clubs/1/menu/tables/2/waiter-calls',
      '/api/v1/clubs/1/menu/tables/2/waiter-calls/9?known=waiting',
      '/api/v1/clubs/1/menu/tables/2/waiter-calls/9?known=coming',
    ]);
    // leaving the page stops listening
    view.unmount();
    await waitFor(() => expect(calls[2]?.init?.signal?.aborted).toBe(true));
  });

  it('says it in the guest’s language', () => {
    expect(textsFor(CALL_TEXTS, 'it').callComing).toBe('Un cameriere sta arrivando');
  });
});
