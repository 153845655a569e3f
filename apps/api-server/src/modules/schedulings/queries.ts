/**
 * Schedulings of a menu, each with its zone (null = every zone). Every query is scoped by menu
 * (and zones by club): an id of another menu's scheduling or another club's zone is not found.
 */
import type { components } from '@tavola/api/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { schedulings, tableZones } from '#db/schema.ts';

export type Scheduling = components['schemas']['Scheduling'];

export interface SchedulingValues {
  days: number[];
  startTime: string;
  endTime: string;
  zoneId: number | null;
}

/** The menu's schedulings, oldest first, with their zones. */
export async function listSchedulings(db: DbOrTx, menuId: number): Promise<Scheduling[]> {
  const rows = await db
    .select({
      id: schedulings.id,
      days: schedulings.days,
      startTime: schedulings.startTime,
      endTime: schedulings.endTime,
      zoneId: tableZones.id,
      zoneName: tableZones.name,
      zoneOrdering: tableZones.ordering,
    })
    .from(schedulings)
    .leftJoin(tableZones, eq(tableZones.id, schedulings.zoneId))
    .where(eq(schedulings.menuId, menuId))
    .orderBy(asc(schedulings.id));
  return rows.map((row) => ({
    id: row.id,
    days: [...row.days].sort((a, b) => a - b),
    startTime: row.startTime,
    endTime: row.endTime,
    tableZone:
      row.zoneId === null || row.zoneName === null
        ? null
        : { id: row.zoneId, name: row.zoneName, ordering: row.zoneOrdering ?? false },
  }));
}

/** Of `ids`, those that are schedulings of the menu. */
export async function schedulingIdsOfMenu(db: DbOrTx, menuId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: schedulings.id })
    .from(schedulings)
    .where(and(eq(schedulings.menuId, menuId), inArray(schedulings.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Of `ids`, the zones of the club, locked until the transaction ends so that a zone cannot be
 * deleted between this check and the write (deleteZone locks the same row).
 */
export async function lockZonesOfClub(db: DbOrTx, clubId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tableZones.id })
    .from(tableZones)
    .where(and(eq(tableZones.clubId, clubId), inArray(tableZones.id, ids)))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

export async function insertScheduling(db: DbOrTx, menuId: number, values: SchedulingValues) {
  await db.insert(schedulings).values({ menuId, ...values });
}

export async function updateScheduling(db: DbOrTx, menuId: number, id: number, values: SchedulingValues) {
  await db
    .update(schedulings)
    .set(values)
    .where(and(eq(schedulings.menuId, menuId), eq(schedulings.id, id)));
}

export async function deleteScheduling(db: DbOrTx, menuId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(schedulings)
    .where(and(eq(schedulings.menuId, menuId), eq(schedulings.id, id)))
    .returning({ id: schedulings.id });
  return rows.length > 0;
}
