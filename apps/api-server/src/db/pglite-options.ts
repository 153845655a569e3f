/**
 * How every embedded database (PGlite) of ours starts: the server's, the tests' in-memory ones,
 * and those the backup and restore commands open.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffer pool inside PGlite. initdb writes PostgreSQL's default, 128 MB, into
 * postgresql.conf, and PGlite sets up the whole pool in WebAssembly memory at every start: about
 * 3.5 ms per MB on this machine, 0.45 s of the 0.8 s that opening the demo's database took
 * (docs/decisions/026). 32 MB holds the whole demo database (24 MB of tables and
 * catalogs) and a small venue's; pages beyond it are read from the host's page cache, which the
 * embedded database reaches by plain file reads. PostgreSQL installations set their own.
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters, plus ours (a command-line setting wins over postgresql.conf). */
export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return {
    ...options,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  };
}
