/**
 * Several processes starting together on one PostgreSQL (a rolling deploy, replicas) apply each
 * migration once: the advisory lock around the migrations (db/client.ts) serializes them. PostgreSQL
 * only (the embedded database has one process by construction: its data directory is locked): run by
 * `pnpm test:postgres-only` in the PostgreSQL phase of scripts/test-all.sh; fails, never skips,
 * without DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery } from '#test/database.ts';
import {
  buildServer,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  startServer,
  stopGroup,
} from '#test/server-process.ts';
import { openDatabase } from './client.ts';
import { migrationJournal } from './migration-journal.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL database (pnpm test:postgres-only)');

const journalEntries = migrationJournal().length;

async function freshDatabase(base: string): Promise<{ name: string; url: string }> {
  const name = `tavola_migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const databaseUrl = new URL(base);
  databaseUrl.pathname = `/${name}`;
  return { name, url: databaseUrl.toString() };
}

describe('migrations under an advisory lock (PostgreSQL)', () => {
  const created: string[] = [];
  const running: ServerProcess[] = [];
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(running.map(stopGroup));
    for (const name of created) await adminQuery(url, `drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies every migration once when three openings race on a new database', async () => {
    const target = await freshDatabase(url);
    created.push(target.name);
    const opened = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: target.url })),
    );
    try {
      const result = await opened[0]?.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const { applied } = (result as unknown as { rows: { applied: number }[] }).rows[0] ?? { applied: -1 };
      expect(applied).toBe(journalEntries);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });

  it(
    'starts two server processes together on one new database, both ready',
    async () => {
      buildServer();
      const target = await freshDatabase(url);
      created.push(target.name);
      const servers = [1, 2].map((n) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-migrate-'));
        dataDirs.push(dataDir);
        const server = startServer({ DATABASE_URL: target.url, DATA_DIR: dataDir }, `server ${n}`);
        running.push(server);
        return server;
      });
      const bases = await Promise.all(servers.map(listening));
      for (const base of bases) {
        const ready = await fetch(`${base}/api/v1/ready`);
        expect(ready.status).toBe(200);
      }
      const check = await openDatabase({ kind: 'postgres', url: target.url });
      try {
        const result = await check.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        expect((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied).toBe(journalEntries);
      } finally {
        await check.close();
      }
    },
    3 * START_BUDGET_MS,
  );
});
