/**
 * Runs once before the suite. On PGlite, creating a database and applying the migrations takes
 * seconds, loading a dump of one takes a fraction: make the dump here, each test file loads it.
 * Against PostgreSQL (DATABASE_URL), each test file creates its own database instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** file holding a dumpDataDir() of a migrated PGlite database; '' when on PostgreSQL */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
