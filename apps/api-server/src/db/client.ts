/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or PostgreSQL through a node-postgres
 * pool when DATABASE_URL is set. Both get the same committed drizzle-kit migrations at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '#lib/app-paths.ts';
import { type DataDirLock, lockDataDir } from './lock.ts';
import { namedStatementClient } from './pglite-named-statements.ts';
import { pgliteOptions } from './pglite-options.ts';
import { turnTakingClient } from './pglite-turns.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: queries accept either. */
export type DbOrTx = Pick<
  Db,
  'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

/**
 * Where LISTEN runs (db/notification-listener.ts): PGlite's own `listen()` on the one embedded
 * client, or a dedicated node-postgres connection to this URL (a pooled connection cannot keep a
 * LISTEN).
 */
export type NotificationSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifications: NotificationSource;
  /** flushes and closes; releases the data directory lock */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** in memory; `snapshot` is a dumpDataDir() of a migrated database (tests: skips initdb) */
  | { kind: 'pglite-memory'; snapshot?: Blob }
  /**
   * `url` for the pool; `directUrl` (default `url`) for what needs a session of its own: the
   * migrations' advisory lock and the LISTEN connection (a pooler in transaction mode keeps neither).
   */
  | { kind: 'postgres'; url: string; directUrl?: string };

/**
 * Opens DATA_DIR/pglite, making it first when missing. PGlite decides that a directory holds a
 * database by its PG_VERSION file and writes that file before the rest of a new cluster, so a first
 * start killed while the cluster was being written would leave a directory that never opens again
 * ("PGlite failed to initialize properly"). A new cluster is therefore made beside it and renamed
 * into place once complete: `pglite` is either absent or whole. The caller holds the directory lock.
 * See docs/decisions/019-pglite-durability.md.
 */
async function openPgliteDir(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(dir)) {
    const fresh = path.join(dataDir, 'pglite.new');
    // a leftover of a first start that was killed: never opened, nothing of value in it
    fs.rmSync(fresh, { recursive: true, force: true });
    const made = await PGlite.create(fresh, pgliteOptions());
    await made.close();
    fs.renameSync(fresh, dir);
  }
  return PGlite.create(dir, pgliteOptions());
}

/**
 * Databases reached through a pooler in transaction mode (a `directUrl` other than the pool's URL):
 * a named prepared statement lives on one server connection, and the pooler hands the next
 * transaction another ("prepared statement … already exists", or "… does not exist"), so queries
 * there use unnamed statements (PgBouncer 1.21+ can track names, but only when configured to).
 */
const behindTransactionPooler = new WeakSet<Db>();

/**
 * The name to give a prepared query (`.prepare(name)`): `name` where the database keeps it for the
 * connection, '' (an unnamed statement, parsed each time) behind a pooler in transaction mode.
 */
export function preparedStatementName(db: Db, name: string): string {
  return behindTransactionPooler.has(db) ? '' : name;
}

/**
 * `make(db)` made once per database and kept with it: a prepared query (building it with Drizzle at
 * every call costs CPU on a hot path, and PostgreSQL keeps a named statement's plan per connection).
 */
export function oncePerDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** The advisory lock every Tavola process takes around its migrations (any fixed number of ours). */
const MIGRATION_LOCK_KEY = 7_415_060_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // the PostgreSQL driver is loaded only for PostgreSQL: the embedded database starts without it
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // Several processes may start together on one database (a rolling deploy, replicas): the
    // migrator reads what is applied and then applies the rest, so two at once would both apply the
    // same migration. Each process migrates on a connection of its own holding a session advisory
    // lock: the first applies, the others wait, then find nothing left to do.
    const directUrl = target.directUrl ?? target.url;
    const migrating = new pg.Client({ connectionString: directUrl });
    await migrating.connect();
    try {
      await migrating.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: migrating, schema }), { migrationsFolder });
    } finally {
      // ending the session releases the lock too, whether the migrations ran or failed
      await migrating.end();
    }
    // A fixed-size pool: connections opened for a rush stay open for the next one (idleTimeoutMillis
    // 0; pg's default closes each after 10 s idle). Closed together after a rush, their database
    // processes exited together and took 0.2-0.4 s of the machine's CPU at one moment: the load
    // bench's fixed-rate guest reads stalled up to 100 ms then (docs/decisions/023).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, idleTimeoutMillis: 0 });
    // a broken idle connection must not crash the process; the next query reconnects
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    if (directUrl !== target.url) behindTransactionPooler.add(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      notifications: { kind: 'postgres', url: directUrl },
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (target.kind === 'pglite') {
    lock = lockDataDir(target.dataDir);
    try {
      client = await openPgliteDir(target.dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create(pgliteOptions(target.snapshot ? { loadDataDir: target.snapshot } : {}));
  }
  const db = drizzlePglite({ client: turnTakingClient(namedStatementClient(client)), schema });
  const close = async () => {
    try {
      if (!client.closed) {
        if (target.kind === 'pglite') await client.exec('CHECKPOINT');
        await client.close();
      }
    } finally {
      lock?.release();
    }
  };
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', notifications: { kind: 'pglite', client }, close };
}
