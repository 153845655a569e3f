/**
 * Menu scans, counted in memory and written every few seconds as a few multi-row upserts, so the
 * hot path pays a map increment instead of a database write (docs/decisions/011). A failed write
 * keeps its counts for the next flush (added to what came in meanwhile): never lost silently, never
 * counted twice. A crash loses at most the counts of the last interval.
 *
 * A busy interval is written in statements of at most ROWS_PER_STATEMENT rows with a pause between
 * them, spread over at most half the interval: thousands of rows written back to back held the
 * database (and, on PGlite, the event loop) while every guest read waited (docs/decisions/023).
 */

import { setTimeout as delay } from 'node:timers/promises';
import { localTimeAt } from '@tavola/domain/scheduling';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { scanCounts } from '#db/schema.ts';
import type { Clock } from '#lib/clock.ts';

const SCAN_FLUSH_INTERVAL_MS = 5_000;
/**
 * Distinct rows (club, day, table, menu, language) per upsert statement, by database. PGlite runs
 * in the server's own thread, so a statement holds every guest read for as long as it runs: 500 rows
 * took about 20 ms there, 50 rows about 2 ms. PostgreSQL runs it in its own process, and fewer,
 * larger statements cost it fewer commits.
 */
export const ROWS_PER_STATEMENT = { postgres: 500, pglite: 50 } as const;
/** the pause between two statements of one write, shortened when a write has many statements */
const STATEMENT_PAUSE_MS = 100;
/** the language of a scan that read the owner's original texts */
const ORIGINAL_LANGUAGE = 'original';

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
  /** scans counted and not yet written */
  scans: number;
  /** flushes in a row that found no scan on it */
  idleFlushes: number;
}

/** Flushes in a row a row is kept without a scan: a minute at the default interval. */
export const IDLE_FLUSHES_KEPT = 12;

/**
 * The rows scans are counted on, by table id, then menu id, then one per club date and language
 * (one to three in practice). A row stays while its table is scanned: each flush writes its count
 * and takes what it wrote off it; it goes after IDLE_FLUSHES_KEPT flushes without a scan. So a
 * scan allocates nothing once its row exists, and a busy interval makes no new objects. Before,
 * every interval started a new map keyed by a string of the row's fields: thousands of rows and keys
 * that lived the interval's seconds, long enough for V8 to move them to the old generation, whose
 * collections, every few seconds once thousands of tables were scanned, held every guest read
 * meanwhile (docs/decisions/023).
 */
type ScanRows = Map<number, Map<number, ScanRow[]>>;

/** Counts one scan on the row of these fields, made when it is the first. */
function countOn(
  rows: ScanRows,
  clubId: number,
  day: string,
  tableId: number,
  menuId: number,
  language: string,
) {
  let menus = rows.get(tableId);
  if (menus === undefined) {
    menus = new Map();
    rows.set(tableId, menus);
  }
  let menuRows = menus.get(menuId);
  if (menuRows === undefined) {
    menuRows = [];
    menus.set(menuId, menuRows);
  }
  for (const row of menuRows) {
    if (row.clubId === clubId && row.day === day && row.language === language) {
      row.scans += 1;
      return;
    }
  }
  menuRows.push({ clubId, day, tableId, menuId, language, scans: 1, idleFlushes: 0 });
}

/** Every row held, table by table. */
function* rowsIn(rows: ScanRows): Generator<ScanRow> {
  for (const menus of rows.values()) for (const menuRows of menus.values()) yield* menuRows;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of the table's primary key: two processes upserting the same rows lock them alike. */
const byPrimaryKey = (a: ScanRow, b: ScanRow) =>
  a.clubId - b.clubId ||
  compareText(a.day, b.day) ||
  a.tableId - b.tableId ||
  a.menuId - b.menuId ||
  compareText(a.language, b.language);

/**
 * The rows with scans to write, in the primary key's order. Counts a flush without a scan on the
 * others, and drops those idle for longer than IDLE_FLUSHES_KEPT.
 */
function dueRows(rows: ScanRows): ScanRow[] {
  const due: ScanRow[] = [];
  for (const [tableId, menus] of rows) {
    for (const [menuId, menuRows] of menus) {
      let idle = false;
      for (const row of menuRows) {
        if (row.scans > 0) {
          row.idleFlushes = 0;
          due.push(row);
        } else {
          row.idleFlushes += 1;
          idle ||= row.idleFlushes > IDLE_FLUSHES_KEPT;
        }
      }
      if (!idle) continue;
      const kept = menuRows.filter((row) => row.idleFlushes <= IDLE_FLUSHES_KEPT);
      if (kept.length > 0) menus.set(menuId, kept);
      else menus.delete(menuId);
    }
    if (menus.size === 0) rows.delete(tableId);
  }
  return due.sort(byPrimaryKey);
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
  private rows: ScanRows = new Map();
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
    countOn(this.rows, scan.clubId, day, scan.tableId, scan.menuId, language);
  }

  /** Rows held: those scanned within the last IDLE_FLUSHES_KEPT flushes. */
  get rowsHeld(): number {
    let total = 0;
    for (const _row of rowsIn(this.rows)) total += 1;
    return total;
  }

  /** Scans counted and not yet written. */
  get pendingScans(): number {
    let total = 0;
    for (const row of rowsIn(this.rows)) total += row.scans;
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
    const due = dueRows(this.rows);
    const statements = Math.ceil(due.length / this.rowsPerStatement);
    for (let start = 0; start < due.length; start += this.rowsPerStatement) {
      if (start > 0) await this.pause(statements);
      const chunk = due.slice(start, start + this.rowsPerStatement);
      // the counts as sent: scans counted while the statement runs stay on their rows
      const sent = chunk.map((row) => row.scans);
      try {
        await this.db.execute(upsertStatement(chunk, sent));
      } catch (error) {
        // the statement is atomic: nothing of this chunk was written, and the rows keep their
        // counts (with those of the chunks after it) for the next flush
        this.log?.error(
          { err: error, rows: due.length - start },
          'scan counts not written; retried at the next flush',
        );
        return;
      }
      chunk.forEach((row, index) => {
        row.scans -= sent[index] as number;
      });
    }
  }
}

/**
 * One upsert of many rows with six array parameters (`unnest`), not drizzle's multi-row insert:
 * building that statement (six parameters per row) took 50-170 ms of the event loop for 500 rows,
 * during which every guest read waited (the load bench's fixed-rate p99, docs/decisions/023).
 */
function upsertStatement(rows: ScanRow[], scans: number[]) {
  const column = <T>(pick: (row: ScanRow) => T) => sql.param(rows.map(pick));
  return sql`insert into ${scanCounts} (club_id, day, table_id, menu_id, language, scans)
    select * from unnest(
      ${column((row) => row.clubId)}::integer[], ${column((row) => row.day)}::date[],
      ${column((row) => row.tableId)}::integer[], ${column((row) => row.menuId)}::integer[],
      ${column((row) => row.language)}::text[], ${sql.param(scans)}::integer[])
    on conflict (club_id, day, table_id, menu_id, language)
    do update set scans = ${scanCounts}.scans + excluded.scans`;
}
