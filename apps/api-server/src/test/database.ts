/**
 * A database of its own for each test file: a PGlite in memory loaded from the migrated snapshot,
 * or, when DATABASE_URL is set, a new PostgreSQL database `tavola_test_<random>` dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#db/client.ts';

/** One statement on its own connection to a PostgreSQL server; its rows. */
export async function queryRows<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** One statement on a PostgreSQL server's maintenance connection (create or drop a database). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  await queryRows(url, sql);
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = inject('pgliteSnapshot');
    return openDatabase({
      kind: 'pglite-memory',
      snapshot: snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined,
    });
  }
  const name = `tavola_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
