/**
 * Positions of sections within a menu and of items within a section: always dense, 0..n-1, in the
 * order the owner chose. Writers lock the menu row first (`requireMenu(..., { lock: true })`), so
 * two writes to the same menu never interleave their shifts.
 *
 * A write moves only what it must (issue 50): appending writes no other row, inserting or moving
 * shifts the rows between the old and the new place by one in a single statement, deleting closes
 * the gap the same way. So a write to a 700-item section costs about what it costs in a 5-item one,
 * where renumbering every row on every write made it about 9 times slower.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { menuItems, menuSections } from '#db/schema.ts';
import { type ErrorDetail, HttpError, validationFailed } from '#errors.ts';

/** The rows whose positions are numbered together: a menu's sections or a section's items. */
export type Container =
  | { table: typeof menuSections; parent: typeof menuSections.menuId; parentId: number }
  | { table: typeof menuItems; parent: typeof menuItems.sectionId; parentId: number };

export const sectionsOfMenu = (menuId: number): Container => ({
  table: menuSections,
  parent: menuSections.menuId,
  parentId: menuId,
});

export const itemsOfSection = (sectionId: number): Container => ({
  table: menuItems,
  parent: menuItems.sectionId,
  parentId: sectionId,
});

/** Where a row asked for at `position` goes among `count` others: there, or last when absent or beyond. */
export function placeFor(count: number, position?: number): number {
  return position === undefined ? count : Math.min(position, count);
}

/** Ids and positions of the container's rows in position order (ties, which dense positions never have, by id). */
export async function rowsInOrder(db: DbOrTx, container: Container): Promise<PositionEntry[]> {
  const { table, parent, parentId } = container;
  return db
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(eq(parent, parentId))
    .orderBy(asc(table.position), asc(table.id));
}

/**
 * The number of rows in the container. Positions are checked dense in the same statement (one
 * aggregate over the container's rows, no rows sent back): rows written around these functions
 * (a script, an old import) are renumbered in their order once, so the shifts below stay right.
 */
export async function countRows(db: DbOrTx, container: Container): Promise<number> {
  const { table, parent, parentId } = container;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::integer`,
      dense: sql<boolean>`count(*) = 0 or (min(${table.position}) = 0
        and max(${table.position}) = count(*) - 1 and count(distinct ${table.position}) = count(*))`,
    })
    .from(table)
    .where(eq(parent, parentId));
  const count = row?.count ?? 0;
  if (row && !row.dense) await writeOrder(db, container, await rowsInOrder(db, container));
  return count;
}

/** Adds `by` to the positions from `from` to `to` (both included) in one statement. */
async function shift(db: DbOrTx, container: Container, from: number, to: number, by: 1 | -1): Promise<void> {
  if (from > to) return;
  const { table, parent, parentId } = container;
  await db
    .update(table)
    .set({ position: sql`${table.position} + ${by}::integer` })
    .where(and(eq(parent, parentId), sql`${table.position} between ${from}::integer and ${to}::integer`));
}

/**
 * Makes room for a new row among `count` (from `countRows`) at `position` (last when absent or
 * beyond) and returns the place to write it at. Appending shifts nothing.
 */
export async function openPlace(
  db: DbOrTx,
  container: Container,
  count: number,
  position?: number,
): Promise<number> {
  const place = placeFor(count, position);
  await shift(db, container, place, count - 1, 1);
  return place;
}

/** Closes the gap a row left at `position` (deleted, or moved to another container). */
export async function closePlace(db: DbOrTx, container: Container, position: number): Promise<void> {
  const { table, parent, parentId } = container;
  await db
    .update(table)
    .set({ position: sql`${table.position} - 1` })
    .where(and(eq(parent, parentId), gt(table.position, position)));
}

/**
 * Moves the row now at `from` among `count` to `position` (last when beyond): shifts the rows
 * between by one and returns the row's new place, which the caller writes with the row's other
 * columns.
 */
export async function movePlace(
  db: DbOrTx,
  container: Container,
  count: number,
  from: number,
  position: number,
): Promise<number> {
  const to = Math.min(position, count - 1);
  if (from < to) await shift(db, container, from + 1, to, -1);
  else if (to < from) await shift(db, container, to, from - 1, 1);
  return to;
}

export interface PositionEntry {
  id: number;
  position: number;
}

/**
 * The new order after a batch: listed ids take their positions (the last place when beyond it),
 * the others keep their order in the places left. Checks first, all or nothing: an id listed
 * twice or a position asked twice is 400, an id not in `currentIds` is 404 `notFoundCode`; each
 * detail names the entry (`2.id`) and the id.
 */
export function reorder(
  currentIds: readonly number[],
  entries: readonly PositionEntry[],
  what: { noun: string; container: string; notFoundCode: string; notFoundMessage: string },
): number[] {
  const duplicates: ErrorDetail[] = [];
  const seenIds = new Set<number>();
  const seenPositions = new Set<number>();
  entries.forEach((entry, index) => {
    if (seenIds.has(entry.id))
      duplicates.push({ field: `${index}.id`, message: `${what.noun} ${entry.id} is listed more than once` });
    else if (seenPositions.has(entry.position))
      duplicates.push({
        field: `${index}.position`,
        message: `Position ${entry.position} is asked for more than once (${what.noun.toLowerCase()} ${entry.id})`,
      });
    seenIds.add(entry.id);
    seenPositions.add(entry.position);
  });
  if (duplicates.length > 0) throw validationFailed(duplicates);

  const known = new Set(currentIds);
  const unknown: ErrorDetail[] = entries.flatMap((entry, index) =>
    known.has(entry.id)
      ? []
      : [{ field: `${index}.id`, message: `${what.noun} ${entry.id} is not in this ${what.container}` }],
  );
  if (unknown.length > 0) throw new HttpError(404, what.notFoundCode, what.notFoundMessage, unknown);

  // the others in their order, then each listed id put at its position (in position order), so a
  // full list is taken as it is and a partial one moves only what it lists
  const listed = new Set(entries.map((entry) => entry.id));
  const order = currentIds.filter((id) => !listed.has(id));
  for (const entry of [...entries].sort((a, b) => a.position - b.position))
    order.splice(Math.min(entry.position, order.length), 0, entry.id);
  return order;
}

/**
 * A batch of positions applied to the rows of `container`: checked against its rows (`reorder`),
 * then the rows whose place changes written (`writeOrder`). The caller holds the container's lock.
 */
export async function applyReorder(
  db: DbOrTx,
  container: Container,
  entries: readonly PositionEntry[],
  what: Parameters<typeof reorder>[2],
): Promise<void> {
  const current = await rowsInOrder(db, container);
  const order = reorder(
    current.map((row) => row.id),
    entries,
    what,
  );
  await writeOrder(db, container, current, order);
}

/**
 * Numbers the rows 0..n-1 in the order of `orderedIds`, writing only those whose position changes
 * (`current`: the rows as they are, from `rowsInOrder`), in one statement. The new positions come
 * as a VALUES list joined on the id: a `CASE` with one branch per id is tried branch by branch on
 * every row (a reorder of 700 items spent about 16 ms in it, the join about 10).
 */
export async function writeOrder(
  db: DbOrTx,
  container: Container,
  current: readonly PositionEntry[],
  orderedIds: readonly number[] = current.map((row) => row.id),
): Promise<void> {
  const was = new Map(current.map((row) => [row.id, row.position]));
  const changed = orderedIds.flatMap((id, position) => (was.get(id) === position ? [] : [{ id, position }]));
  if (changed.length === 0) return;
  const { table } = container;
  const values = sql.join(
    changed.map(({ id, position }) => sql`(${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set position = v.position from (values ${values}) as v(id, position) where ${table.id} = v.id`,
  );
}
