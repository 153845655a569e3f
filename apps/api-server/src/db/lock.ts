/**
 * One server process per embedded data directory: PGlite is single-process, two writers would
 * corrupt it. The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data directory is in use by another Tavola server (pid ${pid}). ` +
        `Stop it first, or set DATA_DIR to another directory. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'tavola.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockFile, pid);
      }
      // stale (dead pid, garbage, or our own pid from a previous run in this process): take it over
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
