import { I18nProvider } from '@lingui/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { sampleMenu } from '@tavola/menu-view/fixtures';
import { theme } from '@tavola/ui/theme';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuPreviewLayout } from './components/menu-preview-layout';
import { MenuPreviewPanel } from './components/menu-preview-panel';
import { applyItemDraft, applyMenuDraft } from './utils/merge-draft';

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}

/** A minimal edit page: a name field whose value the preview follows. */
function EditPage() {
  const [menu] = useState(sampleMenu);
  const [name, setName] = useState(menu.name);
  return (
    <MenuPreviewLayout menu={applyMenuDraft(menu, { name })}>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
    </MenuPreviewLayout>
  );
}

function setScreenWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('live preview', () => {
  it('on a wide screen shows the guest view beside the form and follows the typing', async () => {
    await activateLanguage('en', { remember: false });
    setScreenWide(true);
    const user = userEvent.setup();
    render(
      <Providers>
        <EditPage />
      </Providers>,
    );
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();

    const input = screen.getByLabelText('Name');
    await user.clear(input);
    await user.type(input, 'Pranzo');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Pranzo' })).toBeInTheDocument();
  });

  it('on a phone opens the preview from a button, in a drawer', async () => {
    await activateLanguage('en', { remember: false });
    setScreenWide(false);
    const user = userEvent.setup();
    render(
      <Providers>
        <EditPage />
      </Providers>,
    );
    expect(screen.queryByRole('region', { name: 'Live preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const drawer = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(drawer).getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close the preview' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("speaks the console's language: view texts, allergen names and prices", async () => {
    await activateLanguage('it', { remember: false });
    render(
      <Providers>
        <MenuPreviewPanel menu={sampleMenu()} />
      </Providers>,
    );
    const preview = screen.getByRole('region', { name: 'Anteprima dal vivo' });
    const risotto = within(preview)
      .getByRole('heading', { level: 3, name: 'Risotto ai funghi' })
      .closest('li');
    expect(risotto).not.toBeNull();
    expect(within(risotto as HTMLElement).getByText('Esaurito')).toBeInTheDocument();
    expect(within(risotto as HTMLElement).getByText('Latte')).toBeInTheDocument();
    expect(within(risotto as HTMLElement).getByText(/^14,00\s€$/)).toBeInTheDocument();
    expect(within(preview).getByRole('navigation', { name: 'Sezioni' })).toBeInTheDocument();
    await act(() => activateLanguage('en', { remember: false }));
  });

  it('names the allergens as the guest page does, not as the item form does', async () => {
    for (const [language, word, formName] of [
      ['en', 'Gluten', 'Cereals containing gluten'],
      ['it', 'Glutine', 'Cereali contenenti glutine'],
    ] as const) {
      await act(() => activateLanguage(language, { remember: false }));
      const { unmount } = render(
        <Providers>
          <MenuPreviewPanel menu={sampleMenu()} />
        </Providers>,
      );
      const bruschetta = screen
        .getByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' })
        .closest('li') as HTMLElement;
      expect(within(bruschetta).getByText(word)).toBeInTheDocument();
      expect(within(bruschetta).queryByText(formName)).not.toBeInTheDocument();
      unmount();
    }
    await act(() => activateLanguage('en', { remember: false }));
  });

  it('shows the item being edited, outlined, and hides it again when the owner hides it', async () => {
    await activateLanguage('en', { remember: false });
    const menu = sampleMenu();
    const { rerender } = render(
      <Providers>
        <MenuPreviewPanel
          menu={applyItemDraft(menu, { id: 31, sectionId: 3, name: 'Orata al forno' })}
          focusItemId={31}
        />
      </Providers>,
    );
    const item = screen.getByRole('heading', { level: 3, name: 'Orata al forno' }).closest('li');
    expect(item).toHaveAttribute('data-preview-focus', 'true');

    rerender(
      <Providers>
        <MenuPreviewPanel
          menu={applyItemDraft(menu, { id: 31, sectionId: 3, disabled: true })}
          focusItemId={31}
        />
      </Providers>,
    );
    expect(screen.queryByRole('heading', { level: 3, name: /Orata|Pescato/ })).not.toBeInTheDocument();
  });

  it('waits for the menu with a loader', async () => {
    await activateLanguage('en', { remember: false });
    render(
      <Providers>
        <MenuPreviewPanel menu={null} />
      </Providers>,
    );
    expect(screen.getByLabelText('Loading the preview')).toBeInTheDocument();
  });
});
