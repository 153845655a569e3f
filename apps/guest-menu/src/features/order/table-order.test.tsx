import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogFor } from '../../lib/catalogs';
import { jsonResponse, photoGuestMenu } from '../../test-utils';
import { fakeOrderServer, orderLine, orderRound, scanTableCode } from './order-fixtures';
import { OrderStore } from './order-store';
import TableOrder from './table-order';

type Server = ReturnType<typeof fakeOrderServer>;

// an entry another test left (an item's view) would make Back stop short of the page
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

/** This phone joined the table's order and added a large Margherita "no basil"; its line id. */
async function orderWithMyPizza(): Promise<string> {
  scanTableCode();
  const store = new OrderStore(1, 2);
  await store.add(
    { itemId: 51, optionIds: [12], quantity: 1, note: 'no basil' },
    { name: 'Margherita', options: [{ id: 12, name: 'Large', groupName: 'Size' }], unitCents: 1250 },
  );
  return store.getState().order?.drafts[0]?.clientLineId as string;
}

function renderOrder(language = 'en') {
  return render(
    <TableOrder
      clubId={1}
      tableId={2}
      menu={photoGuestMenu()}
      language={language}
      locale={language === 'it' ? 'it' : 'en-GB'}
      viewTexts={catalogFor(language).view}
      adding={null}
      onAdding={() => undefined}
    />,
  );
}

async function openPanel(name: RegExp = /^Your table's order/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: "Your table's order" });
}

function othersAdd(server: Server) {
  const marco = server.addGuest('Marco');
  const third = server.addGuest(null);
  server.change((order) => ({
    ...order,
    drafts: [
      ...order.drafts,
      orderLine({
        id: 20,
        clientLineId: 'marco-line-1',
        guestId: marco.id,
        itemId: 54,
        name: 'Calzone',
        unitCents: 1000,
        totalCents: 1000,
      }),
      orderLine({
        id: 21,
        clientLineId: 'guest-3-line-1',
        guestId: third.id,
        itemId: 53,
        name: "Penne all'arrabbiata",
        quantity: 2,
        unitCents: 1100,
        totalCents: 2200,
      }),
      // added by the staff for the table
      orderLine({
        id: 22,
        clientLineId: null,
        guestId: null,
        addedBy: 'Giulia',
        itemId: 52,
        name: "Insalata dell'orto",
        unitCents: 800,
        totalCents: 800,
      }),
    ],
  }));
}

describe("the table's order", () => {
  it("lists every phone's dishes with who added them, and lets this phone change only its own", async () => {
    const server = fakeOrderServer();
    await orderWithMyPizza();
    othersAdd(server);
    renderOrder();
    // the held read brings what the other phones added since this one last looked
    const panel = await openPanel(/^Your table's order 5 dishes to send · €52\.50$/);
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    const lines = within(within(panel).getByRole('region', { name: 'Not sent yet' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.querySelector('.order-line-by')?.textContent)).toEqual([
      'Added by you',
      'Added by Marco',
      'Added by Guest 3 · €11.00 each',
      'Added by Giulia',
    ]);
    const [mine, marcos] = lines as [HTMLElement, HTMLElement];
    expect(mine).toHaveTextContent('1 × Margherita €12.50');
    expect(mine).toHaveTextContent('Large');
    expect(mine).toHaveTextContent('“no basil”');
    expect(within(marcos).queryAllByRole('button')).toEqual([]);
    expect(within(lines[3] as HTMLElement).queryAllByRole('button')).toEqual([]);
    expect(within(panel).getByText('Total').parentElement).toHaveTextContent('Total €52.50');

    await userEvent.click(within(mine).getByRole('button', { name: 'One more: Margherita' }));
    await waitFor(() => expect(mine).toHaveTextContent('2 × Margherita €25.00'));
    expect(mine).toHaveTextContent('€12.50 each');
    await waitFor(() => expect(server.order().drafts[0]?.quantity).toBe(2));

    await userEvent.click(within(mine).getByRole('button', { name: 'Note' }));
    const note = within(mine).getByRole('textbox', { name: 'Note for Margherita' });
    await userEvent.clear(note);
    await userEvent.type(note, 'well done');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save the note' }));
    await waitFor(() => expect(server.order().drafts[0]?.note).toBe('well done'));

    await userEvent.click(within(mine).getByRole('button', { name: 'Remove Margherita' }));
    await waitFor(() => expect(within(panel).queryByText(/Margherita/)).not.toBeInTheDocument());
    expect(server.order().drafts.map((line) => line.name)).not.toContain('Margherita');
  }, 20_000);

  it('sends to the kitchen and follows each round live, saying politely when one moves on', async () => {
    const server = fakeOrderServer();
    await orderWithMyPizza();
    renderOrder();
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Send to the kitchen' }));
    expect(await within(panel).findByText('Round 1 is on its way to the kitchen.')).toBeInTheDocument();
    const sent = within(panel).getByRole('region', { name: 'Sent' });
    expect(sent).toHaveTextContent('Round 1');
    expect(sent).toHaveTextContent('Kitchen Received');
    expect(within(panel).getByRole('region', { name: 'Not sent yet' })).toHaveTextContent(
      'Nothing is waiting to be sent.',
    );

    // the kitchen moves the round on; the held read answers at once
    act(() =>
      server.change((order) => ({
        ...order,
        rounds: order.rounds.map((round) => ({ ...round, status: 'preparing' as const })),
      })),
    );
    await waitFor(() => expect(sent).toHaveTextContent('Kitchen Being prepared'));
    const polite = within(panel)
      .getAllByRole('status')
      .find((region) => region.textContent === 'Round 1, Kitchen: Being prepared');
    expect(polite).toBeDefined();

    // another phone adds a dish: it shows without anything done here
    act(() => othersAdd(server));
    expect(await within(panel).findByText(/Calzone/)).toBeInTheDocument();
    expect(server.requests('GET').every((call) => /\?known=\d+$/.test(call.url))).toBe(true);
  });

  it('flags each dish a send refuses (422) and what the server marks, and says why "Send" waits', async () => {
    const server = fakeOrderServer();
    const mine = await orderWithMyPizza();
    renderOrder();
    const panel = await openPanel();
    server.next.send = () =>
      jsonResponse(422, {
        code: 'items_unavailable',
        message: 'Margherita is not served at this time.',
        lines: [{ clientLineId: mine, index: null, itemId: 51, name: 'Margherita', problem: 'not_now' }],
      });
    await userEvent.click(within(panel).getByRole('button', { name: 'Send to the kitchen' }));
    expect(await within(panel).findByText('Not served at this time: remove it.')).toBeInTheDocument();
    expect(
      within(panel).getByText('Nothing was sent: some dishes can no longer be ordered (marked above).'),
    ).toBeInTheDocument();
    const send = within(panel).getByRole('button', { name: 'Send to the kitchen' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(
      'Some dishes cannot be sent (marked above). Remove them, then send.',
    );
    await userEvent.click(send);
    expect(server.requests('POST', '/rounds')).toHaveLength(1);

    // a draft the server marks (out of stock since it was added) shows its reason too
    act(() =>
      server.change((order) => ({
        ...order,
        drafts: [
          ...order.drafts,
          orderLine({ id: 30, clientLineId: 'other', guestId: 9, name: 'Risotto', problem: 'out_of_stock' }),
        ],
      })),
    );
    expect(await within(panel).findByText('Out of stock: remove it.')).toBeInTheDocument();
  });

  it('shows the bill by round with its lines, options and totals, VAT included, and asks for it', async () => {
    const server = fakeOrderServer();
    await orderWithMyPizza();
    const large = [{ id: 12, name: 'Large', groupName: 'Size' }];
    server.change((order) => ({
      ...order,
      drafts: [],
      rounds: [
        orderRound({
          id: 1,
          number: 1,
          status: 'served',
          lines: [
            orderLine({ id: 1, status: 'sent', options: large, unitCents: 1250, totalCents: 1250 }),
            orderLine({
              id: 2,
              status: 'void',
              name: 'Calzone',
              unitCents: 1000,
              totalCents: 1000,
              voidReason: 'Dropped',
            }),
          ],
          totalCents: 1250,
        }),
        orderRound({
          id: 2,
          number: 1,
          station: 'bar',
          status: 'ready',
          lines: [
            orderLine({
              id: 3,
              status: 'sent',
              name: 'Spritz',
              quantity: 2,
              unitCents: 650,
              totalCents: 1300,
              station: 'bar',
            }),
          ],
          totalCents: 1300,
        }),
        orderRound({
          id: 3,
          number: 2,
          lines: [orderLine({ id: 4, status: 'sent', name: 'Tiramisù', unitCents: 600, totalCents: 600 })],
          totalCents: 600,
        }),
      ],
    }));
    renderOrder();
    const panel = await openPanel(/Sent · €31\.50$/);
    const rounds = within(panel).getByRole('region', { name: 'Sent' });
    expect(rounds).toHaveTextContent('Kitchen Served');
    expect(rounds).toHaveTextContent('Bar Ready');

    await userEvent.click(within(panel).getByRole('button', { name: 'Ask for the bill' }));
    const bill = within(panel).getByRole('region', { name: 'Your bill' });
    expect(within(bill).getByRole('heading', { name: 'Your bill' })).toHaveFocus();
    const [first, second] = within(bill)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.parentElement);
    expect(first).toHaveTextContent('Round 1');
    expect(first).toHaveTextContent('1 × Margherita €12.50Large');
    expect(first).toHaveTextContent('2 × Spritz €13.00');
    // a void line stays on the bill, struck through, and counts for nothing
    expect(within(first as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(first).toHaveTextContent('Total €25.50');
    expect(second).toHaveTextContent('1 × Tiramisù €6.00');
    expect(second).toHaveTextContent('Total €6.00');
    expect(bill.querySelector('.order-grand-total')).toHaveTextContent('Total €31.50');
    expect(bill).toHaveTextContent('Prices include VAT.');
    expect(bill).toHaveTextContent('Pay at the till or to your waiter.');

    await userEvent.click(within(bill).getByRole('button', { name: 'Ask for the bill' }));
    expect(await within(bill).findByText('The bill is on its way.')).toBeInTheDocument();
    expect(within(bill).queryByRole('button', { name: 'Ask for the bill' })).not.toBeInTheDocument();
    expect(server.requests('POST', '/bill')).toHaveLength(1);
  });

  it('says when the order is closed and lets the guest start the next one', async () => {
    const server = fakeOrderServer();
    await orderWithMyPizza();
    renderOrder();
    const panel = await openPanel();
    act(() => server.change((order) => ({ ...order, status: 'closed' })));
    expect(await within(panel).findByText("This table's order is closed.")).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Your table's order Closed/, hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Start a new order' }));
    await waitFor(() =>
      expect(within(panel).queryByText("This table's order is closed.")).not.toBeInTheDocument(),
    );
    expect(server.requests('POST', '/guests')).toHaveLength(2);
    expect(
      within(panel).getByText('Nothing is waiting to be sent. Add dishes from the menu.'),
    ).toBeInTheDocument();
  });

  it('closes with Escape and the phone’s Back, focus back on the bar', async () => {
    fakeOrderServer();
    await orderWithMyPizza();
    renderOrder();
    const bar = await screen.findByRole('button', { name: /^Your table's order/ });
    const entries = window.history.length;
    await openPanel();
    expect(window.history.length).toBe(entries + 1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar).toHaveFocus();
    await openPanel();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar).toHaveFocus();
  });

  it('speaks Italian', async () => {
    fakeOrderServer();
    await orderWithMyPizza();
    renderOrder('it');
    await userEvent.click(
      await screen.findByRole('button', { name: /^L’ordine del tuo tavolo 1 piatto da inviare/ }),
    );
    const panel = screen.getByRole('dialog', { name: 'L’ordine del tuo tavolo' });
    expect(within(panel).getByRole('button', { name: 'Invia in cucina' })).toBeInTheDocument();
    expect(within(panel).getByText('Aggiunto da te')).toBeInTheDocument();
  });
});
