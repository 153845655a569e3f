/** Handing a club over: the owner offers it to a member, who must accept; the club never lacks an owner. */
import type { ClubRole } from '@tavola/domain/club-roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { addMember, roleOf as roleIn } from './team.fixtures.ts';

describe('handing a club over', () => {
  const t = useTestApp();
  let clubId = 0;
  let ownerToken = '';

  const member = (role: ClubRole) => addMember(t, clubId, role);
  const roleOf = (userId: number) => roleIn(t, clubId, userId);

  beforeAll(async () => {
    // the demo owner's Freemium club: the hand-over happens on it
    const [bar] = await t.app.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Bar Demo'));
    clubId = bar?.id ?? 0;
    ownerToken = await t.signIn(t.demo.user);
  });

  it('offers the club to a member, who sees the offer and accepts: owner and manager swap', async () => {
    const waiter = await member('waiter');
    const noOffer = await t.call('getOwnershipTransfer', { params: { clubId }, token: waiter.token });
    expect(noOffer.statusCode).toBe(404);
    expect(noOffer.json().code).toBe('no_ownership_transfer');

    const offered = await t.call('offerOwnership', {
      params: { clubId },
      token: ownerToken,
      body: { userId: waiter.user.id },
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ fromUserId: t.demo.user.id, toUserId: waiter.user.id });
    // nothing changes until they accept
    expect(await roleOf(t.demo.user.id)).toBe('owner');
    const list = await t.call('listOwnedClubs', { token: waiter.token });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: clubId, role: 'waiter', ownershipOffered: true }),
    ]);
    const ownersList = await t.call('listOwnedClubs', { token: ownerToken });
    expect(ownersList.json().every((club: { ownershipOffered: boolean }) => !club.ownershipOffered)).toBe(
      true,
    );

    // someone else cannot take it
    const other = await member('manager');
    const stolen = await t.call('acceptOwnership', { params: { clubId }, token: other.token });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('not_offered_to_you');

    const accepted = await t.call('acceptOwnership', { params: { clubId }, token: waiter.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ clubId, role: 'owner' });
    expect(await roleOf(waiter.user.id)).toBe('owner');
    expect(await roleOf(t.demo.user.id)).toBe('manager');
    expect(
      (await t.call('getOwnershipTransfer', { params: { clubId }, token: waiter.token })).statusCode,
    ).toBe(404);
    // the new owner reaches billing; the old one no longer does
    expect((await t.call('listInvoices', { params: { clubId }, token: waiter.token })).statusCode).toBe(200);
    const refused = await t.call('listInvoices', { params: { clubId }, token: ownerToken });
    expect(refused.json().code).toBe('role_not_allowed');

    // and hands it back, for the tests after this one
    await t.call('offerOwnership', {
      params: { clubId },
      token: waiter.token,
      body: { userId: t.demo.user.id },
    });
    expect((await t.call('acceptOwnership', { params: { clubId }, token: ownerToken })).statusCode).toBe(200);
    expect(await roleOf(t.demo.user.id)).toBe('owner');
  });

  it('takes an offer back, drops it when its member leaves, and refuses an owner or a stranger', async () => {
    const manager = await member('manager');
    await t.call('offerOwnership', {
      params: { clubId },
      token: ownerToken,
      body: { userId: manager.user.id },
    });
    const cancelled = await t.call('cancelOwnershipTransfer', { params: { clubId }, token: ownerToken });
    expect(cancelled.statusCode).toBe(204);
    const late = await t.call('acceptOwnership', { params: { clubId }, token: manager.token });
    expect(late.statusCode).toBe(404);
    expect(await roleOf(manager.user.id)).toBe('manager');

    await t.call('offerOwnership', {
      params: { clubId },
      token: ownerToken,
      body: { userId: manager.user.id },
    });
    await t.call('removeClubMember', { params: { clubId, userId: manager.user.id }, token: ownerToken });
    expect((await t.call('getOwnershipTransfer', { params: { clubId }, token: ownerToken })).statusCode).toBe(
      404,
    );

    const self = await t.call('offerOwnership', {
      params: { clubId },
      token: ownerToken,
      body: { userId: t.demo.user.id },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('already_owner');
    const stranger = await t.createUser();
    const notMember = await t.call('offerOwnership', {
      params: { clubId },
      token: ownerToken,
      body: { userId: stranger.id },
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().code).toBe('member_not_found');
    const tooBig = await t.call('offerOwnership', {
      params: { clubId },
      token: ownerToken,
      body: { userId: 2 ** 31 },
    });
    expect(tooBig.statusCode).toBe(400);
    // a manager cannot offer the club
    const manager2 = await member('manager');
    const byManager = await t.call('offerOwnership', {
      params: { clubId },
      token: manager2.token,
      body: { userId: manager2.user.id },
    });
    expect(byManager.json().code).toBe('role_not_allowed');
  });
});
