/**
 * Scan statistics read from `scan_counts` (rows counted per club, club-local day, table, menu and
 * language). Every query is scoped by club and by a closed range of days.
 */
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubs, scanCounts, tables } from '#db/schema.ts';

const TOP_TABLES = 10;

export interface DayRange {
  /** first day, YYYY-MM-DD */
  from: string;
  /** last day, YYYY-MM-DD */
  to: string;
}

export async function clubTimeZoneAndPlan(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ timeZone: clubs.timeZone, plan: clubs.plan })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row ?? null;
}

const inRange = (clubId: number, range: DayRange) =>
  and(eq(scanCounts.clubId, clubId), between(scanCounts.day, range.from, range.to));

const total = sql<number>`sum(${scanCounts.scans})::int`;

export async function scansPerDay(db: DbOrTx, clubId: number, range: DayRange) {
  return db
    .select({ date: scanCounts.day, scans: total })
    .from(scanCounts)
    .where(inRange(clubId, range))
    .groupBy(scanCounts.day);
}

/** The tables with most scans, most first (ties by table id); a deleted table has a null name. */
export async function topTables(db: DbOrTx, clubId: number, range: DayRange) {
  return db
    .select({ tableId: scanCounts.tableId, tableName: tables.name, scans: total })
    .from(scanCounts)
    .leftJoin(tables, and(eq(tables.id, scanCounts.tableId), eq(tables.clubId, scanCounts.clubId)))
    .where(inRange(clubId, range))
    .groupBy(scanCounts.tableId, tables.name)
    .orderBy(desc(total), scanCounts.tableId)
    .limit(TOP_TABLES);
}

/** Scans per language, most first (ties by language). */
export async function languages(db: DbOrTx, clubId: number, range: DayRange) {
  return db
    .select({ language: scanCounts.language, scans: total })
    .from(scanCounts)
    .where(inRange(clubId, range))
    .groupBy(scanCounts.language)
    .orderBy(desc(total), scanCounts.language);
}
