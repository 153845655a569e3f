/**
 * Reads of the club's activity log, newest first, by the (club, time) indexes of activity_log.
 * A day is the club's local day: midnight to midnight in its time zone, computed by PostgreSQL
 * (so a day with a daylight-saving change has its 23 or 25 hours).
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { activityLog, addresses, clubs } from '#db/schema.ts';

export interface ActivityFilter {
  userId?: number;
  /** YYYY-MM-DD, the club's local date */
  day?: string;
}

export type ActivityRow = Pick<
  typeof activityLog.$inferSelect,
  'id' | 'createdAt' | 'kind' | 'userId' | 'actorName' | 'subject' | 'details'
>;

const clubTimeZone = (clubId: number) =>
  sql`(select ${clubs.timeZone} from ${clubs} where ${clubs.id} = ${clubId})`;

/** The conditions of a filter, the club's first. */
function filtered(clubId: number, filter: ActivityFilter, before?: number): SQL | undefined {
  const conditions: SQL[] = [eq(activityLog.clubId, clubId)];
  if (filter.userId !== undefined) conditions.push(eq(activityLog.userId, filter.userId));
  if (filter.day !== undefined) {
    const zone = clubTimeZone(clubId);
    conditions.push(
      gte(activityLog.createdAt, sql`(${filter.day}::date::timestamp at time zone ${zone})`),
      lt(activityLog.createdAt, sql`((${filter.day}::date + 1)::timestamp at time zone ${zone})`),
    );
  }
  if (before !== undefined) {
    // after the entry `before` in the order of the list; an id that is not the club's gives nothing
    conditions.push(
      sql`(${activityLog.createdAt}, ${activityLog.id}) < (select a.created_at, a.id from ${activityLog} a where a.id = ${before} and a.club_id = ${clubId})`,
    );
  }
  return and(...conditions);
}

/** Up to `limit` entries matching the filter, newest first, after the entry `before` when given. */
export async function listActivity(
  db: DbOrTx,
  clubId: number,
  filter: ActivityFilter,
  limit: number,
  before?: number,
): Promise<ActivityRow[]> {
  return db
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      kind: activityLog.kind,
      userId: activityLog.userId,
      actorName: activityLog.actorName,
      subject: activityLog.subject,
      details: activityLog.details,
    })
    .from(activityLog)
    .where(filtered(clubId, filter, before))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

/** The club's name, time zone and country: the export's file name and times, the prices' currency. */
export async function clubFacts(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ name: clubs.name, timeZone: clubs.timeZone, country: addresses.country })
    .from(clubs)
    .leftJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(eq(clubs.id, clubId));
  return row ?? null;
}
