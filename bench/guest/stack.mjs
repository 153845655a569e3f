// The processes the guest bench measures, each on a loopback port of its own (never 8080/5173/5174):
// the production API server (dist/server.js) on a throwaway embedded database or a throwaway
// PostgreSQL and a bare Fastify route for comparison (the stand-in CDN in front of the guest app is
// cdn.mjs). Everything started is stopped by `stopAll()`, by its own PID.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const repoDir = path.resolve(import.meta.dirname, '../..');
export const apiDir = path.join(repoDir, 'apps/api-server');

const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
/** One of the API server's own dependencies (pg, drizzle-orm, PGlite), as the server resolves it. */
export const importFromApi = (specifier) => import(pathToFileURL(requireFromApi.resolve(specifier)).href);

const stoppers = [];

/** Stops everything this module started, last started first. */
export function stopAll() {
  return stopSince(0);
}

/** Registers how to stop something a bench started (run by `stopAll`/`stopSince`, last first). */
export function onStop(stop) {
  stoppers.push(stop);
}

/** A mark for `stopSince`: what is started after it can be stopped apart. */
export const mark = () => stoppers.length;

/** Stops what was started after `since` (a `mark()`), last started first. */
export async function stopSince(since) {
  while (stoppers.length > since) {
    const stop = stoppers.pop();
    try {
      await stop();
    } catch (error) {
      console.error(`  could not stop a process: ${error.message}`);
    }
  }
}

/** A free loopback port (asked of the kernel, then released for the child to take). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  stoppers.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Polls `url` until it answers (any status) or the child exits; throws with its log otherwise. */
// A fresh embedded database is created, migrated and seeded before the server listens: 53 s once on
// this 2-core machine at load average 20 (pnpm bench, issue 15), so a minute was not enough.
const START_BUDGET_MS = 180_000;

async function waitForHttp(url, child, logFile, timeoutMs = START_BUDGET_MS) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`${url} did not answer (exit code ${child.exitCode}):\n${log}`);
}

/**
 * Spawns a Node child with its output in `logFile`; registers its stop (SIGTERM, then SIGKILL).
 * Its standard output and error go through a pipe to a `cat` of their own that appends to
 * `logFile`, as a log collector reads a production server's pipe, rather than the file itself as
 * standard output (each of pino's synchronous writes then went to the disk PostgreSQL flushes its
 * WAL to; the slow seconds blamed on that stayed with the pipe: docs/decisions/028). A
 * process of its own keeps the draining off the bench's load generator.
 */
function spawnNode(args, { cwd, env, logFile }) {
  const sink = spawn('sh', ['-c', 'exec cat >> "$0"', logFile], { stdio: ['pipe', 'ignore', 'inherit'] });
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', sink.stdin, sink.stdin] });
  // the server holds the pipe now; once it exits, `cat` reads the end and exits too
  sink.stdin.destroy();
  const exited = (proc) => proc.exitCode !== null || proc.signalCode !== null;
  const waitForExit = (proc, timeoutMs, onTimeout) =>
    new Promise((resolve) => {
      if (exited(proc)) return resolve();
      const timer = setTimeout(onTimeout, timeoutMs);
      proc.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  stoppers.push(async () => {
    const stopped = waitForExit(child, 20_000, () => child.kill('SIGKILL'));
    if (!exited(child)) child.kill('SIGTERM');
    await stopped;
    // everything the server wrote is in the file once `cat` has exited
    await waitForExit(sink, 10_000, () => sink.kill('SIGKILL'));
  });
  return child;
}

/**
 * The tests' round-robin proxy in a process of its own (proxy-process.mjs) in front of `upstreams`
 * (origins); resolves to its URL once it listens.
 */
export async function startProxyProcess(upstreams) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoDir, 'bench/proxy-process.mjs'), ...upstreams],
    { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  stoppers.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /listening (\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the proxy process exited (${code}): ${output}`)));
  });
}

/**
 * Starts the production API server with the demo seed: on a fresh embedded database in a throwaway
 * data directory, or on `databaseUrl`. `nodeArgs` lets a caller add e.g. --cpu-prof; the load bench
 * passes its own seeded `dataDir`, `seedDemo: false` and extra `env`.
 */
export async function startApi({
  databaseUrl,
  logLevel,
  nodeArgs = [],
  label,
  entry = 'dist/server.js',
  seedDemo = true,
  dataDir = tempDir('tavola-bench-guest-data-'),
  env = {},
}) {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawnNode([...nodeArgs, entry], {
    cwd: apiDir,
    logFile,
    env: {
      ...inherited,
      NODE_ENV: 'development', // the demo seed is refused in production; the server code is the same
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: String(seedDemo),
      // the demo's dish photos are drawn in the background after start (decision 040): seconds of
      // both cores that would run beside the measures; a bench that wants photos uploads its own
      DEMO_PHOTOS: 'false',
      LOG_LEVEL: logLevel,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/v1/countries`, child, logFile);
  return { origin, api: `${origin}/api/v1`, child, logFile, label, dataDir };
}

/** Header lines Node's HTTP server writes itself on every answer: not the API's to replay. */
const NODE_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One answer of the API as the bare routes replay it (bare-route.mjs): its JSON document and the
 * header lines the API sent with it (security, caching, content type, request id), less those Node
 * writes itself.
 */
export async function capturedAnswer(response) {
  const headers = {};
  for (const [name, value] of response.headers) if (!NODE_HEADERS.has(name)) headers[name] = value;
  return { document: await response.json(), headers };
}

/**
 * The bare Fastify routes (bare-route.mjs) answering `answers` (an object: key → capturedAnswer),
 * in their own process, logging like the API: `/bare/<key>`, `/bare-bytes/<key>` and
 * `/bare-bytes-plain/<key>` on `origin`.
 */
export async function startBareRoute(answers, { logLevel }) {
  const dir = tempDir('tavola-bench-bare-');
  const answersFile = path.join(dir, 'answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const port = await freePort();
  const logFile = path.join(dir, 'server.log');
  const child = spawnNode(
    [path.join(import.meta.dirname, 'bare-route.mjs'), answersFile, String(port), logLevel],
    {
      cwd: apiDir,
      logFile,
      env: process.env,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(origin, child, logFile);
  return { origin, child };
}

/**
 * A throwaway PostgreSQL on its own loopback port, as scripts/postgres.sh starts one; with
 * `statements`, it also counts what each statement costs (pg_stat_statements: pg-statements.mjs).
 */
export async function startPostgres({ statements = false } = {}) {
  let pgbin;
  try {
    pgbin = fs
      .readdirSync('/usr/lib/postgresql')
      .map((version) => `/usr/lib/postgresql/${version}/bin`)
      .filter((dir) => fs.existsSync(`${dir}/pg_ctl`))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .pop();
  } catch {
    pgbin = undefined;
  }
  if (!pgbin)
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-pg-'));
  const socket = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-pgsock-'));
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPostgres.length > 0) execFileSync('chown', ['postgres:', data, socket]);
  fs.chmodSync(data, 0o700);
  const run = (binary, args) => {
    const command = [...asPostgres, `${pgbin}/${binary}`, ...args];
    return execFileSync(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  let started = false;
  stoppers.push(() => {
    if (started) run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    fs.rmSync(data, { recursive: true, force: true });
    fs.rmSync(socket, { recursive: true, force: true });
  });
  // the server's own defaults otherwise (fsync on): the figures are for a real database
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    `${data}/server.log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${socket}${statements ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : ''}`,
    'start',
  ]);
  started = true;
  const version = run('postgres', ['--version']).trim().split(' ')[2];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    dataDir: data,
    logFile: `${data}/server.log`,
  };
}

// --- the demo owner, through the real API -------------------------------------------------------

/** The current RFC 6238 code (SHA-1, 30 s, 6 digits) of a base32 secret, as an authenticator app. */
function totp(secret, now = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function call(api, method, route, { token, body } = {}) {
  const response = await fetch(`${api}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

const DISHES = [
  [
    'Tagliatelle al ragù',
    'Fresh egg pasta with a slow-cooked beef and pork ragù',
    'egg pasta, beef, pork, tomato, carrot, celery, onion',
    ['gluten', 'eggs', 'celery'],
  ],
  [
    'Risotto ai funghi porcini',
    'Carnaroli rice with porcini mushrooms and aged parmesan',
    'carnaroli rice, porcini, parmesan, butter, white wine',
    ['milk', 'sulphites'],
  ],
  [
    'Branzino al forno',
    'Oven-baked sea bass with potatoes, olives and cherry tomatoes',
    'sea bass, potatoes, olives, cherry tomatoes, thyme',
    ['fish'],
  ],
  [
    'Insalata di stagione',
    'Seasonal leaves, fennel, orange and toasted walnuts',
    'mixed leaves, fennel, orange, walnuts, olive oil',
    ['nuts'],
  ],
  [
    'Tiramisù della casa',
    'Savoiardi soaked in espresso with mascarpone cream and cocoa',
    'savoiardi, espresso, mascarpone, eggs, sugar, cocoa',
    ['gluten', 'eggs', 'milk'],
  ],
];

/**
 * Signs the demo owner in, finds Trattoria Demo, a table and the first menu that table sees now,
 * and adds items through saveItem until the menu shows at least `minItems` items to guests
 * (visible items in visible sections), spread over its visible sections. Returns the ids.
 */
export async function extendDemoMenu(api, minItems) {
  const { DEMO_CLUB_NAME, DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } = readDemoAccount();
  const session = await call(api, 'POST', '/login', {
    body: { username: DEMO_PHONE, password: DEMO_PASSWORD, totp: totp(DEMO_TOTP_SECRET) },
  });
  const token = session.token;
  const clubs = await call(api, 'GET', '/clubs', { token });
  const club = clubs.find((candidate) => candidate.name === DEMO_CLUB_NAME);
  if (!club) throw new Error(`the demo seed has no club named ${DEMO_CLUB_NAME}`);
  const { tables } = await call(api, 'GET', `/clubs/${club.id}/tables`, { token });
  let chosen;
  for (const table of tables) {
    const view = await call(api, 'GET', `/clubs/${club.id}/menu/tables/${table.id}`);
    if (view.menu.length > 0) {
      chosen = { table, menuId: view.menu[0].id };
      break;
    }
  }
  if (!chosen) throw new Error('no table of the demo club sees a menu now');
  const route = `/clubs/${club.id}/menu/${chosen.menuId}`;
  const menu = await call(api, 'GET', route, { token });
  const sections = menu.sections.filter((section) => !section.disabled);
  if (sections.length === 0) throw new Error(`menu ${menu.id} has no visible section`);
  const visibleItems = () =>
    sections.reduce((sum, section) => sum + section.items.filter((item) => !item.disabled).length, 0);
  const before = visibleItems();
  for (let index = 0; visibleItems() < minItems; index++) {
    const section = sections[index % sections.length];
    const [name, description, ingredients, allergens] = DISHES[index % DISHES.length];
    const item = await call(api, 'PUT', `${route}/sections/${section.id}/items`, {
      token,
      body: {
        name: `${name} ${Math.floor(index / DISHES.length) + 1}`,
        description,
        ingredients,
        allergens,
        price: 8 + (index % 17),
        suggested: index % 11 === 0,
        bestSeller: index % 13 === 0,
      },
    });
    section.items.push(item);
  }
  return {
    token,
    clubId: club.id,
    tableId: chosen.table.id,
    menuId: menu.id,
    menuName: menu.name,
    itemsBefore: before,
    items: visibleItems(),
    sections: sections.length,
  };
}

/**
 * String constants (`export const NAME = '…'`) read from a TypeScript source of the repository (Node
 * 20 cannot import it), so a bench uses the project's own values. Throws for one it does not find.
 */
export function readStringConstants(file, names) {
  const source = fs.readFileSync(path.join(repoDir, file), 'utf8');
  return Object.fromEntries(
    names.map((name) => {
      const value = new RegExp(`export const ${name} = '([^']*)'`).exec(source)?.[1];
      if (value === undefined) throw new Error(`${file} has no string constant ${name}`);
      return [name, value];
    }),
  );
}

/** The demo account's constants. */
function readDemoAccount() {
  return readStringConstants('apps/api-server/src/db/demo-account.ts', [
    'DEMO_CLUB_NAME',
    'DEMO_PASSWORD',
    'DEMO_PHONE',
    'DEMO_TOTP_SECRET',
  ]);
}
