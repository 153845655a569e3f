/**
 * The public reads' table contexts (club version, switch, time zone, table zone) kept in process
 * memory, so that a warm getPublicMenu makes no database round trip (docs/decisions/011).
 *
 * An entry is trusted with no query only while it cannot be stale:
 * - this process is LISTENing on `tavola_content` (plugins/realtime.ts), where the database
 *   announces every change of what guests see, by club, when it commits (migration 0006);
 * - nothing was heard for that club since the entry was read: a notification drops the club's
 *   entries, and a read that was on its way when it came is answered but not kept;
 * - losing the listening connection drops everything and turns the cache off (every read queries)
 *   until the listener is back; it then starts empty. A notification missed while not listening
 *   can therefore never keep an old entry.
 * A write answered by this process also drops its club at once (`invalidate`, from the guest-menus
 * plugin): its own notification may arrive a moment after the answer has left.
 *
 * Bounded (least recently used dropped, like the document cache: a read marks its entry, it does
 * not move it, least-recently-used.ts). Unknown clubs are not kept: a new club announces nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { leastRecentlyUsed } from './least-recently-used.ts';
import { findTableContext, type TableContext } from './queries.ts';

export const CONTENT_CHANNEL = 'tavola_content';
const DEFAULT_CACHED_TABLES = 10_000;

/** A payload of ours that is not a club: `sync(n)`'s marker (see below). */
const SYNC_PREFIX = 'sync:';

type Loader = (db: Db, clubId: number, tableId: number) => Promise<TableContext | null>;

interface Flight {
  clubId: number;
  /** a notification (or a lost listener) came while the read was on its way: do not keep it */
  stale: boolean;
  promise: Promise<TableContext | null>;
}

export class TableContextCache {
  private readonly entries = new Map<string, { clubId: number; context: TableContext; usedAt: number }>();
  /** reads so far: an entry's `usedAt` is the count at its last read */
  private uses = 0;
  private readonly flights = new Map<string, Flight>();
  private active = false;
  /** database reads made (tests: a warm read makes none) */
  reads = 0;
  private syncs = 0;
  private readonly waitingSyncs = new Map<string, () => void>();

  constructor(
    private readonly maxTables = DEFAULT_CACHED_TABLES,
    private readonly load: Loader = findTableContext,
  ) {}

  /** Whether entries are trusted (this process is listening). */
  get enabled(): boolean {
    return this.active;
  }

  get size(): number {
    return this.entries.size;
  }

  get(db: Db, clubId: number, tableId: number): TableContext | null | Promise<TableContext | null> {
    if (!this.active) {
      this.reads += 1;
      return this.load(db, clubId, tableId);
    }
    const key = `${clubId}:${tableId}`;
    const hit = this.entries.get(key);
    if (hit) {
      hit.usedAt = ++this.uses;
      return hit.context;
    }
    const running = this.flights.get(key);
    if (running) return running.promise;
    this.reads += 1;
    const flight: Flight = { clubId, stale: false, promise: this.load(db, clubId, tableId) };
    flight.promise = flight.promise
      .then((context) => {
        if (context && this.active && !flight.stale) this.keep(key, clubId, context);
        return context;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** The listener is up: entries may be trusted from now on (starting empty). */
  listening(): void {
    this.forgetAll();
    this.active = true;
  }

  /** The listener is down: nothing is trusted until `listening()` again. */
  lost(): void {
    this.active = false;
    this.forgetAll();
    // nobody will hear a sync marker now: let its waiters go
    for (const release of this.waitingSyncs.values()) release();
    this.waitingSyncs.clear();
  }

  /** A payload heard on CONTENT_CHANNEL: a club id (its content changed), or a sync marker. */
  notified(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waitingSyncs.get(payload)?.();
      this.waitingSyncs.delete(payload);
      return;
    }
    const clubId = Number(payload);
    if (Number.isSafeInteger(clubId)) this.invalidate(clubId);
    // not ours to read: safest is to trust nothing we hold
    else this.forgetAll();
  }

  /** Drops a club's entries, and keeps no read of it that is on its way. */
  invalidate(clubId: number): void {
    for (const [key, entry] of this.entries) if (entry.clubId === clubId) this.entries.delete(key);
    for (const flight of this.flights.values()) if (flight.clubId === clubId) flight.stale = true;
  }

  /**
   * Resolves once every notification committed before the call has been handled here: it sends a
   * marker of its own on the channel and waits to hear it (PostgreSQL delivers the notifications of
   * committed transactions in commit order). For writes made outside this process's requests
   * (tests writing to the database directly, scripts sharing the process). Immediate when off.
   */
  async sync(db: Db): Promise<void> {
    if (!this.active) return;
    this.syncs += 1;
    const marker = `${SYNC_PREFIX}${process.pid}:${this.syncs}`;
    const heard = new Promise<void>((resolve) => this.waitingSyncs.set(marker, resolve));
    try {
      await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${marker})`);
    } catch (error) {
      this.waitingSyncs.delete(marker);
      throw error;
    }
    await heard;
  }

  private keep(key: string, clubId: number, context: TableContext): void {
    this.entries.delete(key);
    this.entries.set(key, { clubId, context, usedAt: ++this.uses });
    while (this.entries.size > this.maxTables) {
      const oldest = leastRecentlyUsed(this.entries);
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private forgetAll(): void {
    this.entries.clear();
    for (const flight of this.flights.values()) flight.stale = true;
  }
}
