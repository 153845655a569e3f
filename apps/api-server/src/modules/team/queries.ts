/** The club's members (club_members) with the account fields the team page shows. */
import type { ClubRole } from '@tavola/domain/club-roles';
import { CALL_ALERT_MINUTES_DEFAULT } from '@tavola/domain/waiter-calls';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubMembers, clubs, memberZones, tableZones, users } from '#db/schema.ts';

const memberColumns = {
  userId: clubMembers.userId,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: clubMembers.role,
  onShift: clubMembers.onShift,
  joinedAt: clubMembers.createdAt,
};

type MemberFields = {
  userId: number;
  name: string;
  surname: string;
  email: string;
  role: ClubRole;
  onShift: boolean;
  joinedAt: Date;
};

export type MemberRow = MemberFields & { zoneIds: number[] };

/** The zones each member of the club serves, by member. */
async function zonesByMember(db: DbOrTx, clubId: number, userId?: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ userId: memberZones.userId, zoneId: memberZones.zoneId })
    .from(memberZones)
    .where(
      userId === undefined
        ? eq(memberZones.clubId, clubId)
        : and(eq(memberZones.clubId, clubId), eq(memberZones.userId, userId)),
    )
    .orderBy(asc(memberZones.zoneId));
  const zones = new Map<number, number[]>();
  for (const row of rows) zones.set(row.userId, [...(zones.get(row.userId) ?? []), row.zoneId]);
  return zones;
}

const withZones = (rows: MemberFields[], zones: Map<number, number[]>): MemberRow[] =>
  rows.map((row) => ({ ...row, zoneIds: zones.get(row.userId) ?? [] }));

/** Owners first, then managers, then waiters, each by name. */
const ROLE_ORDER = sql`case ${clubMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`;

export async function listMembers(db: DbOrTx, clubId: number): Promise<MemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(ROLE_ORDER, asc(users.name), asc(users.surname), asc(clubMembers.userId));
  return withZones(rows, await zonesByMember(db, clubId));
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
  if (!row) return null;
  return withZones([row], await zonesByMember(tx, clubId, userId))[0] ?? null;
}

/** Replaces the zones a member serves. */
export async function setZones(tx: DbOrTx, clubId: number, userId: number, zoneIds: number[]): Promise<void> {
  await tx.delete(memberZones).where(and(eq(memberZones.clubId, clubId), eq(memberZones.userId, userId)));
  if (zoneIds.length > 0) {
    await tx.insert(memberZones).values(zoneIds.map((zoneId) => ({ clubId, userId, zoneId })));
  }
}

/** How many of these zones are the club's. */
/** The names of those of `zoneIds` that are the club's, by name (fewer than asked: one is not). */
export async function clubZoneNames(tx: DbOrTx, clubId: number, zoneIds: number[]): Promise<string[]> {
  if (zoneIds.length === 0) return [];
  const rows = await tx
    .select({ name: tableZones.name })
    .from(tableZones)
    .where(and(eq(tableZones.clubId, clubId), inArray(tableZones.id, zoneIds)))
    .orderBy(asc(tableZones.name));
  return rows.map((row) => row.name);
}

export async function setOnShift(db: DbOrTx, clubId: number, userId: number, onShift: boolean) {
  await db
    .update(clubMembers)
    .set({ onShift })
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

/** The caller's service: their shift and zones, and the club's alert time (null: not a member). */
export async function serviceState(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await db
    .select({ onShift: clubMembers.onShift, alertMinutes: clubs.callAlertMinutes })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  if (!row) return null;
  const zones = await zonesByMember(db, clubId, userId);
  return { onShift: row.onShift, zoneIds: zones.get(userId) ?? [], alertMinutes: row.alertMinutes };
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

/** Minutes after which a call nobody took goes to every waiter on shift. */
export async function clubAlertMinutes(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ minutes: clubs.callAlertMinutes }).from(clubs).where(eq(clubs.id, clubId));
  return row?.minutes ?? CALL_ALERT_MINUTES_DEFAULT;
}

export async function isMember(tx: DbOrTx, clubId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return row !== undefined;
}

export async function addMember(tx: DbOrTx, clubId: number, userId: number, role: ClubRole, now: Date) {
  await tx.insert(clubMembers).values({ clubId, userId, role, createdAt: now });
}
