/**
 * Positions of sections within a menu and of items within a section: always dense, 0..n-1, in the
 * order the owner chose. Writers lock the menu row first (`lockMenu`), so two writes to the same
 * menu never interleave their renumbering.
 */
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { menuItems, menuSections } from '#db/schema.ts';
import { type ErrorDetail, HttpError, validationFailed } from '#errors.ts';

export interface PositionEntry {
  id: number;
  position: number;
}

/** `ids` with `id` put at `position` (the end when absent or beyond it). */
export function placeAt(ids: readonly number[], id: number, position?: number): number[] {
  const others = ids.filter((other) => other !== id);
  const index = position === undefined ? others.length : Math.min(position, others.length);
  others.splice(index, 0, id);
  return others;
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

/** Writes positions 0..n-1 in the order of `orderedIds`, in one statement. */
export async function writePositions(
  db: DbOrTx,
  table: typeof menuSections | typeof menuItems,
  orderedIds: readonly number[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
    sql` `,
  );
  await db
    .update(table)
    .set({ position: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, [...orderedIds]));
}
