import { QueryClient } from '@tanstack/react-query';
import { setSession } from '@tavola/api/session';
import { activateLanguage } from '@tavola/i18n/setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { invalidateClubOrders, publishOrderEvent } from '../../lib/order-events';
import { fakeApi } from '../../test/fake-api';
import { type FakeOrders, fakeOrders, orderLine, orderRound, tableOrder } from '../../test/fake-orders';
import { ORDER_BOARD_ANNOUNCER_ID, OrdersPage } from './components/orders-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Club 1's open orders: T1 (Inside) has a kitchen round received and a bar round preparing; T2
 * (Terrace) a kitchen round ready; T3 (Terrace) everything served and asks for the bill.
 */
function openOrders() {
  return [
    tableOrder(11, 1, [
      orderRound(
        21,
        1,
        [
          orderLine(31, 'Margherita', {
            quantity: 2,
            options: [{ id: 402, name: 'Maxi', groupName: 'Size' }],
            note: 'well done',
          }),
          orderLine(32, 'Marinara', { status: 'void', voidReason: 'sent twice' }),
        ],
        { createdAt: minutesAgo(4) },
      ),
      orderRound(22, 1, [orderLine(33, 'Spritz', { station: 'bar' })], {
        station: 'bar',
        status: 'preparing',
        createdAt: minutesAgo(4),
      }),
    ]),
    tableOrder(12, 2, [orderRound(23, 1, [orderLine(34, 'Diavola')], { status: 'ready', sentBy: 'Anna' })]),
    tableOrder(13, 3, [orderRound(24, 1, [orderLine(35, 'Calzone')], { status: 'served' })], {
      billRequestedAt: minutesAgo(1),
    }),
  ];
}

let fake: FakeOrders;
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  fake = fakeOrders(openOrders());
  fakeApi.use(...fake.handlers);
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

async function renderBoard(path = '/clubs/1/orders', { showsRevenue = false } = {}) {
  await activateLanguage('en', { remember: false });
  setSession({ token: 'valid-token', isAdmin: false });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const playSound = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/clubs/:clubId/orders',
        element: <OrdersPage clubId={1} showsRevenue={showsRevenue} playSound={playSound} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findAllByRole('listitem', { name: /round/ });
  return { user: userEvent.setup(), router, queryClient, playSound };
}

const column = (name: RegExp) => screen.getByRole('region', { name });
const cardsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-round-id'))
    .map((item) => item.getAttribute('aria-label'));
const boardReads = () => fake.requests.filter((request) => request.call.startsWith('GET /clubs/1/orders'));

describe('the order board', () => {
  it('shows the rounds in progress by status, each with its table, zone, round, who sent it and its lines', async () => {
    await renderBoard();
    expect(cardsIn(column(/^Received/))).toEqual(['T1, round 1, Kitchen']);
    expect(cardsIn(column(/^Preparing/))).toEqual(['T1, round 1, Bar']);
    expect(cardsIn(column(/^Ready/))).toEqual(['T2, round 1, Kitchen']);
    expect(column(/^Received/)).toHaveAccessibleName('Received (1)');

    const card = screen.getByRole('listitem', { name: 'T1, round 1, Kitchen' });
    expect(within(card).getByText('Inside')).toBeInTheDocument();
    expect(within(card).getByText('4 min. ago')).toBeInTheDocument();
    expect(within(card).getByText('sent by Giulia', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Margherita', { exact: false })).toHaveTextContent('2 × Margherita');
    expect(within(card).getByText('Size: Maxi')).toBeInTheDocument();
    expect(within(card).getByText('Note: well done')).toBeInTheDocument();
    // a void line stays, struck through, with its reason
    expect(within(card).getByText('Marinara', { exact: false })).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(within(card).getByText('Void: sent twice')).toBeInTheDocument();

    // served rounds leave the board; the order stays under its table until closed
    const resting = screen.getByRole('region', { name: 'Open orders with nothing in progress' });
    const t3 = within(resting).getByRole('listitem', { name: 'T3' });
    expect(within(t3).getByText('All served', { exact: false })).toBeInTheDocument();
    expect(within(t3).getByText('Asks for the bill')).toBeInTheDocument();
    expect(within(t3).getByText('€9.00')).toBeInTheDocument();
  });

  it('filters by zone and station, kept in the address', async () => {
    const { user, router } = await renderBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Terrace');
    await waitFor(() => expect(router.state.location.search).toBe('?zone=7'));
    await waitFor(() => expect(cardsIn(column(/^Received/))).toEqual([]));
    expect(cardsIn(column(/^Ready/))).toEqual(['T2, round 1, Kitchen']);
    expect(boardReads().at(-1)?.call).toBe('GET /clubs/1/orders?zoneId=7');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'All zones');
    await user.click(screen.getByRole('radio', { name: 'Bar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?station=bar'));
    await waitFor(() => expect(cardsIn(column(/^Ready/))).toEqual([]));
    expect(cardsIn(column(/^Preparing/))).toEqual(['T1, round 1, Bar']);
    expect(boardReads().at(-1)?.call).toBe('GET /clubs/1/orders?station=bar');
  });

  it('opens with the filters of its address', async () => {
    await renderBoard('/clubs/1/orders?zone=4&station=kitchen');
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'Kitchen' })).toBeChecked();
    expect(boardReads()[0]?.call).toBe('GET /clubs/1/orders?zoneId=4&station=kitchen');
    expect(cardsIn(column(/^Received/))).toEqual(['T1, round 1, Kitchen']);
    expect(cardsIn(column(/^Preparing/))).toEqual([]);
  });

  it('moves a round on with its button, focus following it, and says so', async () => {
    const { user } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Start preparing: T1, round 1' }));
    await waitFor(() => expect(cardsIn(column(/^Preparing/))).toHaveLength(2));
    expect(fake.requests.find((request) => request.call.startsWith('POST'))).toMatchObject({
      call: 'POST /clubs/1/order-rounds/21/status',
      body: { status: 'preparing' },
    });
    expect(cardsIn(column(/^Received/))).toEqual([]);
    const moved = screen.getByRole('listitem', { name: 'T1, round 1, Kitchen' });
    await waitFor(() =>
      expect(within(moved).getByRole('button', { name: 'Mark ready: T1, round 1' })).toHaveFocus(),
    );
    expect(document.getElementById(ORDER_BOARD_ANNOUNCER_ID)).toHaveTextContent('T1, round 1: Preparing');

    await user.click(screen.getByRole('button', { name: 'Mark served: T2, round 1' }));
    await waitFor(() => expect(cardsIn(column(/^Ready/))).toEqual([]));
    expect(fake.requests.at(-2)).toMatchObject({ body: { status: 'served' } });
    // the order stays, under its table
    expect(
      within(screen.getByRole('region', { name: 'Open orders with nothing in progress' })).getByRole(
        'listitem',
        {
          name: 'T2',
        },
      ),
    ).toBeInTheDocument();
  });

  it('greets a new round from the live stream: read again, a sound, and a sentence for screen readers', async () => {
    const { playSound, queryClient } = await renderBoard();
    const reads = boardReads().length;
    fake.put(
      tableOrder(14, 4, [
        orderRound(25, 1, [orderLine(36, 'Spritz', { station: 'bar' })], { station: 'bar' }),
      ]),
    );
    // what the signed-in layout does with an `order` event (waiter-calls-live.tsx)
    act(() => publishOrderEvent({ clubId: 1, orderId: 14, tableId: 4, version: 2, event: 'round' }));
    await act(() => invalidateClubOrders(queryClient, 1));
    await waitFor(() => expect(cardsIn(column(/^Received/))).toContain('T4, round 1, Bar'));
    expect(boardReads().length).toBe(reads + 1);
    expect(document.getElementById(ORDER_BOARD_ANNOUNCER_ID)).toHaveTextContent('New round for T4');
    expect(playSound).toHaveBeenCalledTimes(1);

    // another club's event, or a change that is no new round, is not greeted
    act(() => publishOrderEvent({ clubId: 2, orderId: 14, tableId: 4, version: 3, event: 'round' }));
    act(() => publishOrderEvent({ clubId: 1, orderId: 11, tableId: 1, version: 3, event: 'changed' }));
    await act(() => invalidateClubOrders(queryClient, 1));
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('stays silent for a new round when its sound is off here', async () => {
    localStorage.setItem('orderRoundSound', 'off');
    const { playSound, queryClient } = await renderBoard();
    expect(screen.getByRole('switch', { name: /^Sound for new rounds/ })).not.toBeChecked();
    fake.put(tableOrder(14, 4, [orderRound(25, 1, [orderLine(36, 'Spritz')])]));
    act(() => publishOrderEvent({ clubId: 1, orderId: 14, tableId: 4, version: 2, event: 'round' }));
    await act(() => invalidateClubOrders(queryClient, 1));
    await waitFor(() =>
      expect(document.getElementById(ORDER_BOARD_ANNOUNCER_ID)).toHaveTextContent('New round for T4'),
    );
    expect(playSound).not.toHaveBeenCalled();
  });

  it("prints a round's ticket: the PDF fetched with the bearer token, handed to the print dialog", async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:ticket';
    });
    URL.createObjectURL = createObjectURL as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => {};
    const { user } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Print ticket: T2, round 1' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const ticket = fake.requests.find((request) => request.call.endsWith('/ticket'));
    expect(ticket).toMatchObject({
      call: 'GET /clubs/1/order-rounds/23/ticket',
      authorization: 'Bearer valid-token',
    });
    expect(created[0]?.type).toBe('application/pdf');
    const frame = document.querySelector('iframe[src="blob:ticket"]');
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the owner today's totals, and asks nothing of the kind for anyone else", async () => {
    await renderBoard('/clubs/1/orders', { showsRevenue: true });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByTestId('today-orders')).toHaveTextContent('12');
    expect(within(today).getByTestId('today-revenue')).toHaveTextContent('€340.50');
    expect(fake.requests.some((request) => request.call === 'GET /clubs/1/statistics/orders?days=1')).toBe(
      true,
    );
  });

  it('asks for no totals for a manager or a waiter', async () => {
    await renderBoard('/clubs/1/orders', { showsRevenue: false });
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(fake.requests.some((request) => request.call.includes('/statistics/'))).toBe(false);
  });

  it('turns into a kitchen display: no filters nor ways into orders, the rounds and their buttons stay', async () => {
    const { user, router } = await renderBoard('/clubs/1/orders?station=kitchen');
    await user.click(screen.getByRole('switch', { name: 'Kitchen display' }));
    await waitFor(() => expect(router.state.location.search).toBe('?station=kitchen&display=kitchen'));
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen display' })).toBeInTheDocument();
    expect(screen.getByText('Kitchen', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Zone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the order of T1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start preparing: T1, round 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print ticket: T1, round 1' })).toBeInTheDocument();
  });
});
