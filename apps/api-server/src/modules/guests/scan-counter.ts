/**
 * Menu scans, counted in memory and written every few seconds as a few multi-row upserts, so the
 * hot path pays a map increment instead of a database write (docs/decisions/011). A failed write
 * keeps its counts for the next flush (added to what came in meanwhile): never lost silently, never
 * counted twice. A crash loses at most the counts of the last interval.
 *
 * A busy interval is written in statements of at most ROWS_PER_STATEMENT rows with a pause between
 * them, spread over at most half the interval: thousands of rows written back to back held the
 * database (and, on PGlite, the event loop) while every guest read waited (bench/README.md,
 * "Found (sixth pass)", "seventh pass" and "eighth pass").
 */

import { setTimeout as delay } from 'node:timers/promises';
import { localTimeAt } from '@tavola/domain/scheduling';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { scanCounts } from '#db/schema.ts';
import type { Clock } from '#lib/clock.ts';

export const SCAN_FLUSH_INTERVAL_MS = 5_000;
/**
 * Distinct rows (club, day, table, menu, language) per upsert statement, by database. PGlite runs
 * in the server's own thread, so a statement holds every guest read for as long as it runs: 500 rows
 * took about 20 ms there, 50 rows about 2 ms. PostgreSQL runs it in its own process, and fewer,
 * larger statements cost it fewer commits.
 */
export const ROWS_PER_STATEMENT = { postgres: 500, pglite: 50 } as const;
/** the pause between two statements of one write, shortened when a write has many statements */
export const STATEMENT_PAUSE_MS = 100;
/** the language of a scan that read the owner's original texts */
export const ORIGINAL_LANGUAGE = 'original';

export interface Scan {
  clubId: number;
  timeZone: string;
  tableId: number;
  menuId: number;
  /** null = the original texts */
  language: string | null;
}

interface ScanRow {
  clubId: number;
  day: string;
  tableId: number;
  menuId: number;
  language: string;
  scans: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

const MINUTE_MS = 60_000;
/** per time zone: the UTC minute last asked and its local date */
const lastLocalDates = new Map<string, { minute: number; date: string }>();

/**
 * The club's local calendar date at an instant, YYYY-MM-DD. Kept per time zone for the current UTC
 * minute (offsets are whole minutes): every scan asks, and the Intl conversion behind localTimeAt
 * was a few percent of the hot path's CPU under load (bench/guest).
 */
export function localDate(timeZone: string, at: Date): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const last = lastLocalDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const local = localTimeAt(timeZone, at);
  const date = `${local.year}-${pad(local.month)}-${pad(local.day)}`;
  // a handful of time zones in practice; the bound only guards against a flood of odd ones
  if (lastLocalDates.size >= 1_000) lastLocalDates.clear();
  lastLocalDates.set(timeZone, { minute, date });
  return date;
}

export class ScanCounter {
  private pending = new Map<string, ScanRow>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private intervalMs = SCAN_FLUSH_INTERVAL_MS;
  private statementPauseMs = STATEMENT_PAUSE_MS;
  /** set while the counter runs: writes pause between statements; stop() cuts a pause short */
  private pacing: AbortController | undefined;
  private readonly rowsPerStatement: number;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    options: { rowsPerStatement?: number; log?: FastifyBaseLogger } = {},
  ) {
    this.rowsPerStatement = options.rowsPerStatement ?? ROWS_PER_STATEMENT.postgres;
    this.log = options.log;
  }

  /** scans counted since the start (the metrics' running total) */
  counted = 0;

  /** Counts one scan on the club's local date of now. */
  count(scan: Scan): void {
    this.counted += 1;
    const day = localDate(scan.timeZone, this.clock.now());
    const language = scan.language ?? ORIGINAL_LANGUAGE;
    const key = `${scan.clubId}|${day}|${scan.tableId}|${scan.menuId}|${language}`;
    const row = this.pending.get(key);
    if (row) {
      row.scans += 1;
      return;
    }
    this.pending.set(key, {
      clubId: scan.clubId,
      day,
      tableId: scan.tableId,
      menuId: scan.menuId,
      language,
      scans: 1,
    });
  }

  /** Scans counted and not yet written. */
  get pendingScans(): number {
    let total = 0;
    for (const row of this.pending.values()) total += row.scans;
    return total;
  }

  /** Writes what is counted; flushes run one after another. Resolves even when the write failed. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  start(intervalMs = SCAN_FLUSH_INTERVAL_MS, statementPauseMs = STATEMENT_PAUSE_MS): void {
    this.stop();
    this.intervalMs = intervalMs;
    this.statementPauseMs = statementPauseMs;
    this.pacing = new AbortController();
    this.timer = setInterval(() => void this.flush(), intervalMs);
    // the counter never keeps the process alive by itself
    this.timer.unref();
  }

  /** Stops the timer; a write under way goes on without its pauses (a closing app waits for it). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.pacing?.abort();
    this.pacing = undefined;
  }

  /** The pause before a write's next statement; none once stopped. */
  private async pause(statements: number): Promise<void> {
    const signal = this.pacing?.signal;
    if (!signal) return;
    // the whole write within half the interval, so that it ends before the next one is due
    const ms = Math.min(this.statementPauseMs, this.intervalMs / 2 / statements);
    // an abort (stop) only ends the pause early
    await delay(ms, undefined, { signal }).catch(() => undefined);
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    // a stable order: two processes upserting the same rows lock them in the same order
    const keys = [...batch.keys()].sort();
    const statements = Math.ceil(keys.length / this.rowsPerStatement);
    for (let start = 0; start < keys.length; start += this.rowsPerStatement) {
      if (start > 0) await this.pause(statements);
      const chunk = keys.slice(start, start + this.rowsPerStatement);
      try {
        await this.db.execute(upsertStatement(chunk.map((key) => batch.get(key) as ScanRow)));
      } catch (error) {
        // the statement is atomic: none of this chunk (or of the ones after it) was written
        const unwritten = keys.slice(start);
        for (const key of unwritten) {
          const row = batch.get(key) as ScanRow;
          const newer = this.pending.get(key);
          if (newer) newer.scans += row.scans;
          else this.pending.set(key, row);
        }
        this.log?.error(
          { err: error, rows: unwritten.length },
          'scan counts not written; retried at the next flush',
        );
        return;
      }
    }
  }
}

/**
 * One upsert of many rows with six array parameters (`unnest`), not drizzle's multi-row insert:
 * building that statement (six parameters per row) took 50-170 ms of the event loop for 500 rows,
 * during which every guest read waited (the load bench's fixed-rate p99, bench/README.md).
 */
function upsertStatement(rows: ScanRow[]) {
  const column = <T>(pick: (row: ScanRow) => T) => sql.param(rows.map(pick));
  return sql`insert into ${scanCounts} (club_id, day, table_id, menu_id, language, scans)
    select * from unnest(
      ${column((row) => row.clubId)}::integer[], ${column((row) => row.day)}::date[],
      ${column((row) => row.tableId)}::integer[], ${column((row) => row.menuId)}::integer[],
      ${column((row) => row.language)}::text[], ${column((row) => row.scans)}::integer[])
    on conflict (club_id, day, table_id, menu_id, language)
    do update set scans = ${scanCounts}.scans + excluded.scans`;
}
