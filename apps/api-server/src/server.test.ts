/**
 * The real server process on the embedded database: starts, seeds, refuses a second process on the
 * same data directory, shuts down cleanly on SIGTERM (checkpoint, lock released) and keeps its data.
 * It runs the production build (`node dist/server.js`, built here first), as `npm start` does.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  signInDemo,
  startServer,
  stopGroup,
} from '#test/server-process.ts';

/** Polls `condition` until it holds (a log line written by another process arrives a moment later). */
async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The child gets its own environment, so this tests the embedded database in the PostgreSQL run too.
describe('server process (embedded database)', () => {
  let dataDir = '';
  const running: ServerProcess[] = [];
  beforeAll(() => {
    buildServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-server-'));
  });
  afterAll(async () => {
    // whether the tests passed, failed or timed out: nothing they started outlives them
    await Promise.all(running.map(stopGroup));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names its build: dist/build-id is the hash of the server it was built with', () => {
    const dist = path.join(import.meta.dirname, '../dist');
    const code = fs.readFileSync(path.join(dist, 'server.js'));
    const id = createHash('sha256').update(code).digest('hex').slice(0, 16);
    expect(fs.readFileSync(path.join(dist, 'build-id'), 'utf8')).toBe(`${id}\n`);
  });

  it('stops at start with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    running.push(server);
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number');
  });

  it(
    'serves, locks its data directory, shuts down cleanly and keeps its data',
    async () => {
      const first = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      running.push(first);
      const base = await listening(first);
      expect((await fetch(`${base}/api/v1/countries`)).status).toBe(200);
      expect((await signInDemo(base)).status).toBe(200);
      expect(first.output()).toContain('demo data created');

      const second = startServer({ DATA_DIR: dataDir });
      running.push(second);
      expect(await second.exit).toBe(1);
      expect(second.output()).toContain('in use by another Tavola server');

      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'tavola.lock'))).toBe(false);

      const again = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      running.push(again);
      const base2 = await listening(again);
      // the account survived the restart (signed in with another code: the one above was used)
      expect((await signInDemo(base2)).status).toBe(200);
      expect(again.output()).not.toContain('demo data created');
      // probes answer, and (at the production level, info) leave no line in the log
      const linesBefore = again.output().split('\n').length;
      for (const probe of ['health', 'ready', 'health', 'ready']) {
        expect((await fetch(`${base2}/api/v1/${probe}`)).status).toBe(200);
      }
      expect((await fetch(`${base2}/api/v1/countries`)).status).toBe(200);
      await waitFor(() => again.output().includes('/api/v1/countries'));
      const newLines = again
        .output()
        .split('\n')
        .slice(linesBefore - 1)
        .join('\n');
      expect(newLines).not.toMatch(/\/api\/v1\/(health|ready)/);
      again.child.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    },
    4 * START_BUDGET_MS,
  );
});
