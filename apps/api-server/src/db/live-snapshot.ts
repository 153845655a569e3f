/**
 * A consistent snapshot of the embedded database while a server runs on it (`pnpm db:backup`).
 *
 * Why through the server: PGlite is single-process, the running server holds DATA_DIR's lock
 * (lock.ts), and copying the files of a live database gives a torn copy (pages written half before,
 * half after). PGlite's `dumpDataDir()` reads the whole data directory inside its query mutex, i.e.
 * between two statements, so the server itself can write an exact, crash-consistent image at no
 * risk (a transaction open at that moment is rolled back when the copy first opens, as after a
 * power cut; everything committed is in it).
 *
 * How the command asks, locally only (no network endpoint, nothing an API client can reach):
 * it writes `DATA_DIR/snapshots/<id>.request` and sends SIGUSR2 to the pid in the lock file. The
 * server answers each request with `<id>.tar` (the uncompressed dump, written beside and renamed
 * into place, so it is either absent or whole) or `<id>.error` (a message). The command compresses
 * the answer itself, so the server's queries wait only while the tarball is built in memory.
 * Before it handles SIGUSR2 a Node process would die of it (the default action): the server writes
 * `snapshots/answering` with its pid once its handler is in place, and the command signals only a
 * pid named there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const SNAPSHOT_SIGNAL = 'SIGUSR2';
const REQUEST = /^([0-9a-f]{16})\.request$/;
const LEFTOVER = /^[0-9a-f]{16}\.(tar|tar\.partial|error)$/;

function snapshotDir(dataDir: string): string {
  return path.join(dataDir, 'snapshots');
}

const answeringFile = (dataDir: string) => path.join(snapshotDir(dataDir), 'answering');

interface SnapshotLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The uncompressed tarball of the data directory, taken between two statements. */
export async function dumpBetweenQueries(client: PGlite): Promise<Buffer> {
  const dump = await client.dumpDataDir('none');
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * Server side (server.ts, embedded database only): answers snapshot requests for as long as the
 * process runs. Requests are answered one at a time; a signal arriving meanwhile is not lost (the
 * folder is read again after each round).
 */
export function answerSnapshotRequests(dataDir: string, client: PGlite, log: SnapshotLog): void {
  const dir = snapshotDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // answers left by commands that died while waiting: no one will collect them (a command waiting
  // on the previous server fails once that pid is gone)
  for (const name of fs.readdirSync(dir)) {
    if (LEFTOVER.test(name)) fs.rmSync(path.join(dir, name), { force: true });
  }

  const answer = async (id: string) => {
    const started = performance.now();
    try {
      const tar = await dumpBetweenQueries(client);
      const file = path.join(dir, `${id}.tar`);
      await fs.promises.writeFile(`${file}.partial`, tar);
      await fs.promises.rename(`${file}.partial`, file);
      log.info({ bytes: tar.length, ms: Math.round(performance.now() - started) }, 'backup snapshot written');
    } catch (error) {
      log.error({ err: error }, 'backup snapshot failed');
      await fs.promises.writeFile(path.join(dir, `${id}.error`), String((error as Error).message ?? error));
    } finally {
      await fs.promises.rm(path.join(dir, `${id}.request`), { force: true });
    }
  };

  let running = false;
  let again = false;
  const drain = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (const name of await fs.promises.readdir(dir)) {
          const id = REQUEST.exec(name)?.[1];
          if (id) await answer(id);
        }
      } while (again);
    } catch (error) {
      log.error({ err: error }, 'backup snapshot requests could not be read');
    } finally {
      running = false;
    }
  };

  process.on(SNAPSHOT_SIGNAL, () => void drain());
  // only now may a command signal this process (see the header)
  fs.writeFileSync(answeringFile(dataDir), `${process.pid}\n`);
  // a request written while the server was starting
  void drain();
}

export class SnapshotRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotRequestError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A large database takes a while to dump; a server that never answers must not hang the command. */
const ANSWER_BUDGET_MS = 10 * 60_000;
const POLL_MS = 50;

/**
 * Command side: asks the server `pid` (the owner of DATA_DIR's lock) for a snapshot and waits for
 * its answer. Returns the uncompressed tarball; the files of the exchange are removed either way.
 */
export async function requestLiveSnapshot(dataDir: string, pid: number): Promise<Buffer> {
  const dir = snapshotDir(dataDir);
  let answering: string | undefined;
  try {
    answering = fs.readFileSync(answeringFile(dataDir), 'utf8').trim();
  } catch {
    // no file: a server of an older version, or one still starting
  }
  if (answering !== String(pid)) {
    throw new SnapshotRequestError(
      `The Tavola server using ${dataDir} (pid ${pid}) does not answer backup requests: it is still ` +
        'starting, or older than this command. Run the backup again once it listens, or stop it and run it again.',
    );
  }

  const id = randomBytes(8).toString('hex');
  const request = path.join(dir, `${id}.request`);
  const tar = path.join(dir, `${id}.tar`);
  const failure = path.join(dir, `${id}.error`);
  fs.writeFileSync(request, '', { flag: 'wx' });
  try {
    try {
      process.kill(pid, SNAPSHOT_SIGNAL);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new SnapshotRequestError(
        code === 'EPERM'
          ? `Not allowed to signal the Tavola server (pid ${pid}): run the backup as the user the server runs as.`
          : `The Tavola server (pid ${pid}) stopped before it could be asked for a snapshot: run the backup again.`,
      );
    }
    const deadline = Date.now() + ANSWER_BUDGET_MS;
    for (;;) {
      if (fs.existsSync(tar)) return fs.readFileSync(tar);
      if (fs.existsSync(failure)) {
        throw new SnapshotRequestError(
          `The Tavola server (pid ${pid}) could not write a snapshot: ${fs.readFileSync(failure, 'utf8')}`,
        );
      }
      if (!isAlive(pid)) {
        throw new SnapshotRequestError(
          `The Tavola server (pid ${pid}) stopped before it answered: run the backup again.`,
        );
      }
      if (Date.now() > deadline) {
        throw new SnapshotRequestError(
          `The Tavola server (pid ${pid}) did not answer within ${ANSWER_BUDGET_MS / 60_000} minutes.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    for (const file of [request, tar, `${tar}.partial`, failure]) fs.rmSync(file, { force: true });
  }
}
