/**
 * Whether this process can serve: the database answers, and it holds every migration this build
 * ships. Migrations run at start, before the server listens, so a missing one means the database
 * was replaced under a running process (a restore of an older dump, another database behind the
 * same URL): the process must stop taking traffic rather than fail on every query.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { migrationJournal } from '#db/migration-journal.ts';

/** A probe is answered within this, database or not (load balancers probe every few seconds). */
const READINESS_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true }
  | { ready: false; code: 'database_unavailable' | 'migrations_pending'; message: string };

/**
 * The creation time drizzle-kit gave the newest migration of this build: the migrator records it
 * as `created_at` of each applied migration, so the newest applied one must be at least this.
 */
function newestMigrationMillis(): number {
  return Math.max(...migrationJournal().map((entry) => entry.when));
}

let newestKnown: number | undefined;

export async function checkReadiness(db: Db, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  newestKnown ??= newestMigrationMillis();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const query = db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const result = await Promise.race([query, timeout]);
    if (result === 'timeout') {
      // the query may still end later: nobody waits for it, and its failure must not go unhandled
      query.catch(() => {});
      return unavailable(`The database did not answer within ${timeoutMs} ms`);
    }
    const row = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0];
    const newestApplied = Number(row?.newest ?? 0);
    if (newestApplied < newestKnown) {
      return {
        ready: false,
        code: 'migrations_pending',
        message: 'The database lacks migrations of this build: restart the server to apply them',
      };
    }
    return { ready: true };
  } catch {
    return unavailable('The database does not answer');
  } finally {
    clearTimeout(timer);
  }
}

function unavailable(message: string): Readiness {
  return { ready: false, code: 'database_unavailable', message };
}
