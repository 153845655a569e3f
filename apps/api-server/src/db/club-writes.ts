/**
 * One lock order for the writes to a club's things: the club's row first.
 *
 * Every write guests could see ends by bumping the club's content version: the triggers of
 * drizzle/0005 and 0009 update the club's row, which the transaction then holds until it commits.
 * A transaction that had locked or written another row first (its menu, a section, a table) could
 * reach the club's row while another transaction held it and waited for that first row: a deadlock,
 * which PostgreSQL ends after a second by failing one of the two (a 500). The concurrent fuzzer
 * found one (src/test/fuzz/concurrent-fuzz.test.ts): the club's menus reordered while one menu's
 * sections were.
 *
 * So a club's writes take the club's row first, FOR NO KEY UPDATE (so does a write of one statement
 * that changes rows another write may hold, such as the club's items or a menu's logo). That is the
 * lock the triggers' update takes anyway: no write waits longer than it did before, while guests'
 * inserts that only refer to the club (waiter calls, scans: KEY SHARE) still pass. One club's writes then follow one another
 * from their start; other clubs' writes are not concerned. (PGlite runs one transaction at a time:
 * the lock costs it a statement and changes nothing else.)
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';
import { clubs } from './schema.ts';

/**
 * Takes the club's row for the rest of this transaction's writes; false when there is no such club.
 * (Called by writeClub, and by the billing's writes, which lock the club's subscription after it.)
 */
export async function lockClubForWrites(tx: DbOrTx, clubId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for('no key update');
  return row !== undefined;
}

/**
 * A transaction writing the club's things, the club's row locked first. A missing club is left to
 * `write` to report as its operation does (the club's ownership is checked before any handler).
 */
export function writeClub<T>(db: Db, clubId: number, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockClubForWrites(tx, clubId);
    return write(tx);
  });
}
