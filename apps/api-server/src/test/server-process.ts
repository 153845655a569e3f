/**
 * Real server processes for tests: the production build (`node dist/server.js`, as `npm start`
 * runs it), each child in its own process group, waited for by its "Server listening" log line and
 * stopped with its whole group. Used by server.test.ts and the multi-process PostgreSQL test.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '#db/demo-account.ts';
import { TOTP_PERIOD_SECONDS, timeStepAt, totpCode } from '#lib/totp.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Real processes start slowly on a busy 2-core machine: generous budgets, never fixed waits.
export const START_BUDGET_MS = 90_000;

export interface ServerProcess {
  /** how errors name it: 'server', 'process A', … */
  name: string;
  child: ChildProcess;
  /** all it wrote so far, stdout and stderr together */
  output: () => string;
  exit: Promise<number | null>;
  /** resolves once stdout and stderr are closed: after it, output() holds all the child wrote */
  closed: Promise<void>;
}

let built = false;

/** Builds dist/server.js (build.mjs), once per test worker. */
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: appDir, stdio: 'inherit' });
  built = true;
}

/** The test's own environment, less what would point the child at another database or port. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _database,
    DATABASE_DIRECT_URL: _direct,
    POOLER_URL: _pooler,
    DATA_DIR: _dataDir,
    SEED_DEMO: _seed,
    ...inherited
  } = process.env;
  return { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', ...env };
}

export function startServer(env: Record<string, string>, name = 'server'): ServerProcess {
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
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { name, child, output: () => output, exit, closed };
}

/**
 * The error for a child that exited when it should run. 'exit' may come before the last of its
 * output has been read: wait for its streams to close (bounded, should anything else hold them).
 */
export async function exitedError(server: ServerProcess): Promise<Error> {
  await Promise.race([server.closed, delay(5_000)]);
  const how = server.child.signalCode ?? `code ${server.child.exitCode}`;
  return new Error(`${server.name} exited (${how}):\n${server.output()}`);
}

/** The server's base URL once it logged that it listens; an error with its output if it exits first. */
export async function listening(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + START_BUDGET_MS;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw await exitedError(server);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} did not start:\n${server.output()}`);
}

/** SIGKILL to the child's whole process group, then waits until the child is gone. */
export async function stopGroup(server: ServerProcess): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
  if (server.child.exitCode === null && server.child.signalCode === null) await server.exit;
}

/** per TOTP secret, the time steps whose codes this test process has sent */
const sentSteps = new Map<string, Set<number>>();

/**
 * A TOTP code for a server on the real clock, never sent before by this process (a server takes
 * each code once): of the current time step, else of the next one. The server reads its clock after
 * hashing the password, a moment later, and takes codes of the step before, the step of that moment
 * and the step after; should a step begin meanwhile, both codes are still among them, where a code of
 * the step before would no longer be (a sign-in failed so in CI). With both sent, it waits for the
 * next step to begin: at most one period.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const sent = sentSteps.get(secret) ?? new Set<number>();
  sentSteps.set(secret, sent);
  for (;;) {
    const now = timeStepAt(new Date());
    const step = [now, now + 1].find((candidate) => !sent.has(candidate));
    if (step !== undefined) {
      sent.add(step);
      return totpCode(secret, new Date(step * TOTP_PERIOD_SECONDS * 1000));
    }
    await delay((now + 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 1);
  }
}

/** POST /login as the demo owner, with a code not sent before (freshTotpCode). */
export async function signInDemo(base: string): Promise<Response> {
  return fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: DEMO_PHONE,
      password: DEMO_PASSWORD,
      totp: await freshTotpCode(DEMO_TOTP_SECRET),
    }),
  });
}
