import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { clubDetail } from '../../test/fake-clubs';
import type { ScanStatistics } from './api/get-scan-statistics';
import { ScanStatisticsPanel } from './components/scan-statistics';

configure({ asyncUtilTimeout: 10_000 });

function daysEndingOn30June(count: number, scans: (index: number) => number) {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2030, 5, 30 - (count - 1 - index))).toISOString().slice(0, 10);
    return { date, scans: scans(index) };
  });
}

const statistics = (days: number): ScanStatistics => {
  const perDay = daysEndingOn30June(days, (index) => (index % 3 === 0 ? index : 0));
  return {
    from: perDay[0]?.date ?? '',
    to: '2030-06-30',
    total: perDay.reduce((sum, day) => sum + day.scans, 0),
    days: perDay,
    tables: [
      { tableId: 4, tableName: 'T4', scans: 30 },
      { tableId: 99, tableName: null, scans: 12 },
    ],
    languages: [
      { language: 'original', scans: 25 },
      { language: 'de', scans: 12 },
      { language: 'it', scans: 5 },
    ],
  };
};

let answer: (days: number) => Response;
const requested: string[] = [];
let plan: 'freemium' | 'smart' | 'professional';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requested.length = 0;
  plan = 'smart';
  answer = (days) => json(200, statistics(days));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname.endsWith('/clubs/1')) return json(200, { ...clubDetail(1), plan });
    if (!url.pathname.endsWith('/clubs/1/statistics/scans'))
      return json(404, { code: 'not_found', message: '' });
    requested.push(url.search);
    return answer(Number(url.searchParams.get('days')));
  });
});

async function renderPanel(language: 'en' | 'it' = 'en') {
  await activateLanguage(language, { remember: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <ScanStatisticsPanel clubId={1} /> }])}
      />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('menu scans on the club board', () => {
  it('shows the total, every day in an accessible table, the top tables and the languages', async () => {
    await renderPanel();
    const panel = await screen.findByRole('region', { name: 'Menu scans' });
    expect(requested).toEqual(['?days=30']);
    expect(await within(panel).findByTestId('scans-total')).toHaveTextContent(String(statistics(30).total));
    expect(within(panel).getByText('Scans in the last 30 days')).toBeInTheDocument();

    const perDay = within(panel).getByRole('table', { name: 'Scans per day' });
    const rows = within(perDay).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Saturday, June 1, 2030');
    expect(within(rows[29] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Sunday, June 30, 2030');
    expect(within(rows[3] as HTMLElement).getByRole('cell')).toHaveTextContent('3');

    const tables = within(panel).getByRole('table', { name: 'Top tables' });
    expect(
      within(tables)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TableScans', 'T430', 'Deleted table12']);
    const languages = within(panel).getByRole('table', { name: "Guests' languages" });
    expect(
      within(languages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LanguageScans', 'Original texts25', 'German12', 'Italian5']);
  });

  it('names the languages in the console language', async () => {
    await renderPanel('it');
    const languages = await screen.findByRole('table', { name: 'Lingue degli ospiti' });
    expect(
      within(languages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LinguaScansioni', 'Testi originali25', 'Tedesco12', 'Italiano5']);
  });

  it('reads another period when asked', async () => {
    const user = await renderPanel();
    await screen.findByTestId('scans-total');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(requested).toEqual(['?days=30', '?days=7']));
    expect(await screen.findByText('Scans in the last 7 days')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Scans per day' })).getAllByRole('row')).toHaveLength(
        8,
      ),
    );
  });

  it('says when there are no scans yet', async () => {
    answer = () =>
      json(200, {
        ...statistics(30),
        total: 0,
        days: daysEndingOn30June(30, () => 0),
        tables: [],
        languages: [],
      });
    await renderPanel();
    expect(
      await screen.findByText(
        "No scans in this period. When guests open a table's menu, they are counted here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the scans cannot be read', async () => {
    answer = () =>
      json(500, { code: 'internal_error', message: 'There was an error, please try again later.' });
    const user = await renderPanel();
    expect(await screen.findByText('There was an error, please try again later.')).toBeInTheDocument();
    answer = (days) => json(200, statistics(days));
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('scans-total')).toBeInTheDocument();
  });
});

describe('menu scans and the plan', () => {
  it('offers 90 days on Smart with the upgrade prompt to Professional, without asking the server', async () => {
    const user = await renderPanel();
    await screen.findByTestId('scans-total');
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(
      await screen.findByText(
        'Scans over 90 days are a Professional feature: upgrade your plan to look further back.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/1/profile/plan?plan=professional',
    );
    expect(requested).toEqual(['?days=30']);

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByText('Scans in the last 7 days')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
    expect(requested).toEqual(['?days=30', '?days=7']);
  });

  it('reads 90 days on Professional', async () => {
    plan = 'professional';
    const user = await renderPanel();
    await screen.findByTestId('scans-total');
    // the plan must be known before 90 days can be asked for
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.objectContaining({ url: expect.stringMatching(/\/clubs\/1$/) }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByText('Scans in the last 90 days')).toBeInTheDocument();
    expect(requested).toEqual(['?days=30', '?days=90']);
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt when the server refuses the range for the plan', async () => {
    plan = 'professional';
    answer = (days) =>
      days > 30
        ? json(403, { code: 'feature_not_in_plan', message: 'Your plan shows 30 days of statistics.' })
        : json(200, statistics(days));
    const user = await renderPanel();
    await screen.findByTestId('scans-total');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.objectContaining({ url: expect.stringMatching(/\/clubs\/1$/) }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/1/profile/plan?plan=professional',
    );
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });
});
