import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { ItemFormPage } from './components/item-form-page';

// Mantine's autosize Textarea listens to document.fonts, which jsdom does not have (as in
// translations.test.tsx).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const storedItem = {
  id: 9,
  name: 'Pizza',
  description: null,
  ingredients: null,
  allergens: ['gluten'],
  additionalNotes: null,
  price: 8,
  priceText: null,
  position: 0,
  disabled: false,
  outOfStock: false,
  bestSeller: false,
  suggested: false,
  branded: false,
  translateName: true,
  translations: {},
  dietaryTags: ['vegetarian'],
  spiciness: 1,
  optionGroups: [
    {
      id: 41,
      name: 'Size',
      choice: 'single',
      minChoices: 1,
      maxChoices: 1,
      required: true,
      position: 0,
      translations: {},
      options: [
        { id: 51, name: 'Small', price: 8, outOfStock: false, allergens: [], position: 0, translations: {} },
        { id: 52, name: 'Large', price: 11, outOfStock: true, allergens: [], position: 1, translations: {} },
      ],
    },
  ],
};
const section = { id: 5, name: 'Pizze', position: 0, disabled: false, translations: {}, items: [storedItem] };
const menu = { id: 3, name: 'Dinner', currency: 'EUR', sections: [section] };

let plan = 'smart';
/** What the server answers to the next save; the body it got is kept. */
let saveAnswer: () => Response;
const saves: Record<string, unknown>[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  plan = 'smart';
  saves.length = 0;
  saveAnswer = () => json(200, storedItem);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/clubs/1'))
      return json(200, { id: 1, name: 'Da Gino', plan });
    if (request.method === 'GET' && path.endsWith('/menu/3/sections/5/items/9')) return json(200, storedItem);
    if (request.method === 'GET' && path.endsWith('/menu/3/sections/5')) return json(200, section);
    if (request.method === 'GET' && path.endsWith('/menu/3')) return json(200, menu);
    if (request.method === 'PUT' && path.endsWith('/menu/3/sections/5/items')) {
      saves.push(await request.json());
      return saveAnswer();
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
});

async function renderForm(itemId?: number) {
  await activateLanguage('en', { remember: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      {
        path: '/item',
        element: <ItemFormPage clubId={1} menuId={3} sectionId={5} itemId={itemId} />,
      },
      { path: '*', element: <p>Left the form</p> },
    ],
    { initialEntries: ['/item'] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findByRole('textbox', { name: 'Name' });
  const user = userEvent.setup();
  // a whole text at once: a keystroke at a time re-renders the long form each time, slow on a busy machine
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  };
  return { user, fill };
}

const groupSection = (name: string) => screen.getByRole('region', { name });
const optionRow = (name: string) => screen.getByRole('group', { name: `Option ${name}` });

describe('option groups in the item form', () => {
  it('builds a required "Size" and an "Extras" with an allergen, and sends them with the item', async () => {
    const { user, fill } = await renderForm();
    await fill(screen.getByRole('textbox', { name: 'Name' }), 'Pizza');

    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    let group = groupSection('New option group');
    await fill(within(group).getByRole('textbox', { name: 'Group name' }), 'Size');
    group = groupSection('Size');
    await user.click(within(group).getByRole('switch', { name: /^Required/ }));
    // a single choice: the price is the item's price when chosen
    await fill(within(optionRow('option 1')).getByRole('textbox', { name: 'Option name' }), 'Small');
    await fill(within(optionRow('Small')).getByRole('textbox', { name: 'Price when chosen' }), '8');
    await user.click(within(group).getByRole('button', { name: 'Add option to Size' }));
    await fill(within(optionRow('option 2')).getByRole('textbox', { name: 'Option name' }), 'Large');
    await fill(within(optionRow('Large')).getByRole('textbox', { name: 'Price when chosen' }), '11');

    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    await fill(
      within(groupSection('New option group')).getByRole('textbox', { name: 'Group name' }),
      'Extras',
    );
    const extras = groupSection('Extras');
    await user.click(within(extras).getByRole('radio', { name: 'Several options' }));
    await fill(within(extras).getByRole('textbox', { name: 'Maximum' }), '2');
    await fill(within(optionRow('option 1')).getByRole('textbox', { name: 'Option name' }), '+ parmesan');
    const parmesan = optionRow('+ parmesan');
    // a multiple choice: the price is added
    await fill(within(parmesan).getByRole('textbox', { name: 'Added to the price' }), '1.5');
    await user.click(within(parmesan).getByRole('button', { name: 'Allergens: none' }));
    // the allergens open in a Collapse, shown once its transition has begun
    await user.click(await within(parmesan).findByRole('checkbox', { name: 'Milk' }));
    expect(within(parmesan).getByRole('button', { name: 'Allergens: Milk' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await screen.findByText('Left the form');
    expect(saves[0]?.optionGroups).toEqual([
      {
        name: 'Size',
        choice: 'single',
        minChoices: 1,
        maxChoices: 1,
        required: true,
        options: [
          { name: 'Small', price: 8, outOfStock: false, allergens: [] },
          { name: 'Large', price: 11, outOfStock: false, allergens: [] },
        ],
      },
      {
        name: 'Extras',
        choice: 'multiple',
        minChoices: 0,
        maxChoices: 2,
        required: false,
        options: [{ name: '+ parmesan', price: 1.5, outOfStock: false, allergens: ['milk'] }],
      },
    ]);
  }, 60_000);

  it('keeps the ids of stored groups and options, and leaves out what was removed', async () => {
    const { user } = await renderForm(9);
    const size = groupSection('Size');
    expect(within(optionRow('Large')).getByRole('checkbox', { name: 'Out of stock' })).toBeChecked();
    await user.click(within(size).getByRole('button', { name: 'Remove the option Small' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Left the form');
    expect(saves[0]).toMatchObject({
      id: 9,
      dietaryTags: ['vegetarian'],
      spiciness: 1,
      optionGroups: [
        {
          id: 41,
          name: 'Size',
          options: [{ id: 52, name: 'Large', price: 11, outOfStock: true, allergens: [] }],
        },
      ],
    });
  });

  it('shows the server’s refusal of a group’s numbers on that field', async () => {
    saveAnswer = () =>
      json(400, {
        code: 'validation_failed',
        message: 'Validation failed',
        details: [{ field: 'optionGroups.0.name', message: 'A group with this name already exists' }],
      });
    const { user } = await renderForm(9);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = await within(groupSection('Size')).findByRole('textbox', { name: 'Group name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/A group with this name already exists/);
    expect(screen.queryByText('Left the form')).not.toBeInTheDocument();
  });

  it('says what breaks the rules on its field before anything is sent', async () => {
    const { user, fill } = await renderForm(9);
    const size = groupSection('Size');
    await user.click(within(size).getByRole('button', { name: 'Add option to Size' }));
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    const extras = groupSection('New option group');
    await user.click(within(extras).getByRole('radio', { name: 'Several options' }));
    await fill(within(extras).getByRole('textbox', { name: 'Maximum' }), '3');
    await fill(within(extras).getByRole('textbox', { name: 'Minimum' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const unnamed = within(optionRow('option 3')).getByRole('textbox', { name: 'Option name' });
    await waitFor(() => expect(unnamed).toHaveAccessibleDescription(/Option name is required/));
    expect(within(extras).getByRole('textbox', { name: 'Group name' })).toHaveAccessibleDescription(
      /Group name is required/,
    );
    // one option, at least two to choose: said on the minimum; the minimum made the group required
    expect(within(extras).getByRole('switch', { name: /^Required/ })).toBeChecked();
    expect(within(extras).getByRole('textbox', { name: 'Minimum' })).toHaveAccessibleDescription(
      /The minimum cannot be more than the number of options/,
    );
    expect(saves).toEqual([]);
  }, 60_000);

  it('says at once, on the tags, that a gluten-free dish cannot contain gluten', async () => {
    const { user } = await renderForm(9);
    const tags = screen.getByRole('group', { name: 'Dietary tags' });
    const message = 'A gluten-free dish cannot contain cereals with gluten: remove the tag or the allergen.';
    await user.click(within(tags).getByRole('checkbox', { name: 'Gluten-free' }));
    expect(await screen.findByText(message)).toBeVisible();
    // the allergen taken away: the message goes
    await user.click(screen.getByRole('checkbox', { name: 'Cereals containing gluten' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    // and back: it comes back before any save
    await user.click(screen.getByRole('checkbox', { name: 'Cereals containing gluten' }));
    expect(await screen.findByText(message)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves).toEqual([]);
  });

  it('without the plan: the upgrade prompt instead of the editor, and the groups are not sent', async () => {
    plan = 'freemium';
    const { user } = await renderForm(9);
    const optionsPrompt = screen.getByText('Sizes and extras with their prices are part of the Smart plan.');
    expect(optionsPrompt).toBeVisible();
    const prompt = optionsPrompt.closest<HTMLElement>('.mantine-Alert-root');
    expect(prompt && within(prompt).getByRole('link', { name: 'Upgrade your plan' })).toBeVisible();
    // the photo's control is the upgrade prompt too (dish photos are Smart as well)
    expect(
      screen.getByText('Dish photos are a Smart feature: upgrade your plan to show your dishes with photos.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add option group' })).not.toBeInTheDocument();
    // the tags are on every plan
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('radio', { name: 'Hot' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Left the form');
    expect(saves[0]).not.toHaveProperty('optionGroups');
    expect(saves[0]).toMatchObject({ dietaryTags: ['vegetarian', 'vegan'], spiciness: 3 });
  });
});
