/**
 * What `pnpm db:backup` and `pnpm db:restore` share: the server's settings from the environment
 * (config.ts, so both commands read exactly what the server reads), paths meant from where the
 * command was typed, sizes for people, and one way to end: a message and exit code 1 for an
 * expected problem, never a stack trace.
 */
import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '#config.ts';
import { BackupError } from './errors.ts';

/** pnpm runs the script inside apps/api-server; paths are meant from where the command was typed. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

export function configFromEnvironment(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const resolved = { ...env };
  for (const name of ['DATA_DIR', 'UPLOAD_DIR'] as const) {
    const value = env[name]?.trim();
    if (value) resolved[name] = path.resolve(invokedFrom, value);
  }
  // the default DATA_DIR is the `data` folder `npm start` uses, beside where the command was typed
  resolved.DATA_DIR ??= path.resolve(invokedFrom, 'data');
  // only where the data lives matters here: what production requires of a server (UPLOAD_SECRET,
  // public addresses) is not asked of a backup job
  if (resolved.NODE_ENV === 'production') resolved.NODE_ENV = 'development';
  return loadConfig(resolved);
}

/** The one file argument, resolved; a usage error otherwise. */
export function fileArgument(command: string, args: string[]): string {
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    throw new BackupError(`Usage: pnpm ${command} <file>`);
  }
  return path.resolve(invokedFrom, file);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Runs a command's body and exits 0, or 1 with the message of what went wrong. */
export async function runCommand(body: () => Promise<void>): Promise<never> {
  try {
    await body();
    process.exit(0);
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      // not an expected problem: the whole error, for a bug report
      console.error(error);
    }
    process.exit(1);
  }
}
