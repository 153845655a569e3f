/**
 * The team: members and roles of a club. Which role reaches which operation is walked for the
 * whole contract in http/authorization.test.ts; here, what the team's operations do and refuse.
 */
import type { ClubRole } from '@tavola/domain/club-roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { addMember, roleOf as roleIn } from './team.fixtures.ts';

describe('the team of a club', () => {
  const t = useTestApp();
  let ownerToken = '';
  let otherClubId = 0;

  const member = (role: ClubRole, clubId = t.demo.clubId) => addMember(t, clubId, role);
  const roleOf = (userId: number, clubId = t.demo.clubId) => roleIn(t, clubId, userId);

  beforeAll(async () => {
    ownerToken = await t.signIn(t.demo.user);
    const [bar] = await t.app.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Bar Demo'));
    otherClubId = bar?.id ?? 0;
    expect(otherClubId).toBeGreaterThan(0);
  });

  it('lists owners first, then managers, then waiters, to the owner and to managers', async () => {
    const manager = await member('manager');
    const waiter = await member('waiter');
    for (const token of [ownerToken, manager.token]) {
      const response = await t.call('listClubMembers', { params: { clubId: t.demo.clubId }, token });
      expect(response.statusCode).toBe(200);
      const members: { userId: number; role: ClubRole; email: string; joinedAt: string }[] =
        response.json().members;
      const roles = members.map((each) => each.role);
      expect(roles[0]).toBe('owner');
      expect(roles.lastIndexOf('owner')).toBeLessThan(roles.indexOf('manager'));
      expect(roles.lastIndexOf('manager')).toBeLessThan(roles.indexOf('waiter'));
      expect(members.find((each) => each.userId === waiter.user.id)).toMatchObject({
        role: 'waiter',
        email: waiter.user.email,
      });
      expect(members.find((each) => each.userId === t.demo.user.id)?.role).toBe('owner');
    }
    const refused = await t.call('listClubMembers', {
      params: { clubId: t.demo.clubId },
      token: waiter.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role_not_allowed');
  });

  it("changes a role, and the member's next call has the new one", async () => {
    const waiter = await member('waiter');
    const before = await t.call('listTables', { params: { clubId: t.demo.clubId }, token: waiter.token });
    expect(before.statusCode).toBe(200);
    const refused = await t.call('getScanStatistics', {
      params: { clubId: t.demo.clubId },
      token: waiter.token,
    });
    expect(refused.json().code).toBe('role_not_allowed');

    const changed = await t.call('changeClubMemberRole', {
      params: { clubId: t.demo.clubId, userId: waiter.user.id },
      token: ownerToken,
      body: { role: 'manager' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userId: waiter.user.id, role: 'manager' });
    expect(await roleOf(waiter.user.id)).toBe('manager');
    const after = await t.call('getScanStatistics', {
      params: { clubId: t.demo.clubId },
      token: waiter.token,
    });
    expect(after.statusCode).toBe(200);
  });

  it('never leaves the club without an owner, and gives ownership no other way than a hand-over', async () => {
    const demoted = await t.call('changeClubMemberRole', {
      params: { clubId: t.demo.clubId, userId: t.demo.user.id },
      token: ownerToken,
      body: { role: 'manager' },
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().code).toBe('last_owner');
    const removed = await t.call('removeClubMember', {
      params: { clubId: t.demo.clubId, userId: t.demo.user.id },
      token: ownerToken,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({
      code: 'last_owner',
      message: 'A club always keeps an owner: hand the club over to someone else first.',
    });
    expect(await roleOf(t.demo.user.id)).toBe('owner');

    const manager = await member('manager');
    const promoted = await t.call('changeClubMemberRole', {
      params: { clubId: t.demo.clubId, userId: manager.user.id },
      token: ownerToken,
      body: { role: 'owner' },
    });
    expect(promoted.statusCode).toBe(400);
    expect(await roleOf(manager.user.id)).toBe('manager');
  });

  it('removes a member, whose session stops reaching the club at once and keeps working elsewhere', async () => {
    const manager = await member('manager');
    expect(
      (await t.call('getClub', { params: { clubId: t.demo.clubId }, token: manager.token })).statusCode,
    ).toBe(200);
    const removed = await t.call('removeClubMember', {
      params: { clubId: t.demo.clubId, userId: manager.user.id },
      token: ownerToken,
    });
    expect(removed.statusCode).toBe(204);
    expect(await roleOf(manager.user.id)).toBeUndefined();
    const after = await t.call('getClub', { params: { clubId: t.demo.clubId }, token: manager.token });
    expect(after.statusCode).toBe(404);
    expect(after.json().code).toBe('club_not_found');
    expect((await t.call('getCurrentUser', { token: manager.token })).statusCode).toBe(200);
    const clubsLeft = await t.call('listOwnedClubs', { token: manager.token });
    expect(clubsLeft.json()).toEqual([]);

    const again = await t.call('removeClubMember', {
      params: { clubId: t.demo.clubId, userId: manager.user.id },
      token: ownerToken,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('member_not_found');
  });

  it("reaches only the club's own members: another club's, an unknown id or one past 2^31 are refused", async () => {
    const elsewhere = await member('waiter', otherClubId);
    for (const userId of [elsewhere.user.id, 2_147_483_647]) {
      const response = await t.call('changeClubMemberRole', {
        params: { clubId: t.demo.clubId, userId },
        token: ownerToken,
        body: { role: 'manager' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('member_not_found');
    }
    expect(await roleOf(elsewhere.user.id, otherClubId)).toBe('waiter');
    const tooBig = await t.call('removeClubMember', {
      params: { clubId: t.demo.clubId, userId: 2 ** 31 },
      token: ownerToken,
    });
    expect(tooBig.statusCode).toBe(400);
    // a member of the other club learns nothing of this one
    const stranger = await t.call('listClubMembers', {
      params: { clubId: t.demo.clubId },
      token: elsewhere.token,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('club_not_found');
  });

  it('lets no one but the owner change the team, a waiter least of all their own role', async () => {
    const waiter = await member('waiter');
    const manager = await member('manager');
    for (const { token } of [waiter, manager]) {
      const raise = await t.call('changeClubMemberRole', {
        params: { clubId: t.demo.clubId, userId: waiter.user.id },
        token,
        body: { role: 'manager' },
      });
      expect(raise.statusCode).toBe(403);
      expect(raise.json().code).toBe('role_not_allowed');
      const remove = await t.call('removeClubMember', {
        params: { clubId: t.demo.clubId, userId: manager.user.id },
        token,
      });
      expect(remove.statusCode).toBe(403);
    }
    expect(await roleOf(waiter.user.id)).toBe('waiter');
    expect(await roleOf(manager.user.id)).toBe('manager');
  });

  it('tells each member their role in the list of their clubs', async () => {
    const waiter = await member('waiter');
    const list = await t.call('listOwnedClubs', { token: waiter.token });
    expect(list.json()).toEqual([expect.objectContaining({ id: t.demo.clubId, role: 'waiter' })]);
    const owners = await t.call('listOwnedClubs', { token: ownerToken });
    for (const club of owners.json()) expect(club.role).toBe('owner');
  });
});
