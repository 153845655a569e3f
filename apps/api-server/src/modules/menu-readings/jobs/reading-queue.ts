/**
 * The readings this API process runs: one at a time, each in a process of its own
 * (reading-process.ts) at a lower priority, so OCR never takes the cores from the guests' reads
 * and a hostile file can only bring down its own process. The database is the truth about a
 * reading: its progress and outcome are written there, and a reading cancelled by any API process
 * (its status is no longer `reading`) is stopped at its next step here.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { menuReadingPages, menuReadings } from '#db/schema.ts';
import { storedImageName } from '#modules/uploads/image.ts';
import type { ImageStore } from '#modules/uploads/image-store.ts';
import { removeJobFolder } from './job-folders.ts';
import type { ReadingJobInput, ReadingMemory, ReadingProgress } from './messages.ts';

export interface ReadingJob extends ReadingJobInput {
  readingId: number;
  /** the job's own temporary folder, removed when the job ends however it ends */
  dir: string;
}

/** A reading's process may run this long at most: a page takes seconds, not minutes. */
const MAX_JOB_MS = 10 * 60_000;
/** A running reading's row is touched this often; one untouched for STALE_AFTER_MS has no process. */
export const HEARTBEAT_MS = 15_000;
export const STALE_AFTER_MS = 2 * 60_000;
/** The reading process's V8 heap; OCR's WebAssembly memory comes on top. */
const HEAP_MB = 256;

/**
 * How a reading's process ended, for the log: it answered a draft or why it failed, this process
 * stopped it (cancelled, over its time, the server closing), or it ended by itself without an
 * answer (a crash, out of memory).
 */
type ReadingOutcome = 'ready' | 'failed' | 'stopped' | 'crashed';

/** What the reading's process said in its last message: its outcome and its memory. */
interface ReadingAnswer {
  outcome: 'ready' | 'failed';
  errorCode?: string;
  memory: ReadingMemory;
}

const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const BROKEN = {
  code: 'too_complex',
  message: 'This file could not be read: it may be damaged or too complex. Try photos of the menu instead.',
} as const;

/** The reading process's entry: the TypeScript source under tsx (tests, dev), else the build's. */
function readingProcessEntry(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { file: fileURLToPath(new URL('./reading-process.ts', import.meta.url)), execArgv: ['--import', 'tsx'] }
    : { file: fileURLToPath(new URL('./menu-reading.js', import.meta.url)), execArgv: [] };
}

export class ReadingQueue {
  /**
   * The reading processes' niceness: a reading gives way to the guests' reads. The tests set 0: the
   * suite's other files keep both cores busy, and a reading at a lower priority would wait for all
   * of them.
   */
  niceness = 10;
  private readonly waiting: ReadingJob[] = [];
  private readonly running = new Map<number, ChildProcess>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  private heartbeat: NodeJS.Timeout | null = null;

  /** Queues the job; its reading row exists with status `reading`. */
  add(job: ReadingJob): void {
    this.waiting.push(job);
    this.heartbeat ??= setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.startNext();
  }

  /**
   * Touches the rows of this process's readings, waiting or running, so no other process takes
   * them for abandoned ones; a reading cancelled elsewhere (no longer `reading`) is stopped here.
   */
  private async beat(): Promise<void> {
    const ids = [...this.waiting.map((job) => job.readingId), ...this.running.keys()];
    if (ids.length === 0) {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      return;
    }
    try {
      const alive = await this.db
        .update(menuReadings)
        .set({ updatedAt: sql`now()` })
        .where(and(inArray(menuReadings.id, ids), eq(menuReadings.status, 'reading')))
        .returning({ id: menuReadings.id });
      const kept = new Set(alive.map((row) => row.id));
      for (const id of ids) if (!kept.has(id)) this.stop(id);
    } catch (error) {
      this.log.warn({ err: error }, 'menu readings: heartbeat not written');
    }
  }

  /** Stops the reading if this process runs or queues it (its status was set by the caller). */
  stop(readingId: number): void {
    const index = this.waiting.findIndex((job) => job.readingId === readingId);
    if (index >= 0) {
      const [job] = this.waiting.splice(index, 1);
      if (job) this.track(removeDir(job.dir));
    }
    this.running.get(readingId)?.kill('SIGKILL');
  }

  private idleWaiters: (() => void)[] = [];
  /** runs and folder removals under way: idle() and close() wait for them */
  private readonly unfinished = new Set<Promise<unknown>>();

  private track(work: Promise<unknown>): void {
    this.unfinished.add(work);
    void work.finally(() => this.unfinished.delete(work));
  }

  /**
   * Resolves when no reading waits or runs here and every job's folder is gone (tests, and a
   * graceful stop).
   */
  async idle(): Promise<void> {
    if (this.waiting.length > 0 || this.running.size > 0)
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    await Promise.allSettled([...this.unfinished]);
  }

  /** Every job stopped and its files removed; the readings left are found stale later. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const child of this.running.values()) child.kill('SIGKILL');
    for (const job of this.waiting.splice(0)) this.track(removeDir(job.dir));
    // a killed job's run ends at once: its folder is removed before the server closes
    await Promise.allSettled([...this.unfinished]);
  }

  private startNext(): void {
    if (this.closed || this.running.size > 0) return;
    const job = this.waiting.shift();
    if (!job) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    this.track(
      this.run(job)
        .catch((error: unknown) =>
          this.log.error({ err: error, readingId: job.readingId }, 'menu reading failed'),
        )
        .finally(() => this.startNext()),
    );
  }

  private async run(job: ReadingJob): Promise<void> {
    const startedAt = performance.now();
    const entry = readingProcessEntry();
    const child = fork(entry.file, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.running.set(job.readingId, child);
    try {
      if (child.pid !== undefined && this.niceness !== 0) os.setPriority(child.pid, this.niceness);
    } catch {
      // a lower priority is a courtesy to the guests' reads, not a condition of reading
    }
    const pages: { width: number; height: number }[] = [];
    let pagesRead = 0;
    // the process's own figures, in its last message (none when it ended without one)
    let answer: ReadingAnswer | null = null;
    let settled = false;
    // the steps are written one after another, in the order the process sent them
    let steps = Promise.resolve();
    const still = () => and(eq(menuReadings.id, job.readingId), eq(menuReadings.status, 'reading'));
    const finish = async (values: Partial<typeof menuReadings.$inferInsert>) => {
      settled = true;
      await this.db
        .update(menuReadings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(still());
    };
    const step = (progress: ReadingProgress) => async () => {
      if (settled) return;
      if (progress.type === 'pageCount') {
        const [row] = await this.db
          .update(menuReadings)
          .set({ pageCount: progress.count, updatedAt: sql`now()` })
          .where(still())
          .returning({ id: menuReadings.id });
        if (!row) child.kill('SIGKILL'); // cancelled meanwhile
      } else if (progress.type === 'page') {
        pages[progress.number - 1] = { width: progress.width, height: progress.height };
        // the image first, then its row: a row never names a missing image (one left unnamed, by a
        // cancel meanwhile, goes with the store's sweep)
        const image = Buffer.from(progress.image);
        const imageName = storedImageName(image, 'image/jpeg');
        await this.images.put(imageName, image, 'image/jpeg');
        const kept = await this.db.transaction(async (tx) => {
          const [row] = await tx
            .update(menuReadings)
            .set({ pagesRead: sql`${menuReadings.pagesRead} + 1`, updatedAt: sql`now()` })
            .where(still())
            .returning({ id: menuReadings.id });
          if (!row) return false;
          await tx
            .insert(menuReadingPages)
            .values({ readingId: job.readingId, page: progress.number, imageName })
            .onConflictDoNothing();
          return true;
        });
        if (!kept) child.kill('SIGKILL');
      } else if (progress.type === 'done') {
        await finish({ status: 'ready', draft: progress.draft, pages });
      } else {
        await finish({ status: 'failed', errorCode: progress.code, errorMessage: progress.message });
      }
    };
    child.on('message', (message: ReadingProgress) => {
      if (message.type === 'page') pagesRead += 1;
      else if (message.type === 'done') answer = { outcome: 'ready', memory: message.memory };
      else if (message.type === 'failed')
        answer = { outcome: 'failed', errorCode: message.code, memory: message.memory };
      steps = steps.then(step(message));
    });
    const deadline = setTimeout(() => child.kill('SIGKILL'), MAX_JOB_MS);
    try {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.once('error', () => resolve());
        const input: ReadingJobInput = { files: job.files, language: job.language };
        child.send(input);
      });
      await steps;
      // a process that ended without an answer (killed, out of memory, crashed) failed its file;
      // a cancelled reading is no longer `reading`, so this writes nothing then
      if (!settled) await finish({ status: 'failed', errorCode: BROKEN.code, errorMessage: BROKEN.message });
    } finally {
      clearTimeout(deadline);
      this.running.delete(job.readingId);
      this.logFinished(job.readingId, child, answer, pagesRead, startedAt);
      await removeDir(job.dir);
    }
  }

  /**
   * One line per reading that ended, however it ended: what operators size the machine by (its time
   * per page, its process's peak memory) and what the under-load bench reads back.
   */
  private logFinished(
    readingId: number,
    child: ChildProcess,
    answer: ReadingAnswer | null,
    pages: number,
    startedAt: number,
  ): void {
    // child.killed: this process sent it a signal (a cancel, its deadline, the server closing)
    const outcome: ReadingOutcome = answer?.outcome ?? (child.killed ? 'stopped' : 'crashed');
    this.log.info(
      {
        readingId,
        outcome,
        ...(answer?.errorCode ? { errorCode: answer.errorCode } : {}),
        pages,
        seconds: Math.round((performance.now() - startedAt) / 100) / 10,
        idleRssMb: answer ? toMb(answer.memory.idleRssBytes) : null,
        peakRssMb: answer ? toMb(answer.memory.peakRssBytes) : null,
      },
      'menu reading finished',
    );
  }
}

const removeDir = removeJobFolder;
