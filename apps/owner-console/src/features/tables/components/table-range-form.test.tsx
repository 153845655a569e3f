import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TableRangeForm } from './table-range-form';

const ZONES = [
  { id: 4, name: 'Inside' },
  { id: 7, name: 'Terrace' },
];

function renderUi(ui: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </I18nProvider>,
  );
}

async function setNumber(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('adding a range of tables', () => {
  beforeEach(async () => {
    await activateLanguage('en', { remember: false });
  });

  it('previews the names and sends "T1" to "T20" in the chosen zone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<TableRangeForm zones={ZONES} onSubmit={onSubmit} />);

    await setNumber(user, 'To number', '20');
    expect(screen.getByText('Adds 20 tables, from T1 to T20.')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Zone')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Terrace' }));
    await user.click(screen.getByRole('button', { name: 'Add tables' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ prefix: 'T', from: 1, to: 20, tableZoneId: 7 });
  });

  it('keeps a prefix with a space and sends no zone by default', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<TableRangeForm zones={ZONES} onSubmit={onSubmit} />);

    const prefix = screen.getByLabelText(/Name before the number/);
    await user.clear(prefix);
    await user.type(prefix, 'Table ');
    await setNumber(user, 'From number', '9');
    await setNumber(user, 'To number', '9');
    expect(screen.getByText('Adds the table Table 9.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add tables' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ prefix: 'Table ', from: 9, to: 9, tableZoneId: null }),
    );
  });

  it('refuses a reversed range, more than 100 tables and a missing number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<TableRangeForm zones={ZONES} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Add tables' });

    await setNumber(user, 'From number', '5');
    await setNumber(user, 'To number', '1');
    await user.click(submit);
    expect(await screen.findByText('The last number must not be lower than the first')).toBeInTheDocument();

    await setNumber(user, 'From number', '1');
    await setNumber(user, 'To number', '101');
    await user.click(submit);
    expect(await screen.findByText('You can add at most 100 tables at a time')).toBeInTheDocument();

    await setNumber(user, 'To number', '100');
    expect(screen.getByText('Adds 100 tables, from T1 to T100.')).toBeInTheDocument();
    await setNumber(user, 'From number', '');
    await user.click(submit);
    expect(await screen.findByText('Enter a whole number from 0 to 9999')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Italian', async () => {
    await activateLanguage('it', { remember: false });
    renderUi(<TableRangeForm zones={ZONES} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Aggiungi tavoli' })).toBeInTheDocument();
    expect(screen.getByText('Aggiunge 10 tavoli, da T1 a T10.')).toBeInTheDocument();
  });

  it('names the one table of a range of one, in Italian too', async () => {
    await activateLanguage('it', { remember: false });
    const user = userEvent.setup();
    renderUi(<TableRangeForm zones={ZONES} onSubmit={vi.fn()} />);
    await setNumber(user, 'Al numero', '1');
    expect(screen.getByText('Aggiunge il tavolo T1.')).toBeInTheDocument();
  });
});
