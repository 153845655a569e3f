/**
 * Each reading's temporary folder, where its upload waits for its process. Named for the API
 * process that made it (`tavola-reading-<pid>-…`), so the folders of a process that was killed
 * before it could remove them are found and removed by the next one to start.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const JOB_FOLDER_PREFIX = 'tavola-reading-';
/** A folder this old is left over whatever its process does: no reading takes an hour. */
const ABANDONED_AFTER_MS = 60 * 60_000;

export function newJobFolder(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `${JOB_FOLDER_PREFIX}${process.pid}-`));
}

export function removeJobFolder(folder: string): Promise<void> {
  return rm(folder, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the folders whose API process is gone, or that are older than any reading. */
export async function removeLeftJobFolders(): Promise<number> {
  let removed = 0;
  for (const name of await readdir(os.tmpdir())) {
    if (!name.startsWith(JOB_FOLDER_PREFIX)) continue;
    const folder = path.join(os.tmpdir(), name);
    const pid = Number(name.slice(JOB_FOLDER_PREFIX.length).split('-')[0]);
    const owned = Number.isSafeInteger(pid) && pid > 0 && isRunning(pid);
    const age = Date.now() - (await stat(folder).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (!owned || age > ABANDONED_AFTER_MS) {
      await removeJobFolder(folder);
      removed++;
    }
  }
  return removed;
}
