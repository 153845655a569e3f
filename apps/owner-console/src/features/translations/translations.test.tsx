import { activateLanguage } from '@tavola/i18n/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastTranslationSave } from '../../test/fake-translations';
import { renderApp } from '../../test/render-app';

// Mantine's autosize Textarea listens to document.fonts, which jsdom does not have (a candidate for
// @tavola/ui/testing/jsdom-browser-apis, kept here while other screens do not need it).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

// The fake API's menu 71 "Cena" (src/test/fake-translations.ts): 8 texts, in French 3 translated
// (one of them outdated) and 2 machine drafts; the language decides the machine translation answer.
const editor = (lang: string, club = 1, menu = 71) =>
  `/clubs/${club}/menu/${menu}/translations${lang ? `?lang=${lang}` : ''}`;

async function openEditor(lang = 'fr') {
  const user = userEvent.setup();
  const app = await renderApp(editor(lang), { token: 'valid-token' });
  await screen.findByRole('heading', { name: 'Translations of Cena', level: 1 });
  await screen.findAllByTestId('translation-row');
  return { user, ...app };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const progressText = () => screen.getByTestId('translation-progress').textContent;

/** What the fake API received with the last save of menu 71 in `lang`. */
const lastSave = (lang: string) => lastTranslationSave(71, lang);

describe('translation editor', () => {
  it('shows each original beside its field, grouped by section, with the live progress', async () => {
    const { user } = await openEditor();
    expect(screen.getByText('Original language: Italian')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Antipasti', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Primi', level: 2 })).toBeInTheDocument();
    // the original names the field, with what it is
    expect(field(/^Menu name\s*Cena/)).toHaveValue('Dîner');
    expect(field(/^Description\s*Pane tostato/)).toHaveValue('');
    expect(field(/^Ingredients/)).toHaveValue('pain, tomate, basilic');
    expect(field(/^Section\s*Primi/)).toHaveAttribute('maxlength', '100');
    expect(field(/^Description\s*Pane tostato/)).toHaveAttribute('maxlength', '254');
    expect(progressText()).toContain('3 of 8 texts translated, 1 outdated');
    expect(progressText()).toContain('2 machine drafts to review');

    // recomputed from what is typed, before saving
    await user.type(field(/^Description\s*Pane tostato/), 'Pain grillé à la tomate');
    expect(progressText()).toContain('4 of 8 texts translated, 1 outdated');
    await user.click(screen.getByRole('button', { name: 'Still correct' }));
    expect(progressText()).toContain('4 of 8 texts translated, 0 outdated');
    await user.click(screen.getByRole('button', { name: 'Accept all drafts' }));
    expect(progressText()).toContain('6 of 8 texts translated, 0 outdated');
    expect(progressText()).not.toContain('machine draft');
  });

  it('marks outdated translations and machine drafts', async () => {
    await openEditor();
    expect(screen.getAllByText('Outdated')).toHaveLength(1);
    expect(screen.getByText(/Translated from:/)).toHaveTextContent('Translated from: Antipasto');
    expect(screen.getAllByText('Machine translation, not reviewed')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    // editing a draft makes it the owner's own text: the mark goes
    const user = userEvent.setup();
    await user.type(field(/^Item name\s*Bruschetta/), ' maison');
    expect(screen.getAllByText('Machine translation, not reviewed')).toHaveLength(1);
  });

  it('filters to the missing, outdated and draft texts', async () => {
    const { user } = await openEditor();
    expect(screen.getAllByTestId('translation-row')).toHaveLength(8);
    await user.click(screen.getByRole('switch', { name: /Only missing and outdated/ }));
    expect(screen.getAllByTestId('translation-row')).toHaveLength(6);
    expect(screen.queryByRole('textbox', { name: /^Menu name/ })).not.toBeInTheDocument();
    // a text being translated stays in view while the owner types
    await user.type(field(/^Section\s*Primi/), 'Plats');
    expect(field(/^Section\s*Primi/)).toHaveValue('Plats');
  });

  it('goes from one translation to the next with Tab; originals are not stops', async () => {
    const { user } = await openEditor();
    field(/^Menu name/).focus();
    await user.tab();
    expect(field(/^Section\s*Antipasti/)).toHaveFocus();
    // a text waiting for a decision has its action right after its field
    await user.tab();
    expect(screen.getByRole('button', { name: 'Still correct' })).toHaveFocus();
    await user.tab();
    expect(field(/^Item name\s*Bruschetta/)).toHaveFocus();
    field(/^Description\s*Pane tostato/).focus();
    await user.tab();
    expect(field(/^Ingredients/)).toHaveFocus();
    field(/^Section\s*Primi/).focus();
    await user.tab();
    expect(field(/^Item name\s*Carbonara/)).toHaveFocus();
    await user.tab();
    expect(field(/^Description\s*Uova/)).toHaveFocus();
  });

  it('saves only the changed and accepted texts, in one request', async () => {
    const { user } = await openEditor('fr');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Still correct' }));
    await user.click(screen.getAllByRole('button', { name: 'Accept' })[0] as HTMLElement);
    await user.type(field(/^Description\s*Uova/), '  Œufs, joue de porc et pecorino ');
    // typed and put back as it was: not a change
    await user.type(field(/^Menu name/), 'x');
    await user.type(field(/^Menu name/), '{Backspace}');
    await user.click(save);
    expect(await screen.findByText('Translations saved.')).toBeInTheDocument();
    expect(await lastSave('fr')).toEqual({
      texts: [
        { kind: 'section', id: 81, field: 'name', translation: 'Entrée', accept: true },
        { kind: 'item', id: 91, field: 'name', translation: 'Bruschetta', accept: true },
        { kind: 'item', id: 93, field: 'description', translation: 'Œufs, joue de porc et pecorino' },
      ],
    });
    // the server's sheet is taken in: marks gone, nothing left to save
    await waitFor(() => expect(screen.queryByText('Outdated')).not.toBeInTheDocument());
    expect(screen.getAllByText('Machine translation, not reviewed')).toHaveLength(1);
    expect(progressText()).toContain('5 of 8 texts translated, 0 outdated');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('puts the server’s refusal on the field it names', async () => {
    const { user } = await openEditor('fr');
    await user.type(field(/^Description\s*Pane tostato/), 'Pain grillé');
    await user.type(field(/^Section\s*Primi/), 'REFUSE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was saved: check the marked fields.')).toBeInTheDocument();
    // texts[1] of the body is the section, the second changed text in menu order
    expect(field(/^Section\s*Primi/)).toHaveAccessibleDescription('This translation is refused');
    expect(field(/^Section\s*Primi/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Description\s*Pane tostato/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('fills the missing texts with machine drafts and keeps the owner’s unsaved edits', async () => {
    const { user } = await openEditor('fr');
    await user.type(field(/^Description\s*Pane tostato/), 'Mon texte');
    await user.click(screen.getByRole('button', { name: 'Translate missing texts' }));
    expect(await screen.findByText(/Machine drafts are ready/)).toBeInTheDocument();
    await waitFor(() => expect(field(/^Section\s*Primi/)).toHaveValue('[fr] Primi'));
    expect(field(/^Description\s*Pane tostato/)).toHaveValue('Mon texte');
    expect(field(/^Description\s*Uova/)).toHaveValue('[fr] Uova, guanciale e pecorino');
    expect(progressText()).toContain('4 of 8 texts translated, 1 outdated');
    expect(progressText()).toContain('4 machine drafts to review');
  });

  it.each([
    ['de', 'The machine translation quota is used up'],
    ['es', 'The translation service is busy right now, so no drafts were made. Try again in 30 seconds.'],
    ['cs', 'The translation service is busy right now, so no drafts were made. Try again in 1 second.'],
    ['pt', 'The translation service could not be reached'],
    ['nl', 'The translation service refused the texts'],
    ['el', 'Machine drafts are not available on this server. You can still translate every text by hand.'],
  ])('explains the provider’s refusal in %s with its own message', async (lang, message) => {
    const { user } = await openEditor(lang);
    await user.click(screen.getByRole('button', { name: 'Translate missing texts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // the global "An error occurred" does not show as well
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it('hides the machine translation without a provider; translating by hand still works', async () => {
    const { user } = await openEditor('pl');
    expect(screen.queryByRole('button', { name: 'Translate missing texts' })).not.toBeInTheDocument();
    const off = screen.getByTestId('machine-translation-off');
    // an owner has no administrator: the text says what is true and what the owner can do
    expect(off).toHaveTextContent(
      'Machine drafts are not available on this server. You can still translate every text by hand.',
    );
    expect(off).not.toHaveTextContent(/administrator/i);
    await user.type(field(/^Section\s*Primi/), 'Pierwsze dania');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Translations saved.')).toBeInTheDocument();
  });

  it('removes a language after the typed delete word', async () => {
    const { user, router } = await openEditor('fr');
    await user.click(screen.getByRole('button', { name: 'Remove French' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove French from this menu?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type “delete” to confirm/), 'delete');
    await user.click(confirm);
    expect(await screen.findByText('French removed from the menu.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryAllByTestId('translation-row')).toHaveLength(0));
    expect(screen.getByText(/Choose the language to translate the menu into/)).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openEditor('fr');
    await user.type(field(/^Section\s*Primi/), 'Plats');
    await user.click(screen.getByRole('link', { name: '← Cena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/clubs/1/menu/71/translations');
    expect(field(/^Section\s*Primi/)).toHaveValue('Plats');
    await user.click(screen.getByRole('link', { name: '← Cena' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs/1/menu/71'));
  });

  it('asks before switching language with unsaved changes', async () => {
    const { user, router } = await openEditor('fr');
    await user.type(field(/^Section\s*Primi/), 'Plats');
    await user.click(screen.getByRole('combobox', { name: 'Translate into' }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lang=de'));
    await waitFor(() => expect(field(/^Section\s*Primi/)).toHaveValue(''));
  });

  it('offers every editor language but the menu’s own, the menu’s languages first', async () => {
    const { user } = await openEditor('fr');
    await user.click(screen.getByRole('combobox', { name: 'Translate into' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('French');
    expect(options).toContain('German');
    expect(options).not.toContain('Italian');
    expect(options).toHaveLength(24);
  });
});

describe('option groups and options', () => {
  it('lists them after their item, saying whose they are, with the same marks and limits', async () => {
    const user = userEvent.setup();
    await renderApp(editor('fr', 1, 74), { token: 'valid-token' });
    await screen.findByRole('heading', { name: 'Translations of Cena', level: 1 });
    const pizze = await screen.findByRole('region', { name: 'Pizze' });
    const labels = within(pizze)
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('id'))
      .map((id) => document.querySelector(`label[for="${id}"]`)?.textContent);
    expect(labels).toEqual([
      'SectionPizze',
      'Item nameMarinara',
      'Option group of MarinaraFormato',
      'Option in FormatoGrande',
      'Option group of MarinaraAggiunte',
      'Option in Aggiunte+ parmigiano',
    ]);
    expect(field(/^Option group of Marinara\s*Formato/)).toHaveValue('Taille');
    expect(field(/^Option in Aggiunte\s*\+ parmigiano/)).toHaveAttribute('maxlength', '60');
    expect(screen.getAllByText('Machine translation, not reviewed')).toHaveLength(1);
    expect(screen.getByText(/Translated from:/)).toHaveTextContent('Translated from: Extra');
    expect(progressText()).toContain('2 of 7 texts translated, 1 outdated');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Still correct' }));
    await user.type(field(/^Option in Aggiunte/), '+ parmesan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Translations saved.')).toBeInTheDocument();
    expect(lastTranslationSave(74, 'fr')).toEqual({
      texts: [
        { kind: 'option', id: 114, field: 'name', translation: 'Grande', accept: true },
        { kind: 'option-group', id: 105, field: 'name', translation: 'Suppléments', accept: true },
        { kind: 'option', id: 115, field: 'name', translation: '+ parmesan' },
      ],
    });
    expect(progressText()).toContain('4 of 7 texts translated, 0 outdated');
  });

  it('refuses an option name longer than 60 characters before sending it', async () => {
    const user = userEvent.setup();
    await renderApp(editor('en', 1, 74), { token: 'valid-token' });
    const option = await screen.findByRole('textbox', { name: /^Option in Aggiunte/ });
    // past the field's own limit, as a script or an old browser could send it
    option.removeAttribute('maxlength');
    await user.click(option);
    await user.paste('x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Nothing was saved: some translations are too long. Check the marked fields.'),
    ).toBeInTheDocument();
    expect(option).toHaveAttribute('aria-invalid', 'true');
    expect(lastTranslationSave(74, 'en')).toBeNull();
  });
});

describe('who may translate', () => {
  it('shows the upgrade prompt on a plan without translations', async () => {
    await renderApp(editor('fr', 2), { token: 'valid-token' });
    expect(
      await screen.findByText(/Menus in your guests’ languages are a Smart feature/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/2/profile/plan?plan=smart',
    );
    expect(screen.queryByRole('combobox', { name: 'Translate into' })).not.toBeInTheDocument();
  });

  it('says so, with the way to the menu’s settings, when the menu’s switch is off', async () => {
    await renderApp(editor('fr', 1, 72), { token: 'valid-token' });
    expect(await screen.findByText('Translations are turned off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the menu' })).toHaveAttribute(
      'href',
      '/clubs/1/menu/72/edit',
    );
  });

  it('follows the server when it refuses with translations_off', async () => {
    await renderApp(editor('fr', 1, 73), { token: 'valid-token' });
    expect(await screen.findByText('Translations are turned off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the club settings' })).toHaveAttribute(
      'href',
      '/clubs/1/profile/settings',
    );
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });
});

// The ways in from the menu list and the menu form, and the menu's language, are the menus feature's
// (menus.test.tsx).
describe('ways to the editor', () => {
  beforeEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('opens from the menu’s page', async () => {
    const user = userEvent.setup();
    await renderApp('/clubs/1/menu/71', { token: 'valid-token' });
    await user.click(await screen.findByRole('link', { name: 'Translations' }));
    expect(
      await screen.findByRole('heading', { name: 'Translations of Cena', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Choose the language to translate the menu into/)).toBeInTheDocument();
  });
});
