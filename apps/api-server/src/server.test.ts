/**
 * The real server process on the embedded database: starts, seeds, refuses a second process on the
 * same data directory, shuts down cleanly on SIGTERM (checkpoint, lock released) and keeps its data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '#db/demo-account.ts';
import { totpCode } from '#lib/totp.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(appDir, 'node_modules/.bin/tsx');

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
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
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-server-'));
  });
  afterAll(() => {
    for (const server of running) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops at start with a message naming a bad variable', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number');
  });

  it('serves, locks its data directory, shuts down cleanly and keeps its data', async () => {
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
  });
});
