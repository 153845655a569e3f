import { QueryClient } from '@tanstack/react-query';
import { setSession } from '@tavola/api/session';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { fakeApi } from '../../test/fake-api';
import { type FakeOrders, fakeOrders } from '../../test/fake-orders';
import { OrderStatisticsPanel } from './components/order-statistics';

let fake: FakeOrders;

/** The fake's figures (test/fake-orders.ts): 12 orders and €340.50, today, at 13:00 and 20:00. */
beforeEach(() => {
  fake = fakeOrders([]);
  fakeApi.use(...fake.handlers);
});

async function renderPanel() {
  await activateLanguage('en', { remember: false });
  setSession({ token: 'valid-token', isAdmin: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <OrderStatisticsPanel clubId={1} /> }])}
      />
    </AppProvider>,
  );
  return userEvent.setup();
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('orders on the statistics', () => {
  it('shows the totals, and by day, hour, table and dish as tables with captions, in the club currency', async () => {
    await renderPanel();
    const panel = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(panel).findByTestId('orders-total')).toHaveTextContent('12');
    expect(within(panel).getByTestId('revenue-total')).toHaveTextContent('€340.50');
    expect(fake.requests.map((request) => request.call)).toEqual(['GET /clubs/1/statistics/orders?days=7']);

    const perDay = within(panel).getByRole('table', { name: 'Orders per day' });
    const days = rowsOf(perDay);
    expect(days).toHaveLength(8);
    expect(days[0]).toBe('DayOrdersRevenue');
    // today first
    expect(days[1]).toBe('Sunday, June 30, 203012€340.50');

    expect(rowsOf(within(panel).getByRole('table', { name: 'Orders by hour' }))).toEqual([
      'HourOrdersRevenue',
      '1:00 PM5€140.00',
      '8:00 PM7€200.50',
    ]);
    expect(rowsOf(within(panel).getByRole('table', { name: 'Orders by table' }))).toEqual([
      'TableOrdersRevenue',
      'T27€200.50',
      'T15€140.00',
    ]);
    expect(rowsOf(within(panel).getByRole('table', { name: 'Most ordered dishes' }))).toEqual([
      'DishQuantityRevenue',
      'Margherita18€162.00',
      'Spritz9€54.00',
    ]);
    expect(within(panel).getByText(/Nothing personal is kept/)).toBeInTheDocument();
  });

  it('reads another period, and offers the upgrade beyond the plan', async () => {
    const user = await renderPanel();
    await screen.findByTestId('orders-total');
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(screen.getByText('Orders in the last 30 days')).toBeInTheDocument());
    expect(fake.requests.at(-1)?.call).toBe('GET /clubs/1/statistics/orders?days=30');
    // club 1 is on Smart: 90 days are Professional's
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByText(/Orders over 90 days are a Professional feature/)).toBeInTheDocument();
    expect(fake.requests.some((request) => request.call.endsWith('days=90'))).toBe(false);
  });
});
