/**
 * `pnpm db:backup` / `pnpm db:restore` against real server processes (the production build): a
 * backup taken while an owner keeps adding items is a consistent copy (the items written one after
 * the other are there up to some point, none missing before it), it restores into a new database,
 * a server started on the copy serves the menus and the uploaded image, and a restore refuses a
 * target that already holds data. On the embedded database in the PGlite run, on PostgreSQL when
 * DATABASE_URL is set (each case makes databases of its own there).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { DEMO_CLUB_NAME } from '#db/demo-account.ts';
import { adminQuery } from '#test/database.ts';
import {
  buildServer,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  signInDemo,
  startServer,
  stopGroup,
} from '#test/server-process.ts';
import { backupDatabase } from './backup.ts';
import { BackupError } from './errors.ts';
import { restoreDatabase } from './restore.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const postgresUrl = process.env.DATABASE_URL;
const ITEM_PREFIX = 'Backup item ';

type Env = Record<string, string>;

/** An owner's session on a running server: typed calls to the few operations used here. */
function api(base: string, token: string) {
  return async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/v1${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** How many menus' documents a PostgreSQL database keeps. */
async function storedMenus(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ menus: number }>(
      'select count(*)::int as menus from menu_documents',
    );
    return rows[0]?.menus ?? 0;
  } finally {
    await client.end();
  }
}

async function signIn(base: string): Promise<string> {
  const response = await signInDemo(base);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface Section {
  id: number;
  items: { name: string }[];
}

/**
 * Adds items one after the other (each sent once the previous one was answered) until stopped:
 * a consistent copy holds exactly the first k of them.
 */
function keepAddingItems(call: ReturnType<typeof api>, route: string) {
  const sent: string[] = [];
  let answered = 0;
  let stopped = false;
  let firstAnswered: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    firstAnswered = resolve;
  });
  const loop = (async () => {
    for (let n = 1; !stopped; n++) {
      const name = `${ITEM_PREFIX}${n}`;
      sent.push(name);
      await call('PUT', route, { name });
      answered = n;
      firstAnswered();
    }
  })();
  return {
    sent,
    answered: () => answered,
    /** resolves once one item was answered; rejects if writing failed first */
    started: Promise.race([first, loop]),
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/** `pnpm db:restore`, as an operator runs it (tsx), with only `env` as its settings. */
function restoreCommand(file: string, env: Env): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, INIT_CWD: _cwd, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/db-restore.ts', file],
      { cwd: appDir, env: { ...inherited, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe(`db:backup and db:restore (${postgresUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  const running: ServerProcess[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-backup-'));
  const databases: string[] = [];
  afterAll(async () => {
    // whether the tests passed, failed or timed out: nothing they started outlives them
    await Promise.all(running.map(stopGroup));
    for (const name of databases) {
      if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Settings of a new, empty place to run a server: a data directory, and a database on PostgreSQL. */
  async function newTarget(label: string): Promise<Env> {
    const dataDir = path.join(work, label);
    if (!postgresUrl) return { DATA_DIR: dataDir };
    fs.mkdirSync(dataDir);
    const name = `tavola_backup_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    databases.push(name);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  }

  function serve(env: Env, name: string): ServerProcess {
    const server = startServer(env, name);
    running.push(server);
    return server;
  }

  const file = path.join(work, 'tavola.backup');
  let copy: Env = {};
  let copyServer: ServerProcess | undefined;

  it(
    'backs up while an owner adds items; a server on the restored copy has the menus, the items up to a point and the image',
    async () => {
      buildServer();
      const source = await newTarget('source');
      const sourceServer = serve({ ...source, SEED_DEMO: 'true' }, 'source server');
      const base = await listening(sourceServer);
      // (the copy's sign-in sends another code: each code works once, and the copy knows this one was used)
      const call = api(base, await signIn(base));

      const clubs = await call<{ id: number; name: string }[]>('GET', '/clubs');
      const clubId = clubs.find((club) => club.name === DEMO_CLUB_NAME)?.id;
      const menus = await call<{ id: number; name: string }[]>('GET', `/clubs/${clubId}/menu`);
      const menuId = menus[0]?.id;
      const sections = (await call<{ sections: Section[] }>('GET', `/clubs/${clubId}/menu/${menuId}`))
        .sections;
      const sectionId = sections[0]?.id;

      const { uploadUrl } = await call<{ uploadUrl: string }>('POST', `/clubs/${clubId}/logo`);
      const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'teal' } })
        .png()
        .toBuffer();
      // the address names PUBLIC_API_URL; the token is what matters
      const uploaded = await fetch(`${base}/api/v1/uploads/${uploadUrl.split('/').pop()}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: logo,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const imageName = new URL(((await uploaded.json()) as { url: string }).url).pathname.split('/').pop();
      const storedImage = Buffer.from(
        await (await fetch(`${base}/api/v1/images/${imageName}`)).arrayBuffer(),
      );

      // a guest's read keeps the built menu in the database (decision 050): a cache that a backup
      // of PostgreSQL leaves out, and the copy builds again
      const { tables } = await call<{ tables: { id: number }[] }>('GET', `/clubs/${clubId}/tables`);
      const guestMenu = `/api/v1/clubs/${clubId}/menu/tables/${tables[0]?.id}/menus/${menuId}`;
      expect((await fetch(`${base}${guestMenu}`)).status).toBe(200);
      if (source.DATABASE_URL) {
        const url = source.DATABASE_URL;
        await expect.poll(() => storedMenus(url), { timeout: 10_000 }).toBeGreaterThan(0);
      }

      const writer = keepAddingItems(call, `/clubs/${clubId}/menu/${menuId}/sections/${sectionId}/items`);
      await writer.started;
      // an item is always on its way while the backup runs
      const answeredBefore = writer.answered();
      const backup = await backupDatabase(loadConfig(source), file);
      await writer.stop();

      expect(backup.file).toBe(file);
      expect(backup.bytes).toBeGreaterThan(0);
      expect(backup.images?.count).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(path.join(`${file}.images`, imageName ?? ''))).toBe(true);
      if (!postgresUrl) expect(backup.via).toContain(`running server, pid ${sourceServer.child.pid}`);
      sourceServer.child.kill('SIGTERM');
      expect(await sourceServer.exit).toBe(0);

      copy = await newTarget('copy');
      const restored = await restoreDatabase(loadConfig(copy), file);
      expect(restored.clubs).toBeGreaterThanOrEqual(2);
      expect(restored.menus).toBeGreaterThanOrEqual(menus.length);
      expect(restored.images?.count).toBeGreaterThanOrEqual(1);

      copyServer = serve({ ...copy, SEED_DEMO: 'false' }, 'server on the copy');
      const copyBase = await listening(copyServer);
      const onCopy = api(copyBase, await signIn(copyBase));
      const copyClubs = await onCopy<{ id: number; name: string }[]>('GET', '/clubs');
      expect(copyClubs.map((club) => club.name)).toContain(DEMO_CLUB_NAME);
      const copyMenus = await onCopy<{ id: number; name: string }[]>('GET', `/clubs/${clubId}/menu`);
      expect(copyMenus.map((menu) => menu.name)).toEqual(menus.map((menu) => menu.name));

      const copySection = (
        await onCopy<{ sections: Section[] }>('GET', `/clubs/${clubId}/menu/${menuId}`)
      ).sections.find((section) => section.id === sectionId);
      const items = (copySection?.items ?? [])
        .map((item) => item.name)
        .filter((name) => name.startsWith(ITEM_PREFIX));
      // consistent: exactly the first k items, at least those answered before the backup began
      expect(items).toEqual(writer.sent.slice(0, items.length));
      expect(items.length).toBeGreaterThanOrEqual(answeredBefore);
      console.info(
        `backup during writes: ${answeredBefore} items answered before it began, ${items.length} in the copy, ` +
          `${writer.sent.length} sent in all; ${backup.bytes} bytes (${backup.via ?? 'pg_dump'})`,
      );

      if (copy.DATABASE_URL) expect(await storedMenus(copy.DATABASE_URL)).toBe(0);
      const menuOnCopy = await fetch(`${copyBase}${guestMenu}`);
      expect(menuOnCopy.status).toBe(200);

      const image = await fetch(`${copyBase}/api/v1/images/${imageName}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(storedImage)).toBe(true);
    },
    5 * START_BUDGET_MS,
  );

  it(
    'refuses to restore into a database that holds data, with a message and exit code 1',
    async () => {
      if (!copyServer) throw new Error('needs the copy of the first test');
      // while the copy's server runs
      const refused = await restoreDatabase(loadConfig(copy), file).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackupError);
      expect((refused as BackupError).message).toMatch(
        postgresUrl ? /already holds tables/ : /in use by a running Tavola server/,
      );

      copyServer.child.kill('SIGTERM');
      expect(await copyServer.exit).toBe(0);
      const command = await restoreCommand(file, copy);
      expect(command.code).toBe(1);
      expect(command.output).toMatch(postgresUrl ? /already holds tables/ : /already holds a database/);
      // an expected problem: the message alone, no stack trace
      expect(command.output).not.toMatch(/^\s+at /m);

      if (!postgresUrl) {
        // no server running: the backup opens the embedded database itself
        const again = await backupDatabase(loadConfig(copy), path.join(work, 'copy.backup'));
        expect(again.via).toContain('opened directly');
      }
    },
    2 * START_BUDGET_MS,
  );
});
