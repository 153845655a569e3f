import type { Schemas } from '@tavola/api/schema';
import { activateLanguage } from '@tavola/i18n/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { http } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const ZONES: Schemas['TableZone'][] = [
  { id: 4, name: 'Inside', ordering: false },
  { id: 7, name: 'Terrace', ordering: false },
];

const table = (id: number, tableZoneId: number | null): Schemas['Table'] => ({
  id,
  name: `T${id}`,
  premium: false,
  tableZoneId,
  orderKey: `key-${id}`,
});

/** The rows scrolled into view, newest last (jsdom has no scrolling of its own). */
let scrolledTo: Element[];
/** The test setup's no-op (packages/ui jsdom-browser-apis.ts), put back after each test: files share a worker. */
const setupScrollIntoView = Element.prototype.scrollIntoView;

/**
 * Club 1's tables: one inside, two on the terrace, T1 marked premium; a table added joins the list;
 * a range answers the tables it made.
 */
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function scrollIntoView() {
    scrolledTo.push(this);
  };
  const tables = [{ ...table(1, 4), premium: true }, table(2, 7), table(3, 7)];
  fakeApi.use(
    http.get('/clubs/{clubId}/zones', ({ response }) => response(200).json({ tableZones: ZONES })),
    http.get('/clubs/{clubId}/tables', ({ response }) => response(200).json({ tables })),
    http.put('/clubs/{clubId}/tables', async ({ request, response }) => {
      const body = await request.json();
      const added = {
        id: 20 + tables.length,
        name: body.name,
        premium: false,
        tableZoneId: body.tableZoneId ?? null,
        orderKey: `key-${20 + tables.length}`,
      };
      tables.push(added);
      return response(200).json(added);
    }),
    http.post('/clubs/{clubId}/tables/batch', async ({ request, response }) => {
      const { from, to } = await request.json();
      const made = Array.from({ length: to - from + 1 }, (_, index) => table(10 + from + index, null));
      tables.push(...made);
      return response(201).json({ tables: made });
    }),
  );
});

afterEach(() => {
  // not deleted: the next files of this worker (Mantine's comboboxes) call the setup's no-op
  Element.prototype.scrollIntoView = setupScrollIntoView;
  vi.restoreAllMocks();
});

async function openTables(language: 'en' | 'it' = 'en') {
  const app = await renderApp('/clubs/1/tables', { token: 'valid-token' });
  if (language === 'it') await activateLanguage('it', { remember: false });
  return { user: userEvent.setup(), ...app };
}

async function addRange(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await user.click(await screen.findByText('A range'));
  for (const [label, value] of [
    ['From number', from],
    ['To number', to],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Add tables' }));
}

describe('counts on the tables page', () => {
  it('says how many tables each zone has, one or more', async () => {
    await openTables();
    expect(await screen.findByLabelText('1 table')).toHaveTextContent('1');
    expect(screen.getByLabelText('2 tables')).toHaveTextContent('2');
  });

  it('says how many tables a range added, one or more', async () => {
    const { user } = await openTables();
    await addRange(user, '5', '5');
    expect(await screen.findByText('1 table added.')).toBeInTheDocument();
    await addRange(user, '1', '3');
    expect(await screen.findByText('3 tables added.')).toBeInTheDocument();
  });

  it('counts in Italian too', async () => {
    await openTables('it');
    expect(await screen.findByLabelText('1 tavolo')).toBeInTheDocument();
    expect(screen.getByLabelText('2 tavoli')).toBeInTheDocument();
  });
});

describe('adding one table', () => {
  it('confirms it by name, then brings the new table into view and lights it up', async () => {
    const { user } = await openTables();
    await screen.findByText('T3');
    const name = screen.getByRole('textbox', { name: /Table name/ });
    // added with the Enter key: the focus stays in the name field
    await user.type(name, 'Window 5{Enter}');

    expect(await screen.findByText('Table “Window 5” added.')).toBeInTheDocument();
    const row = (await screen.findByText('Window 5')).closest('[data-just-added]');
    expect(row).not.toBeNull();
    await waitFor(() => expect(scrolledTo).toContain(row));
    // only the new table is lit up; the name field is empty and keeps the focus for the next one
    expect(document.querySelectorAll('[data-just-added]')).toHaveLength(1);
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('confirms it in Italian', async () => {
    const { user } = await openTables('it');
    await screen.findByText('T3');
    await user.type(screen.getByRole('textbox', { name: /Nome del tavolo/ }), 'Finestra');
    await user.click(screen.getByRole('button', { name: 'Aggiungi tavolo' }));
    expect(await screen.findByText('Tavolo «Finestra» aggiunto.')).toBeInTheDocument();
  });

  it('lights up every table of a range, and brings the first into view', async () => {
    const { user } = await openTables();
    await screen.findByText('T3');
    await addRange(user, '1', '2');
    expect(await screen.findByText('2 tables added.')).toBeInTheDocument();
    const first = (await screen.findByText('T11')).closest('[data-just-added]');
    const second = (await screen.findByText('T12')).closest('[data-just-added]');
    expect(second).not.toBeNull();
    await waitFor(() => expect(scrolledTo).toEqual([first]));
  });
});

describe('the premium flag', () => {
  it('shows no badge the owner could not act on or find explained', async () => {
    await openTables();
    const inside = await screen.findByRole('region', { name: 'Inside' });
    expect(within(inside).getByText('T1')).toBeInTheDocument();
    expect(screen.queryByText(/premium/i)).not.toBeInTheDocument();
  });
});
