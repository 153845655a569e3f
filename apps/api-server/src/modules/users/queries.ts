import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { type OneTimeTokenPurpose, oneTimeTokens, totpEnrolments, usedTotpCodes, users } from '#db/schema.ts';
import { hashToken, newToken } from '#lib/tokens.ts';

export async function findUserByPhone(db: DbOrTx, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findLiveEnrolment(db: DbOrTx, id: string, now: Date) {
  const [enrolment] = await db
    .select()
    .from(totpEnrolments)
    .where(and(eq(totpEnrolments.id, id), gt(totpEnrolments.expiresAt, now)));
  return enrolment ?? null;
}

/** Records a TOTP step as used; false when it was used already (a replayed code). */
export async function claimTotpStep(
  db: DbOrTx,
  userId: number,
  timeStep: number,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(usedTotpCodes)
    .values({ userId, timeStep, usedAt: now })
    .onConflictDoNothing()
    .returning({ timeStep: usedTotpCodes.timeStep });
  // steps older than the verification window can never match again
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.timeStep, timeStep - 2)));
  return claimed.length === 1;
}

/** Creates a link token; returns the token (only its hash is stored). */
export async function createOneTimeToken(
  db: DbOrTx,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Marks a live, unused link token as used; returns its user, or null (unknown, expired or used). */
export async function consumeOneTimeToken(
  db: DbOrTx,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
