/**
 * Menu scans, counted in memory and written every few seconds as ONE multi-row upsert, so the hot
 * path pays a map increment instead of a database write (docs/decisions/011). A failed write keeps
 * its counts for the next flush (added to what came in meanwhile): never lost silently, never
 * counted twice. A crash loses at most the counts of the last interval.
 *
 * A busy interval is written early, once it holds FLUSH_AT_ROWS rows: each write then stays one
 * small statement whatever the number of clubs, instead of thousands of rows at once, whose
 * database work every guest read waited behind (bench/README.md, "Found (sixth pass)").
 */

import { localTimeAt } from '@tavola/domain/scheduling';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { scanCounts } from '#db/schema.ts';
import type { Clock } from '#lib/clock.ts';

export const SCAN_FLUSH_INTERVAL_MS = 5_000;
/** rows per statement: far below PostgreSQL's 65 535 bind parameters (6 per row) */
const ROWS_PER_STATEMENT = 1_000;
/** distinct rows (club, day, table, menu, language) that start a write before the interval ends */
export const FLUSH_AT_ROWS = 500;
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
  /** an early write is queued and has not taken the pending rows yet: one at a time */
  private earlyFlushQueued = false;
  /** the last write failed: no early writes (they would retry a failing database at every scan) */
  private lastWriteFailed = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

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
    if (this.pending.size >= FLUSH_AT_ROWS && !this.earlyFlushQueued && !this.lastWriteFailed) {
      this.earlyFlushQueued = true;
      void this.flush();
    }
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

  start(intervalMs = SCAN_FLUSH_INTERVAL_MS): void {
    this.stop();
    this.timer = setInterval(() => void this.flush(), intervalMs);
    // the counter never keeps the process alive by itself
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async write(): Promise<void> {
    this.earlyFlushQueued = false;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.lastWriteFailed = false;
    // a stable order: two processes upserting the same rows lock them in the same order
    const keys = [...batch.keys()].sort();
    for (let start = 0; start < keys.length; start += ROWS_PER_STATEMENT) {
      const chunk = keys.slice(start, start + ROWS_PER_STATEMENT);
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
        this.lastWriteFailed = true;
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
