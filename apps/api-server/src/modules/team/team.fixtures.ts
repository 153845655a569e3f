/** Test set-up for the team: a member of a club with a role and a session, and a member's role now. */
import type { ClubRole } from '@tavola/domain/club-roles';
import { and, eq } from 'drizzle-orm';
import { clubMembers } from '#db/schema.ts';
import type { TestContext, TestUser } from '#test/harness.ts';

/** A new account, made a member of the club with `role`, and signed in. */
export async function addMember(
  t: TestContext,
  clubId: number,
  role: ClubRole,
): Promise<{ user: TestUser; token: string }> {
  const user = await t.createUser();
  await t.app.db.insert(clubMembers).values({ clubId, userId: user.id, role });
  return { user, token: await t.signIn(user) };
}

/** The member's role in the club, as stored; undefined when they are not in it. */
export async function roleOf(t: TestContext, clubId: number, userId: number): Promise<ClubRole | undefined> {
  const [row] = await t.app.db
    .select({ role: clubMembers.role })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return row?.role;
}
