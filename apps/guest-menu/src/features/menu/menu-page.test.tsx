import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCopy } from '../../lib/saved-copies';
import {
  guestMenu,
  jsonResponse,
  mockFetch,
  photoGuestMenu,
  setBrowserLanguages,
  tableView,
} from '../../test-utils';
import { languageOptions } from './language-select';
import { MenuPage } from './menu-page';

const route = { clubId: 1, tableId: 2, menuId: 3 };
const MENU_URL = '/api/v1/clubs/1/menu/tables/2/menus/3';
const TABLE_URL = '/api/v1/clubs/1/menu/tables/2';

afterEach(() => {
  vi.useRealTimers();
  window.__tavolaPreloads = undefined;
});

function optionTexts(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

function renderPage() {
  return render(<MenuPage route={route} onNavigate={() => undefined} />);
}

describe('menu page', () => {
  it('shows the skeleton, then the menu, and takes the request index.html started', async () => {
    saveCopy('tavola.guest.saved.table.1.2', tableView());
    const { calls } = mockFetch(() => {
      throw new Error('no second request expected');
    });
    let answer: (response: Response) => void = () => undefined;
    window.__tavolaPreloads = [
      {
        url: MENU_URL,
        headers: {},
        promise: new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      },
    ];
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu…');
    answer(jsonResponse(200, guestMenu(), { ETag: '"v1"' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("offers the menu's languages named in their own language, reads the chosen one and records the metric", async () => {
    setBrowserLanguages(['en-GB']);
    const { calls } = mockFetch((url) => {
      if (url.endsWith('/users/language')) return jsonResponse(204, null);
      const german = url.includes('lang=de');
      return jsonResponse(
        200,
        guestMenu({
          name: german ? 'Speisekarte' : 'Trattoria Demo',
          language: german ? 'de' : null,
          languages: ['fr', 'de'],
          sourceLanguage: 'it',
          translationsEnabled: true,
        }),
        { ETag: german ? '"de"' : '"orig"' },
      );
    });
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(optionTexts(select)).toEqual(['Italiano (original)', 'Français', 'Deutsch']);
    expect(select).toHaveValue('it');
    await userEvent.selectOptions(select, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speisekarte' })).toBeInTheDocument();
    // the app's own texts follow: German catalog
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(localStorage.getItem('tavola.guest.language')).toBe('de');
    const metric = calls.find((call) => call.url.endsWith('/api/v1/users/language'));
    expect(metric?.init?.method).toBe('POST');
    expect(JSON.parse(String(metric?.init?.body))).toEqual({ language: 'de' });
    expect(document.documentElement.lang).toBe('de');
  });

  it('names the original by its language, never twice, and reads it in French and Spanish too', async () => {
    setBrowserLanguages(['es-ES']);
    mockFetch(() =>
      jsonResponse(200, guestMenu({ language: 'es', languages: ['it', 'es'], sourceLanguage: 'it' })),
    );
    renderPage();
    // the app's texts follow the Spanish content; Italian, the source, is listed once
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(optionTexts(select)).toEqual(['Italiano (original)', 'Español']);
    expect(select).toHaveValue('es');
    expect(within(select).getByRole('option', { name: 'Italiano (original)' })).toHaveAttribute('lang', 'it');
    expect(screen.getByRole('button', { name: 'Alérgenos' })).toBeInTheDocument();
    // the call button comes one render after the page's first (AfterFirstRender)
    expect(await screen.findByRole('button', { name: 'Llamar al camarero' })).toBeInTheDocument();
  });

  it("reads the originals when the guest picks the original's language, and keeps them (no browser guess)", async () => {
    setBrowserLanguages(['fr-FR']);
    const { calls } = mockFetch((url) => {
      if (url.endsWith('/users/language')) return jsonResponse(204, null);
      // the server's rule: ?lang= of a language the menu does not offer reads the originals
      const french = !url.includes('lang=') || url.includes('lang=fr');
      return jsonResponse(
        200,
        guestMenu({
          name: french ? 'Carte du soir' : 'Trattoria Demo',
          language: french ? 'fr' : null,
          languages: ['fr', 'de'],
          sourceLanguage: 'it',
        }),
      );
    });
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Langue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Carte du soir' })).toBeInTheDocument();
    expect(optionTexts(select)).toEqual(['Italiano (original)', 'Français', 'Deutsch']);
    await userEvent.selectOptions(select, 'it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
    // remembered as a language: a menu translated into Italian shows Italian next time
    expect(localStorage.getItem('tavola.guest.language')).toBe('it');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('it');
    const reads = calls.filter((call) => call.url.startsWith(MENU_URL)).map((call) => call.url);
    // no second guess from the browser's French once the originals came back
    expect(reads).toEqual([MENU_URL, `${MENU_URL}?lang=it`]);
  });

  it('says "Original" for a copy saved before menus carried their source language', async () => {
    setBrowserLanguages(['en-GB']);
    const { sourceLanguage: _left, ...older } = guestMenu({
      languages: ['it', 'de'],
      translationsEnabled: true,
    });
    saveCopy('tavola.guest.saved.menu.1.2.3.auto', older, new Date(2026, 10, 21, 21, 40));
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    await screen.findByText(/You are offline: this is the menu as saved at 21:40/);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(optionTexts(select)).toEqual(['Original', 'Italiano', 'Deutsch']);
    expect(select).toHaveValue('original');
  });

  it('shows no language select when the menu has only its original', async () => {
    mockFetch(() => jsonResponse(200, guestMenu({ languages: ['it'], sourceLanguage: 'it' })));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('hides the dishes with the chosen allergens, says how many, remembers it, and clears it in one tap', async () => {
    mockFetch(() => jsonResponse(200, guestMenu(), { ETag: '"v1"' }));
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' });
    await userEvent.click(screen.getByRole('button', { name: 'Allergens' }));
    const group = await screen.findByRole('group', { name: 'Hide dishes containing' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Gluten' }));
    expect(
      screen.queryByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/dish(es)? hidden/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tavola.guest.allergens') ?? '[]')).toEqual(['gluten']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all dishes' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' })).toBeInTheDocument();
  });

  it('closes the allergen choices with Escape from inside them, focus back on the Allergens button', async () => {
    mockFetch(() => jsonResponse(200, guestMenu(), { ETag: '"v1"' }));
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' });
    const toggle = screen.getByRole('button', { name: 'Allergens' });
    await userEvent.click(toggle);
    const group = await screen.findByRole('group', { name: 'Hide dishes containing' });
    within(group).getByRole('checkbox', { name: 'Gluten' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Hide dishes containing' })).not.toBeInTheDocument();
    // the choice made stays
    expect(
      screen.queryByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' }),
    ).not.toBeInTheDocument();
  });

  it('refreshes every refreshTime seconds, replacing the data in place (no remount, no skeleton)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let version = 1;
    const { calls } = mockFetch(() => {
      const menu = guestMenu({ refreshTime: 30 });
      const first = menu.sections[0]?.items[0];
      if (first && version > 1) first.outOfStock = true;
      return jsonResponse(200, menu, { ETag: `"v${version}"` });
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' });
    const section = heading.closest('section');
    expect(calls[0]?.init?.cache).toBe('no-cache');
    version = 2;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(heading.closest('li')).toHaveAttribute('data-out-of-stock', 'true'));
    // the same elements: scroll position and the current section stay
    expect(screen.getByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' })).toBe(heading);
    expect(heading.closest('section')).toBe(section);
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the saved copy with a notice when offline, and an offline message with a retry when there is none', async () => {
    setBrowserLanguages(['en-GB']);
    saveCopy('tavola.guest.saved.menu.1.2.3.auto', guestMenu(), new Date(2026, 10, 21, 21, 40));
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const first = renderPage();
    expect(
      await screen.findByText(/You are offline: this is the menu as saved at 21:40/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
    first.unmount();
    localStorage.clear();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  const notAvailable = () =>
    jsonResponse(409, {
      code: 'menu_not_available',
      message: 'Not now',
      nextAvailableAt: '2026-11-27T17:00:00Z',
    });
  const night = {
    ...guestMenu().theme,
    name: 'Night',
    background: '#111111',
    text: '#f5f5f5',
    main: '#ffb74d',
    font: 'Serif',
  };

  it("says kindly when the menu is not available now, in the table's theme, with the menus available now as links", async () => {
    setBrowserLanguages(['it-IT']);
    const { calls } = mockFetch((url) => {
      if (url === MENU_URL) return notAvailable();
      if (url === TABLE_URL)
        return jsonResponse(
          200,
          tableView({
            theme: night,
            translationsEnabled: true,
            menu: [
              {
                id: 1,
                name: 'Dinner',
                position: 0,
                translations: {
                  it: {
                    id: 1,
                    language: 'it',
                    originalName: 'Dinner',
                    translatedName: 'Cena',
                    outdated: false,
                    machineDraft: false,
                  },
                },
              },
              { id: 2, name: 'Drinks', position: 1, translations: {} },
            ],
          }),
        );
      throw new Error(`unexpected request ${url}`);
    });
    const onNavigate = vi.fn();
    render(<MenuPage route={route} onNavigate={onNavigate} />);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Questo menu al momento non è disponibile',
    });
    expect(screen.getByText('Trattoria Demo')).toBeInTheDocument();
    expect(screen.getByText(/Tornerà disponibile/)).toBeInTheDocument();
    const page = heading.closest('.table-page') as HTMLElement;
    expect(page.style.getPropertyValue('--tv-background')).toBe('#111111');
    expect(page.style.getPropertyValue('--tv-font')).toMatch(/serif/i);
    const available = screen.getByRole('navigation', { name: 'Disponibili ora:' });
    expect(
      within(available)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cena', 'Drinks']);
    expect(screen.queryByRole('link', { name: 'Vedi i menu di questo tavolo' })).not.toBeInTheDocument();
    await userEvent.click(within(available).getByRole('link', { name: 'Cena' }));
    expect(onNavigate).toHaveBeenCalledWith('/public/menu/1/2/1');
    // the menu's read, then the table's, once
    expect(calls.map((call) => call.url)).toEqual([MENU_URL, TABLE_URL]);
  });

  it('keeps the link to the table menus when no other menu is available now', async () => {
    const { calls } = mockFetch((url) =>
      url === TABLE_URL
        ? jsonResponse(200, tableView({ theme: night, menu: [], nextAvailableAt: '2026-11-27T17:00:00Z' }))
        : notAvailable(),
    );
    const onNavigate = vi.fn();
    render(<MenuPage route={route} onNavigate={onNavigate} />);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This menu is not available right now',
    });
    expect(heading.closest('.table-page')).not.toBeNull();
    expect(screen.getByText('Trattoria Demo')).toBeInTheDocument();
    expect(screen.getByText(/It will be back/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: "See this table's menus" }));
    expect(onNavigate).toHaveBeenCalledWith('/public/qrcodemenu/1/2');
    expect(calls).toHaveLength(2);
  });

  it("shows the plain page when the table's view cannot be read (an error, or offline)", async () => {
    for (const failure of [
      () => jsonResponse(500, { code: 'internal', message: 'x' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { calls } = mockFetch((url) => (url === TABLE_URL ? failure() : notAvailable()));
      const onNavigate = vi.fn();
      const view = render(<MenuPage route={route} onNavigate={onNavigate} />);
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'This menu is not available right now',
      });
      expect(heading.closest('.status')).not.toBeNull();
      expect(screen.queryByText('Trattoria Demo')).not.toBeInTheDocument();
      expect(screen.getByText(/It will be back/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: "See this table's menus" }));
      expect(onNavigate).toHaveBeenCalledWith('/public/qrcodemenu/1/2');
      expect(calls.map((call) => call.url)).toEqual([MENU_URL, TABLE_URL]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it("never reads the table view when the device has it (the table's page saved it)", async () => {
    saveCopy('tavola.guest.saved.table.1.2', tableView());
    const { calls } = mockFetch(() => jsonResponse(200, guestMenu(), { ETag: '"v1"' }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' });
    expect(calls.map((call) => call.url)).toEqual([MENU_URL]);
  });

  describe('"All menus": back to the table\'s list', () => {
    it("links to the table's menus, in the guest's language, when the table shows several", async () => {
      saveCopy('tavola.guest.saved.table.1.2', tableView());
      localStorage.setItem('tavola.guest.language', 'de');
      mockFetch(() => jsonResponse(200, guestMenu({ language: 'de', languages: ['de'] })));
      const onNavigate = vi.fn();
      render(<MenuPage route={route} onNavigate={onNavigate} />);
      const back = await screen.findByRole('link', { name: 'Alle Speisekarten' });
      expect(back).toHaveAttribute('href', '/public/qrcodemenu/1/2?lang=de');
      // a real link, reached with the keyboard before the language select
      back.focus();
      expect(back).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith('/public/qrcodemenu/1/2?lang=de');
    });

    it('is not there when the table shows only this menu: its list would open this menu again', async () => {
      saveCopy(
        'tavola.guest.saved.table.1.2',
        tableView({ menu: [{ id: 3, name: 'Dinner', position: 0, translations: {} }] }),
      );
      mockFetch(() => jsonResponse(200, guestMenu()));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' });
      expect(screen.queryByRole('link', { name: 'All menus' })).not.toBeInTheDocument();
    });

    it("reads the table's menus once for a menu opened from a shared link, then shows the link", async () => {
      const { calls } = mockFetch((url) =>
        url === TABLE_URL ? jsonResponse(200, tableView()) : jsonResponse(200, guestMenu()),
      );
      renderPage();
      expect(await screen.findByRole('link', { name: 'All menus' })).toHaveAttribute(
        'href',
        '/public/qrcodemenu/1/2',
      );
      // after the menu, never before it; and saved, for the next menu of this table
      expect(calls.map((call) => call.url)).toEqual([MENU_URL, TABLE_URL]);
    });
  });

  describe('the PDF download', () => {
    it('offers the menu as a PDF in the language read, named with it, when the menu says so', async () => {
      localStorage.setItem('tavola.guest.language', 'de');
      mockFetch(() =>
        jsonResponse(
          200,
          guestMenu({ id: 3, name: 'Speisekarte', language: 'de', languages: ['de'], pdfMenuEnabled: true }),
        ),
      );
      saveCopy('tavola.guest.saved.table.1.2', tableView());
      renderPage();
      const link = await screen.findByRole('link', { name: 'Speisekarte herunterladen (PDF)' });
      expect(link).toHaveAttribute('href', '/api/v1/clubs/1/menu/tables/2/menus/3/pdf?lang=de');
      expect(link).toHaveAttribute('download', 'Speisekarte (de).pdf');
    });

    it('names the originals by their language, and offers nothing when the PDF is not offered', async () => {
      saveCopy('tavola.guest.saved.table.1.2', tableView());
      mockFetch(() => jsonResponse(200, guestMenu({ id: 3, sourceLanguage: 'it', pdfMenuEnabled: true })));
      const view = renderPage();
      const link = await screen.findByRole('link', { name: 'Download the menu (PDF)' });
      expect(link).toHaveAttribute('href', '/api/v1/clubs/1/menu/tables/2/menus/3/pdf');
      expect(link).toHaveAttribute('download', 'Trattoria Demo (it).pdf');
      view.unmount();

      mockFetch(() => jsonResponse(200, guestMenu({ pdfMenuEnabled: false })));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' });
      expect(screen.queryByRole('link', { name: /PDF/ })).not.toBeInTheDocument();
    });
  });

  it('puts the chosen language in the address, for a reload or a shared link', async () => {
    window.history.replaceState(null, '', '/public/menu/1/2/3');
    mockFetch((url) => {
      if (url.endsWith('/users/language')) return jsonResponse(204, null);
      const german = url.includes('lang=de');
      return jsonResponse(200, guestMenu({ language: german ? 'de' : null, languages: ['de'] }));
    });
    saveCopy('tavola.guest.saved.table.1.2', tableView());
    renderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    expect(window.location.pathname + window.location.search).toBe('/public/menu/1/2/3?lang=de');
    expect(localStorage.getItem('tavola.guest.language')).toBe('de');
  });

  it('shows an error with a retry that reads again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? jsonResponse(500, { code: 'internal', message: 'x' }) : jsonResponse(200, guestMenu()),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The menu could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
  });
});

describe('language options', () => {
  const texts = { original: 'Original', originalLanguage: '{language} (original)' };

  it('puts the original first, named by its language and asking for it, then each translation once', () => {
    expect(languageOptions(['de', 'it', 'fr', 'de'], 'it', texts)).toEqual([
      { value: 'it', label: 'Italiano (original)', lang: 'it' },
      { value: 'de', label: 'Deutsch', lang: 'de' },
      { value: 'fr', label: 'Français', lang: 'fr' },
    ]);
  });

  it('keeps "Original" when the language of the originals is unknown', () => {
    expect(languageOptions(['es'], null, texts)).toEqual([
      { value: 'original', label: 'Original' },
      { value: 'es', label: 'Español', lang: 'es' },
    ]);
  });

  describe('photos, dietary tags and options', () => {
    it('filters "Vegetarian" and milk-free: keeps the pizza whose extra has milk, marked, and hides the rest', async () => {
      mockFetch(() => jsonResponse(200, photoGuestMenu(), { ETag: '"v1"' }));
      renderPage();
      await screen.findByRole('heading', { level: 3, name: 'Margherita' });
      // the dishes carry tags: the filter offers them beside the allergens
      await userEvent.click(screen.getByRole('button', { name: 'Diet & allergens' }));
      const diet = await screen.findByRole('group', { name: 'Show only' });
      expect(
        within(diet)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Vegetarian', 'Vegan', 'Gluten-free', 'Lactose-free']);
      await userEvent.click(within(diet).getByRole('checkbox', { name: 'Vegetarian' }));
      await userEvent.click(
        within(screen.getByRole('group', { name: 'Hide dishes containing' })).getByRole('checkbox', {
          name: 'Milk',
        }),
      );
      const shown = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(shown).toEqual(['Margherita', "Insalata dell'orto", "Penne all'arrabbiata"]);
      expect(screen.getByRole('button', { name: /^Diet & allergens/ })).toHaveTextContent('2');
      const pizza = screen
        .getByRole('heading', { level: 3, name: 'Margherita' })
        .closest('li') as HTMLElement;
      expect(within(pizza).getByText('An option contains an allergen you avoid')).toBeVisible();
      expect(JSON.parse(localStorage.getItem('tavola.guest.diet') ?? '[]')).toEqual(['vegetarian']);
      await userEvent.click(screen.getByRole('button', { name: 'Show all dishes' }));
      expect(screen.getByRole('heading', { level: 3, name: 'Calzone' })).toBeInTheDocument();
      expect(localStorage.getItem('tavola.guest.diet')).toBeNull();
    });

    it("opens a dish's larger view from its photo, on demand: a named dialog with its options, closed by Escape and by Back, focus returned", async () => {
      localStorage.setItem('tavola.guest.allergens', '["milk"]');
      mockFetch(() => jsonResponse(200, photoGuestMenu(), { ETag: '"v1"' }));
      renderPage();
      const photoButton = await screen.findByRole('button', { name: 'Open the photo of Margherita' });
      const entries = window.history.length;
      await userEvent.click(photoButton);
      const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
      expect(window.history.length).toBe(entries + 1);
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      const large = within(dialog).getByRole('img', { name: 'Margherita' });
      expect(large).toHaveAttribute('loading', 'eager');
      expect(large.getAttribute('srcset')).toContain('-960.jpg 960w');
      // the sizes: absolute prices, the extras' additions, out of stock, allergens per option
      const size = within(dialog).getByRole('region', { name: 'Size' });
      expect(size).toHaveTextContent('Choose one · Required');
      expect(within(size).getByText('Regular').closest('li')).toHaveTextContent('€9.00');
      expect(within(size).getByText('Large').closest('li')).toHaveTextContent('€12.50');
      expect(within(size).getByText('Family').closest('li')).toHaveTextContent('Out of stock');
      const extras = within(dialog).getByRole('region', { name: 'Extras' });
      expect(extras).toHaveTextContent('Choose up to 3 · Optional');
      const parmesan = within(extras).getByText('Parmesan').closest('li') as HTMLElement;
      expect(parmesan).toHaveTextContent('+ €1.50');
      expect(parmesan).toHaveTextContent('Contains an allergen you avoid');
      expect(parmesan).toHaveTextContent('Allergens: Milk');
      const basil = within(extras).getByText('Basil').closest('li') as HTMLElement;
      expect(basil).not.toHaveTextContent('avoid');
      expect(basil).not.toHaveTextContent('€');
      // Escape goes Back through the dialog's history entry, and focus returns to the photo
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(photoButton).toHaveFocus();
      // "Options" opens the same view; the browser's Back closes it
      const options = screen.getByRole('button', { name: 'Options: Margherita' });
      await userEvent.click(options);
      await screen.findByRole('dialog', { name: 'Margherita' });
      act(() => window.history.back());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(options).toHaveFocus();
      // the menu page stayed where it was
      expect(screen.getByRole('heading', { level: 3, name: 'Margherita' })).toBeInTheDocument();
    });

    it('closes the larger view for good when a refresh takes its dish away', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let version = 1;
      mockFetch(() => {
        const menu = photoGuestMenu({ refreshTime: 30 });
        const pizzas = menu.sections[0];
        if (pizzas && version === 2) pizzas.items = pizzas.items.filter((item) => item.name !== 'Margherita');
        return jsonResponse(200, menu, { ETag: `"v${version}"` });
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Open the photo of Margherita' }));
      await screen.findByRole('dialog', { name: 'Margherita' });
      version = 2;
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // the dish back on the menu: its view does not open by itself
      version = 3;
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await screen.findByRole('button', { name: 'Open the photo of Margherita' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('writes the new texts in Italian', async () => {
      mockFetch(() =>
        jsonResponse(200, photoGuestMenu({ language: 'it', languages: ['it'], sourceLanguage: 'en' }), {
          ETag: '"v1"',
        }),
      );
      renderPage();
      expect(await screen.findByRole('button', { name: 'Apri la foto di Margherita' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opzioni: Margherita' })).toBeInTheDocument();
      expect(screen.getAllByText('Vegetariano').length).toBeGreaterThan(0);
      expect(screen.getByText('Piccante')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Dieta e allergeni' }));
      expect(await screen.findByRole('group', { name: 'Mostra solo' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Apri la foto di Margherita' }));
      const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
      expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
      expect(within(dialog).getByRole('region', { name: 'Size' })).toHaveTextContent(
        'Scegline uno · Obbligatorio',
      );
    });
  });
});
