import type { MenuViewItem } from '@tavola/menu-view/localize';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFor, textsFor } from '../../lib/catalogs';
import { photoGuestMenu } from '../../test-utils';
import { ITEM_DETAIL_TEXTS } from '../item-detail/item-detail-texts';
import { type AddedLine, AddSheet } from './add-sheet';
import { ORDER_TEXTS } from './order-texts';

const margherita = photoGuestMenu().sections[0]?.items[0] as MenuViewItem;

afterEach(() => {
  for (const opener of document.querySelectorAll('[data-opener]')) opener.remove();
});

function renderSheet(item: MenuViewItem, options: { askName?: boolean; language?: string } = {}) {
  const language = options.language ?? 'en';
  const onAdd = vi.fn(async (_added: AddedLine) => null as string | null);
  const onClose = vi.fn();
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  opener.dataset.opener = '';
  document.body.append(opener);
  opener.focus();
  const view = render(
    <AddSheet
      item={item}
      currency="EUR"
      locale={language === 'it' ? 'it' : 'en-GB'}
      texts={textsFor(ORDER_TEXTS, language)}
      ruleTexts={textsFor(ITEM_DETAIL_TEXTS, language)}
      viewTexts={catalogFor(language).view}
      askName={options.askName ?? false}
      onAdd={onAdd}
      onClose={onClose}
    />,
  );
  return { ...view, onAdd, onClose, opener };
}

describe('adding a dish', () => {
  it("holds the guest to the groups' rules and shows the line's price as it changes", async () => {
    const { onAdd } = renderSheet(margherita, { askName: true });
    const sheet = screen.getByRole('dialog', { name: 'Margherita' });
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    const size = within(sheet).getByRole('group', { name: 'Size' });
    expect(size).toHaveAccessibleDescription('Choose one · Required');
    expect(within(size).getByRole('radio', { name: /Family/ })).toBeDisabled();
    const extras = within(sheet).getByRole('group', { name: 'Extras' });
    expect(extras).toHaveAccessibleDescription('Choose up to 3 · Optional');

    // a required group left empty: said, focus on its first choice, nothing added
    await userEvent.click(screen.getByRole('button', { name: 'Add to order · €9.00' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(size).getByRole('radio', { name: /Regular/ })).toHaveFocus();
    expect(size).toHaveAccessibleDescription('Choose one · Required Choose at least 1 in “Size”.');

    // a size replaces the price, an extra adds to it, the quantity multiplies it
    await userEvent.click(within(size).getByRole('radio', { name: /Large/ }));
    expect(screen.getByRole('button', { name: 'Add to order · €12.50' })).toBeInTheDocument();
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Parmesan/ }));
    expect(within(extras).getByRole('checkbox', { name: /Parmesan/ })).toHaveAccessibleName(
      'Parmesan + €1.50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Add to order · €28.00' })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Note for the kitchen (optional)' }),
      'no basil',
    );
    expect(screen.getByText(/192 characters left/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your first name (optional)' }), ' Anna ');

    await userEvent.click(screen.getByRole('button', { name: 'Add to order · €28.00' }));
    expect(onAdd).toHaveBeenCalledWith({
      line: { itemId: 51, optionIds: [12, 21], quantity: 2, note: 'no basil' },
      shown: {
        name: 'Margherita',
        options: [
          { id: 12, name: 'Large', groupName: 'Size' },
          { id: 21, name: 'Parmesan', groupName: 'Extras' },
        ],
        unitCents: 1400,
      },
      guestName: 'Anna',
    });
  }, 20_000);

  it('stops a multiple choice at its maximum, and offers "None" in an optional single choice', async () => {
    const item = {
      ...margherita,
      optionGroups: [
        { ...margherita.optionGroups[0], minChoices: 0, maxChoices: 1, required: false },
        {
          ...margherita.optionGroups[1],
          maxChoices: 2,
          options: [
            ...(margherita.optionGroups[1]?.options ?? []),
            { id: 23, name: 'Olives', price: 1, outOfStock: false, allergens: [] },
          ],
        },
      ],
    } as MenuViewItem;
    const { onAdd } = renderSheet(item);
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).getByRole('radio', { name: 'None' })).toBeChecked();
    const extras = screen.getByRole('group', { name: 'Extras' });
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Parmesan/ }));
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Olives/ }));
    expect(within(extras).getByRole('checkbox', { name: /Basil/ })).toBeDisabled();
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Olives/ }));
    expect(within(extras).getByRole('checkbox', { name: /Basil/ })).toBeEnabled();
    // the quantity stays within 1–99 whatever is typed
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '250');
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Add to order/ }));
    expect(onAdd.mock.calls[0]?.[0].line).toEqual({ itemId: 51, optionIds: [21], quantity: 99, note: null });
    expect(onAdd.mock.calls[0]?.[0]).not.toHaveProperty('guestName');
  }, 20_000);

  it('says why a dish could not be added and stays open; Escape closes it, focus back on its opener', async () => {
    const { onAdd, onClose, opener, unmount } = renderSheet(margherita);
    onAdd.mockResolvedValueOnce('Out of stock: remove it.');
    await userEvent.click(screen.getByRole('radio', { name: /Regular/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to order · €9.00' }));
    expect(await screen.findByText('Out of stock: remove it.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside the sheet', async () => {
    renderSheet(margherita);
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: /Add to order/ })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('speaks Italian', () => {
    renderSheet(margherita, { language: 'it', askName: true });
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
      'Scegline uno · Obbligatorio',
    );
    expect(screen.getByRole('button', { name: /^Aggiungi all’ordine · 9,00\s€$/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Il tuo nome (facoltativo)' })).toBeInTheDocument();
  });
});
