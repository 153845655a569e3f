/**
 * "Nothing was stored" made checkable: a digest of every row of every table of the app's schema,
 * taken before and after a refused request. Comparing whole rows (not counts) also catches an
 * update, such as a logo column set to an image that was then refused.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

/**
 * Tables whose rows change on any request and say nothing about what was stored: the rate-limit
 * counters (one hit per limited call), the sessions (last use, written at most once a minute) and
 * the guests' built menus (a cache, written after a guest's read has been answered).
 */
const VOLATILE_TABLES = new Set(['rate_limit_counters', 'sessions', 'menu_documents']);

type Rows<T> = { rows: T[] };

/** table name -> md5 of its rows in a stable order (text form), for every table but the volatile ones */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as Rows<{ table_name: string }>
  ).rows
    .map((row) => row.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  const fingerprint: Record<string, string> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${sql.identifier(table)} t`,
    )) as unknown as Rows<{ rows: number; digest: string }>;
    const row = result.rows[0];
    fingerprint[table] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return fingerprint;
}
