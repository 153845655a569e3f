import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, setBrowserLanguages, tableView } from '../../test-utils';
import { TableMenusPage } from './table-menus-page';

describe("a table's menus", () => {
  it('lists the menus in the guest language and opens one', async () => {
    setBrowserLanguages(['it-IT']);
    mockFetch(() =>
      jsonResponse(
        200,
        tableView({
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
      ),
    );
    const onNavigate = vi.fn();
    render(<TableMenusPage clubId={1} tableId={2} onNavigate={onNavigate} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Scegli un menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Cena' }));
    expect(onNavigate).toHaveBeenCalledWith('/public/menu/1/2/1');
    expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '/public/menu/1/2/2');
  });

  it('keeps the language the guest chose on a menu, even where no menu name is translated into it', async () => {
    setBrowserLanguages(['en-GB']);
    localStorage.setItem('tavola.guest.language', 'fr');
    mockFetch(() => jsonResponse(200, tableView({ translationsEnabled: true })));
    render(<TableMenusPage clubId={1} tableId={2} onNavigate={() => undefined} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choisissez une carte' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    // the menus' own names, untranslated, and links that carry the choice to the next page
    expect(screen.getByRole('link', { name: 'Dinner' })).toHaveAttribute(
      'href',
      '/public/menu/1/2/1?lang=fr',
    );
    expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      '/public/menu/1/2/2?lang=fr',
    );
  });

  it('names a menu by its original while its translation is a machine draft the owner has not accepted', async () => {
    setBrowserLanguages(['fr-FR']);
    const draft = { id: 1, language: 'fr', originalName: 'Dinner', outdated: false };
    mockFetch(() =>
      jsonResponse(
        200,
        tableView({
          translationsEnabled: true,
          menu: [
            {
              id: 1,
              name: 'Dinner',
              position: 0,
              translations: { fr: { ...draft, translatedName: 'Dîner', machineDraft: true } },
            },
            {
              id: 2,
              name: 'Drinks',
              position: 1,
              translations: { fr: { ...draft, id: 2, translatedName: 'Boissons', machineDraft: false } },
            },
          ],
        }),
      ),
    );
    render(<TableMenusPage clubId={1} tableId={2} onNavigate={() => undefined} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choisissez une carte' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dinner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Boissons' })).toBeInTheDocument();
  });

  it('goes straight to the only menu, replacing the address', async () => {
    mockFetch(() =>
      jsonResponse(200, tableView({ menu: [{ id: 5, name: 'Dinner', position: 0, translations: {} }] })),
    );
    const onNavigate = vi.fn();
    render(<TableMenusPage clubId={1} tableId={2} onNavigate={onNavigate} />);
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/public/menu/1/2/5', { replace: true }));
  });

  it('says kindly when no menu is available, with the next time one will be', async () => {
    mockFetch(() => jsonResponse(200, tableView({ menu: [], nextAvailableAt: '2026-11-27T17:00:00Z' })));
    render(<TableMenusPage clubId={1} tableId={2} onNavigate={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: 'No menu is available right now' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The next menu will be available/)).toBeInTheDocument();
  });

  it("says the table's menu could not be found on a 404", async () => {
    mockFetch(() => jsonResponse(404, { code: 'table_not_found', message: 'x' }));
    render(<TableMenusPage clubId={1} tableId={2} onNavigate={() => undefined} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "This table's menu could not be found" }),
    ).toBeInTheDocument();
  });
});
