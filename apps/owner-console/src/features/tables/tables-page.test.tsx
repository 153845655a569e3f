import type { Schemas } from '@tavola/api/schema';
import { activateLanguage } from '@tavola/i18n/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { http } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const ZONES: Schemas['TableZone'][] = [
  { id: 4, name: 'Inside' },
  { id: 7, name: 'Terrace' },
];

const table = (id: number, tableZoneId: number | null): Schemas['Table'] => ({
  id,
  name: `T${id}`,
  premium: false,
  tableZoneId,
});

/** Club 1's tables: one inside, two on the terrace; a range answers the tables it made. */
beforeEach(() => {
  fakeApi.use(
    http.get('/clubs/{clubId}/zones', ({ response }) => response(200).json({ tableZones: ZONES })),
    http.get('/clubs/{clubId}/tables', ({ response }) =>
      response(200).json({ tables: [table(1, 4), table(2, 7), table(3, 7)] }),
    ),
    http.post('/clubs/{clubId}/tables/batch', async ({ request, response }) => {
      const { from, to } = await request.json();
      const made = Array.from({ length: to - from + 1 }, (_, index) => table(10 + from + index, null));
      return response(201).json({ tables: made });
    }),
  );
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
