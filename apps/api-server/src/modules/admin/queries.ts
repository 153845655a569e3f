/** Reads and writes of the administration screens: every club, plans, messages, brands. */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { brands, clubActivationTokens, clubMembers, clubSubscriptions, clubs, users } from '#db/schema.ts';
import { latestClubMessages } from '#modules/clubs/queries.ts';

export interface AdminClubOwner {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
}

/** Every club (or the given ones) with owners, brand, plan and latest message; newest first. */
export async function listAdminClubs(db: Db, clubIds?: number[]) {
  const rows = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      enabled: clubs.enabled,
      plan: clubs.plan,
      earlyAdopter: clubs.earlyAdopter,
      paymentState: clubSubscriptions.state,
      periodEnd: clubSubscriptions.periodEnd,
      graceUntil: clubSubscriptions.graceUntil,
      createdAt: clubs.createdAt,
      brandId: brands.id,
      brandName: brands.name,
      brandEnabled: brands.enabled,
    })
    .from(clubs)
    .leftJoin(brands, eq(brands.id, clubs.brandId))
    .leftJoin(clubSubscriptions, eq(clubSubscriptions.clubId, clubs.id))
    .where(clubIds ? inArray(clubs.id, clubIds) : undefined)
    .orderBy(desc(clubs.createdAt), desc(clubs.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const owners = await db
    .select({
      clubId: clubMembers.clubId,
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
    })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(and(inArray(clubMembers.clubId, ids), eq(clubMembers.role, 'owner')))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id));
  const ownersByClub = new Map<number, AdminClubOwner[]>();
  for (const { clubId, ...owner } of owners) {
    const list = ownersByClub.get(clubId) ?? [];
    list.push(owner);
    ownersByClub.set(clubId, list);
  }

  const latest = await latestClubMessages(db, ids);

  return rows.map((row) => {
    return {
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      plan: row.plan,
      earlyAdopter: row.earlyAdopter,
      // a club without a subscription row is on Freemium
      paymentState: row.paymentState ?? 'freemium',
      paymentStateUntil: paymentStateUntil(row.graceUntil, row.periodEnd),
      brand:
        row.brandId === null || row.brandName === null || row.brandEnabled === null
          ? null
          : { id: row.brandId, name: row.brandName, enabled: row.brandEnabled },
      owners: ownersByClub.get(row.id) ?? [],
      message: latest.get(row.id) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * The day an unpaid invoice's days run out (the club is on Freemium from then), else the last day
 * of the period or offer: the UTC date of its (exclusive) end minus 1 ms.
 */
function paymentStateUntil(graceUntil: Date | null, periodEnd: Date | null): string | null {
  if (graceUntil) return graceUntil.toISOString().slice(0, 10);
  return periodEnd ? new Date(periodEnd.getTime() - 1).toISOString().slice(0, 10) : null;
}

export type AdminClub = Awaited<ReturnType<typeof listAdminClubs>>[number];

export async function findAdminClub(db: Db, clubId: number): Promise<AdminClub | undefined> {
  const [club] = await listAdminClubs(db, [clubId]);
  return club;
}

/**
 * Sets a club's enabled flag. Returns null for an unknown club, else whether it was just activated
 * (was disabled, now enabled). Activating also spends the team's pending activation links, so an
 * old link cannot activate the club a second time after an administrator has deactivated it.
 */
export async function setClubEnabled(
  db: DbOrTx,
  clubId: number,
  enabled: boolean,
  now: Date,
): Promise<{ activated: boolean } | null> {
  return db.transaction(async (tx) => {
    const [club] = await tx
      .select({ enabled: clubs.enabled })
      .from(clubs)
      .where(eq(clubs.id, clubId))
      .for('update');
    if (!club) return null;
    if (club.enabled === enabled) return { activated: false };
    await tx.update(clubs).set({ enabled, updatedAt: now }).where(eq(clubs.id, clubId));
    if (enabled) {
      await tx
        .update(clubActivationTokens)
        .set({ usedAt: now })
        .where(and(eq(clubActivationTokens.clubId, clubId), isNull(clubActivationTokens.usedAt)));
    }
    return { activated: enabled };
  });
}

export async function clubOwners(db: DbOrTx, clubId: number): Promise<AdminClubOwner[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
    })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.role, 'owner')))
    .orderBy(asc(users.id));
}

/** Case-insensitive: "Peroni" and "peroni" are the same brand. */
export async function findBrandByName(db: DbOrTx, name: string, exceptId?: number) {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${brands.id} <> ${exceptId}`,
      ),
    );
  return brand;
}

export const brandColumns = { id: brands.id, name: brands.name, enabled: brands.enabled };
