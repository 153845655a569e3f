import { I18nProvider } from '@lingui/react';
import { MantineProvider, Menu } from '@mantine/core';
import type { Menu as MenuEntity } from '@tavola/domain/entities';
import { entitlementsFor } from '@tavola/domain/plans';
import { PREDEFINED_THEMES } from '@tavola/domain/themes';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuForm } from './components/menu-form';
import { MenuLimitPrompt } from './components/menu-limit-prompt';
import { MenuList } from './components/menu-list';

const PREDEFINED = PREDEFINED_THEMES.map(({ key: _key, tone: _tone, ...look }, index) => ({
  id: index + 1,
  ...look,
}));
const THEMES = {
  predefined: PREDEFINED,
  own: PREDEFINED.slice(0, 1).map((look) => ({ ...look, id: 50, name: 'Our look' })),
};

const MENUS = [
  {
    id: 11,
    name: 'Food',
    adminDisplayName: 'Lunch and dinner',
    position: 0,
    hasBanner: true,
    hasSchedulings: false,
    disabled: false,
    sourceLanguage: 'it',
    languages: [],
  },
  {
    id: 12,
    name: 'Drinks',
    adminDisplayName: null,
    position: 1,
    hasBanner: false,
    hasSchedulings: true,
    disabled: false,
    sourceLanguage: 'it',
    languages: [],
  },
  {
    id: 13,
    name: 'Desserts',
    adminDisplayName: null,
    position: 2,
    hasBanner: false,
    hasSchedulings: false,
    disabled: false,
    sourceLanguage: 'it',
    languages: [],
  },
];

function renderUi(ui: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  await activateLanguage('en', { remember: false });
});

describe('menu limit prompt', () => {
  it('shows the spec’s menu-limit message and leads to the plan page', () => {
    renderUi(<MenuLimitPrompt clubId={7} />);
    expect(
      screen.getByText(
        'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/7/profile/plan?plan=smart',
    );
  });

  it('speaks Italian too', async () => {
    await activateLanguage('it', { remember: false });
    renderUi(<MenuLimitPrompt clubId={7} />);
    expect(screen.getByRole('link', { name: 'Passa a un piano superiore' })).toBeInTheDocument();
  });
});

describe('menu list', () => {
  it('shows names, hidden notes and the banner and scheduling markers in position order', () => {
    renderUi(
      <MenuList
        clubId={7}
        menus={MENUS}
        onReorder={vi.fn()}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
        onShow={vi.fn()}
      />,
    );
    const rows = screen.getAllByTestId('menu-row');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Food', 'Drinks', 'Desserts']);
    expect(screen.getByText('Lunch and dinner')).toBeInTheDocument();
    expect(screen.getAllByText('Banner', { selector: '.mantine-Badge-label' })).toHaveLength(1);
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    // each menu leads to its scheduling and banner pages
    expect(screen.getByRole('link', { name: 'Scheduling of Drinks' })).toHaveAttribute(
      'href',
      '/clubs/7/menu/12/schedulings',
    );
    expect(screen.getByRole('link', { name: 'Banner of Food' })).toHaveAttribute(
      'href',
      '/clubs/7/menu/11/banner',
    );
  });

  it('marks a hidden menu (an imported one starts so) and offers to show it to guests', async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    const menus = MENUS.map((menu) => (menu.id === 13 ? { ...menu, disabled: true } : menu));
    renderUi(
      <MenuList
        clubId={7}
        menus={menus}
        onReorder={vi.fn()}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
        onShow={onShow}
      />,
    );
    const desserts = screen.getAllByTestId('menu-row')[2] as HTMLElement;
    expect(within(desserts).getByText('Hidden from guests')).toBeInTheDocument();
    expect(within(desserts).queryByText('Always shown')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /to guests$/ })).toHaveLength(1);
    await user.click(within(desserts).getByRole('button', { name: 'Show Desserts to guests' }));
    expect(onShow).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
  });

  it('moves a menu with the keyboard alone: the move buttons', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    renderUi(
      <MenuList
        clubId={7}
        menus={MENUS}
        onReorder={onReorder}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
        onShow={vi.fn()}
      />,
    );
    screen.getByRole('button', { name: 'Move Drinks up' }).focus();
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenLastCalledWith([12, 11, 13]);
    screen.getByRole('button', { name: 'Move Food down' }).focus();
    await user.keyboard(' ');
    expect(onReorder).toHaveBeenLastCalledWith([12, 11, 13]);
    expect(screen.getByRole('button', { name: 'Move Food up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Desserts down' })).toBeDisabled();
  });

  it('offers duplicate and delete for each menu', async () => {
    const user = userEvent.setup();
    const onDuplicate = vi.fn();
    const onDelete = vi.fn();
    renderUi(
      <MenuList
        clubId={7}
        menus={MENUS}
        onReorder={vi.fn()}
        onDuplicate={onDuplicate}
        onDelete={onDelete}
        onShow={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Duplicate Drinks' }));
    expect(onDuplicate).toHaveBeenCalledWith(MENUS[1]);
    await user.click(screen.getByRole('button', { name: 'Delete Food' }));
    expect(onDelete).toHaveBeenCalledWith(MENUS[0]);
    expect(screen.getByRole('link', { name: 'Edit Food' })).toHaveAttribute('href', '/clubs/7/menu/11/edit');
  });

  it('keeps the less frequent actions of a phone in its "More" menu, under the same names', async () => {
    const user = userEvent.setup();
    const onDuplicate = vi.fn();
    const onExport = vi.fn();
    renderUi(
      <MenuList
        clubId={7}
        menus={MENUS}
        onReorder={vi.fn()}
        onDuplicate={onDuplicate}
        onDelete={vi.fn()}
        onShow={vi.fn()}
        renderSecondaryActions={(menu, as) =>
          as === 'menu-item' ? (
            <Menu.Item onClick={() => onExport(menu.id)}>Export {menu.name}</Menu.Item>
          ) : null
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More actions for Drinks' }));
    const more = await screen.findByRole('menu');
    expect(within(more).getByRole('menuitem', { name: 'Scheduling of Drinks' })).toHaveAttribute(
      'href',
      '/clubs/7/menu/12/schedulings',
    );
    expect(within(more).getByRole('menuitem', { name: 'Banner of Drinks' })).toHaveAttribute(
      'href',
      '/clubs/7/menu/12/banner',
    );
    await user.click(within(more).getByRole('menuitem', { name: 'Export Drinks' }));
    expect(onExport).toHaveBeenCalledWith(12);
    await user.click(screen.getByRole('button', { name: 'More actions for Drinks' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate Drinks' }));
    expect(onDuplicate).toHaveBeenCalledWith(MENUS[1]);
  });
});

describe('menu form', () => {
  function renderForm(plan: 'freemium' | 'smart', onSubmit = vi.fn().mockResolvedValue(undefined)) {
    renderUi(
      <MenuForm
        clubId={7}
        menu={null}
        entitlements={entitlementsFor(plan)}
        themes={THEMES}
        clubThemeId={50}
        onSubmit={onSubmit}
        onSaveTheme={vi.fn()}
      />,
    );
    return onSubmit;
  }

  it('asks for a name and keeps the limits of spec section 5', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('smart');
    await user.click(screen.getByRole('button', { name: 'Create menu' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name shown to customers/), 'x'.repeat(101));
    fireEvent.change(screen.getByLabelText(/Hidden note/), { target: { value: 'n'.repeat(101) } });
    fireEvent.change(screen.getByLabelText(/^Footer/), { target: { value: 'f'.repeat(401) } });
    await user.click(screen.getByRole('button', { name: 'Create menu' }));
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Hidden note must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Footer must be at most 400 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values, the chosen theme and the switches', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('smart');
    await user.type(screen.getByLabelText(/Name shown to customers/), 'Dinner');
    await user.type(screen.getByLabelText(/Hidden note/), 'Evenings');
    await user.click(screen.getByRole('radio', { name: 'Night' }));
    await user.click(screen.getByRole('switch', { name: /^Labels/ }));
    await user.click(screen.getByRole('button', { name: 'Create menu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Dinner',
      adminDisplayName: 'Evenings',
      themeId: 5,
      menuLabelEnabled: true,
      translationsEnabled: false,
      refreshTime: 0,
    });
  });

  it('sends "Photos in the PDF" on Smart, off by default', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('smart');
    const pdfPhotos = screen.getByRole('switch', { name: /^Photos in the PDF/ });
    expect(pdfPhotos).not.toBeChecked();
    await user.type(screen.getByLabelText(/Name shown to customers/), 'Dinner');
    await user.click(pdfPhotos);
    await user.click(screen.getByRole('button', { name: 'Create menu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Dinner', pdfPhotos: true });
  });

  it('keeps "Photos in the PDF" for the plans with dish photos', () => {
    renderForm('freemium');
    expect(screen.getByRole('switch', { name: /^Photos in the PDF/ })).toBeDisabled();
    expect(screen.getByText(/each dish’s photo beside it\. Available on the Smart plan/)).toBeInTheDocument();
  });

  it('keeps custom looks, labels and translations for paid plans on Freemium', () => {
    renderForm('freemium');
    expect(screen.getByRole('switch', { name: /^Labels/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Translations/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Call the waiter/ })).toBeEnabled();
    expect(screen.getByText(/Custom colours and fonts are available on the Smart plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customize colours and font' })).not.toBeInTheDocument();
    // the club's own look is preselected
    expect(screen.getByRole('radio', { name: 'Our look' })).toHaveAttribute('aria-checked', 'true');
  });

  it('opens the colour editor on paid plans', async () => {
    const user = userEvent.setup();
    renderForm('smart');
    await user.click(screen.getByRole('button', { name: 'Customize colours and font' }));
    expect(screen.getByTestId('theme-editor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save theme' })).toBeInTheDocument();
  });
});

// The ways into the translation editor (translations.test.tsx tests the editor itself).
describe('the menu’s translations', () => {
  it('opens from the menu’s row in the list', () => {
    renderUi(
      <MenuList
        clubId={1}
        menus={[
          {
            id: 71,
            name: 'Cena',
            adminDisplayName: null,
            position: 0,
            hasBanner: false,
            hasSchedulings: false,
            disabled: false,
            sourceLanguage: 'it',
            languages: ['fr'],
          },
        ]}
        onReorder={vi.fn()}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
        onShow={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Translations of Cena' })).toHaveAttribute(
      'href',
      '/clubs/1/menu/71/translations',
    );
  });

  it('lets the owner change the menu’s language in its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const menu = {
      id: 71,
      name: 'Cena',
      adminDisplayName: null,
      footer: null,
      refreshTime: 0,
      callWaiterEnabled: false,
      menuLabelEnabled: false,
      translationsEnabled: true,
      sourceLanguage: 'it',
      theme: { id: 1 },
    } as unknown as MenuEntity;
    renderUi(
      <MenuForm
        clubId={1}
        menu={menu}
        entitlements={entitlementsFor('smart')}
        themes={{ predefined: PREDEFINED, own: [] }}
        clubThemeId={null}
        onSubmit={onSubmit}
        onSaveTheme={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: /^Language of the menu/ });
    expect(select).toHaveValue('Italian');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'French' }));
    await user.click(screen.getByRole('button', { name: 'Save menu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Cena', sourceLanguage: 'fr' });
  });
});
