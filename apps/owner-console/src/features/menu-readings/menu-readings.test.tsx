import { QueryClient } from '@tanstack/react-query';
import { clearSession, setSession } from '@tavola/api/session';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubQueryOptions } from '#api/get-club.ts';
import { paths } from '#config/paths.ts';
import { AppProvider } from '../../app/provider';
import {
  MENU_READINGS,
  READY_DRAFT,
  resetMenuReadings,
  takeDraftSaves,
  takeMenuCreations,
  takeReadingUploads,
  updateFakeReading,
} from '../../test/fake-menu-readings';
import { ImportReadingButton } from './components/import-reading-button';
import { ReadingPage } from './components/reading-page';
import { ReadingsList } from './components/readings-list';
import {
  addDish,
  deleteDish,
  mergeWithNext,
  moveDish,
  moveDishToSection,
  toEditableDraft,
  toSavedDraft,
  updateDish,
} from './utils/draft-edits';
import { draftProblemsOf } from './utils/draft-problems';
import { readingFilesProblem } from './utils/reading-files';

beforeEach(async () => {
  await activateLanguage('en', { remember: false });
  setSession({ token: 'valid-token', isAdmin: false });
  resetMenuReadings();
});

afterEach(() => clearSession());

function MenuPageStandIn() {
  const { menuId } = useParams();
  return <h1>Menu page {menuId}</h1>;
}

function ReadingStandIn() {
  const { readingId } = useParams();
  return <h1>Reading {readingId}</h1>;
}

function ReadingRoute() {
  const { readingId } = useParams();
  return <ReadingPage clubId={1} readingId={Number(readingId)} />;
}

/** `ui` at `path`, among stand-ins of the pages it leads to. */
async function renderAt(path: string, ui?: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery(clubQueryOptions(1));
  render(
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={paths.menus.list.path} element={ui ?? <h1>Menus</h1>} />
          <Route path={paths.menus.reading.path} element={ui ? <ReadingStandIn /> : <ReadingRoute />} />
          <Route path={paths.menus.sections.path} element={<MenuPageStandIn />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const photo = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'image/jpeg' });
const pdf = (name = 'menu.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('the files a reading takes', () => {
  it('are up to 10 photos or one PDF, each at most 20 MB', () => {
    expect(readingFilesProblem([photo('a.jpg'), photo('b.HEIC')])).toBeNull();
    expect(readingFilesProblem([pdf()])).toBeNull();
    expect(readingFilesProblem(Array.from({ length: 11 }, (_, i) => photo(`${i}.jpg`)))).toBe(
      'too-many-photos',
    );
    expect(readingFilesProblem([pdf(), photo('a.jpg')])).toBe('pdf-not-alone');
    expect(readingFilesProblem([new File(['x'], 'menu.docx')])).toBe('wrong-type');
    const big = photo('big.jpg');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    expect(readingFilesProblem([big])).toBe('too-large');
  });
});

describe('draft edits', () => {
  const draft = () => toEditableDraft(READY_DRAFT);

  it('merge a dish with the next: names joined, the first’s prices unless it has none', () => {
    const editable = draft();
    const [antipasti] = editable.sections;
    if (!antipasti) throw new Error('no section');
    const tagliere = antipasti.dishes[2]?.key ?? '';
    const merged = toSavedDraft(mergeWithNext(editable, antipasti.key, tagliere));
    expect(merged.sections[0]?.dishes.map((dish) => dish.name)).toEqual([
      'Bruschetta',
      'Caprese',
      'Tagliere di salumi misti',
    ]);
    expect(merged.sections[0]?.dishes[2]?.prices).toEqual([{ amount: 14, label: null }]);
    expect(merged.sections[0]?.dishes[2]?.sources).toHaveLength(2);
    // with prices of its own, the first keeps them
    const first = antipasti.dishes[0]?.key ?? '';
    const kept = toSavedDraft(mergeWithNext(editable, antipasti.key, first));
    expect(kept.sections[0]?.dishes[0]).toMatchObject({
      name: 'Bruschetta Caprese',
      prices: [{ amount: 7, label: null }],
    });
  });

  it('add, move and delete rows; an edited field is no longer marked unsure', () => {
    let editable = draft();
    const [antipasti, primi] = editable.sections;
    if (!antipasti || !primi) throw new Error('no sections');
    const [bruschetta, caprese] = antipasti.dishes;
    editable = updateDish(editable, antipasti.key, caprese?.key ?? '', {
      prices: [{ amount: 10, label: null }],
    });
    editable = moveDish(editable, antipasti.key, caprese?.key ?? '', -1);
    const added = addDish(editable, antipasti.key, bruschetta?.key);
    editable = moveDishToSection(added.draft, antipasti.key, bruschetta?.key ?? '', primi.key);
    editable = deleteDish(editable, antipasti.key, antipasti.dishes[3]?.key ?? '');
    const saved = toSavedDraft(editable);
    // the new row's empty price is left out
    expect(saved.sections[0]?.dishes.map((dish) => [dish.name, dish.prices.length])).toEqual([
      ['Caprese', 1],
      ['', 0],
      ['Tagliere di', 0],
    ]);
    expect(saved.sections[0]?.dishes[0]?.unsure).toEqual([]);
    expect(saved.sections[1]?.dishes.map((dish) => dish.name)).toEqual(['Carbonara', 'Bruschetta']);
  });

  it('place the server’s problems on the rows they name, by key', () => {
    const editable = draft();
    const problems = draftProblemsOf(
      [
        { field: 'sections.1.dishes.0.name', message: 'Name is required' },
        { field: 'sections.0.dishes.1.prices.0.amount', message: 'Must be <= 99999.99' },
        { field: 'sections', message: 'The draft has no dishes' },
      ],
      editable,
    );
    const carbonara = editable.sections[1]?.dishes[0]?.key;
    const caprese = editable.sections[0]?.dishes[1]?.key;
    expect(problems.byRow[`${carbonara}:name`]).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/name\.required$/) }),
    ]);
    expect(problems.byRow[`${caprese}:prices`]).toEqual(['Must be <= 99999.99']);
    expect(problems.general).toEqual(['The draft has no dishes']);
    expect(problems.firstSectionKey).toBe(editable.sections[1]?.key);
  });
});

describe('Import from a photo or PDF', () => {
  async function openDialog(options: Parameters<typeof userEvent.setup>[0] = {}) {
    const rendered = await renderAt(paths.menus.list.getHref(1), <ImportReadingButton clubId={1} />);
    const user = userEvent.setup(options);
    await user.click(screen.getByRole('button', { name: 'Import from a photo or PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a menu from photos or a PDF' });
    return { ...rendered, user, dialog, input: within(dialog).getByLabelText('Photos or PDF of the menu') };
  }

  it('sends the photos in order with the menu’s language, then opens the reading', async () => {
    takeReadingUploads();
    const { user, dialog, input } = await openDialog();
    const read = within(dialog).getByRole('button', { name: 'Read the menu' });
    expect(read).toBeDisabled();
    // the club is in Italy: Italian first
    expect(within(dialog).getByRole('combobox', { name: /Language of the menu/ })).toHaveValue('it');
    await user.upload(input, [photo('page-1.jpg'), photo('page-2.jpg')]);
    const files = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. page-1.jpg', '2. page-2.jpg']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Language of the menu/ }), 'de');
    await user.click(read);

    expect(await screen.findByRole('heading', { name: `Reading ${MENU_READINGS.startedId}` })).toBeVisible();
    const [form] = takeReadingUploads();
    expect(form?.getAll('files').map((file) => (file as File).name)).toEqual(['page-1.jpg', 'page-2.jpg']);
    expect(form?.get('language')).toBe('de');
  });

  it('refuses more than 10 photos, or a PDF with photos, before sending anything', async () => {
    takeReadingUploads();
    const { user, dialog, input } = await openDialog();
    await user.upload(
      input,
      Array.from({ length: 11 }, (_, i) => photo(`page-${i + 1}.jpg`)),
    );
    expect(await within(dialog).findByText(/Choose at most 10 photos\./)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Read the menu' })).toBeDisabled();
    // removing one is enough
    await user.click(within(dialog).getByRole('button', { name: 'Remove page-11.jpg' }));
    expect(within(dialog).queryByText(/Choose at most 10 photos\./)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Read the menu' })).toBeEnabled();

    await user.upload(input, pdf());
    expect(await within(dialog).findByText('Send one PDF on its own, or photos only.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Read the menu' })).toBeDisabled();
    expect(takeReadingUploads()).toHaveLength(0);
  });

  it('refuses another type of file', async () => {
    const { user, dialog, input } = await openDialog({ applyAccept: false });
    await user.upload(input, new File(['x'], 'menu.docx', { type: 'application/msword' }));
    expect(await within(dialog).findByText('Choose photos (JPG, PNG, WebP or HEIC) or a PDF.')).toBeVisible();
  });

  it.each([
    [MENU_READINGS.unsupportedFile, /One of the files is not a photo or a PDF that can be read/],
    [MENU_READINGS.busyFile, /Two menus are being read already/],
  ])('explains the server’s refusal of %s', async (name, message) => {
    const { user, dialog, input } = await openDialog();
    await user.upload(input, photo(name));
    await user.click(within(dialog).getByRole('button', { name: 'Read the menu' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Reading/ })).not.toBeInTheDocument();
  });
});

describe('the menu list’s readings', () => {
  it('shows each reading’s state, the way back to a draft, and why one failed', async () => {
    const { user } = await renderAt(paths.menus.list.getHref(1), <ReadingsList clubId={1} />);
    const list = await screen.findByRole('region', { name: 'Imports from photos or a PDF' });
    expect(within(list).getByText('Reading page 2 of 3')).toBeInTheDocument();
    expect(within(list).getByText('5 dishes found')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Continue reviewing' })).toHaveAttribute(
      'href',
      paths.menus.reading.getHref(1, MENU_READINGS.readyId),
    );
    expect(await within(list).findByText(/The PDF is protected by a password\./)).toBeInTheDocument();

    // a failed reading goes without a question
    const failed = within(list)
      .getByText(/The PDF is protected by a password\./)
      .closest('li') as HTMLElement;
    await user.click(within(failed).getByRole('button', { name: /Discard/ }));
    await waitFor(() => expect(within(list).queryByText(/protected by a password/)).not.toBeInTheDocument());
  });
});

describe('a reading in progress', () => {
  it('says “Opening the file…” until the pages are counted', async () => {
    await renderAt(paths.menus.reading.getHref(1, MENU_READINGS.openingId));
    expect(await screen.findByText('Opening the file…')).toBeVisible();
  });

  it('shows the page being read, politely announced, as it moves on', async () => {
    await renderAt(paths.menus.reading.getHref(1, MENU_READINGS.readingId));
    const progress = await screen.findByText('Reading page 2 of 3');
    expect(progress).toHaveAttribute('aria-live', 'polite');
    updateFakeReading(MENU_READINGS.readingId, { pagesRead: 2 });
    expect(await screen.findByText('Reading page 3 of 3')).toBeVisible();
  });

  it('speaks Italian to an Italian owner', async () => {
    await activateLanguage('it', { remember: false });
    await renderAt(paths.menus.reading.getHref(1, MENU_READINGS.readingId));
    expect(await screen.findByText('Lettura della pagina 2 di 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annulla la lettura' })).toBeInTheDocument();
  });

  it('can be cancelled, after a confirmation', async () => {
    const { user } = await renderAt(paths.menus.reading.getHref(1, MENU_READINGS.readingId));
    await user.click(await screen.findByRole('button', { name: 'Cancel the reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop reading this menu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop reading' }));
    expect(await screen.findByRole('heading', { name: 'Reading cancelled' })).toBeVisible();
  });

  it('that failed says why, and leads back to try again', async () => {
    const { user } = await renderAt(paths.menus.reading.getHref(1, MENU_READINGS.failedId));
    expect(await screen.findByText(/The PDF is protected by a password\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard and try again' }));
    expect(await screen.findByRole('heading', { name: 'Menus' })).toBeVisible();
  });
});

describe('the review of a draft', { timeout: 60_000 }, () => {
  async function openReview() {
    const rendered = await renderAt(paths.menus.reading.getHref(1, MENU_READINGS.readyId));
    await screen.findByRole('heading', { name: 'Check the menu' });
    takeDraftSaves();
    return rendered;
  }

  /** The last draft saved, once the pause after the edits has saved it. */
  async function savedDraft() {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    let saves: ReturnType<typeof takeDraftSaves> = [];
    await waitFor(() => {
      saves = takeDraftSaves();
      expect(saves.length).toBeGreaterThan(0);
    });
    return saves.at(-1);
  }

  const dishNames = () =>
    within(screen.getByRole('list', { name: /Dishes of/ }))
      .getAllByRole('textbox', { name: /^Name of dish/ })
      .map((input) => (input as HTMLInputElement).value);

  it('marks what was read with low confidence in words, not colour alone', async () => {
    const { user } = await openReview();
    const price = screen.getByRole('textbox', { name: 'Price of dish 2' });
    const dish = price.closest('li') as HTMLElement;
    expect(within(dish).getByText('Check the price')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), '2. Primi (1 dish)');
    expect(screen.getByRole('textbox', { name: 'Section name' })).toHaveAccessibleDescription(
      'Check the section name',
    );
  });

  it('outlines on the page image the dish being hovered or focused', async () => {
    const { user } = await openReview();
    expect(screen.queryByTestId('dish-outline')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Name of dish 2' }));
    // Caprese's box: x 100, y 210, 400 × 50 on a page of 1000 × 1400
    const outline = screen.getByTestId('dish-outline');
    expect(outline).toHaveStyle({ left: '10%', top: '15%', width: '40%', height: '3.571%' });
    await user.hover(screen.getByRole('textbox', { name: 'Name of dish 1' }).closest('li') as HTMLElement);
    expect(screen.getByTestId('dish-outline')).toHaveStyle({ top: '10%' });

    // the section's name outlines its heading
    await user.click(screen.getByRole('textbox', { name: 'Section name' }));
    expect(screen.getByTestId('dish-outline')).toHaveStyle({ top: '4.286%', width: '30%' });
    await user.unhover(screen.getByRole('textbox', { name: 'Name of dish 1' }).closest('li') as HTMLElement);

    // a dish of another page turns the page
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), '2. Primi (1 dish)');
    await user.click(screen.getByRole('textbox', { name: 'Name of dish 1' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByTestId('dish-outline')).toHaveStyle({ top: '10%' });
  });

  it('saves an edited price, and the mark goes', async () => {
    const { user } = await openReview();
    const price = screen.getByRole('textbox', { name: 'Price of dish 2' });
    await user.clear(price);
    await user.type(price, '10.5');
    expect(screen.queryByText('Check the price')).not.toBeInTheDocument();
    const saved = await savedDraft();
    expect(saved?.sections[0]?.dishes[1]).toMatchObject({
      name: 'Caprese',
      prices: [{ amount: 10.5, label: null }],
      unsure: [],
    });
  });

  it('never saves over a draft saved meanwhile in another window, and loads that one instead', async () => {
    const { user } = await openReview();
    // another window saves its corrections first (the review opened on revision 0)
    const otherWindow = structuredClone(READY_DRAFT);
    const [antipasti] = otherWindow.sections;
    if (antipasti?.dishes[0]) antipasti.dishes[0].name = 'Bruschetta della nonna';
    updateFakeReading(MENU_READINGS.readyId, { draft: otherWindow, draftRevision: 7 });

    await user.type(screen.getByRole('textbox', { name: 'Name of dish 1' }), '!');
    const alert = await screen.findByRole('alert', { name: 'This draft was changed in another window' });
    expect(takeDraftSaves()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: changed in another window');

    await user.click(within(alert).getByRole('button', { name: 'Load the latest draft' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name of dish 1' })).toHaveValue('Bruschetta della nonna'),
    );
    expect(
      screen.queryByRole('alert', { name: 'This draft was changed in another window' }),
    ).not.toBeInTheDocument();

    // and saves over it from then on
    await user.type(screen.getByRole('textbox', { name: 'Name of dish 1' }), '!');
    expect((await savedDraft())?.sections[0]?.dishes[0]?.name).toBe('Bruschetta della nonna!');
  });

  it('shows the texts of a second language printed beside the first, and saves their corrections', async () => {
    const { user } = await openReview();
    expect(screen.getByRole('textbox', { name: 'Name in English of dish 1' })).toHaveValue('Bruschetta');
    const description = screen.getByRole('textbox', { name: 'Description in English of dish 1' });
    await user.clear(description);
    await user.type(description, 'Bread, tomato');
    // a dish read without a second language has no such fields
    expect(screen.queryByRole('textbox', { name: 'Name in English of dish 2' })).not.toBeInTheDocument();
    const saved = await savedDraft();
    expect(saved?.sections[0]?.dishes[0]?.translations).toEqual({
      en: { name: 'Bruschetta', description: 'Bread, tomato' },
    });
  });

  it('adds a missed dish, the focus on its name', async () => {
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Add a dish' }));
    const name = screen.getByRole('textbox', { name: 'Name of dish 5' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Olive');
    await user.type(screen.getByRole('textbox', { name: 'Price of dish 5' }), '4');
    const saved = await savedDraft();
    expect(saved?.sections[0]?.dishes.at(-1)).toMatchObject({
      name: 'Olive',
      prices: [{ amount: 4, label: null }],
    });
  });

  it('deletes a dish and gives the focus to the next one', async () => {
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Actions for dish 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(dishNames()).toEqual(['Caprese', 'Tagliere di', 'salumi misti']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name of dish 1' })).toHaveFocus());
    const saved = await savedDraft();
    expect(saved?.sections[0]?.dishes.map((dish) => dish.name)).toEqual([
      'Caprese',
      'Tagliere di',
      'salumi misti',
    ]);
  });

  it('merges a dish cut in two, and moves one up', async () => {
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Actions for dish 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Merge with the next dish' }));
    expect(dishNames()).toEqual(['Bruschetta', 'Caprese', 'Tagliere di salumi misti']);
    expect(screen.getByRole('textbox', { name: 'Price of dish 3' })).toHaveValue('14');
    await user.click(screen.getByRole('button', { name: 'Actions for dish 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    expect(dishNames()).toEqual(['Bruschetta', 'Tagliere di salumi misti', 'Caprese']);
    const saved = await savedDraft();
    expect(saved?.sections[0]?.dishes.map((dish) => [dish.name, dish.prices])).toEqual([
      ['Bruschetta', [{ amount: 7, label: null }]],
      ['Tagliere di salumi misti', [{ amount: 14, label: null }]],
      ['Caprese', [{ amount: 9.5, label: null }]],
    ]);
  });

  it('moves a dish to another section', async () => {
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Actions for dish 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to another section…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move dish 1' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'To the section' }), 'Primi');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(dishNames()).toEqual(['Caprese', 'Tagliere di', 'salumi misti']);
    expect(screen.getByText('Dish 1 moved to Primi.')).toBeInTheDocument();
    const saved = await savedDraft();
    expect(saved?.sections[1]?.dishes.map((dish) => dish.name)).toEqual(['Carbonara', 'Bruschetta']);
  });

  it('creates the menu from the saved draft and opens it', async () => {
    const { user } = await openReview();
    takeMenuCreations();
    await user.click(screen.getByRole('button', { name: 'Create the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the menu' });
    expect(within(dialog).getByRole('textbox', { name: 'Name of the new menu' })).toHaveValue(
      'Trattoria da Mario',
    );
    await user.click(within(dialog).getByRole('switch', { name: /Show to guests now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the menu' }));
    expect(
      await screen.findByRole('heading', { name: `Menu page ${MENU_READINGS.createdMenuId}` }),
    ).toBeVisible();
    expect(takeMenuCreations()).toEqual([{ name: 'Trattoria da Mario', showToGuests: true }]);
    expect(await screen.findByText(/Guests can see it now\./)).toBeInTheDocument();
  });

  it('shows each problem of an invalid draft beside its dish, in its section', async () => {
    const { user } = await openReview();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), '2. Primi (1 dish)');
    await user.clear(screen.getByRole('textbox', { name: 'Name of dish 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), '1. Antipasti (4 dishes)');

    await user.click(screen.getByRole('button', { name: 'Create the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the menu' }));

    // the review turns to the section with the problem, the message under the dish's name
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Section name' })).toHaveValue('Primi'));
    const name = screen.getByRole('textbox', { name: 'Name of dish 1' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name is required'));
    expect(screen.getByText(/1 field needs a correction/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Menu page/ })).not.toBeInTheDocument();
  });

  it('shows the menu limit as the console does elsewhere', async () => {
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Create the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create the menu' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the new menu' });
    await user.clear(name);
    await user.type(name, MENU_READINGS.limitName);
    await user.click(within(dialog).getByRole('button', { name: 'Create the menu' }));
    expect(await within(dialog).findByText(/You have reached the maximum of 2 menus/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });
});
