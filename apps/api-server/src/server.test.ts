/**
 * The real server process on the embedded database: starts, seeds, refuses a second process on the
 * same data directory, shuts down cleanly on SIGTERM (checkpoint, lock released) and keeps its data.
 * It runs the production build (`node dist/server.js`, built here first), as `npm start` does.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '#db/demo-account.ts';
import { totpCode } from '#lib/totp.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Real processes start slowly on a busy 2-core machine: generous budgets, never fixed waits.
const START_BUDGET_MS = 90_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** The test's own environment, less what would point the child at another database or port. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, SEED_DEMO: _seed, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', ...env };
}

function start(env: Record<string, string>): Started {
  // its own process group, so that stopping the group stops everything it may have started
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: appDir,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function listening(server: Started): Promise<string> {
  const deadline = Date.now() + START_BUDGET_MS;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** SIGKILL to the child's whole process group, then waits until the child is gone. */
async function stopGroup(server: Started): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
  if (server.child.exitCode === null && server.child.signalCode === null) await server.exit;
}

async function signIn(base: string, at: Date) {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: DEMO_PHONE,
      password: DEMO_PASSWORD,
      totp: await totpCode(DEMO_TOTP_SECRET, at),
    }),
  });
  return response.status;
}

// The child gets its own environment, so this tests the embedded database in the PostgreSQL run too.
describe('server process (embedded database)', () => {
  let dataDir = '';
  const running: Started[] = [];
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: appDir, stdio: 'inherit' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-server-'));
  });
  afterAll(async () => {
    // whether the tests passed, failed or timed out: nothing they started outlives them
    await Promise.all(running.map(stopGroup));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops at start with a message naming a bad variable', async () => {
    const server = start({ PORT: 'eighty' });
    running.push(server);
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number');
  });

  it(
    'serves, locks its data directory, shuts down cleanly and keeps its data',
    async () => {
      const first = start({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      running.push(first);
      const base = await listening(first);
      expect((await fetch(`${base}/api/v1/countries`)).status).toBe(200);
      expect(await signIn(base, new Date(Date.now() - 30_000))).toBe(200);
      expect(first.output()).toContain('demo data created');

      const second = start({ DATA_DIR: dataDir });
      running.push(second);
      expect(await second.exit).toBe(1);
      expect(second.output()).toContain('in use by another Tavola server');

      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'tavola.lock'))).toBe(false);

      const again = start({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      running.push(again);
      const base2 = await listening(again);
      // the account (and the code used above) survived the restart
      expect(await signIn(base2, new Date())).toBe(200);
      expect(again.output()).not.toContain('demo data created');
      again.child.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    },
    4 * START_BUDGET_MS,
  );
});
