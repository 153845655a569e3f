// Throwaway databases for the load bench, migrated with the server's own migrations (the same
// drizzle migrator and folder the server runs at start, so it finds them applied) and then seeded
// with `clubs` clubs (seed.mjs). PostgreSQL: a database of its own on a throwaway cluster
// (stack.mjs startPostgres). PGlite: a data directory the server then opens as DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { apiDir, importFromApi, tempDir } from '../guest/stack.mjs';
import { seedClubs } from './seed.mjs';

const migrationsFolder = path.join(apiDir, 'drizzle');

/** Creates database `name` on the cluster at `clusterUrl`, migrates and seeds it; returns its URL. */
export async function seededPostgres(clusterUrl, name, clubs) {
  const { default: pg } = await importFromApi('pg');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = clusterUrl.replace(/\/[^/]*$/, `/${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ drizzle }, { migrate }] = await Promise.all([
      importFromApi('drizzle-orm/node-postgres'),
      importFromApi('drizzle-orm/node-postgres/migrator'),
    ]);
    await migrate(drizzle({ client }), { migrationsFolder });
    const seedMs = await seedClubs((sql) => client.query(sql), clubs);
    return { url, seedMs, query: undefined };
  } finally {
    await client.end();
  }
}

/** A fresh PGlite data directory (DATA_DIR for the server), migrated and seeded. */
export async function seededPglite(clubs) {
  const dataDir = tempDir('tavola-bench-load-pglite-');
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    importFromApi('@electric-sql/pglite'),
    importFromApi('drizzle-orm/pglite'),
    importFromApi('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const seedMs = await seedClubs((sql) => client.exec(sql), clubs);
    // the server opens it after a clean shutdown, as after its own
    await client.exec('checkpoint');
    return { dataDir, seedMs };
  } finally {
    await client.close();
  }
}

/** Size on disk of a directory, in MB (PGlite's data). */
export function directoryMegabytes(dir) {
  let bytes = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else bytes += fs.statSync(full).size;
    }
  };
  walk(dir);
  return bytes / 1024 / 1024;
}
