/**
 * Crashes and durability (issue 15): the production server is killed with SIGKILL at random moments
 * while writers write through the API (and during a 1,000-row import and a 4 MB image upload), then
 * restarted on the same data; every acknowledged write must be there, every in-flight write whole or
 * absent, and the data must open every time. PGlite when DATABASE_URL is unset, PostgreSQL when it
 * is set (only the API process is killed). CRASH_CYCLES (default 20) and CRASH_SEED replay or
 * lengthen a run: `CRASH_CYCLES=200 pnpm --filter @tavola/api-server crash:long`.
 * See docs/decisions/019-pglite-durability.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrashServer } from '#test/crash/crash-server.ts';
import { runCrashCycles } from '#test/crash/run-cycles.ts';
import {
  buildServer,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  signInDemo,
  startServer,
  stopGroup,
} from '#test/server-process.ts';

const cycles = Number(process.env.CRASH_CYCLES ?? 20);
const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(1);

describe(`SIGKILL during writes (${database})`, () => {
  let server: CrashServer | undefined;
  beforeAll(async () => {
    buildServer();
    server = await CrashServer.create();
  });
  afterAll(async () => {
    // whatever happened, no server outlives the test and the data goes away
    await server?.dispose();
  });

  it(
    `keeps every acknowledged write and applies every batch whole over ${cycles} kills`,
    async () => {
      if (!server) throw new Error('no server');
      const log = (line: string) => console.log(`[crash ${database}] ${line}`);
      log(`seed ${seed} (CRASH_SEED=${seed} replays this run), ${cycles} cycles, data in ${server.dataDir}`);
      const began = performance.now();
      const summary = await runCrashCycles(server, { cycles, writers: 3, seed, maxKillDelayMs: 1500, log });
      const starts = [...summary.startMs].sort((a, b) => a - b);
      const total = Object.values(summary.acknowledged).reduce((sum, count) => sum + count, 0);
      log(
        `summary: ${summary.cycles} kills, ${total} acknowledged writes all found ` +
          `(${JSON.stringify(summary.acknowledged)}); in flight at a kill: ${summary.inFlight.applied} applied whole, ` +
          `${summary.inFlight.notApplied} not applied, none half; 1,000-row imports ${JSON.stringify(summary.bigImports)}; ` +
          `4 MB logo uploads ${JSON.stringify(summary.uploads)}; orders from the table ${JSON.stringify(summary.orders)}; ${summary.killedStarts} restarts killed while starting; ` +
          `${starts.length} starts, all opened ` +
          `(median ${seconds(starts[Math.floor(starts.length / 2)])} s, max ${seconds(starts.at(-1))} s); ` +
          `images nothing references: ${summary.orphanImages.length}; graceful stop exit ${summary.finalExitCode}; ` +
          `${((performance.now() - began) / 1000).toFixed(0)} s`,
      );
      expect(summary.problems).toEqual([]);
      expect(summary.cycles).toBe(cycles);
      expect(summary.orders.sends).toBeGreaterThan(0);
      expect(summary.finalExitCode).toBe(0);
    },
    (cycles + 2) * START_BUDGET_MS,
  );
});

// PostgreSQL's own initdb is not ours to test: this is the embedded database's first start.
describe.skipIf(process.env.DATABASE_URL !== undefined)('SIGKILL during the first start (PGlite)', () => {
  let dataDir = '';
  const running: ServerProcess[] = [];
  beforeAll(() => {
    buildServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-first-start-'));
  });
  afterAll(async () => {
    await Promise.all(running.map(stopGroup));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a first start killed while the new database is written leaves a directory that opens',
    async () => {
      const env = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
      const first = startServer(env, 'first start');
      running.push(first);
      // the dangerous moment: the new cluster being written (pglite.new, renamed when complete)
      const fresh = path.join(dataDir, 'pglite.new');
      const deadline = Date.now() + START_BUDGET_MS;
      while (!fs.existsSync(fresh) && first.child.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(fs.existsSync(fresh), first.output()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
      await stopGroup(first);

      const second = startServer(env, 'start after the kill');
      running.push(second);
      const base = await listening(second);
      expect((await signInDemo(base)).status).toBe(200);
      expect(fs.existsSync(fresh)).toBe(false);
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    },
    3 * START_BUDGET_MS,
  );
});
