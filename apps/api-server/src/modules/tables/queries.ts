/**
 * Tables and table zones of a club. Every query is scoped by club id: an id of another club's
 * table or zone is simply not found. Names are unique within a club (unique indexes
 * tables_club_name_idx and table_zones_club_name_idx); the callers turn a violation into 409.
 */

import { compareTableNames } from '@tavola/domain/table';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { schedulings, tables, tableZones } from '#db/schema.ts';

export interface TableRow {
  id: number;
  name: string;
  premium: boolean;
  tableZoneId: number | null;
  /** the printed key of its QR code (docs/decisions/057) */
  orderKey: string;
}

export interface ZoneRow {
  id: number;
  name: string;
  /** its tables take orders when the club's ordering is 'zones' */
  ordering: boolean;
}

const tableColumns = {
  id: tables.id,
  name: tables.name,
  premium: tables.premium,
  tableZoneId: tables.zoneId,
  orderKey: tables.orderKey,
};
const zoneColumns = { id: tableZones.id, name: tableZones.name, ordering: tableZones.ordering };

export async function listZones(db: DbOrTx, clubId: number): Promise<ZoneRow[]> {
  const rows = await db.select(zoneColumns).from(tableZones).where(eq(tableZones.clubId, clubId));
  return rows.sort((a, b) => compareTableNames(a.name, b.name) || a.id - b.id);
}

/**
 * Tables by zone (in zone-name order), then by name as people count ("T2" before "T10", which
 * no PostgreSQL collation does portably); tables without a zone last.
 */
export async function listTables(db: DbOrTx, clubId: number, zoneId?: number): Promise<TableRow[]> {
  const where =
    zoneId === undefined
      ? eq(tables.clubId, clubId)
      : and(eq(tables.clubId, clubId), eq(tables.zoneId, zoneId));
  const [rows, zones] = await readTogether(db, [
    () => db.select(tableColumns).from(tables).where(where),
    () => listZones(db, clubId),
  ]);
  const zoneOrder = new Map(zones.map((zone, index) => [zone.id, index]));
  const rank = (row: TableRow) =>
    row.tableZoneId === null ? zones.length : (zoneOrder.get(row.tableZoneId) ?? zones.length);
  return rows.sort((a, b) => rank(a) - rank(b) || compareTableNames(a.name, b.name) || a.id - b.id);
}

export async function findTable(db: DbOrTx, clubId: number, tableId: number): Promise<TableRow | null> {
  const [row] = await db
    .select(tableColumns)
    .from(tables)
    .where(and(eq(tables.clubId, clubId), eq(tables.id, tableId)));
  return row ?? null;
}

export async function findZone(
  db: DbOrTx,
  clubId: number,
  zoneId: number,
  options: { lock?: boolean } = {},
): Promise<ZoneRow | null> {
  const query = db
    .select(zoneColumns)
    .from(tableZones)
    .where(and(eq(tableZones.clubId, clubId), eq(tableZones.id, zoneId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Names among `names` that tables of the club already use (other than `exceptTableId`). */
export async function takenTableNames(
  db: DbOrTx,
  clubId: number,
  names: string[],
  exceptTableId?: number,
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: tables.id, name: tables.name })
    .from(tables)
    .where(and(eq(tables.clubId, clubId), inArray(tables.name, names)));
  return rows
    .filter((row) => row.id !== exceptTableId)
    .map((row) => row.name)
    .sort(compareTableNames);
}

export async function zoneNameTaken(db: DbOrTx, clubId: number, name: string, exceptZoneId?: number) {
  const rows = await db
    .select({ id: tableZones.id })
    .from(tableZones)
    .where(and(eq(tableZones.clubId, clubId), eq(tableZones.name, name)));
  return rows.some((row) => row.id !== exceptZoneId);
}

export async function countZones(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tableZones).where(eq(tableZones.clubId, clubId));
  return row?.value ?? 0;
}

export async function countTablesInZone(db: DbOrTx, clubId: number, zoneId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(tables)
    .where(and(eq(tables.clubId, clubId), eq(tables.zoneId, zoneId)));
  return row?.count ?? 0;
}

/** How many schedulings show their menu in the zone (zones belong to one club). */
export async function countSchedulingsInZone(db: DbOrTx, zoneId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(schedulings).where(eq(schedulings.zoneId, zoneId));
  return row?.count ?? 0;
}

export async function insertTables(
  db: DbOrTx,
  clubId: number,
  values: { name: string; premium: boolean; zoneId: number | null }[],
): Promise<TableRow[]> {
  return db
    .insert(tables)
    .values(values.map((value) => ({ clubId, ...value })))
    .returning(tableColumns);
}

export async function updateTable(
  db: DbOrTx,
  clubId: number,
  tableId: number,
  values: { name: string; premium?: boolean; zoneId: number | null },
): Promise<TableRow | null> {
  const [row] = await db
    .update(tables)
    .set(values)
    .where(and(eq(tables.clubId, clubId), eq(tables.id, tableId)))
    .returning(tableColumns);
  return row ?? null;
}

export async function deleteTable(db: DbOrTx, clubId: number, tableId: number): Promise<boolean> {
  const rows = await db
    .delete(tables)
    .where(and(eq(tables.clubId, clubId), eq(tables.id, tableId)))
    .returning({ id: tables.id });
  return rows.length > 0;
}

export async function insertZone(
  db: DbOrTx,
  clubId: number,
  values: { name: string; ordering?: boolean },
): Promise<ZoneRow> {
  const [row] = await db
    .insert(tableZones)
    .values({ clubId, ...values })
    .returning(zoneColumns);
  if (!row) throw new Error('zone not created');
  return row;
}

export async function renameZone(
  db: DbOrTx,
  clubId: number,
  zoneId: number,
  values: { name: string; ordering?: boolean },
) {
  const [row] = await db
    .update(tableZones)
    .set(values)
    .where(and(eq(tableZones.clubId, clubId), eq(tableZones.id, zoneId)))
    .returning(zoneColumns);
  return row ?? null;
}

export async function deleteZone(db: DbOrTx, clubId: number, zoneId: number): Promise<void> {
  await db.delete(tableZones).where(and(eq(tableZones.clubId, clubId), eq(tableZones.id, zoneId)));
}

/**
 * New printed keys for the club's tables (`tableIds`, or all of them): the QR codes printed before
 * still open the menu but can no longer order. Returns how many tables were renewed.
 */
export async function renewTableKeys(
  db: DbOrTx,
  clubId: number,
  tableIds?: readonly number[],
): Promise<number> {
  const where =
    tableIds === undefined
      ? eq(tables.clubId, clubId)
      : and(eq(tables.clubId, clubId), inArray(tables.id, [...tableIds]));
  const rows = await db
    .update(tables)
    .set({ orderKey: sql`replace(gen_random_uuid()::text, '-', '')` })
    .where(where)
    .returning({ id: tables.id });
  return rows.length;
}
