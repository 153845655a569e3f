/** Club ownership: a user reaches the clubs they own or manage; administrators reach every club. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { type ClubRole, clubMembers, clubs } from '#db/schema.ts';
import type { AuthContext } from '#modules/auth/sessions.ts';

export interface ClubAccess {
  clubId: number;
  /** null for an administrator who is not a member */
  role: ClubRole | null;
}

/**
 * The access rule, from what a lookup found: a member reaches the club with their role; an
 * administrator reaches any club that exists, with their role if they are a member too.
 */
export function clubAccessFrom(
  clubId: number,
  found: { clubExists: boolean; memberRole: ClubRole | null },
  isAdmin: boolean,
): ClubAccess | null {
  if (found.memberRole !== null) return { clubId, role: found.memberRole };
  if (isAdmin && found.clubExists) return { clubId, role: null };
  return null;
}

/** The caller's access to `clubId`; `authenticate` usually finds it with the session (plugins/auth.ts). */
export async function findClubAccess(db: Db, clubId: number, auth: AuthContext): Promise<ClubAccess | null> {
  const [row] = await db
    .select({ memberRole: clubMembers.role })
    .from(clubs)
    .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubs.id), eq(clubMembers.userId, auth.userId)))
    .where(eq(clubs.id, clubId));
  return clubAccessFrom(
    clubId,
    { clubExists: row !== undefined, memberRole: row?.memberRole ?? null },
    auth.isAdmin,
  );
}
