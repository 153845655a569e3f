import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { lightTheme, sampleMenu } from '@tavola/menu-view/fixtures';
import { theme } from '@tavola/ui/theme';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clubQueryOptions } from '#api/get-club.ts';
import { menuQueryOptions } from '#api/get-menu.ts';
import { LiveMenuPreview } from './components/live-menu-preview';
import { applyItemDraft, applyMenuDraft } from './utils/merge-draft';

// wide screen: the panel shows in place
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
});

function renderWith(queryClient: QueryClient, ui: ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} env="test">
          {ui}
        </MantineProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function cachedClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

describe('LiveMenuPreview', () => {
  it("lays the page's draft over the saved menu from the shared cache", async () => {
    await activateLanguage('en', { remember: false });
    const queryClient = cachedClient();
    const saved = { ...sampleMenu(), id: 5, currency: 'EUR' } as Schemas['FullMenu'];
    queryClient.setQueryData(menuQueryOptions(3, 5).queryKey, saved);
    renderWith(
      queryClient,
      <LiveMenuPreview
        clubId={3}
        menuId={5}
        apply={(menu) =>
          applyItemDraft(applyMenuDraft(menu, { name: 'Cena' }), { id: 12, sectionId: 1, price: 15 })
        }
        focusItemId={12}
      />,
    );
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Cena' })).toBeInTheDocument();
    const item = within(preview).getByRole('heading', { level: 3, name: 'Vitello tonnato' }).closest('li');
    expect(within(item as HTMLElement).getByText('€15.00')).toBeInTheDocument();
  });

  it("starts a new menu from the club's logo, contacts and theme", async () => {
    await activateLanguage('en', { remember: false });
    const queryClient = cachedClient();
    const club = {
      id: 3,
      logo: '/club-logo.png',
      address: 'Via Roma 1, Roma',
      displayEmail: 'info@bar.it',
      displayPhone: null,
      facebook: null,
      instagram: null,
      website: null,
      whatsapp: null,
      theme: lightTheme,
    } as unknown as Schemas['ClubDetail'];
    queryClient.setQueryData(clubQueryOptions(3).queryKey, club);
    renderWith(
      queryClient,
      <LiveMenuPreview
        clubId={3}
        menuId={null}
        apply={(menu) => applyMenuDraft(menu, { name: 'Aperitivo' })}
      />,
    );
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Aperitivo' })).toBeInTheDocument();
    expect(within(preview).getByText('This menu has no items yet.')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Email: info@bar.it' })).toHaveAttribute(
      'href',
      'mailto:info@bar.it',
    );
  });
});
