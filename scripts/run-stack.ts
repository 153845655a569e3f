// Starts the whole product for a person trying it out: the API server with the embedded database and
// demo data, then the built owner console and guest menu (vite preview, which proxies /api to the
// server). Prints where to open it and how to sign in to the demo. Ctrl+C stops all three.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CLUB_SLUG, DEMO_PASSWORD, DEMO_PHONE } from '@tavola/api-server/demo-account';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT ?? 8080);
// other ports let a second copy run beside the first (for example a worktree's screenshots)
const consolePort = Number(process.env.CONSOLE_PORT ?? 5173);
const guestPort = Number(process.env.GUEST_PORT ?? 5174);
const children: ChildProcess[] = [];
/** The demo table's guest page, from the server's "demo guest menu" log line. */
let demoGuestPath: string | null = null;

function start(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: stopping the group stops whatever the child started too
    detached: true,
  });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      demoGuestPath = /"demoGuestPath":"([^"]+)"/.exec(line)?.[1] ?? demoGuestPath;
      stream.write(`${prefix + line}\n`);
    }
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped (exit code ${code}); stopping everything.`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

let stopping = false;
function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // the server checkpoints its database on SIGTERM; whatever still runs after 15 s is killed
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 15_000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode === null ? c.on('exit', r) : r(null)))),
  ).then(() => process.exit(exitCode));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// the production build (start.sh builds it), run by node itself so that signals reach the server
start(
  'api',
  process.execPath,
  ['--enable-source-maps', 'dist/server.js'],
  path.join(root, 'apps/api-server'),
  {
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    PORT: String(apiPort),
    // upload addresses and image URLs name this copy's port, not the default 8080 of another copy
    ...('PUBLIC_API_URL' in process.env ? {} : { PUBLIC_API_URL: `http://localhost:${apiPort}` }),
    GUEST_BASE_URL: process.env.GUEST_BASE_URL ?? `http://localhost:${guestPort}`,
  },
);
await waitFor(`http://127.0.0.1:${apiPort}/api/v1/countries`, 120_000);
const apiProxy = { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` };
const preview = (app: string, port: number) => [
  '--filter',
  app,
  'preview',
  '--port',
  String(port),
  '--strictPort',
];
start('console', 'pnpm', preview('@tavola/owner-console', consolePort), root, apiProxy);
start('guest', 'pnpm', preview('@tavola/guest-menu', guestPort), root, apiProxy);
await Promise.all([
  waitFor(`http://127.0.0.1:${consolePort}/`, 60_000),
  waitFor(`http://127.0.0.1:${guestPort}/`, 60_000),
]);

// "Demo TOTP code: 123456 (valid for 12 more seconds)": the first line of `pnpm demo:totp`.
const currentCode = execFileSync('pnpm', ['--silent', '--filter', '@tavola/api-server', 'demo:totp'], {
  cwd: root,
})
  .toString()
  .split('\n')[0];
console.log(`
  Tavola is running.

  Owner console   http://localhost:${consolePort}/
  Guest menu      http://localhost:${guestPort}${demoGuestPath ?? '/'}${demoGuestPath ? '  (a demo table on the Terrace, which takes orders)' : ''}
  Public page     http://localhost:${guestPort}/m/${DEMO_CLUB_SLUG}  (the demo club's menus on the web)
  API and docs    http://localhost:${apiPort}/api/v1  ·  http://localhost:${apiPort}/api/docs

  Demo sign-in    phone ${DEMO_PHONE} · password ${DEMO_PASSWORD}
                  ${currentCode}
                  Each code signs in once; run \`pnpm demo:totp\` for the current one.

  Press Ctrl+C to stop.
`);
