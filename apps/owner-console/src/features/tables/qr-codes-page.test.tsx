import type { Schemas } from '@tavola/api/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordDownloads } from '../../test/downloads';
import { fakeApi } from '../../test/fake-api';
import { clubDetail } from '../../test/fake-clubs';
import { http } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const downloads = recordDownloads();

/** The query of every print sheet asked for, oldest first. */
let sheetQueries: string[];
/** The bodies of the new codes asked for, oldest first. */
let renewals: unknown[];

/**
 * Club 1 (in Italy) has two tables and the logo `logo`; the sheet answers with its query. New codes
 * give each table the key `new-{id}`.
 */
function serve({ logo = null, country = 'IT' }: { logo?: string | null; country?: string } = {}) {
  let tables: Schemas['Table'][] = [
    { id: 1, name: 'Table 1', premium: false, tableZoneId: null, orderKey: 'key-1' },
    { id: 2, name: 'Table 2', premium: false, tableZoneId: null, orderKey: 'key-2' },
  ];
  fakeApi.use(
    http.get('/clubs/{clubId}', ({ params, response }) => {
      const club = clubDetail(Number(params.clubId));
      return response(200).json({
        ...club,
        logo,
        clubAddress: club.clubAddress && { ...club.clubAddress, country },
      });
    }),
    http.get('/clubs/{clubId}/zones', ({ response }) => response(200).json({ tableZones: [] })),
    http.get('/clubs/{clubId}/tables', ({ response }) => response(200).json({ tables })),
    http.post('/clubs/{clubId}/tables/new-codes', async ({ request, response }) => {
      renewals.push(await request.json());
      tables = tables.map((table) => ({ ...table, orderKey: `new-${table.id}` }));
      return response(204).empty();
    }),
    http.get('/clubs/{clubId}/tables/qr-sheet', ({ request, response }) => {
      sheetQueries.push(new URL(request.url).search);
      return response.untyped(
        new HttpResponse('%PDF-1.7 sheet', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="club-qr-codes.pdf"`,
          },
        }),
      );
    }),
  );
}

beforeEach(() => {
  sheetQueries = [];
  renewals = [];
});

async function openQrCodes() {
  const app = await renderApp('/clubs/1/qrcode', { token: 'valid-token' });
  await screen.findByRole('heading', { name: 'QR codes', level: 1 });
  return { user: userEvent.setup(), ...app };
}

describe('the print sheet’s language', () => {
  it('is the club country’s language by default, and the one the owner picks', async () => {
    serve();
    const { user } = await openQrCodes();
    const language = await screen.findByRole('combobox', { name: /Language of the sheet/ });
    await waitFor(() => expect(language).toHaveValue('Italian'));
    expect(language).toHaveAccessibleDescription(
      'The sheet’s own words, such as “Scan for the menu”, are in the language you choose. Table and zone names print as you wrote them.',
    );

    await user.click(screen.getByRole('button', { name: 'Download print sheet (PDF)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(sheetQueries).toEqual(['?language=it']);

    // the owner's tables are named in English: the sheet follows
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'English' }));
    expect(language).toHaveValue('English');
    await user.click(screen.getByRole('button', { name: 'Download print sheet (PDF)' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(sheetQueries[1]).toBe('?language=en');
  });

  it('is English for a club in a country whose language the sheet does not have', async () => {
    serve({ country: 'PL' });
    await openQrCodes();
    const language = await screen.findByRole('combobox', { name: /Language of the sheet/ });
    expect(language).toHaveValue('English');
  });
});

describe('the logo on the print sheet', () => {
  it('is promised only when the club has one; otherwise the page says where to add it', async () => {
    serve();
    await openQrCodes();
    expect(await screen.findByText(/Add your logo in the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'club profile' })).toHaveAttribute('href', '/clubs/1/profile');
    expect(screen.queryByText(/with your logo/)).not.toBeInTheDocument();
  });

  it('is described when the club has one', async () => {
    serve({ logo: '/api/v1/images/logo.png' });
    await openQrCodes();
    expect(await screen.findByText(/the code with your logo in its centre/)).toBeInTheDocument();
    expect(screen.queryByText(/Add your logo/)).not.toBeInTheDocument();
  });
});

/** What the QR code of a table encodes. */
const codeOf = (table: string) =>
  within(screen.getByRole('article', { name: `QR code of ${table}` }))
    .getByTitle(`QR code of ${table}`)
    .closest('svg')
    ?.getAttribute('data-url');

describe('the codes of the tables', () => {
  it('carry the table’s key, which phones at the table need to order', async () => {
    serve();
    await openQrCodes();
    await screen.findByRole('article', { name: 'QR code of Table 2' });
    expect(codeOf('Table 1')).toBe('http://localhost:5174/public/qrcodemenu/1/1?k=key-1');
    expect(codeOf('Table 2')).toBe('http://localhost:5174/public/qrcodemenu/1/2?k=key-2');
    const article = screen.getByRole('article', { name: 'QR code of Table 2' });
    expect(within(article).getByRole('link', { name: 'Open the guest menu' })).toHaveAttribute(
      'href',
      'http://localhost:5174/public/qrcodemenu/1/2?k=key-2',
    );
  });

  it('are made new after a confirmation that says what the old ones still do', async () => {
    serve();
    const { user } = await openQrCodes();
    await user.click(await screen.findByRole('button', { name: 'Print new codes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Print new codes?' });
    expect(
      within(dialog).getByText(
        'Every table gets a new QR code. Codes printed before will still open the menu, but guests can no longer order with them.',
      ),
    ).toBeInTheDocument();
    // cancelled: nothing changes
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(renewals).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Print new codes' }));
    dialog = await screen.findByRole('dialog', { name: 'Print new codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(
      await screen.findByText('The tables have new QR codes. Print them and replace the old ones.'),
    ).toBeInTheDocument();
    expect(renewals).toEqual([{}]);
    // the tables are read again: the codes on the page carry the new keys
    await waitFor(() =>
      expect(codeOf('Table 1')).toBe('http://localhost:5174/public/qrcodemenu/1/1?k=new-1'),
    );
    expect(codeOf('Table 2')).toBe('http://localhost:5174/public/qrcodemenu/1/2?k=new-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('are not made new by a waiter', async () => {
    serve();
    fakeApi.use(
      http.get('/clubs', ({ response }) =>
        response(200).json([
          {
            id: 1,
            name: 'Trattoria da Mario',
            enabled: true,
            role: 'waiter',
            ownershipOffered: false,
            brand: null,
            freeForever: false,
            subscriptionEnabled: true,
            subscriptionExpiration: null,
            message: null,
          },
        ]),
      ),
    );
    await openQrCodes();
    await screen.findByRole('article', { name: 'QR code of Table 1' });
    expect(screen.queryByRole('button', { name: 'Print new codes' })).not.toBeInTheDocument();
  });
});
