/** The club's menu readings as the contract gives them (MenuReading, MenuReadingSummary). */
import type { components } from '@tavola/api/schema';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { menuReadings } from '#db/schema.ts';
import { notFound } from '#errors.ts';
import { STALE_AFTER_MS } from './jobs/reading-queue.ts';

export type MenuReading = components['schemas']['MenuReading'];
type MenuReadingSummary = components['schemas']['MenuReadingSummary'];
type ReadingRow = typeof menuReadings.$inferSelect;

export const readingNotFound = () => notFound('reading_not_found', 'This menu reading was not found.');

const INTERRUPTED = {
  errorCode: 'interrupted',
  errorMessage: 'The reading was interrupted: upload the files again.',
} as const;

/** A reading left `reading` by a process that stopped (no heartbeat since STALE_AFTER_MS) failed. */
async function failStaleReadings(db: DbOrTx, clubId: number): Promise<void> {
  await db
    .update(menuReadings)
    .set({ status: 'failed', ...INTERRUPTED, updatedAt: sql`now()` })
    .where(
      and(
        eq(menuReadings.clubId, clubId),
        eq(menuReadings.status, 'reading'),
        lt(menuReadings.updatedAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`),
      ),
    );
}

export function toMenuReading(row: ReadingRow): MenuReading {
  return {
    id: row.id,
    status: row.status,
    language: row.language as MenuReading['language'],
    pageCount: row.pageCount,
    pagesRead: row.pagesRead,
    pages: row.status === 'reading' ? [] : row.pages.map((page, index) => ({ number: index + 1, ...page })),
    draft: row.draft ?? null,
    draftRevision: row.draftRevision,
    error:
      row.errorCode && row.errorMessage
        ? { code: row.errorCode as NonNullable<MenuReading['error']>['code'], message: row.errorMessage }
        : null,
    menuId: row.menuId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The club's reading, stale ones failed first; 404 when it is not the club's. */
export async function findReading(db: DbOrTx, clubId: number, readingId: number): Promise<ReadingRow> {
  await failStaleReadings(db, clubId);
  const [row] = await db
    .select()
    .from(menuReadings)
    .where(and(eq(menuReadings.clubId, clubId), eq(menuReadings.id, readingId)));
  if (!row) throw readingNotFound();
  return row;
}

/** The readings that have not become a menu, newest first (at most 20). */
export async function listReadings(db: DbOrTx, clubId: number): Promise<MenuReadingSummary[]> {
  await failStaleReadings(db, clubId);
  const rows = await db
    .select({
      id: menuReadings.id,
      status: menuReadings.status,
      pageCount: menuReadings.pageCount,
      pagesRead: menuReadings.pagesRead,
      dishes: sql<number>`coalesce((select sum(jsonb_array_length(s->'dishes'))::int
        from jsonb_array_elements(${menuReadings.draft}->'sections') s), 0)`,
      createdAt: menuReadings.createdAt,
    })
    .from(menuReadings)
    .where(and(eq(menuReadings.clubId, clubId), ne(menuReadings.status, 'created')))
    .orderBy(desc(menuReadings.createdAt), desc(menuReadings.id))
    .limit(20);
  return rows.map((row) => ({ ...row, dishes: Number(row.dishes), createdAt: row.createdAt.toISOString() }));
}

/** How many of the club's readings are being read now (stale ones failed first). */
export async function readingsInProgress(db: DbOrTx, clubId: number): Promise<number> {
  await failStaleReadings(db, clubId);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(menuReadings)
    .where(and(eq(menuReadings.clubId, clubId), eq(menuReadings.status, 'reading')));
  return Number(row?.count ?? 0);
}
