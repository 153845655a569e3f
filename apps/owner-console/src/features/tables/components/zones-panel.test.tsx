import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clubQueryOptions } from '#api/get-club.ts';
import { AppProvider } from '../../../app/provider';
import { clubDetail } from '../../../test/fake-clubs';
import { ZonesPanel } from './zones-panel';

type Plan = 'freemium' | 'smart' | 'professional';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let plan: Plan;
let ordering: 'off' | 'all' | 'zones';
let createAnswer: () => Response;
const created: unknown[] = [];
/** the zone changes asked for, as `{ zoneId, body }` */
const renamed: { zoneId: string; body: unknown }[] = [];

beforeEach(() => {
  plan = 'smart';
  ordering = 'off';
  created.length = 0;
  renamed.length = 0;
  createAnswer = () => json(201, { id: 99, name: 'Garden' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname.endsWith('/clubs/1'))
      return json(200, { ...clubDetail(1), plan, ordering });
    if (request.method === 'POST' && pathname.endsWith('/clubs/1/zones')) {
      created.push(await request.json());
      return createAnswer();
    }
    const zone = /\/clubs\/1\/zones\/(\d+)$/.exec(pathname);
    if (request.method === 'PATCH' && zone?.[1]) {
      const body = await request.json();
      renamed.push({ zoneId: zone[1], body });
      return json(200, { id: Number(zone[1]), ...body });
    }
    if (request.method === 'GET' && /\/clubs\/1\/(zones|tables)$/.test(pathname))
      return json(200, { tableZones: [], tables: [] });
    return json(404, { code: 'not_found', message: '' });
  });
});

const ZONE = (id: number, name: string, ordering = false) => ({ id, name, ordering });

async function renderPanel(zones: ReturnType<typeof ZONE>[]) {
  await activateLanguage('en', { remember: false });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([
    { path: '*', element: <ZonesPanel clubId={1} zones={zones} tableCounts={new Map()} /> },
  ]);
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const clubLoaded = () =>
    vi.waitFor(() => expect(queryClient.getQueryState(clubQueryOptions(1).queryKey)?.status).toBe('success'));
  return Object.assign(userEvent.setup(), { clubLoaded });
}

describe('rooms on the plan', () => {
  it('counts the rooms on Smart and lets the second one be added', async () => {
    const user = await renderPanel([ZONE(1, 'Inside')]);
    expect(await screen.findByText('1 of 2 zones')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New zone'), 'Garden');
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    await vi.waitFor(() => expect(created).toEqual([{ name: 'Garden' }]));
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it.each(['freemium', 'smart'] as const)(
    'offers Professional instead of the form at the limit on %s',
    async (current) => {
      plan = current;
      await renderPanel([ZONE(1, 'Inside'), ZONE(2, 'Terrace')]);
      expect(await screen.findByText('2 of 2 zones')).toBeInTheDocument();
      const prompt = screen.getByText('Zone limit reached').closest('[role="alert"], .mantine-Alert-root');
      expect(prompt).not.toBeNull();
      expect(within(prompt as HTMLElement).getByText(/up to 2 zones/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
        'href',
        '/clubs/1/profile/plan?plan=professional',
      );
      expect(screen.queryByLabelText('New zone')).not.toBeInTheDocument();
    },
  );

  it('counts nothing and keeps the form on Professional', async () => {
    plan = 'professional';
    const { clubLoaded } = await renderPanel([ZONE(1, 'Inside'), ZONE(2, 'Terrace'), ZONE(3, 'Garden')]);
    await clubLoaded();
    expect(await screen.findByLabelText('New zone')).toBeInTheDocument();
    expect(screen.queryByTestId('room-count')).not.toBeInTheDocument();
    expect(screen.queryByText('Zone limit reached')).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt when the server refuses a room over the limit', async () => {
    createAnswer = () =>
      json(403, { code: 'zone_limit_reached', message: 'Your plan includes up to 2 zones.' });
    const user = await renderPanel([ZONE(1, 'Inside')]);
    await screen.findByText('1 of 2 zones');
    await user.type(screen.getByLabelText('New zone'), 'Garden');
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Zone limit reached')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/clubs/1/profile/plan?plan=professional',
    );
    // no "An error occurred" toast on top of it
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });
});

describe('zones that take orders', () => {
  it('each have a switch when the club takes orders in chosen zones, saved with the zone’s name', async () => {
    ordering = 'zones';
    const user = await renderPanel([ZONE(1, 'Inside'), ZONE(2, 'Terrace', true)]);
    const inside = await screen.findByRole('switch', { name: 'Takes orders: Inside' });
    expect(inside).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Takes orders: Terrace' })).toBeChecked();
    await user.click(inside);
    await vi.waitFor(() =>
      expect(renamed).toEqual([{ zoneId: '1', body: { name: 'Inside', ordering: true } }]),
    );
    await user.click(screen.getByRole('switch', { name: 'Takes orders: Terrace' }));
    await vi.waitFor(() =>
      expect(renamed[1]).toEqual({ zoneId: '2', body: { name: 'Terrace', ordering: false } }),
    );
  });

  it.each([
    ['the club takes orders at every table', 'smart', 'all'],
    ['ordering is off', 'smart', 'off'],
    ['the plan has no orders from the table', 'freemium', 'zones'],
  ] as const)('have no switch when %s', async (_, current, mode) => {
    plan = current;
    ordering = mode;
    await renderPanel([ZONE(1, 'Inside', true)]);
    // the room count shows once the club is read
    await screen.findByText('1 of 2 zones');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
