import { QueryClient } from '@tanstack/react-query';
import { setSession } from '@tavola/api/session';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { fakeApi } from '../../test/fake-api';
import { type FakeOrders, fakeOrders, orderLine, orderRound, tableOrder } from '../../test/fake-orders';
import { OrdersPage } from './components/orders-page';

let fake: FakeOrders;

/** T1 has one round: 2 Margherita Maxi (11 € each) and a Spritz (6 €); T2 has an order of its own. */
beforeEach(() => {
  fake = fakeOrders([
    tableOrder(11, 1, [
      orderRound(21, 1, [
        orderLine(31, 'Margherita', {
          quantity: 2,
          unitCents: 1100,
          options: [{ id: 402, name: 'Maxi', groupName: 'Size' }],
        }),
        orderLine(32, 'Spritz', { unitCents: 600 }),
      ]),
    ]),
    tableOrder(12, 2, [orderRound(22, 1, [orderLine(33, 'Diavola')], { status: 'served' })]),
  ]);
  fakeApi.use(...fake.handlers);
});

async function openOrder(path = '/clubs/1/orders?order=11') {
  await activateLanguage('en', { remember: false });
  setSession({ token: 'valid-token', isAdmin: false });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/clubs/:clubId/orders',
        element: <OrdersPage clubId={1} showsRevenue={false} playSound={() => {}} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup(), router };
}

const panel = () => screen.findByRole('dialog', { name: 'Order of T1' });
const posts = () => fake.requests.filter((request) => !request.call.startsWith('GET'));

describe("an order's panel", () => {
  it('opens from its table on the board and shows the bill with its total, VAT included', async () => {
    const { user, router } = await openOrder('/clubs/1/orders');
    await user.click(await screen.findByRole('button', { name: 'Open the order of T1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=11'));
    const dialog = await panel();
    const round = within(dialog).getByRole('table', { name: 'Round 1, Kitchen' });
    const rows = within(round).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2 × Margherita');
    expect(rows[0]).toHaveTextContent('Size: Maxi');
    expect(rows[0]).toHaveTextContent('€22.00');
    expect(rows[1]).toHaveTextContent('€6.00');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('€28.00');
    expect(within(dialog).getByText('Prices include VAT')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: "Close the order's panel" }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('voids a line only with a reason, which then shows on the bill', async () => {
    const { user } = await openOrder();
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('button', { name: 'Void: Spritz' }));
    const modal = await screen.findByRole('dialog', { name: 'Void Spritz' });
    await user.click(within(modal).getByRole('button', { name: 'Void the line' }));
    expect(await within(modal).findByText('Say why the line is voided.')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);

    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'sent twice');
    await user.click(within(modal).getByRole('button', { name: 'Void the line' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Void Spritz' })).toBeNull());
    expect(posts()).toEqual([
      expect.objectContaining({ call: 'POST /clubs/1/order-lines/32/void', body: { reason: 'sent twice' } }),
    ]);
    expect(await within(dialog).findByText('Void: sent twice')).toBeInTheDocument();
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('€22.00');
    // a void line can no longer be changed
    expect(within(dialog).queryByRole('button', { name: 'Void: Spritz' })).toBeNull();
  });

  it("corrects a line's quantity and note; it keeps its price", async () => {
    const { user } = await openOrder();
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('button', { name: 'Correct: Margherita' }));
    const modal = await screen.findByRole('dialog', { name: 'Correct Margherita' });
    const quantity = within(modal).getByRole('textbox', { name: /Quantity/ });
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(modal).getByRole('textbox', { name: 'Note for the kitchen' }), 'no basil');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct Margherita' })).toBeNull());
    expect(posts()).toEqual([
      expect.objectContaining({
        call: 'PATCH /clubs/1/order-lines/31',
        body: { quantity: 3, note: 'no basil' },
      }),
    ]);
    await waitFor(() => expect(within(dialog).getByTestId('order-total')).toHaveTextContent('€39.00'));
    expect(within(dialog).getByText('Note: no basil')).toBeInTheDocument();
  });

  it('adds lines for a guest without a phone: options within their limits, quantity, note, one key per send', async () => {
    const { user } = await openOrder();
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('button', { name: 'Add lines' }));
    const modal = await screen.findByRole('dialog', { name: 'Add lines for T1' });
    // hidden sections are not offered
    expect(await within(modal).findByRole('button', { name: 'Add Margherita' })).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Add Tiramisù' })).toBeNull();

    await user.click(within(modal).getByRole('button', { name: 'Add Margherita' }));
    // the size is required: not chosen, the dish is not added
    await user.click(within(modal).getByRole('button', { name: 'Add to the round' }));
    expect(await within(modal).findByText('Choose at least 1.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: /Maxi/ }));
    // at most two extras: the third stays out of reach; the one out of stock too
    await user.click(within(modal).getByRole('checkbox', { name: /Olive/ }));
    await user.click(within(modal).getByRole('checkbox', { name: /Bufala/ }));
    expect(within(modal).getByRole('checkbox', { name: /Funghi/ })).toBeDisabled();
    const quantity = within(modal).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(modal).getByRole('textbox', { name: 'Note for the kitchen' }), 'well done');
    await user.click(within(modal).getByRole('button', { name: 'Add to the round' }));
    // focus goes back to the dish it came from
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add Margherita' })).toHaveFocus());

    await user.click(within(modal).getByRole('button', { name: 'Add Spritz' }));
    await user.click(within(modal).getByRole('button', { name: 'Add to the round' }));

    const round = within(modal).getByRole('region', { name: 'This round' });
    expect(within(round).getByText('2 × Margherita')).toBeInTheDocument();
    expect(within(round).getByText('Size: Maxi, Extras: Olive, Extras: Bufala')).toBeInTheDocument();
    // (11 + 1 + 2.50) × 2 + 6
    expect(within(round).getByText('€35.00')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Send to the kitchen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add lines for T1' })).toBeNull());
    const [send] = posts();
    expect(send?.call).toBe('POST /clubs/1/tables/1/order/rounds');
    const body = send?.body as { idempotencyKey: string; lines: unknown[] };
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body.lines).toEqual([
      { itemId: 201, optionIds: [402, 403, 404], quantity: 2, note: 'well done' },
      { itemId: 203, optionIds: [], quantity: 1, note: null },
    ]);
    expect(await within(dialog).findByRole('table', { name: 'Round 2, Kitchen' })).toBeInTheDocument();
  });

  it('starts an order for a table with none, from the board', async () => {
    const { user, router } = await openOrder('/clubs/1/orders');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    const modal = await screen.findByRole('dialog', { name: 'New order' });
    await user.click(await within(modal).findByRole('button', { name: 'Add Spritz' }));
    await user.click(within(modal).getByRole('button', { name: 'Add to the round' }));
    await user.click(within(modal).getByRole('button', { name: 'Send to the kitchen' }));
    expect(await within(modal).findByText('Choose the table.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    // tables with an open order say so
    expect(within(modal).getByRole('option', { name: 'T2 (open order)' })).toBeInTheDocument();
    await user.selectOptions(within(modal).getByRole('combobox', { name: /Table/ }), 'T3');
    await user.click(within(modal).getByRole('button', { name: 'Send to the kitchen' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?order=\d+$/));
    expect(posts()[0]?.call).toBe('POST /clubs/1/tables/3/order/rounds');
    expect(await screen.findByRole('dialog', { name: 'Order of T3' })).toBeInTheDocument();
  });

  it('moves the order to a free table, and says when the table has an order of its own', async () => {
    const { user } = await openOrder();
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('button', { name: 'Move to another table' }));
    const modal = await screen.findByRole('dialog', { name: 'Move the order of T1' });
    const select = within(modal).getByRole('combobox', { name: /New table/ });
    expect(within(select).queryByRole('option', { name: 'T1' })).toBeNull();
    await user.selectOptions(select, 'T2');
    await user.click(within(modal).getByRole('button', { name: 'Move' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'That table has an open order of its own. Close it first, or choose another table.',
    );
    await user.selectOptions(select, 'T4');
    await user.click(within(modal).getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('dialog', { name: 'Order of T4' })).toBeInTheDocument();
    expect(posts().map((request) => request.body)).toEqual([{ tableId: 2 }, { tableId: 4 }]);
  });

  it('closes the order once paid, after asking', async () => {
    const { user, router } = await openOrder();
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('button', { name: 'Close (paid)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close the order of T1' });
    expect(confirm).toHaveTextContent('Close it once T1 has paid €28.00.');
    expect(posts()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Close (paid)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(posts()).toEqual([expect.objectContaining({ call: 'POST /clubs/1/orders/11/close' })]);
    // the board lets it go
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open the order of T1' })).toBeNull());
  });
});
