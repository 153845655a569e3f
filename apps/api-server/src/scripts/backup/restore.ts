/**
 * `pnpm db:restore <file>`: a backup of `pnpm db:backup` into a NEW database, never over a live one.
 * - PostgreSQL (DATABASE_URL): the database must exist and hold no table yet; `pg_restore` in one
 *   transaction (all or nothing), objects owned by the restoring user (`--no-owner`), no GRANTs of
 *   the old server's roles (`--no-privileges`), which the new one may not have.
 * - Embedded PGlite (DATA_DIR): DATA_DIR must hold no database and no server may hold its lock.
 *   The tarball is loaded into `pglite.new` and renamed to `pglite` once whole, as db/client.ts
 *   makes a new database; the operator then starts the server with DATA_DIR pointing there.
 * Images beside the backup (`<file>.images/`) go to the disk store (UPLOAD_DIR, default
 * DATA_DIR/uploads); with S3 they are left alone (the bucket is the images' only copy).
 * The server applies any newer migration at its next start, as after an upgrade.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '#config.ts';
import { DataDirLockedError, lockDataDir } from '#db/lock.ts';
import { pgliteOptions } from '#db/pglite-options.ts';
import { pgliteDir } from './backup.ts';
import { BackupError } from './errors.ts';
import { type CopiedImages, copyImages, imagesBeside } from './images.ts';
import { connectionFor, databaseName, findPostgresProgram, runProgram } from './postgres-tools.ts';

export interface RestoreSummary {
  target: string;
  /** what the restored database holds, read back from it */
  clubs: number;
  menus: number;
  /** undefined with S3, or when the backup has no images folder */
  images: (CopiedImages & { dir: string }) | undefined;
  imagesNote: string | undefined;
}

type BackupKind = 'postgres' | 'pglite';

/** pg_dump's custom format starts with "PGDMP"; an embedded backup is a gzipped tarball. */
function kindOf(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(`${file} is not a backup made by pnpm db:backup.`);
}

const COUNTS_SQL =
  'select (select count(*) from clubs)::int as clubs, (select count(*) from menus)::int as menus';

/** The names of a few relations the database already holds (empty: a new database). */
const EXISTING_RELATIONS_SQL = `
  select n.nspname || '.' || c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
  order by c.relkind = 'S', 1 limit 5`;

async function restorePostgres(databaseUrl: string, file: string): Promise<{ clubs: number; menus: number }> {
  const name = databaseName(databaseUrl);
  const pgRestore = findPostgresProgram('pg_restore');
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to the database ${name}: ${(error as Error).message}. ` +
        'Create an empty database first (createdb) and point DATABASE_URL at it.',
    );
  }
  try {
    const existing = (await client.query<{ name: string }>(EXISTING_RELATIONS_SQL)).rows.map(
      (row) => row.name,
    );
    if (existing.length > 0) {
      throw new BackupError(
        `The database ${name} already holds tables (${existing.join(', ')}${existing.length === 5 ? ', …' : ''}): ` +
          'a restore never overwrites a database. Create a new, empty one and point DATABASE_URL at it.',
      );
    }
    const { dbname, env } = connectionFor(databaseUrl);
    await runProgram(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    const [counts] = (await client.query<{ clubs: number; menus: number }>(COUNTS_SQL)).rows;
    return counts ?? { clubs: 0, menus: 0 };
  } finally {
    await client.end();
  }
}

/** The tarball inside a backup file; a file that is not one is named, not passed to PGlite. */
function readTarball(file: string): Blob {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(fs.readFileSync(file));
  } catch {
    throw new BackupError(`${file} is damaged: it does not decompress.`);
  }
  // a tar header carries "ustar" at offset 257
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupError(`${file} is not a backup made by pnpm db:backup.`);
  }
  return new Blob([tar]);
}

async function restorePglite(dataDir: string, file: string): Promise<{ clubs: number; menus: number }> {
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `${dataDir} is in use by a running Tavola server (pid ${error.pid}): a restore never overwrites ` +
          'a live database. Set DATA_DIR to a new directory.',
      );
    }
    throw error;
  }
  try {
    const target = pgliteDir(dataDir);
    if (fs.existsSync(target)) {
      throw new BackupError(
        `${dataDir} already holds a database (${target}): a restore never overwrites one. ` +
          'Set DATA_DIR to a new directory.',
      );
    }
    const tarball = readTarball(file);
    const fresh = `${target}.new`;
    fs.rmSync(fresh, { recursive: true, force: true });
    let client: PGlite;
    try {
      client = await PGlite.create(fresh, pgliteOptions({ loadDataDir: tarball }));
    } catch (error) {
      fs.rmSync(fresh, { recursive: true, force: true });
      throw new BackupError(`${file} could not be loaded as a database: ${(error as Error).message}`);
    }
    let counts: { clubs: number; menus: number } | undefined;
    try {
      counts = (await client.query<{ clubs: number; menus: number }>(COUNTS_SQL)).rows[0];
      // as a server's clean shutdown does: the copy opens without replaying the log again
      await client.exec('CHECKPOINT');
    } catch (error) {
      await client.close();
      fs.rmSync(fresh, { recursive: true, force: true });
      throw new BackupError(`${file} does not hold a Tavola database: ${(error as Error).message}`);
    }
    await client.close();
    fs.renameSync(fresh, target);
    return counts ?? { clubs: 0, menus: 0 };
  } finally {
    lock.release();
  }
}

export async function restoreDatabase(config: AppConfig, file: string): Promise<RestoreSummary> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new BackupError(`${file} is not a file.`);
  const kind = kindOf(file);
  const configured: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== configured) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: restore it with DATABASE_URL naming a new, empty database.`
        : `${file} is a backup of the embedded database: restore it with DATA_DIR naming a new directory and DATABASE_URL unset.`,
    );
  }

  let target: string;
  let counts: { clubs: number; menus: number };
  if (config.databaseDirectUrl) {
    target = `PostgreSQL database ${databaseName(config.databaseDirectUrl)}`;
    counts = await restorePostgres(config.databaseDirectUrl, file);
  } else {
    target = `embedded database in ${config.dataDir}`;
    counts = await restorePglite(config.dataDir, file);
  }

  const imagesDir = imagesBeside(file);
  let images: RestoreSummary['images'];
  let imagesNote: string | undefined;
  if (config.uploads.s3) {
    imagesNote = `Images stay in the S3 bucket "${config.uploads.s3.bucket}": nothing was copied there.`;
  } else if (!fs.existsSync(imagesDir)) {
    imagesNote = `No images beside the backup (${imagesDir} is missing): none were restored.`;
  } else {
    images = { ...(await copyImages(imagesDir, config.uploads.dir)), dir: path.resolve(config.uploads.dir) };
  }
  return { target, ...counts, images, imagesNote };
}
