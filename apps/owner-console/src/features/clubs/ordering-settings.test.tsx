import type { Schemas } from '@tavola/api/schema';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { clubDetail } from '../../test/fake-clubs';
import { http } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

// the machine may be busy: wait for what the user would see, generously
configure({ asyncUtilTimeout: 10_000 });

/** The settings bodies the fake server got, oldest first. */
let saved: Schemas['ClubSettingsInput'][];

beforeEach(() => {
  saved = [];
  fakeApi.use(
    http.patch('/clubs/{clubId}/settings', async ({ params, request, response }) => {
      const body = await request.json();
      saved.push(body);
      return response(200).json({ ...clubDetail(Number(params.clubId)), ...body });
    }),
  );
});

describe('orders from the table in the club settings', () => {
  it('saves the mode the owner picks, and says where to choose the zones and print new codes', async () => {
    const user = userEvent.setup();
    // the fake club 1 is on Smart, ordering off
    await renderApp('/clubs/1/profile/settings', { token: 'valid-token' });
    const modes = await screen.findByRole('radiogroup', { name: 'Orders from the table' });
    // (the navigation has a "Tables and zones" link of its own)
    const panel = modes.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(modes).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(panel).getByRole('link', { name: 'QR codes page' })).toHaveAttribute(
      'href',
      '/clubs/1/qrcode',
    );
    expect(within(panel).queryByRole('link', { name: 'Tables and zones' })).not.toBeInTheDocument();

    await user.click(within(modes).getByRole('radio', { name: 'In chosen zones' }));
    await waitFor(() => expect(saved).toEqual([{ ordering: 'zones' }]));
    await waitFor(() => expect(within(modes).getByRole('radio', { name: 'In chosen zones' })).toBeChecked());
    expect(within(panel).getByRole('link', { name: 'Tables and zones' })).toHaveAttribute(
      'href',
      '/clubs/1/tables',
    );

    await user.click(within(modes).getByRole('radio', { name: 'At every table' }));
    await waitFor(() => expect(saved).toEqual([{ ordering: 'zones' }, { ordering: 'all' }]));
  });

  it('offers the Smart plan on Freemium instead of the choice', async () => {
    // the fake club 2 is on Freemium
    await renderApp('/clubs/2/profile/settings', { token: 'valid-token' });
    expect(
      await screen.findByText(/ordering from their phones at the table is part of the Smart plan/),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Orders from the table' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/2/profile/plan?plan=smart',
    );
  });

  it('is a row of the plans’ comparison: Smart and Professional have it', async () => {
    await renderApp('/clubs/2/profile/plan', { token: 'valid-token' });
    const row = (await screen.findByText('Orders from the table', { selector: 'th' })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Not included', 'Included', 'Included']);
  });
});
