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

export async function findClubAccess(db: Db, clubId: number, auth: AuthContext): Promise<ClubAccess | null> {
  if (auth.isAdmin) {
    const [club] = await db
      .select({ id: clubs.id, role: clubMembers.role })
      .from(clubs)
      .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubs.id), eq(clubMembers.userId, auth.userId)))
      .where(eq(clubs.id, clubId));
    return club ? { clubId: club.id, role: club.role } : null;
  }
  const [member] = await db
    .select({ role: clubMembers.role })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, auth.userId)));
  return member ? { clubId, role: member.role } : null;
}
