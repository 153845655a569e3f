/**
 * Invitations to a club's team: stored with the hash of their link's token, usable once, for
 * INVITATION_VALID_DAYS days, unless withdrawn or replaced by a newer one to the same address.
 */
import type { ClubRole } from '@tavola/domain/club-roles';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubInvitations, clubMembers, clubs, users } from '#db/schema.ts';
import { hashToken, newToken } from '#lib/tokens.ts';

export const INVITATION_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

type InvitedRole = Exclude<ClubRole, 'owner'>;

const invitationColumns = {
  id: clubInvitations.id,
  email: clubInvitations.email,
  role: clubInvitations.role,
  createdAt: clubInvitations.createdAt,
  expiresAt: clubInvitations.expiresAt,
};

/** Not accepted, not withdrawn, not expired. */
const pending = (now: Date) =>
  and(
    isNull(clubInvitations.acceptedAt),
    isNull(clubInvitations.withdrawnAt),
    gt(clubInvitations.expiresAt, now),
  );

const sameEmail = (column: typeof users.email | typeof clubInvitations.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

export function listPending(db: DbOrTx, clubId: number, now: Date) {
  return db
    .select(invitationColumns)
    .from(clubInvitations)
    .where(and(eq(clubInvitations.clubId, clubId), pending(now)))
    .orderBy(desc(clubInvitations.createdAt), desc(clubInvitations.id));
}

/** Whether an account with this email is a member of the club. */
export async function emailIsMember(tx: DbOrTx, clubId: number, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(and(eq(clubMembers.clubId, clubId), sameEmail(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/** A new invitation, the earlier pending ones to the same address withdrawn; returns its token. */
export async function createInvitation(
  tx: DbOrTx,
  invitation: { clubId: number; email: string; role: InvitedRole; invitedByUserId: number },
  now: Date,
) {
  await tx
    .update(clubInvitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(clubInvitations.clubId, invitation.clubId),
        sameEmail(clubInvitations.email, invitation.email),
        pending(now),
      ),
    );
  const token = newToken();
  const [row] = await tx
    .insert(clubInvitations)
    .values({
      ...invitation,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
    })
    .returning(invitationColumns);
  if (!row) throw new Error('the invitation was not stored');
  return { ...row, token };
}

export async function withdraw(
  tx: DbOrTx,
  clubId: number,
  invitationId: number,
  now: Date,
): Promise<{ email: string; role: InvitedRole } | null> {
  const [row] = await tx
    .update(clubInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(clubInvitations.clubId, clubId), eq(clubInvitations.id, invitationId), pending(now)))
    .returning({ email: clubInvitations.email, role: clubInvitations.role });
  return row ?? null;
}

/** A pending invitation by its link's token, with its club's name and the inviter's first name. */
export async function findPendingByToken(
  db: DbOrTx,
  token: string,
  now: Date,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: clubInvitations.id,
      clubId: clubInvitations.clubId,
      clubName: clubs.name,
      email: clubInvitations.email,
      role: clubInvitations.role,
      invitedBy: users.name,
      expiresAt: clubInvitations.expiresAt,
    })
    .from(clubInvitations)
    .innerJoin(clubs, eq(clubs.id, clubInvitations.clubId))
    .leftJoin(users, eq(users.id, clubInvitations.invitedByUserId))
    .where(and(eq(clubInvitations.tokenHash, hashToken(token)), pending(now)));
  const [row] = options.lock ? await query.for('update', { of: clubInvitations }) : await query;
  return row ?? null;
}

export async function markAccepted(
  tx: DbOrTx,
  invitationId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(clubInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(eq(clubInvitations.id, invitationId));
}

/** The inviter's first name and the club's name, for the mail. */
export async function mailDetails(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await db
    .select({ clubName: clubs.name, invitedBy: users.name })
    .from(clubs)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(clubs.id, clubId));
  return row ?? null;
}
