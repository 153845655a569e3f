// Ordering from the menu page (docs/decisions/056): the item's larger view offers "Add to order" when
// the table takes orders, the ordering part loads on demand, and its bar stays on the page.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../lib/api';
import { orderStoreKey } from '../../lib/order-storage';
import { saveCopy } from '../../lib/saved-copies';
import { jsonResponse, photoGuestMenu, tableView } from '../../test-utils';
import { fakeOrderServer, scanTableCode, TABLE_KEY, tableOrder } from '../order/order-fixtures';
import { MenuPage } from './menu-page';

// an entry another test left (an item's view) would make Back stop short of the page
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

function servedMenu(menu: PublicMenu = photoGuestMenu()) {
  return fakeOrderServer((url) =>
    url.endsWith('/clubs/1/menu/tables/2/menus/3')
      ? jsonResponse(200, menu, { ETag: '"v1"' })
      : jsonResponse(404, { code: 'not_found', message: 'x' }),
  );
}

function renderPage({ ordering = true } = {}) {
  saveCopy('tavola.guest.saved.table.1.2', tableView({ ordering }));
  return render(<MenuPage route={{ clubId: 1, tableId: 2, menuId: 3 }} onNavigate={() => undefined} />);
}

async function openMargherita() {
  const options = await screen.findByRole('button', { name: 'Options: Margherita' });
  await userEvent.click(options);
  // the item's view and the ordering part load on demand (slowly the first time in a test run)
  return { options, detail: await screen.findByRole('dialog', { name: 'Margherita' }, { timeout: 5000 }) };
}

describe('ordering from the menu', () => {
  it("adds a dish from its larger view: joins the table's order with the code's key, and the bar shows it", async () => {
    scanTableCode();
    const server = servedMenu();
    renderPage();
    const { options, detail } = await openMargherita();
    await userEvent.click(within(detail).getByRole('button', { name: 'Add to order' }));
    // the add sheet (its own chunk) over the item's view
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' }, { timeout: 5000 });
    const sheet = quantity.closest('dialog') as HTMLElement;
    await userEvent.click(within(sheet).getByRole('radio', { name: /Large/ }));
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Your first name (optional)' }), 'Anna');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to order · €12.50' }));

    // both close, focus back on the dish, and the bar says it politely
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(options).toHaveFocus();
    expect(
      screen.getByRole('button', { name: "Your table's order 1 dish to send · €12.50" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((region) => region.textContent === "Margherita is in your table's order."),
      ).toBe(true),
    );
    const join = server.requests('POST', '/guests')[0];
    expect(new Headers(join?.init?.headers).get('x-table-key')).toBe(TABLE_KEY);
    expect(JSON.parse(String(join?.init?.body))).toEqual({ name: 'Anna' });
    expect(server.order().drafts).toMatchObject([{ name: 'Margherita', addedBy: 'Anna', unitCents: 1250 }]);
  }, 20_000);

  it("asks for the table's code when the phone has not scanned it, and the waiter for a dish left out", async () => {
    const menu = photoGuestMenu();
    const margherita = menu.sections[0]?.items.find((item) => item.name === 'Margherita');
    if (margherita) margherita.orderable = false;
    servedMenu(menu);
    renderPage();
    const { detail } = await openMargherita();
    expect(within(detail).getByText('To order this dish, ask your waiter.')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Add to order' })).not.toBeInTheDocument();
  });

  it('offers nothing to order without the key, or at a table that takes no orders', async () => {
    servedMenu();
    const page = renderPage();
    const { detail } = await openMargherita();
    expect(within(detail).getByText('Scan the code on your table to order')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Add to order' })).not.toBeInTheDocument();
    page.unmount();

    scanTableCode();
    renderPage({ ordering: false });
    const { detail: plain } = await openMargherita();
    expect(within(plain).queryByText(/order/i)).not.toBeInTheDocument();
  });

  it('loads the order at once when the phone holds one of the table (a reload)', async () => {
    servedMenu();
    localStorage.setItem(
      orderStoreKey(1, 2),
      JSON.stringify({
        key: null,
        guest: null,
        order: tableOrder({ status: 'closed' }),
        pending: [],
        sendKey: null,
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('button', { name: "Your table's order Closed" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
