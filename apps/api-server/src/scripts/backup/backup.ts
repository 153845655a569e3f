/**
 * `pnpm db:backup <file>`: the database the server is configured for, written to `<file>`, and the
 * disk image store copied to `<file>.images/`.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` (it reads one consistent snapshot itself,
 *   whatever the API processes write meanwhile), without the rows of `menu_documents` (a cache).
 * - Embedded PGlite (DATA_DIR): a gzipped tarball of the data directory, taken by the running
 *   server when one holds DATA_DIR's lock (db/live-snapshot.ts), else by opening it here.
 * The database is dumped before the images are copied: an image is stored before the row naming
 * it commits, so every image the dump refers to is in the store by then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '#config.ts';
import { dumpBetweenQueries, requestLiveSnapshot, SnapshotRequestError } from '#db/live-snapshot.ts';
import { DataDirLockedError, lockDataDir } from '#db/lock.ts';
import { pgliteOptions } from '#db/pglite-options.ts';
import { BackupError } from './errors.ts';
import { type CopiedImages, copyImages, imagesBeside } from './images.ts';
import { connectionFor, databaseName, findPostgresProgram, runProgram } from './postgres-tools.ts';

export interface BackupSummary {
  /** what was backed up, for the report: `PostgreSQL database "x" on host:5432`, `embedded database in …` */
  source: string;
  /** how the embedded database was read: by the running server (its pid) or opened directly */
  via: string | undefined;
  file: string;
  bytes: number;
  /** undefined with S3: the bucket is not copied */
  images: (CopiedImages & { dir: string }) | undefined;
  s3Bucket: string | undefined;
}

/** The embedded database's files, under DATA_DIR (db/client.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

async function writeGzipped(tar: Buffer, file: string): Promise<void> {
  await pipeline([tar], zlib.createGzip(), fs.createWriteStream(file, { flags: 'wx' }));
}

/** The embedded database as an uncompressed tarball, and how it was read. */
async function snapshotPglite(dataDir: string): Promise<{ tar: Buffer; via: string }> {
  if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
  }
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    try {
      return {
        tar: await requestLiveSnapshot(dataDir, error.pid),
        via: `snapshot written by the running server, pid ${error.pid}`,
      };
    } catch (requestError) {
      if (requestError instanceof SnapshotRequestError) throw new BackupError(requestError.message);
      throw requestError;
    }
  }
  // No server runs, and the lock keeps one from starting meanwhile. Opening the database is
  // PGlite's own start (it replays its log after a crash, like a server start); no migration runs.
  try {
    const client = await PGlite.create(pgliteDir(dataDir), pgliteOptions());
    try {
      return { tar: await dumpBetweenQueries(client), via: 'no server running: opened directly' };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export async function backupDatabase(config: AppConfig, file: string): Promise<BackupSummary> {
  const imagesDir = imagesBeside(file);
  // an older backup is never overwritten: the operator names each one
  for (const existing of [file, imagesDir]) {
    if (fs.existsSync(existing))
      throw new BackupError(`${existing} already exists: choose another file name.`);
  }
  if (!fs.existsSync(path.dirname(file))) {
    throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  }

  // written beside and renamed once complete: `file` is either absent or a whole backup
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  let source: string;
  let via: string | undefined;
  try {
    if (config.databaseDirectUrl) {
      // pg_dump holds one snapshot over a session: never through a pooler in transaction mode
      source = `PostgreSQL database ${databaseName(config.databaseDirectUrl)}`;
      const pgDump = findPostgresProgram('pg_dump');
      const { dbname, env } = connectionFor(config.databaseDirectUrl);
      // the guests' built menus are a cache (decision 050): rebuilt after a restore, never worth
      // their gigabytes in every backup
      const args = ['--format=custom', '--exclude-table-data=menu_documents', `--file=${partial}`];
      await runProgram(pgDump, [...args, `--dbname=${dbname}`], env);
    } else {
      source = `embedded database in ${config.dataDir}`;
      const snapshot = await snapshotPglite(config.dataDir);
      via = snapshot.via;
      await writeGzipped(snapshot.tar, partial);
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }

  const s3Bucket = config.uploads.s3?.bucket;
  const images = s3Bucket
    ? undefined
    : { ...(await copyImages(config.uploads.dir, imagesDir)), dir: imagesDir };
  return { source, via, file, bytes: fs.statSync(file).size, images, s3Bucket };
}
