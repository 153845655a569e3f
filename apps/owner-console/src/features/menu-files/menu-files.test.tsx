import { msg } from '@lingui/core/macro';
import { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { clearSession, setSession } from '@tavola/api/session';
import { SPREADSHEET_COLUMNS } from '@tavola/domain/menu-spreadsheet';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubQueryOptions } from '#api/get-club.ts';
import { uploadWithProgress } from '#lib/upload-with-progress.ts';
import { AppProvider } from '../../app/provider';
import { recordDownloads } from '../../test/downloads';
import { MENU_FILES, takeMenuImportPreviews, takeMenuImports } from '../../test/fake-menu-files';
import { ImportMenuButton } from './components/import-menu-button';
import { MenuFileActions } from './components/menu-file-actions';
import type { MenuFileTarget } from './components/menu-file-target';
import { menuFileName } from './utils/file-name';
import { acceptedLanguagesOf } from './utils/menu-languages';

const downloads = recordDownloads();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FOOD: MenuFileTarget = { id: 11, name: 'Food', sourceLanguage: 'it', languages: [] };

/** Every request the console's API client sent, with its bearer header. */
let requests: { path: string; search: string; authorization: string | null }[];

beforeEach(async () => {
  await activateLanguage('en', { remember: false });
  setSession({ token: 'valid-token', isAdmin: false });
  requests = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push({
      path: url.pathname.replace(/^\/api\/v1/, ''),
      search: url.search,
      authorization: request.headers.get('authorization'),
    });
    return realFetch(request);
  });
});

afterEach(() => clearSession());

function MenuPageStandIn() {
  const { menuId } = useParams();
  return <h1>Menu page {menuId}</h1>;
}

async function renderWithApp(ui: ReactElement, { clubId = 1 }: { clubId?: number } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the club's plan known first, as on the pages (their own club query shares this cache entry)
  await queryClient.fetchQuery(clubQueryOptions(clubId));
  render(
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[`/clubs/${clubId}/menu`]}>
        <Routes>
          <Route path="/clubs/:clubId/menu" element={ui} />
          <Route path="/clubs/:clubId/menu/:menuId" element={<MenuPageStandIn />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

/** The text of the file handed to the browser's download, and its name. */
async function savedFile(call = 0): Promise<{ text: string; name: string }> {
  await waitFor(() => expect(downloads.length).toBeGreaterThan(call));
  const { data, name } = downloads[call] ?? { data: '', name: '' };
  return { text: await (data as Blob).text(), name };
}

describe('menu file names', () => {
  it('are the menu’s name, made safe for every system', () => {
    expect(menuFileName('Food', 'pdf')).toBe('Food.pdf');
    expect(menuFileName('Food / Drinks: “late”?', 'xlsx')).toBe('Food - Drinks- “late”-.xlsx');
    expect(menuFileName('  ', 'pdf')).toBe('menu.pdf');
  });

  it('hold the language of a PDF, so each language of a menu is its own file', () => {
    expect(menuFileName('Food', 'pdf', 'fr')).toBe('Food (fr).pdf');
    expect(menuFileName('Food / Drinks "late"', 'pdf', 'it')).toBe('Food - Drinks -late- (it).pdf');
    expect(menuFileName('Cocktails 🍸', 'pdf', 'en')).toBe('Cocktails 🍸 (en).pdf');
    expect(menuFileName('  ', 'pdf', 'de')).toBe('menu (de).pdf');
    // a 10,000-character name is cut (by characters, never inside an emoji) before the language
    const long = menuFileName('🍕'.repeat(10_000), 'pdf', 'it');
    expect([...long]).toHaveLength(100 + ' (it).pdf'.length);
    expect(long.endsWith('🍕 (it).pdf')).toBe(true);
  });
});

describe('Download PDF', () => {
  it('fetches the PDF with the bearer header, busy meanwhile, and saves it as <menu name> (<language>).pdf', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const passThrough = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation(async (input, init) => {
      if (new Request(input, init).url.endsWith('/pdf')) await gate;
      return (passThrough as typeof fetch)(input, init);
    });
    const { user } = await renderWithApp(<MenuFileActions clubId={1} menu={FOOD} />);

    const button = screen.getByRole('button', { name: 'Download PDF' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    release();

    const file = await savedFile();
    // the originals are in the menu's own language (Italian)
    expect(file).toEqual({ name: 'Food (it).pdf', text: expect.stringContaining('menu 11 in original') });
    const pdf = requests.find((request) => request.path === '/clubs/1/menu/11/pdf');
    expect(pdf).toEqual({ path: '/clubs/1/menu/11/pdf', search: '', authorization: 'Bearer valid-token' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    // no language to choose: no menu opened
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('asks for the language first when the menu has translations, named in the interface language', async () => {
    const translated = { ...FOOD, languages: ['en', 'de'] };
    const { user } = await renderWithApp(<MenuFileActions clubId={1} menu={translated} />);

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Original (Italian)', 'English', 'German']);
    await user.click(within(menu).getByRole('menuitem', { name: 'German' }));

    const file = await savedFile();
    expect(file).toEqual({ name: 'Food (de).pdf', text: expect.stringContaining('menu 11 in de') });
    expect(requests.find((request) => request.path.endsWith('/pdf'))?.search).toBe('?lang=de');
  });

  it('names the languages in Italian for an Italian interface', async () => {
    await activateLanguage('it', { remember: false });
    const translated = { ...FOOD, sourceLanguage: 'en', languages: ['it', 'de'] };
    const { user } = await renderWithApp(<MenuFileActions clubId={1} menu={translated} />);
    await user.click(screen.getByRole('button', { name: /PDF/ }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.toLowerCase())).toEqual([
      expect.stringContaining('inglese'),
      'italiano',
      'tedesco',
    ]);
  });

  it('opens the upgrade prompt on Freemium, without asking the server', async () => {
    const { user } = await renderWithApp(
      <MenuFileActions clubId={2} menu={{ ...FOOD, languages: ['en'] }} />,
      {
        clubId: 2,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const dialog = await screen.findByRole('dialog', { name: 'Download PDF' });
    expect(within(dialog).getByText('Available on the Smart plan')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/2/profile/plan?plan=smart',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/pdf'))).toBe(false);
    expect(downloads).toEqual([]);
  });

  it('tells when the club’s PDF switch is off, with the way to the club settings', async () => {
    const { user } = await renderWithApp(
      <MenuFileActions clubId={1} menu={{ ...FOOD, id: MENU_FILES.pdfOffMenu }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const dialog = await screen.findByRole('dialog', { name: 'Download PDF' });
    expect(within(dialog).getByText('The PDF menu is turned off')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the club settings' })).toHaveAttribute(
      'href',
      '/clubs/1/profile/settings',
    );
    expect(downloads).toEqual([]);
  });

  it('is named after its menu in a list row', async () => {
    await renderWithApp(<MenuFileActions clubId={1} menu={FOOD} compact />);
    expect(screen.getByRole('button', { name: 'Download PDF of Food' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Food to a spreadsheet' })).toBeInTheDocument();
  });
});

describe('Export to a spreadsheet', () => {
  it('saves the menu as <menu name>.xlsx, fetched with the bearer header', async () => {
    const { user } = await renderWithApp(
      <MenuFileActions clubId={1} menu={{ ...FOOD, id: 12, name: 'Drinks / Bar' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export to a spreadsheet' }));

    // headers in the owner's language
    expect(await savedFile()).toEqual({ name: 'Drinks - Bar.xlsx', text: 'PK fake export of menu 12 (en)' });
    expect(requests.find((request) => request.path === '/clubs/1/menu/12/excel')?.authorization).toBe(
      'Bearer valid-token',
    );
  });
});

describe('Import from a spreadsheet', () => {
  async function openDialog(clubId = 1, options: Parameters<typeof userEvent.setup>[0] = {}) {
    const rendered = await renderWithApp(<ImportMenuButton clubId={clubId} />, { clubId });
    const user = userEvent.setup(options);
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a menu from a spreadsheet' });
    return { ...rendered, user, dialog };
  }

  const spreadsheet = (name: string, type = XLSX, content = 'section;name;price\nDrinks;Spritz;6,50\n') =>
    new File([content], name, { type });

  async function importFile(file: File, clubId = 1) {
    const opened = await openDialog(clubId);
    await opened.user.upload(within(opened.dialog).getByLabelText('Spreadsheet file'), file);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Check the file' }));
    return opened;
  }

  it('offers the template, its headers in the owner’s language', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Download the template' }));
    expect(await savedFile()).toEqual({ name: 'tavola-menu-template.xlsx', text: 'PK fake template (en)' });
  });

  it('checks the file first, then on "Import" uploads it with the name, refreshes the list and opens the new menu', async () => {
    takeMenuImports();
    takeMenuImportPreviews();
    const { user, dialog, queryClient } = await openDialog();
    const listKey = apiQueryKey('get', '/clubs/{clubId}/menu', { params: { path: { clubId: 1 } } });
    queryClient.setQueryData(listKey, []);

    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), spreadsheet('Summer drinks.xlsx'));
    expect(within(dialog).getByText('Summer drinks.xlsx')).toBeInTheDocument();
    // the new menu is named after the file unless the owner changes it
    const name = within(dialog).getByRole('textbox', { name: /Name of the new menu/ });
    expect(name).toHaveValue('Summer drinks');
    await user.clear(name);
    await user.type(name, 'Drinks of summer');
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));

    // the summary, and nothing imported yet
    expect(await within(dialog).findByText('1 section, 1 item, 0 warnings')).toBeVisible();
    expect(takeMenuImports()).toHaveLength(0);
    expect(takeMenuImportPreviews()[0]?.get('name')).toBe('Drinks of summer');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByRole('heading', { name: `Menu page ${MENU_FILES.importedMenuId}` }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // what the fake API received
    const sent = takeMenuImports();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('name')).toBe('Drinks of summer');
    expect((sent[0]?.get('file') as File | undefined)?.name).toBe('Summer drinks.xlsx');
    // hidden from guests unless the owner ticked "Show to guests at once"
    expect(sent[0]?.get('showToGuests')).toBe('false');
    expect(await screen.findByText(/It is hidden from guests until you show it\./)).toBeInTheDocument();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('lists every problem by row and column, then lets the owner choose another file', async () => {
    const { user, dialog } = await importFile(spreadsheet(MENU_FILES.brokenFile, 'text/csv'));

    const table = await within(dialog).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // the server's "Row 14, price: " is not repeated beside the row and column
    expect(rows.slice(1)).toEqual([
      ['14', 'price', "'12,5O' is not a price"],
      ['15', 'allergens', "'nuts?' is not an allergen"],
    ]);
    expect(within(dialog).getByText(/“broken.csv” has 2 problems/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Menu page/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    // focus lands on the chooser that replaced the pressed button
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeDisabled();
  });

  it('shows the summary with its warnings by row and column, and writes nothing on Cancel', async () => {
    takeMenuImports();
    const { user, dialog } = await importFile(spreadsheet(MENU_FILES.warningsFile, 'text/csv'));
    expect(await within(dialog).findByText('3 sections, 4 items, 2 warnings')).toBeVisible();
    expect(within(dialog).getByText('Ready to import “dinner.csv”')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Sections' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 items in “Antipasti”', '1 item in “Primi”', '1 item in “Fuori menu” (hidden from guests)']);
    const warnings = within(dialog).getByRole('region', { name: 'Warnings about the spreadsheet' });
    expect(
      within(warnings)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['3', 'Prezzo', 'No price and no price text: guests will see the item without a price.'],
      ['4', 'Nome', 'Same name as row 2, in the same section: guests will see it twice.'],
    ]);
    expect(within(dialog).getByRole('checkbox', { name: /Show to guests at once/ })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(takeMenuImports()).toHaveLength(0);
  });

  it('imports a menu shown to guests at once when the owner ticks the box', async () => {
    takeMenuImports();
    const { user, dialog } = await importFile(spreadsheet(MENU_FILES.warningsFile, 'text/csv'));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Show to guests at once/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByRole('heading', { name: `Menu page ${MENU_FILES.importedMenuId}` }),
    ).toBeVisible();
    expect(takeMenuImports()[0]?.get('showToGuests')).toBe('true');
    expect(await screen.findByText(/Guests can see it now\./)).toBeInTheDocument();
  });

  it('counts in Italian, singular and plural', async () => {
    await activateLanguage('it', { remember: false });
    const rendered = await renderWithApp(<ImportMenuButton clubId={1} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Importa da un foglio di calcolo' }));
    const dialog = await screen.findByRole('dialog');
    await rendered.user.upload(
      within(dialog).getByLabelText(/file/i),
      spreadsheet(MENU_FILES.warningsFile, 'text/csv'),
    );
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Controlla il file' }));
    expect(await within(dialog).findByText('3 sezioni, 4 prodotti, 2 avvisi')).toBeVisible();
    expect(within(dialog).getByText('1 prodotto in “Primi”')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Mostra subito ai clienti/ })).toBeInTheDocument();
  });

  it('counts a single problem in the singular', async () => {
    const { dialog } = await importFile(spreadsheet(MENU_FILES.oneProblemFile, 'text/csv'));
    expect(
      await within(dialog).findByText(
        '“one-problem.csv” has 1 problem. Fix it and choose the file again: nothing was created.',
      ),
    ).toBeVisible();
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
  });

  it.each([
    [MENU_FILES.notASpreadsheet, 'This file is not a spreadsheet or a CSV text file.'],
    [MENU_FILES.unreadableFile, 'Could not read the file’s characters. Save it as “CSV UTF-8”'],
    [MENU_FILES.hugeFile, 'The file is too large: a spreadsheet may be at most 5 MB.'],
    [MENU_FILES.longFile, 'The spreadsheet has more than 2,000 items'],
  ])('explains the refusal of %s', async (fileName, message) => {
    const { dialog } = await importFile(spreadsheet(fileName, fileName.endsWith('.csv') ? 'text/csv' : XLSX));
    expect(
      await within(dialog).findByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeVisible();
    expect(within(dialog).getByText('The spreadsheet was not imported')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Menu page/ })).not.toBeInTheDocument();
  });

  it('shows the menu-limit message on Freemium at its limit', async () => {
    const { dialog } = await importFile(spreadsheet('Drinks.xlsx'), MENU_FILES.freemiumClub);
    expect(
      await within(dialog).findByText(
        'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/2/profile/plan?plan=smart',
    );
  });

  it('refuses another type or a file over 5 MB before uploading anything', async () => {
    takeMenuImports();
    const { user, dialog } = await openDialog(1, { applyAccept: false });
    const input = within(dialog).getByLabelText('Spreadsheet file');

    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Choose an .xlsx or .csv file.')).toBeVisible();

    await user.upload(input, spreadsheet('big.xlsx', XLSX, 'x'.repeat(5 * 1024 * 1024 + 1)));
    expect(await within(dialog).findByText(/at most 5 MB\./, { selector: 'div' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeDisabled();
    // nothing reached the fake API
    expect(takeMenuImports()).toHaveLength(0);
  });
});

describe('the spreadsheet’s column names', () => {
  // the item form's labels (item-form-page.tsx), the same messages: one entry each in the catalogs
  const ITEM_FORM_LABELS = {
    name: msg`Name`,
    description: msg`Description`,
    ingredients: msg`Ingredients`,
    allergens: msg`Allergens`,
    price: msg`Price`,
    priceText: msg`Price text`,
    bestSeller: msg`Bestseller`,
    suggested: msg`Recommended`,
    outOfStock: msg`Out of stock`,
    hidden: msg`Hidden`,
    notes: msg`Additional notes`,
    branded: msg`Branded product`,
    translateName: msg`Name translation enabled`,
  };

  it.each(['en', 'it'] as const)('are the item form’s labels in %s', async (language) => {
    await activateLanguage(language, { remember: false });
    for (const column of SPREADSHEET_COLUMNS) {
      const label = ITEM_FORM_LABELS[column.key as keyof typeof ITEM_FORM_LABELS];
      if (label) expect(column.labels[language], column.key).toBe(i18n._(label));
    }
  });
});

describe('upload with progress', () => {
  it('sends the bearer header, reports the progress up to the end and resolves with the answer', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new File(['section;name\nA;B\n'], 'a.csv', { type: 'text/csv' }));
    const result = await uploadWithProgress<{ menuId: number }>({
      path: '/clubs/1/menu/excel',
      form,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result.menuId).toBe(MENU_FILES.importedMenuId);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with the API error (status and code) like the API client, e.g. without a session', async () => {
    clearSession();
    const form = new FormData();
    form.append('file', new File(['x'], 'a.csv', { type: 'text/csv' }));
    await expect(uploadWithProgress({ path: '/clubs/1/menu/excel', form })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'unauthorized',
    });
  });
});

describe('a full menu’s languages for the PDF', () => {
  const translation = (
    language: string,
    texts: Partial<Record<'name' | 'description', string>>,
    drafts: string[] = [],
  ) => ({
    id: 1,
    language,
    outdated: false,
    machineDraft: drafts.length > 0,
    outdatedFields: [],
    machineDraftFields: drafts as ('name' | 'description')[],
    originalName: 'Spritz',
    originalDescription: null,
    originalIngredients: null,
    translatedName: texts.name ?? null,
    translatedDescription: texts.description ?? null,
    translatedIngredients: null,
  });

  it('counts accepted texts only: a language of machine drafts not reviewed yet is not offered', () => {
    const menu = {
      translations: {},
      sections: [
        {
          translations: {
            de: {
              id: 2,
              language: 'de',
              outdated: false,
              machineDraft: false,
              originalName: 'Bar',
              translatedName: 'Bar',
            },
            fr: {
              id: 3,
              language: 'fr',
              outdated: false,
              machineDraft: true,
              originalName: 'Bar',
              translatedName: 'Bar',
            },
          },
          items: [
            {
              translations: {
                es: translation('es', { name: 'Spritz' }, ['name']),
                it: translation('it', { name: 'Spritz', description: 'Fresco' }, ['name']),
              },
            },
          ],
        },
      ],
    };
    expect(acceptedLanguagesOf(menu as unknown as Parameters<typeof acceptedLanguagesOf>[0])).toEqual([
      'de',
      'it',
    ]);
  });
});
