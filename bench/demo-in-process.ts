// The API built in the bench's own process (buildApp, the server's own code, the demo seed) on a
// throwaway file-backed PGlite with a disk image store, as `npm start` runs it, signed in as the
// demo owner. Requests go through Fastify's inject, so a bench's figures are the server's work
// without the network. Used by the benches run with `node --import tsx` from apps/api-server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api-server/src/app.ts';
import { type AppConfig, loadConfig } from '../apps/api-server/src/config.ts';
import {
  DEMO_CLUB_NAME,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_TOTP_SECRET,
} from '../apps/api-server/src/db/demo-account.ts';
import { totpCode } from '../apps/api-server/src/lib/totp.ts';

export interface DemoInProcess {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: AppConfig;
  /** the demo owner's bearer token */
  headers: { authorization: string };
  /** the demo's Smart club */
  club: { id: number; name: string };
  /** closes the app and removes its data */
  close: () => Promise<void>;
}

export async function startDemoInProcess(name: string): Promise<DemoInProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tavola-bench-${name}-`));
  // never a configured database or bucket: the bench writes to its own throwaway store
  const { DATABASE_URL: _database, S3_BUCKET: _bucket, ...env } = process.env;
  const config = loadConfig({
    ...env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config);
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: {
        username: DEMO_PHONE,
        password: DEMO_PASSWORD,
        totp: await totpCode(DEMO_TOTP_SECRET, new Date()),
      },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const clubs = (await app.inject({ method: 'GET', url: '/api/v1/clubs', headers })).json() as {
      id: number;
      name: string;
    }[];
    const club = clubs.find((candidate) => candidate.name === DEMO_CLUB_NAME);
    if (!club) throw new Error('no demo club');
    return { app, config, headers, club, close };
  } catch (error) {
    await close();
    throw error;
  }
}
