/** The club's members (club_members) with the account fields the team page shows. */
import type { ClubRole } from '@tavola/domain/club-roles';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubMembers, users } from '#db/schema.ts';

const memberColumns = {
  userId: clubMembers.userId,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: clubMembers.role,
  joinedAt: clubMembers.createdAt,
};

export type MemberRow = {
  userId: number;
  name: string;
  surname: string;
  email: string;
  role: ClubRole;
  joinedAt: Date;
};

/** Owners first, then managers, then waiters, each by name. */
const ROLE_ORDER = sql`case ${clubMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`;

export function listMembers(db: DbOrTx, clubId: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(ROLE_ORDER, asc(users.name), asc(users.surname), asc(clubMembers.userId));
}

/** The member, with their row locked for the rest of the transaction; null when not a member. */
export async function findMemberForUpdate(
  tx: DbOrTx,
  clubId: number,
  userId: number,
): Promise<MemberRow | null> {
  const [row] = await tx
    .select(memberColumns)
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
    .for('update', { of: clubMembers });
  return row ?? null;
}

export async function countOwners(tx: DbOrTx, clubId: number): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.role, 'owner')));
  return row?.owners ?? 0;
}

export async function setRole(tx: DbOrTx, clubId: number, userId: number, role: ClubRole): Promise<void> {
  await tx
    .update(clubMembers)
    .set({ role })
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

export async function removeMember(tx: DbOrTx, clubId: number, userId: number): Promise<void> {
  await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}
