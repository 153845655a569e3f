import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { ManualClock } from '#lib/clock.ts';
import { IDLE_FLUSHES_KEPT, localDate, ROWS_PER_STATEMENT, ScanCounter } from './scan-counter.ts';

/** rows per statement in the pacing tests: small, so that each test writes a few statements */
const ROWS = 40;

/**
 * A database stand-in recording the rows of each upsert (read back from the statement's six array
 * parameters, as PostgreSQL would unnest them); fails while `failing` is set.
 */
function fakeDb() {
  const statements: { clubId: number; day: string; language: string; scans: number }[][] = [];
  const state = { failing: false, attempts: 0 };
  const dialect = new PgDialect();
  const db = {
    execute: async (query: SQL) => {
      state.attempts += 1;
      if (state.failing) throw new Error('connection lost');
      const [clubIds, days, , , languages, scans] = dialect.sqlToQuery(query).params as unknown[][];
      statements.push(
        (clubIds ?? []).map((clubId, index) => ({
          clubId: clubId as number,
          day: days?.[index] as string,
          language: languages?.[index] as string,
          scans: scans?.[index] as number,
        })),
      );
    },
  } as unknown as Db;
  return { db, statements, state };
}

/** one turn of the event loop (what a statement sent to the stand-in takes) */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const scan = { clubId: 1, timeZone: 'Europe/Rome', tableId: 2, menuId: 3, language: null };

describe('scan counter', () => {
  it("dates a scan on the club's local day", () => {
    expect(localDate('Europe/Rome', new Date('2030-01-04T23:30:00Z'))).toBe('2030-01-05');
    expect(localDate('America/New_York', new Date('2030-01-04T23:30:00Z'))).toBe('2030-01-04');
  });

  it('turns the local date at local midnight, minute by minute, in each time zone apart', () => {
    // Rome is UTC+1 in January: its midnight is 23:00 UTC
    expect(localDate('Europe/Rome', new Date('2030-01-04T22:59:59Z'))).toBe('2030-01-04');
    expect(localDate('Europe/Rome', new Date('2030-01-04T22:59:59.999Z'))).toBe('2030-01-04');
    expect(localDate('Europe/Rome', new Date('2030-01-04T23:00:00Z'))).toBe('2030-01-05');
    expect(localDate('Asia/Kolkata', new Date('2030-01-04T23:00:00Z'))).toBe('2030-01-05');
    expect(localDate('America/New_York', new Date('2030-01-04T23:00:00Z'))).toBe('2030-01-04');
    // Kolkata is UTC+5:30: its midnight falls on a half hour
    expect(localDate('Asia/Kolkata', new Date('2030-01-04T18:29:00Z'))).toBe('2030-01-04');
    expect(localDate('Asia/Kolkata', new Date('2030-01-04T18:30:00Z'))).toBe('2030-01-05');
    // and back in time (a test clock may go backwards)
    expect(localDate('Europe/Rome', new Date('2030-01-04T12:00:00Z'))).toBe('2030-01-04');
  });

  it('writes every count in one statement, and keeps them after a failed write (never lost, never doubled)', async () => {
    const { db, statements, state } = fakeDb();
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')));
    counter.count(scan);
    counter.count(scan);
    counter.count({ ...scan, language: 'de' });
    state.failing = true;
    await counter.flush();
    expect(statements).toHaveLength(0);
    expect(counter.pendingScans).toBe(3);
    counter.count(scan);
    state.failing = false;
    await counter.flush();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ day: '2030-01-04', language: 'original', scans: 3 }),
        expect.objectContaining({ day: '2030-01-04', language: 'de', scans: 1 }),
      ]),
    );
    expect(counter.pendingScans).toBe(0);
    await counter.flush();
    expect(statements).toHaveLength(1);
  });

  it('writes a busy interval in statements of its rows per statement, with a pause between them, cut short by stop()', async () => {
    const { db, statements } = fakeDb();
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')), {
      rowsPerStatement: ROWS,
    });
    // running, with a timer that does not come due here and pauses far longer than the test
    counter.start(600_000, 60_000);
    // 2.5 statements' worth of distinct rows (one table each), every one counted twice
    const rows = ROWS * 2 + ROWS / 2;
    for (let tableId = 1; tableId <= rows; tableId += 1) {
      counter.count({ ...scan, tableId });
      counter.count({ ...scan, tableId });
    }
    const written = counter.flush();
    await turn();
    await turn();
    // the first statement went at once; the next waits for its pause
    expect(statements.map((statement) => statement.length)).toEqual([ROWS]);
    // a closing app stops the counter: the rest is written without pauses
    counter.stop();
    await written;
    expect(statements.map((statement) => statement.length)).toEqual([ROWS, ROWS, ROWS / 2]);
    expect(statements.flat().reduce((total, row) => total + row.scans, 0)).toBe(rows * 2);
    expect(counter.pendingScans).toBe(0);
  });

  it('ends a paced write after its pauses, and keeps scans counted during it for the next write', async () => {
    const { db, statements } = fakeDb();
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')), {
      rowsPerStatement: ROWS,
    });
    counter.start(600_000);
    const rows = ROWS * 3;
    for (let tableId = 1; tableId <= rows; tableId += 1) counter.count({ ...scan, tableId });
    const paced = counter.flush();
    await turn();
    counter.count({ ...scan, tableId: 1 });
    await paced;
    expect(statements.map((statement) => statement.length)).toEqual([ROWS, ROWS, ROWS]);
    expect(counter.pendingScans).toBe(1);
    await counter.flush();
    expect(statements.at(-1)).toEqual([expect.objectContaining({ scans: 1 })]);
    expect(counter.pendingScans).toBe(0);
    counter.stop();
  });

  it('keeps the rows of a statement that failed, and of the ones after it, for the next write', async () => {
    const { db, statements, state } = fakeDb();
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')), {
      rowsPerStatement: ROWS,
    });
    const rows = ROWS * 3;
    for (let tableId = 1; tableId <= rows; tableId += 1) counter.count({ ...scan, tableId });
    state.failing = true;
    await counter.flush();
    // the first statement failed: the write stopped there, with nothing written
    expect(state.attempts).toBe(1);
    expect(counter.pendingScans).toBe(rows);
    state.failing = false;
    await counter.flush();
    expect(statements.flat()).toHaveLength(rows);
    expect(counter.pendingScans).toBe(0);
  });

  it('writes a scan counted while its row is being written at the next flush, once', async () => {
    const { db: recording, statements } = fakeDb();
    // a database that holds each statement until the test lets it go
    let release = () => {};
    const db = {
      execute: async (query: SQL) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return recording.execute(query);
      },
    } as unknown as Db;
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')));
    counter.count(scan);
    counter.count(scan);
    const written = counter.flush();
    await turn();
    counter.count(scan);
    release();
    await written;
    expect(statements.flat()).toEqual([expect.objectContaining({ scans: 2 })]);
    expect(counter.pendingScans).toBe(1);
    const next = counter.flush();
    await turn();
    release();
    await next;
    expect(statements.flat().map((row) => row.scans)).toEqual([2, 1]);
    expect(counter.pendingScans).toBe(0);
  });

  it('keeps a row while its table is scanned, and drops it after a minute of flushes without a scan', async () => {
    const { db, statements } = fakeDb();
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')));
    counter.count(scan);
    counter.count({ ...scan, tableId: 9 });
    await counter.flush();
    expect(counter.rowsHeld).toBe(2);
    for (let flush = 1; flush <= IDLE_FLUSHES_KEPT; flush += 1) {
      // table 9 is scanned now and then; table 2 no more
      if (flush % 5 === 0) counter.count({ ...scan, tableId: 9 });
      await counter.flush();
    }
    expect(counter.rowsHeld).toBe(2);
    await counter.flush();
    expect(counter.rowsHeld).toBe(1);
    // a new scan of table 2 makes its row again, counted from one
    counter.count(scan);
    await counter.flush();
    expect(counter.rowsHeld).toBe(2);
    expect(statements.at(-1)).toEqual([expect.objectContaining({ scans: 1 })]);
    // every statement held only rows with scans
    expect(statements.flat().every((row) => row.scans > 0)).toBe(true);
  });

  it('writes statements of PostgreSQL size unless told otherwise', async () => {
    const { db, statements } = fakeDb();
    const counter = new ScanCounter(db, new ManualClock(Date.parse('2030-01-04T10:00:00Z')));
    for (let tableId = 1; tableId <= ROWS_PER_STATEMENT.postgres + 1; tableId += 1) {
      counter.count({ ...scan, tableId });
    }
    await counter.flush();
    expect(statements.map((statement) => statement.length)).toEqual([ROWS_PER_STATEMENT.postgres, 1]);
  });
});
