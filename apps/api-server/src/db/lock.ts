/**
 * One server process per embedded data directory: PGlite is single-process, two writers would
 * corrupt it. The lock file holds the owner's pid; a lock left by a dead process is taken over.
 * A killed server leaves its lock behind, and its pid may since belong to another process (pids
 * are reused, soon in a container): on Linux the lock also holds the owner's start time, and a
 * live process that started at another time is not the owner.
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

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with the pid
 * it names one process for good. Undefined where there is no /proc, or the process is gone.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count fields after its last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The lock's owner still runs: its pid is alive and, when both are known, started when it did. */
function ownerRuns(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = processStartTime(pid);
  return startTime === undefined || now === undefined || now === startTime;
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'tavola.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const startTime = processStartTime(process.pid);
      fs.writeFileSync(lockFile, `${process.pid}\n${startTime ? `${startTime}\n` : ''}`, { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(lockFile, 'utf8').split('\n')[0] === String(process.pid))
              fs.unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidLine = '', startTime] = fs.readFileSync(lockFile, 'utf8').split('\n');
      const pid = Number.parseInt(pidLine.trim(), 10);
      if (
        Number.isInteger(pid) &&
        pid > 0 &&
        pid !== process.pid &&
        ownerRuns(pid, startTime?.trim() || undefined)
      ) {
        throw new DataDirLockedError(lockFile, pid);
      }
      // stale (dead pid, a pid now another process's, garbage, or our own pid from a previous run
      // in this process): take it over
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
