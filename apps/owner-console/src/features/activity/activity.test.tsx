import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { ActivityPage } from './components/activity-page';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const entry = (
  id: number,
  kind: string,
  subject: string | null,
  details = {},
  actorName: string | null = 'Marta Gestori',
) => ({
  id,
  at: '2031-03-14T22:30:00Z',
  kind,
  userId: actorName ? 7 : null,
  actorName,
  subject,
  details,
});

const PRICE = entry(12, 'item_price_changed', 'Carbonara', { oldPrice: 1250, newPrice: 1310 });
const OLDER = [
  entry(11, 'item_out_of_stock', 'Tiramisù'),
  entry(9, 'member_zones_changed', 'Nina Nuova', { zones: ['Inside', 'Terrace'] }),
  entry(8, 'member_zones_changed', 'Nina Nuova', { zones: [] }),
  entry(10, 'plan_ended', null, { oldPlan: 'smart', plan: 'freemium' }, null),
];

let listAnswer: (url: URL) => Response;
const asked: URL[] = [];

beforeEach(() => {
  asked.length = 0;
  listAnswer = (url) =>
    url.searchParams.get('before') === '12'
      ? json(200, { entries: OLDER, nextBefore: null, currency: 'EUR' })
      : json(200, { entries: [PRICE], nextBefore: 12, currency: 'EUR' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname.endsWith('/clubs/1/activity')) {
      asked.push(url);
      return listAnswer(url);
    }
    if (url.pathname.endsWith('/clubs/1/activity/csv')) {
      asked.push(url);
      return new Response('time,person\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    }
    if (url.pathname.endsWith('/clubs/1/members'))
      return json(200, {
        members: [
          {
            userId: 1,
            name: 'Olga',
            surname: 'Titolare',
            email: 'o@example.com',
            role: 'owner',
            onShift: false,
            zoneIds: [],
            joinedAt: '2031-01-01T00:00:00Z',
          },
          {
            userId: 7,
            name: 'Marta',
            surname: 'Gestori',
            email: 'm@example.com',
            role: 'manager',
            onShift: false,
            zoneIds: [],
            joinedAt: '2031-01-01T00:00:00Z',
          },
        ],
      });
    if (url.pathname.endsWith('/clubs/1')) return json(200, { id: 1, timeZone: 'Europe/Rome' });
    return json(404, { code: 'not_found', message: '' });
  });
});

afterEach(() => localStorage.clear());

async function renderPage(language: 'en' | 'it' = 'en') {
  await activateLanguage(language, { remember: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <ActivityPage clubId={1} /> }]);
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('the activity page', () => {
  it('shows who changed a price, from what to what, in the club’s time, and loads older changes', async () => {
    const user = await renderPage();
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getByText('Changed the price of “Carbonara” from €12.50 to €13.10')).toBeVisible();
    // 22:30 UTC is 23:30 in Rome
    expect(within(list).getByText(/Marta Gestori ·/)).toHaveTextContent('11:30');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Marked “Tiramisù” out of stock')).toBeVisible();
    expect(within(list).getByText(/Tavola \(automatic\)/)).toBeVisible();
    expect(within(list).getByText('The Smart plan ended: the club is on Freemium')).toBeVisible();
    expect(within(list).getByText('Set the zones Nina Nuova serves: Inside and Terrace')).toBeVisible();
    expect(within(list).getByText('Set Nina Nuova to serve no zone')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by person and by day, and exports the same filter as CSV', async () => {
    const user = await renderPage();
    await screen.findByRole('list', { name: 'Changes' });
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Marta Gestori' }));
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.get('userId')).toBe('7'));
    const day = screen.getByLabelText('Day');
    await user.type(day, '2031-03-14');
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.get('day')).toBe('2031-03-14'));

    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:activity');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const file = asked.find((url) => url.pathname.endsWith('/csv'));
    expect(file?.searchParams.get('userId')).toBe('7');
    expect(file?.searchParams.get('day')).toBe('2031-03-14');
  });

  it('says when there is nothing yet', async () => {
    listAnswer = () => json(200, { entries: [], nextBefore: null, currency: 'EUR' });
    await renderPage();
    expect(await screen.findByText(/No changes yet/)).toBeVisible();
  });

  it('offers a retry when the log cannot be read', async () => {
    listAnswer = () => json(500, { code: 'internal_error', message: '' });
    await renderPage();
    expect(await screen.findByText('There was an error, please try again later.')).toBeVisible();
    listAnswer = () => json(200, { entries: [PRICE], nextBefore: null, currency: 'EUR' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Carbonara/)).toBeVisible();
  });

  it('speaks Italian', async () => {
    await renderPage('it');
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/Carbonara/).textContent).toMatch(/12,50/);
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeVisible();
  });
});
