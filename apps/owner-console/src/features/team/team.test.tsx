import { QueryClient } from '@tanstack/react-query';
import { setSession } from '@tavola/api/session';
import { activateLanguage } from '@tavola/i18n/setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingInvitation } from '#lib/pending-invitation.ts';
import { AppProvider } from '../../app/provider';
import { JoinPage } from './components/join-page';
import { TeamPage } from './components/team-page';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const OWNER = {
  userId: 1,
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario@example.com',
  role: 'owner',
  onShift: false,
  zoneIds: [] as number[],
  joinedAt: '2026-01-01T00:00:00Z',
};
const WAITER = {
  userId: 7,
  name: 'Giulia',
  surname: 'Bianchi',
  email: 'giulia@example.com',
  role: 'waiter',
  onShift: true,
  zoneIds: [] as number[],
  joinedAt: '2026-02-01T00:00:00Z',
};

let members: (typeof OWNER)[];
let invitations: { id: number; email: string; role: string; createdAt: string; expiresAt: string }[];
const sent: { method: string; path: string; body: unknown }[] = [];
let inviteAnswer: () => Response;
let previewAnswer: () => Response;
let transfer: unknown;

beforeEach(() => {
  members = [OWNER, WAITER];
  invitations = [];
  transfer = null;
  sent.length = 0;
  inviteAnswer = () =>
    json(201, {
      id: 5,
      email: 'luca@example.com',
      role: 'manager',
      createdAt: '2026-12-01T00:00:00Z',
      expiresAt: '2026-12-08T00:00:00Z',
    });
  previewAnswer = () =>
    json(200, {
      clubName: 'Trattoria da Mario',
      role: 'waiter',
      email: 'new@example.com',
      invitedBy: 'Mario',
      expiresAt: '2026-12-08T00:00:00Z',
    });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    sent.push({ method: request.method, path: pathname, body });
    if (request.method === 'GET' && pathname.endsWith('/clubs/1/members')) return json(200, { members });
    if (request.method === 'GET' && pathname.endsWith('/clubs/1/zones'))
      return json(200, {
        tableZones: [
          { id: 3, name: 'Terrace' },
          { id: 4, name: 'Inside' },
        ],
      });
    if (request.method === 'PUT' && pathname.endsWith('/clubs/1/members/7/zones')) {
      members = [OWNER, { ...WAITER, zoneIds: (body as { zoneIds: number[] }).zoneIds }];
      return json(200, members[1]);
    }
    if (request.method === 'GET' && pathname.endsWith('/clubs/1/invitations'))
      return json(200, { invitations });
    if (request.method === 'POST' && pathname.endsWith('/clubs/1/invitations')) return inviteAnswer();
    if (request.method === 'DELETE' && pathname.endsWith('/clubs/1/invitations/5')) return json(204);
    if (request.method === 'PATCH' && pathname.endsWith('/clubs/1/members/7')) {
      members = [OWNER, { ...WAITER, role: (body as { role: string }).role }];
      return json(200, members[1]);
    }
    if (request.method === 'DELETE' && pathname.endsWith('/clubs/1/members/7')) {
      members = [OWNER];
      return json(204);
    }
    if (pathname.endsWith('/clubs/1/ownership-transfer')) {
      if (request.method === 'PUT') {
        transfer = {
          fromUserId: 1,
          toUserId: 7,
          toName: 'Giulia Bianchi',
          createdAt: '2026-12-01T00:00:00Z',
        };
        return json(200, transfer);
      }
      if (request.method === 'DELETE') {
        transfer = null;
        return json(204);
      }
      return transfer ? json(200, transfer) : json(404, { code: 'no_ownership_transfer', message: '' });
    }
    if (request.method === 'GET' && pathname.endsWith('/invitations')) return previewAnswer();
    if (request.method === 'POST' && pathname.endsWith('/invitations/accept'))
      return json(200, { clubId: 1, role: 'waiter' });
    return json(404, { code: 'not_found', message: '' });
  });
});

afterEach(() => localStorage.clear());

async function renderAt(element: React.ReactNode, extra: { path: string; element: React.ReactNode }[] = []) {
  await activateLanguage('en', { remember: false });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/', element }, ...extra], { initialEntries: ['/'] });
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('the team page', () => {
  it('shows the owner every member with their role, and changes a waiter into a manager', async () => {
    const { user } = await renderAt(<TeamPage clubId={1} viewerRole="owner" />);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('Giulia Bianchi')).toBeVisible();
    expect(within(list).getByText('Owner')).toBeVisible();
    const role = screen.getByRole('combobox', { name: 'Role of Giulia Bianchi' });
    expect(role).toHaveValue('Waiter');
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        path: '/api/v1/clubs/1/members/7',
        body: { role: 'manager' },
      }),
    );
    expect(await screen.findByText('Role of Giulia Bianchi changed.')).toBeVisible();
  });

  it('invites by email with a role, checks the address first, and says when it is already in the team', async () => {
    const { user } = await renderAt(<TeamPage clubId={1} viewerRole="owner" />);
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Email'), 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(sent.filter((each) => each.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), ' luca@example.com ');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    invitations = [
      {
        id: 5,
        email: 'luca@example.com',
        role: 'manager',
        createdAt: '2026-12-01T00:00:00Z',
        expiresAt: '2026-12-08T00:00:00Z',
      },
    ];
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'POST',
        path: '/api/v1/clubs/1/invitations',
        body: { email: 'luca@example.com', role: 'manager' },
      }),
    );
    expect(await screen.findByText('Invitation sent to luca@example.com.')).toBeVisible();
    // pending: it can be withdrawn
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to luca@example.com' }),
    );
    await vi.waitFor(() =>
      expect(sent.some((each) => each.method === 'DELETE' && each.path.endsWith('/invitations/5'))).toBe(
        true,
      ),
    );

    inviteAnswer = () => json(409, { code: 'already_member', message: 'x' });
    await user.type(within(form).getByLabelText('Email'), 'giulia@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This person is already in the team.')).toBeVisible();
  });

  it('removes a member after the typed confirmation', async () => {
    const { user } = await renderAt(<TeamPage clubId={1} viewerRole="owner" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Giulia Bianchi from the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Giulia Bianchi from the team' });
    await user.type(within(dialog).getByRole('textbox'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: /delete/i }));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Members' })).queryByText('Giulia Bianchi')).toBeNull(),
    );
  });

  it('offers the club to a member, then takes the offer back', async () => {
    const { user } = await renderAt(<TeamPage clubId={1} viewerRole="owner" />);
    const form = await screen.findByRole('form', { name: 'Hand the club over' });
    await user.click(within(form).getByRole('combobox', { name: 'New owner' }));
    await user.click(await screen.findByRole('option', { name: 'Giulia Bianchi' }));
    await user.click(within(form).getByRole('button', { name: 'Offer the club' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        path: '/api/v1/clubs/1/ownership-transfer',
        body: { userId: 7 },
      }),
    );
    expect(await screen.findByText(/Offered to Giulia Bianchi\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take the offer back' }));
    expect(await screen.findByRole('form', { name: 'Hand the club over' })).toBeVisible();
  });

  it('lets a manager choose the zones a waiter serves, and shows who is on shift', async () => {
    const { user } = await renderAt(<TeamPage clubId={1} viewerRole="manager" />);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('On shift')).toBeVisible();
    const zones = await within(list).findByRole('combobox', { name: 'Zones Giulia Bianchi serves' });
    await user.click(zones);
    await user.click(await screen.findByRole('option', { name: 'Terrace' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        path: '/api/v1/clubs/1/members/7/zones',
        body: { zoneIds: [3] },
      }),
    );
  });

  it('shows a manager the team without the owner’s controls', async () => {
    await renderAt(<TeamPage clubId={1} viewerRole="manager" />);
    expect(await screen.findByText('Giulia Bianchi')).toBeVisible();
    expect(screen.getByText('Waiter')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hand the club over' })).toBeNull();
    expect(sent.some((each) => each.path.endsWith('/invitations'))).toBe(false);
  });
});

describe('the page an invitation opens', () => {
  it('joins with the signed-in account and opens the club where the role starts', async () => {
    setSession({ token: 'session-token', isAdmin: false });
    const { user, router } = await renderAt(<JoinPage token="tok" />, [
      { path: '/clubs/:clubId/calls', element: <p>calls page</p> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Join the team of Trattoria da Mario' })).toBeVisible();
    expect(screen.getByText('Mario invites you to the team.')).toBeVisible();
    expect(screen.getByText('Your role: Waiter')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/clubs/1/calls'));
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/v1/invitations/accept',
      body: { token: 'tok' },
    });
  });

  it('keeps the invitation on the device for whoever must sign up or sign in first', async () => {
    localStorage.removeItem('auth@token');
    await renderAt(<JoinPage token="tok" />);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await vi.waitFor(() => expect(pendingInvitation()).toBe('tok'));
  });

  it('says plainly when a link is used or expired, and forgets it', async () => {
    localStorage.setItem('pending-invitation', 'old');
    previewAnswer = () => json(400, { code: 'invalid_or_expired_link', message: 'x' });
    await renderAt(<JoinPage token="old" />);
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(
      screen.getByText(
        'This invitation link is invalid, used or expired. Ask the club’s owner for a new one.',
      ),
    ).toBeVisible();
    await vi.waitFor(() => expect(pendingInvitation()).toBeNull());
  });
});
