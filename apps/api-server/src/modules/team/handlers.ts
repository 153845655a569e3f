/**
 * The team: a club's members and their roles (openapi tag `team`). Which role may call what is
 * stated per operation in the contract (`x-roles`) and checked before any handler
 * (plugins/openapi.ts); these handlers keep the club's one rule of their own: it always has an owner.
 */
import type { DbOrTx } from '#db/client.ts';
import { writeClub } from '#db/club-writes.ts';
import { badRequest, conflict, forbidden, notFound, unauthenticated } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { clubInvitationMail } from '#mail/templates.ts';
import { actorOf, recordActivity } from '#modules/activity/record.ts';
import * as invitations from './invitations.ts';
import * as ownership from './ownership.ts';
import * as queries from './queries.ts';

const memberNotFound = () => notFound('member_not_found', 'This person is not in the club’s team.');
const lastOwner = () =>
  conflict('last_owner', 'A club always keeps an owner: hand the club over to someone else first.');

const alreadyMember = (email?: string) =>
  conflict(
    'already_member',
    email ? `${email} is already in the club’s team.` : 'You are already in this club’s team.',
  );
const invitationNotFound = () => notFound('invitation_not_found', 'This invitation is no longer pending.');
const invalidOrExpiredLink = () =>
  badRequest(
    'invalid_or_expired_link',
    'This invitation link is invalid, used or expired. Ask the club’s owner for a new one.',
  );

const noTransfer = () => notFound('no_ownership_transfer', 'The owner has not offered this club to anyone.');
const notOfferedToYou = () => forbidden('not_offered_to_you', 'The owner offered this club to someone else.');
const alreadyOwner = () => conflict('already_owner', 'This person already owns the club.');

const asTransfer = (row: NonNullable<Awaited<ReturnType<typeof ownership.findTransfer>>>) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The member whose role is about to change or who leaves, locked; refused when they are the club's
 * only owner. The club's row is locked first (writeClub): two owners demoting each other wait in turn.
 */
async function memberLeavingOwnership(tx: DbOrTx, clubId: number, userId: number) {
  const found = await queries.findMemberForUpdate(tx, clubId, userId);
  if (!found) throw memberNotFound();
  if (found.role === 'owner' && (await queries.countOwners(tx, clubId)) <= 1) throw lastOwner();
  return found;
}

const fullName = (member: { name: string; surname: string }) => `${member.name} ${member.surname}`;

const asMember = (row: queries.MemberRow) => ({ ...row, joinedAt: row.joinedAt.toISOString() });
const asInvitation = (row: {
  id: number;
  email: string;
  role: 'manager' | 'waiter';
  createdAt: Date;
  expiresAt: Date;
}) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export const teamHandlers: Handlers<
  | 'listClubMembers'
  | 'changeClubMemberRole'
  | 'removeClubMember'
  | 'listClubInvitations'
  | 'inviteClubMember'
  | 'withdrawClubInvitation'
  | 'getInvitation'
  | 'acceptInvitation'
  | 'getOwnershipTransfer'
  | 'offerOwnership'
  | 'cancelOwnershipTransfer'
  | 'acceptOwnership'
  | 'setMemberZones'
> = {
  async listClubMembers(request) {
    const members = await queries.listMembers(request.server.db, clubIdOf(request));
    return { status: 200, body: { members: members.map(asMember) } };
  },

  async changeClubMemberRole(request) {
    const clubId = clubIdOf(request);
    const { userId } = request.params;
    const { role } = request.body;
    const member = await writeClub(request.server.db, clubId, async (tx) => {
      const found = await memberLeavingOwnership(tx, clubId, userId);
      await queries.setRole(tx, clubId, userId, role);
      if (found.role !== role)
        await recordActivity(tx, clubId, actorOf(request), {
          kind: 'member_role_changed',
          subject: fullName(found),
          details: { oldRole: found.role, role },
        });
      return { ...found, role };
    });
    return { status: 200, body: asMember(member) };
  },

  async removeClubMember(request) {
    const clubId = clubIdOf(request);
    const { userId } = request.params;
    await writeClub(request.server.db, clubId, async (tx) => {
      const found = await memberLeavingOwnership(tx, clubId, userId);
      await queries.removeMember(tx, clubId, userId);
      // an offer of the club to the removed member goes with them
      await ownership.removeTransferTo(tx, clubId, userId);
      await recordActivity(tx, clubId, actorOf(request), {
        kind: 'member_removed',
        subject: fullName(found),
        details: { role: found.role },
      });
    });
    return { status: 204, body: undefined };
  },

  async listClubInvitations(request) {
    const { db, clock } = request.server;
    const rows = await invitations.listPending(db, clubIdOf(request), clock.now());
    return { status: 200, body: { invitations: rows.map(asInvitation) } };
  },

  async inviteClubMember(request) {
    const { db, clock, mailer, config } = request.server;
    const clubId = clubIdOf(request);
    const invitedByUserId = request.auth?.userId;
    if (invitedByUserId === undefined) throw unauthenticated();
    const email = request.body.email.trim();
    const { role } = request.body;
    const actor = actorOf(request);
    const now = actor.at;
    const created = await writeClub(db, clubId, async (tx) => {
      if (await invitations.emailIsMember(tx, clubId, email)) throw alreadyMember(email);
      const invitation = await invitations.createInvitation(
        tx,
        { clubId, email, role, invitedByUserId },
        now,
      );
      await recordActivity(tx, clubId, actor, { kind: 'invitation_sent', subject: email, details: { role } });
      return invitation;
    });
    // sent after the commit (no transaction held open on the network); without the mail the link
    // could never be used: withdraw it, so the owner simply tries again
    try {
      const details = await invitations.mailDetails(db, clubId, invitedByUserId);
      await mailer.send(
        clubInvitationMail(email, {
          clubName: details?.clubName ?? '',
          invitedBy: details?.invitedBy ?? 'The owner',
          role: created.role,
          link: `${config.consoleUrl}/join?token=${created.token}`,
          validDays: invitations.INVITATION_VALID_DAYS,
        }),
      );
    } catch (error) {
      await writeClub(db, clubId, async (tx) => {
        if (await invitations.withdraw(tx, clubId, created.id, clock.now()))
          await recordActivity(
            tx,
            clubId,
            { ...actor, at: clock.now() },
            {
              kind: 'invitation_withdrawn',
              subject: email,
              details: { role },
            },
          );
      });
      throw error;
    }
    request.log.info({ clubId, invitationId: created.id, role: created.role }, 'team invitation sent');
    return { status: 201, body: asInvitation(created) };
  },

  async withdrawClubInvitation(request) {
    const { db, clock } = request.server;
    const clubId = clubIdOf(request);
    const withdrawn = await writeClub(db, clubId, async (tx) => {
      const invitation = await invitations.withdraw(tx, clubId, request.params.invitationId, clock.now());
      if (invitation)
        await recordActivity(tx, clubId, actorOf(request), {
          kind: 'invitation_withdrawn',
          subject: invitation.email,
          details: { role: invitation.role },
        });
      return invitation;
    });
    if (!withdrawn) throw invitationNotFound();
    return { status: 204, body: undefined };
  },

  async getInvitation(request) {
    const { db, clock } = request.server;
    const found = await invitations.findPendingByToken(db, request.query.token, clock.now());
    if (!found) throw invalidOrExpiredLink();
    return {
      status: 200,
      body: {
        clubName: found.clubName,
        role: found.role,
        email: found.email,
        invitedBy: found.invitedBy,
        expiresAt: found.expiresAt.toISOString(),
      },
    };
  },

  async acceptInvitation(request) {
    const { db, clock } = request.server;
    const userId = request.auth?.userId;
    if (userId === undefined) throw unauthenticated();
    const { token } = request.body;
    const now = clock.now();
    const seen = await invitations.findPendingByToken(db, token, now);
    if (!seen) throw invalidOrExpiredLink();
    // the club's row first, as every write of the club's (db/club-writes.ts); then the invitation,
    // locked, read again: two people opening the same link meanwhile, one of them joins
    const joined = await writeClub(db, seen.clubId, async (tx) => {
      const invitation = await invitations.findPendingByToken(tx, token, now, { lock: true });
      if (!invitation) throw invalidOrExpiredLink();
      if (await queries.isMember(tx, invitation.clubId, userId)) throw alreadyMember();
      await queries.addMember(tx, invitation.clubId, userId, invitation.role, now);
      await invitations.markAccepted(tx, invitation.id, userId, now);
      // the subject is the address the link went to: it ties the entry to the invitation's
      await recordActivity(
        tx,
        invitation.clubId,
        { userId, at: now },
        {
          kind: 'member_joined',
          subject: invitation.email,
          details: { role: invitation.role },
        },
      );
      return { clubId: invitation.clubId, role: invitation.role };
    });
    request.log.info({ clubId: joined.clubId, userId, role: joined.role }, 'joined a club team');
    return { status: 200, body: joined };
  },

  async getOwnershipTransfer(request) {
    const found = await ownership.findTransfer(request.server.db, clubIdOf(request));
    if (!found) throw noTransfer();
    return { status: 200, body: asTransfer(found) };
  },

  async offerOwnership(request) {
    const { db, clock } = request.server;
    const clubId = clubIdOf(request);
    const fromUserId = request.auth?.userId;
    if (fromUserId === undefined) throw unauthenticated();
    const { userId } = request.body;
    const offered = await writeClub(db, clubId, async (tx) => {
      const member = await queries.findMemberForUpdate(tx, clubId, userId);
      if (!member) throw memberNotFound();
      if (member.role === 'owner') throw alreadyOwner();
      await ownership.offer(tx, clubId, fromUserId, userId, clock.now());
      await recordActivity(tx, clubId, actorOf(request), {
        kind: 'ownership_offered',
        subject: fullName(member),
      });
      return ownership.findTransfer(tx, clubId);
    });
    if (!offered) throw noTransfer();
    return { status: 200, body: asTransfer(offered) };
  },

  async cancelOwnershipTransfer(request) {
    const clubId = clubIdOf(request);
    const removed = await writeClub(request.server.db, clubId, async (tx) => {
      const offer = await ownership.removeTransfer(tx, clubId);
      if (offer)
        await recordActivity(tx, clubId, actorOf(request), {
          kind: 'ownership_offer_withdrawn',
          subject: offer.toName,
        });
      return offer;
    });
    if (!removed) throw noTransfer();
    return { status: 204, body: undefined };
  },

  async acceptOwnership(request) {
    const clubId = clubIdOf(request);
    const userId = request.auth?.userId;
    if (userId === undefined) throw unauthenticated();
    await writeClub(request.server.db, clubId, async (tx) => {
      const offered = await ownership.findTransfer(tx, clubId);
      if (!offered) throw noTransfer();
      if (offered.toUserId !== userId) throw notOfferedToYou();
      // the offering owner steps down to manager, if still an owner of the club
      if (offered.fromUserId !== null) {
        const previous = await queries.findMemberForUpdate(tx, clubId, offered.fromUserId);
        if (previous?.role === 'owner') await queries.setRole(tx, clubId, offered.fromUserId, 'manager');
      }
      await queries.setRole(tx, clubId, userId, 'owner');
      await ownership.removeTransfer(tx, clubId);
      await recordActivity(tx, clubId, actorOf(request), {
        kind: 'ownership_accepted',
        subject: offered.toName,
      });
    });
    request.log.info({ clubId, userId }, 'club handed over');
    return { status: 200, body: { clubId, role: 'owner' as const } };
  },

  async setMemberZones(request) {
    const clubId = clubIdOf(request);
    const { userId } = request.params;
    const { zoneIds } = request.body;
    const member = await writeClub(request.server.db, clubId, async (tx) => {
      const found = await queries.findMemberForUpdate(tx, clubId, userId);
      if (!found) throw memberNotFound();
      const zoneNames = await queries.clubZoneNames(tx, clubId, zoneIds);
      if (zoneNames.length !== zoneIds.length) {
        throw badRequest('zone_not_found', 'One of these zones is not the club’s: reload the page.');
      }
      await queries.setZones(tx, clubId, userId, zoneIds);
      const sorted = [...zoneIds].sort((a, b) => a - b);
      // the same zones again change nothing worth a line in the log
      if (sorted.join() !== [...found.zoneIds].sort((a, b) => a - b).join()) {
        await recordActivity(tx, clubId, actorOf(request), {
          kind: 'member_zones_changed',
          subject: fullName(found),
          details: { zones: zoneNames },
        });
      }
      return { ...found, zoneIds: sorted };
    });
    return { status: 200, body: asMember(member) };
  },
};
