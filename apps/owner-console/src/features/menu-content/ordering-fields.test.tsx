import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { ItemFormPage } from './components/item-form-page';
import { SectionItemsPage } from './components/section-items-page';
import { SectionsPage } from './components/sections-page';

// Mantine's autosize Textarea listens to document.fonts, which jsdom does not have (as in
// item-options.test.tsx).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

/** A dish the owner left out of ordering ("ask your waiter"). */
const storedItem = {
  id: 9,
  name: 'Fiorentina',
  description: null,
  ingredients: null,
  allergens: [],
  additionalNotes: null,
  price: 60,
  priceText: null,
  position: 0,
  disabled: false,
  outOfStock: false,
  bestSeller: false,
  suggested: false,
  branded: false,
  translateName: true,
  translations: {},
  dietaryTags: [],
  spiciness: 0,
  optionGroups: [],
  orderable: false,
};
const section = {
  id: 5,
  name: 'Secondi',
  position: 0,
  disabled: false,
  station: 'kitchen',
  translations: {},
  items: [storedItem],
};
const menu = { id: 3, name: 'Dinner', currency: 'EUR', sections: [section] };

let plan = 'smart';
/** The bodies of the items and sections saved, oldest first. */
const itemSaves: Record<string, unknown>[] = [];
const sectionSaves: Record<string, unknown>[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  plan = 'smart';
  itemSaves.length = 0;
  sectionSaves.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/clubs/1'))
      return json(200, { id: 1, name: 'Da Gino', plan });
    if (request.method === 'GET' && path.endsWith('/menu/3/sections/5/items/9')) return json(200, storedItem);
    if (request.method === 'GET' && path.endsWith('/menu/3/sections/5')) return json(200, section);
    if (request.method === 'GET' && path.endsWith('/menu/3')) return json(200, menu);
    if (request.method === 'PUT' && path.endsWith('/menu/3/sections/5/items')) {
      const body = await request.json();
      itemSaves.push(body);
      return json(200, { ...storedItem, ...body });
    }
    if (request.method === 'PUT' && path.endsWith('/menu/3/sections')) {
      const body = await request.json();
      sectionSaves.push(body);
      return json(200, { ...section, id: 6, items: [], ...body });
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
});

async function renderPage(page: ReactNode) {
  await activateLanguage('en', { remember: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path: '/page', element: page },
      { path: '*', element: <p>Left the page</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup();
}

const orderableSwitch = () => screen.findByRole('switch', { name: /Guests can order it from their phone/ });

describe('whether guests can order an item from their phone', () => {
  it('is on for a new item, and an item turned off is sent so', async () => {
    const user = await renderPage(<ItemFormPage clubId={1} menuId={3} sectionId={5} />);
    const orderable = await orderableSwitch();
    expect(orderable).toBeChecked();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Bistecca');
    await user.click(orderable);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await screen.findByText('Left the page');
    expect(itemSaves[0]).toMatchObject({ name: 'Bistecca', orderable: false });
  });

  it('shows an item left out of ordering as off, and sends it back on', async () => {
    const user = await renderPage(<ItemFormPage clubId={1} menuId={3} sectionId={5} itemId={9} />);
    const orderable = await orderableSwitch();
    expect(orderable).not.toBeChecked();
    await user.click(orderable);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Left the page');
    expect(itemSaves[0]).toMatchObject({ id: 9, orderable: true });
  });

  it('is not offered on a plan without orders from the table', async () => {
    plan = 'freemium';
    await renderPage(<ItemFormPage clubId={1} menuId={3} sectionId={5} itemId={9} />);
    await screen.findByRole('switch', { name: /Out of stock/ });
    expect(screen.queryByRole('switch', { name: /Guests can order it/ })).not.toBeInTheDocument();
  });
});

async function choose(user: ReturnType<typeof userEvent.setup>, station: string) {
  await user.click(await screen.findByRole('combobox', { name: /Made at/ }));
  await user.click(await screen.findByRole('option', { name: station }));
}

describe('where a section is made', () => {
  it('is chosen for a new section', async () => {
    const user = await renderPage(<SectionsPage clubId={1} menuId={3} />);
    await user.type(await screen.findByRole('textbox', { name: 'New section' }), 'Cocktails');
    expect(await screen.findByRole('combobox', { name: /Made at/ })).toHaveValue('Kitchen');
    await choose(user, 'Bar');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(sectionSaves).toEqual([{ name: 'Cocktails', station: 'bar' }]));
  });

  it('is changed on the section’s page, keeping its name', async () => {
    const user = await renderPage(<SectionItemsPage clubId={1} menuId={3} sectionId={5} />);
    expect(await screen.findByRole('combobox', { name: /Made at/ })).toHaveValue('Kitchen');
    await choose(user, 'Bar');
    await waitFor(() => expect(sectionSaves).toEqual([{ id: 5, name: 'Secondi', station: 'bar' }]));
  });

  it('is not asked on a plan without orders from the table', async () => {
    plan = 'freemium';
    await renderPage(<SectionsPage clubId={1} menuId={3} />);
    await screen.findByRole('textbox', { name: 'New section' });
    // the page does not wait for the club: wait until it was read
    const clubRead = () =>
      vi
        .mocked(fetch)
        .mock.calls.some(([input]) => new URL((input as Request).url).pathname.endsWith('/clubs/1'));
    await waitFor(() => expect(clubRead()).toBe(true));
    expect(screen.queryByRole('combobox', { name: /Made at/ })).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'New section' }), 'Dolci{Enter}');
    await waitFor(() => expect(sectionSaves).toEqual([{ name: 'Dolci' }]));
  });
});
