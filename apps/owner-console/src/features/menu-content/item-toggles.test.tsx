import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { SectionItemsPage } from './components/section-items-page';

const item = (id: number, name: string, changes: Record<string, unknown> = {}) => ({
  id,
  name,
  description: null,
  ingredients: null,
  allergens: [],
  additionalNotes: null,
  price: 8.5,
  priceText: null,
  position: id - 1,
  disabled: false,
  outOfStock: false,
  bestSeller: false,
  suggested: false,
  branded: false,
  translateName: true,
  translations: {},
  ...changes,
});

const section = {
  id: 5,
  name: 'Pizze',
  position: 0,
  disabled: false,
  translations: {},
  items: [item(1, 'Margherita'), item(2, 'Diavola')],
};
const menu = {
  id: 3,
  name: 'Dinner',
  currency: 'EUR',
  sections: [section, { ...section, id: 6, name: 'Pasta', items: [] }],
};

/** The answer of the next item save: the test settles it when it wants. */
let settleSave: ((response: Response) => void) | null = null;
const saves: unknown[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  saves.length = 0;
  settleSave = null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/menu/3/sections/5')) return json(200, section);
    if (request.method === 'GET' && path.endsWith('/menu/3')) return json(200, menu);
    if (request.method === 'PUT' && path.endsWith('/menu/3/sections/5/items')) {
      saves.push(await request.json());
      return new Promise<Response>((resolve) => {
        settleSave = resolve;
      });
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
});

async function renderPage() {
  await activateLanguage('en', { remember: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      {
        path: '/clubs/:clubId/menu/:menuId/sections/:sectionId',
        element: <SectionItemsPage clubId={1} menuId={3} sectionId={5} />,
      },
    ],
    { initialEntries: ['/clubs/1/menu/3/sections/5'] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findByRole('switch', { name: 'Out of stock: Margherita' });
  return { user: userEvent.setup(), queryClient };
}

describe('one-click toggles on the item list', () => {
  it('mark an item out of stock at once, sending only that flag', async () => {
    const { user } = await renderPage();
    const outOfStock = screen.getByRole('switch', { name: 'Out of stock: Margherita' });
    expect(outOfStock).not.toBeChecked();
    await user.click(outOfStock);
    // the switch moved before the server answered
    expect(outOfStock).toBeChecked();
    await waitFor(() => expect(saves).toEqual([{ id: 1, name: 'Margherita', outOfStock: true }]));
    settleSave?.(json(200, item(1, 'Margherita', { outOfStock: true })));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Out of stock: Margherita' })).toBeChecked(),
    );
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });

  it('put the switch back and say so when the server refuses', async () => {
    const { user } = await renderPage();
    const hidden = screen.getByRole('switch', { name: 'Hidden: Diavola' });
    await user.click(hidden);
    expect(hidden).toBeChecked();
    await waitFor(() => expect(saves).toEqual([{ id: 2, name: 'Diavola', disabled: true }]));
    settleSave?.(
      json(500, { code: 'internal_error', message: 'There was an error, please try again later.' }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Hidden: Diavola' })).not.toBeChecked());
    expect(
      await screen.findByText('The change to “Diavola” could not be saved. It is back as it was.'),
    ).toBeInTheDocument();
    // the other item was never touched
    const margherita = screen.getAllByTestId('item-row')[0] as HTMLElement;
    expect(within(margherita).getByRole('switch', { name: 'Hidden: Margherita' })).not.toBeChecked();
  });
});
