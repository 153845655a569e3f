/**
 * PostgreSQL's own client programs (pg_dump, pg_restore) as the installed PostgreSQL provides them,
 * found as scripts/postgres.sh finds the server: on PATH, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian installs them there, not always on PATH).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './errors.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

function onPath(program: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, program);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function newestDebianBin(program: string): string | undefined {
  let versions: string[];
  try {
    versions = fs.readdirSync(DEBIAN_ROOT);
  } catch {
    return undefined;
  }
  const byVersion = versions
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of byVersion) {
    const candidate = path.join(DEBIAN_ROOT, version, 'bin', program);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function findPostgresProgram(program: 'pg_dump' | 'pg_restore'): string {
  const found = onPath(program) ?? newestDebianBin(program);
  if (!found) {
    throw new BackupError(
      `${program} was not found on PATH nor in ${DEBIAN_ROOT}/<version>/bin: install PostgreSQL's ` +
        'client programs, of the same major version as the server or newer (Debian: apt-get install postgresql-client).',
    );
  }
  return found;
}

/**
 * A connection for a client program: the password goes in PGPASSWORD, never on the command line,
 * where any user of the machine could read it (ps).
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** The database's name as an operator knows it (in messages). */
export function databaseName(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `"${decodeURIComponent(url.pathname.slice(1)) || url.username || 'postgres'}" on ${url.host}`;
}

/** Runs a client program; its own error text (stderr) becomes the message when it fails. */
export function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) {
        resolve();
        return;
      }
      const detail = stderr.trim() || error.message;
      reject(new BackupError(`${path.basename(program)} failed:\n${detail}`));
    });
  });
}
