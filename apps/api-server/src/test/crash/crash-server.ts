/**
 * The server under the crash harness: the production build as a child process (its own process
 * group, see server-process.ts) on a database that outlives it. PGlite: a temporary DATA_DIR reused
 * by every restart. PostgreSQL (DATABASE_URL set): a database of its own on that server, created
 * here and dropped at the end; only the API process is ever killed, never PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from '#test/database.ts';
import { exitedError, listening, type ServerProcess, startServer, stopGroup } from '#test/server-process.ts';

export interface Started {
  base: string;
  /** from spawn to the "Server listening" line */
  startMs: number;
}

export class CrashServer {
  private current: ServerProcess | undefined;
  private starts = 0;

  private readonly env: Record<string, string>;

  private constructor(
    readonly kind: 'pglite' | 'postgres',
    /** DATA_DIR: the embedded database (PGlite) and, in both cases, the uploaded images */
    readonly dataDir: string,
    env: Record<string, string>,
    private readonly dropDatabase: () => Promise<void>,
  ) {
    // debug: the server then logs each request as it arrives, which the cycles wait for to aim a
    // kill inside it (at info a request is logged only once it has been answered)
    this.env = { ...env, LOG_LEVEL: 'debug' };
  }

  static async create(): Promise<CrashServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-crash-'));
    const url = process.env.DATABASE_URL;
    if (!url) {
      return new CrashServer('pglite', dataDir, { DATA_DIR: dataDir, SEED_DEMO: 'true' }, async () => {});
    }
    const name = `tavola_crash_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return new CrashServer(
      'postgres',
      dataDir,
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString(), SEED_DEMO: 'true' },
      () => adminQuery(url, `drop database if exists ${name} with (force)`),
    );
  }

  get uploadDir(): string {
    return path.join(this.dataDir, 'uploads');
  }

  /** Starts the server on the same data; a start that fails throws with everything it printed. */
  async start(): Promise<Started> {
    if (this.current) throw new Error('the server is already running');
    this.starts += 1;
    const began = performance.now();
    const server = startServer(this.env, `server (start ${this.starts})`);
    this.current = server;
    const base = await listening(server);
    return { base, startMs: performance.now() - began };
  }

  /**
   * Starts the server and kills it `delayMs` later, listening or not: a crash during crash
   * recovery, migrations or the demo seed. Returns whether it was already listening.
   */
  async startAndKill(delayMs: number): Promise<boolean> {
    if (this.current) throw new Error('the server is already running');
    this.starts += 1;
    const server = startServer(this.env, `server (start ${this.starts}, killed while starting)`);
    await Promise.race([server.exit, new Promise((resolve) => setTimeout(resolve, delayMs))]);
    if (server.child.exitCode !== null) throw await exitedError(server);
    const wasListening = server.output().includes('Server listening');
    await stopGroup(server);
    return wasListening;
  }

  /** What the running (or last) server printed, from `from` characters on. */
  output(from = 0): string {
    return this.current?.output().slice(from) ?? '';
  }

  /** SIGKILL to the whole process group, as a power cut of the process would be. */
  async kill(): Promise<void> {
    const server = this.current;
    this.current = undefined;
    if (server) await stopGroup(server);
  }

  /** SIGTERM: the graceful shutdown (checkpoint, lock released); its exit code. */
  async terminate(): Promise<number | null> {
    const server = this.current;
    this.current = undefined;
    if (!server) return null;
    server.child.kill('SIGTERM');
    return server.exit;
  }

  /** Kills whatever still runs, drops the PostgreSQL database and removes the data directory. */
  async dispose(): Promise<void> {
    await this.kill();
    try {
      await this.dropDatabase();
    } finally {
      fs.rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}
