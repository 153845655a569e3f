import { beforeAll, describe, expect, it } from 'vitest';
import { clubInvitations, clubMembers } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';
import { roleOf as roleIn } from './team.fixtures.ts';

const DAY_MS = 86_400_000;

describe('invitations to a club team', () => {
  const t = useTestApp();
  let ownerToken = '';
  let address = 0;
  const nextEmail = () => `invited${++address}.${Date.now()}@example.com`;

  beforeAll(async () => {
    ownerToken = await t.signIn(t.demo.user);
  });

  const roleOf = (userId: number) => roleIn(t, t.demo.clubId, userId);

  async function invite(email: string, role: 'manager' | 'waiter' = 'waiter') {
    const response = await t.call('inviteClubMember', {
      params: { clubId: t.demo.clubId },
      token: ownerToken,
      body: { email, role },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { invitation: response.json(), token: linkParameter(t.mail.last(email), 'token') };
  }

  it('emails a link that shows the invitation, then lets a signed-in account join once with its role', async () => {
    const email = nextEmail();
    const { invitation, token } = await invite(email, 'manager');
    expect(invitation).toMatchObject({ email, role: 'manager' });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * DAY_MS);
    const mail = t.mail.last(email);
    expect(mail.subject).toBe('Join the team of Trattoria Demo on Tavola');
    expect(mail.text).toContain('invites you to join the team of "Trattoria Demo" on Tavola, as a manager.');
    expect(mail.text).toContain('http://localhost:5173/join?token=');

    const listed = await t.call('listClubInvitations', {
      params: { clubId: t.demo.clubId },
      token: ownerToken,
    });
    expect(listed.json().invitations).toContainEqual(invitation);

    const preview = await t.call('getInvitation', { query: { token } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      clubName: 'Trattoria Demo',
      role: 'manager',
      email,
      invitedBy: 'Demo',
    });

    const person = await t.createUser();
    const session = await t.signIn(person);
    const joined = await t.call('acceptInvitation', { token: session, body: { token } });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ clubId: t.demo.clubId, role: 'manager' });
    expect(await roleOf(person.id)).toBe('manager');
    const clubs = await t.call('listOwnedClubs', { token: session });
    expect(clubs.json()).toEqual([expect.objectContaining({ id: t.demo.clubId, role: 'manager' })]);

    // used: the link is spent, for the preview and for anyone else
    const reused = await t.call('acceptInvitation', {
      token: await t.signIn(await t.createUser()),
      body: { token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_or_expired_link');
    expect((await t.call('getInvitation', { query: { token } })).statusCode).toBe(400);
    const after = await t.call('listClubInvitations', {
      params: { clubId: t.demo.clubId },
      token: ownerToken,
    });
    expect(after.json().invitations.map((each: { id: number }) => each.id)).not.toContain(invitation.id);
  });

  it('refuses a link that is altered, expired, withdrawn or replaced by a newer one', async () => {
    const session = await t.signIn(await t.createUser());
    const refused = async (token: string) => {
      const response = await t.call('acceptInvitation', { token: session, body: { token } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_or_expired_link',
        message: 'This invitation link is invalid, used or expired. Ask the club’s owner for a new one.',
      });
    };
    const altered = await invite(nextEmail());
    await refused(`${altered.token.slice(0, -1)}${altered.token.endsWith('A') ? 'B' : 'A'}`);
    await refused('x'.repeat(512));

    const withdrawn = await invite(nextEmail());
    const removed = await t.call('withdrawClubInvitation', {
      params: { clubId: t.demo.clubId, invitationId: withdrawn.invitation.id },
      token: ownerToken,
    });
    expect(removed.statusCode).toBe(204);
    await refused(withdrawn.token);
    const again = await t.call('withdrawClubInvitation', {
      params: { clubId: t.demo.clubId, invitationId: withdrawn.invitation.id },
      token: ownerToken,
    });
    expect(again.json().code).toBe('invitation_not_found');

    const email = nextEmail();
    const first = await invite(email);
    const second = await invite(email, 'manager');
    await refused(first.token);
    const joined = await t.call('acceptInvitation', { token: session, body: { token: second.token } });
    expect(joined.json().role).toBe('manager');

    const late = await invite(nextEmail());
    t.clock.advance(7 * DAY_MS + 1000);
    // sessions idle that long have ended too: new ones
    ownerToken = await t.signIn(t.demo.user);
    const expired = await t.call('acceptInvitation', {
      token: await t.signIn(await t.createUser()),
      body: { token: late.token },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_or_expired_link');
    expect((await t.call('getInvitation', { query: { token: late.token } })).statusCode).toBe(400);
  });

  it('refuses an address already in the team, and an account that is already a member', async () => {
    const member = await t.createUser();
    await t.app.db.insert(clubMembers).values({ clubId: t.demo.clubId, userId: member.id, role: 'waiter' });
    const response = await t.call('inviteClubMember', {
      params: { clubId: t.demo.clubId },
      token: ownerToken,
      body: { email: member.email.toUpperCase(), role: 'manager' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'already_member',
      message: `${member.email.toUpperCase()} is already in the club’s team.`,
    });
    expect(t.mail.to(member.email.toUpperCase())).toHaveLength(0);

    // an invitation to another address, opened by a member: refused, and left for its addressee
    const { token } = await invite(nextEmail(), 'manager');
    const joined = await t.call('acceptInvitation', { token: await t.signIn(member), body: { token } });
    expect(joined.statusCode).toBe(409);
    expect(joined.json().code).toBe('already_member');
    expect(await roleOf(member.id)).toBe('waiter');
    expect((await t.call('getInvitation', { query: { token } })).statusCode).toBe(200);
  });

  it('turns bad input away with clear errors and stores nothing', async () => {
    const before = await t.app.db.$count(clubInvitations);
    for (const body of [
      { email: 'not an email', role: 'waiter' },
      { email: `${'a'.repeat(250)}@example.com`, role: 'waiter' },
      { email: 'owner@example.com', role: 'owner' },
      { email: 'nul\u0000@example.com', role: 'waiter' },
    ]) {
      const response = await t.call('inviteClubMember', {
        params: { clubId: t.demo.clubId },
        token: ownerToken,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.app.db.$count(clubInvitations)).toBe(before);
    const anonymous = await t.call('acceptInvitation', { body: { token: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only the owner invite, list and withdraw', async () => {
    const manager = await t.createUser();
    await t.app.db.insert(clubMembers).values({ clubId: t.demo.clubId, userId: manager.id, role: 'manager' });
    const token = await t.signIn(manager);
    const invited = await t.call('inviteClubMember', {
      params: { clubId: t.demo.clubId },
      token,
      body: { email: nextEmail(), role: 'manager' },
    });
    expect(invited.statusCode).toBe(403);
    expect(invited.json().code).toBe('role_not_allowed');
  });
});

describe('invitations are rate limited', () => {
  const t = useTestApp({ rateLimits: { inviteClubMember: { max: 3, windowMs: 60_000 } } });

  it('refuses the fourth invitation in a minute with 429', async () => {
    const token = await t.signIn(t.demo.user);
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await t.call('inviteClubMember', {
        params: { clubId: t.demo.clubId },
        token,
        body: { email: `crowd${n}@example.com`, role: 'waiter' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
