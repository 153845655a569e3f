/** Club ownership: a user reaches the clubs they own or manage; administrators reach every club. */
import type { ClubRole } from '#db/schema.ts';
import type { ClubFound } from '#modules/auth/sessions.ts';

export interface ClubAccess {
  clubId: number;
  /** null for an administrator who is not a member */
  role: ClubRole | null;
}

/**
 * The access rule, from what the session's statement found of the club (plugins/auth.ts): a member reaches the club with their role; an
 * administrator reaches any club that exists, with their role if they are a member too.
 */
export function clubAccessFrom(clubId: number, found: ClubFound, isAdmin: boolean): ClubAccess | null {
  if (found.memberRole !== null) return { clubId, role: found.memberRole };
  if (isAdmin && found.clubExists) return { clubId, role: null };
  return null;
}
