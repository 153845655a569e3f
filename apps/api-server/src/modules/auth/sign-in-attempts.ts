/**
 * The cap on failed sign-ins per phone number, whatever addresses they come from. The per-address
 * limit (`rateLimits.login`) stops one address; an attacker with many addresses (a botnet) and the
 * owner's password could otherwise try the 10^6 TOTP codes at (addresses × limit) per window.
 * See README.md in this folder for the figures and what resets the count (nothing but time).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import { HttpError } from '#errors.ts';
import { countHit, uncountHit } from '#http/rate-limit-store.ts';
import type { Clock } from '#lib/clock.ts';

const MINUTE = 60_000;

export interface FailureCap {
  max: number;
  windowMs: number;
}

/**
 * 5 failed sign-ins per phone number per 15 minutes (a wrong password and a wrong or replayed code
 * count alike: both answer the same 401, and a separate code count would tell an attacker when the
 * password was right). An owner who mistypes gets 5 tries, then waits at most 15 minutes; never
 * longer. A code matches 3 of 10^6 values (±1 step), so an attacker who has the password gets at
 * most 480 guesses a day from any number of addresses: about 1 chance in 700 a day, each try
 * noticed by the owner as refused sign-ins, instead of (addresses × 10 a minute) guesses.
 */
export const SIGN_IN_FAILURE_CAP: FailureCap = { max: 5, windowMs: 15 * MINUTE };

interface CountedHit {
  hits: number;
  windowStartMs: number;
}

/** Fixed-window counters, kept where the per-address limit keeps its own (RATE_LIMIT_STORE). */
interface WindowCounters {
  count(key: string, nowMs: number, windowMs: number): Promise<CountedHit>;
  /** takes back one hit of the window that started at `windowStartMs` (none once it has ended) */
  uncount(key: string, windowStartMs: number): Promise<void>;
}

/**
 * One process's counters. Not an LRU of fixed size (the per-address store's kind): an attacker
 * trying thousands of other phone numbers could push the target's counter out and start it over.
 * Ended windows are dropped instead, at most once per window length.
 */
export class MemoryWindowCounters implements WindowCounters {
  private readonly windows = new Map<string, CountedHit>();
  private sweptAtMs = 0;

  async count(key: string, nowMs: number, windowMs: number): Promise<CountedHit> {
    this.dropEndedWindows(nowMs, windowMs);
    const current = this.windows.get(key);
    const window =
      current && current.windowStartMs + windowMs > nowMs ? current : { hits: 0, windowStartMs: nowMs };
    window.hits += 1;
    this.windows.set(key, window);
    return { ...window };
  }

  async uncount(key: string, windowStartMs: number): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.windowStartMs === windowStartMs && window.hits > 0) window.hits -= 1;
  }

  /** how many phone numbers have a counter (tests check that ended windows go) */
  get size(): number {
    return this.windows.size;
  }

  private dropEndedWindows(nowMs: number, windowMs: number): void {
    if (nowMs - this.sweptAtMs < windowMs) return;
    this.sweptAtMs = nowMs;
    for (const [key, window] of this.windows) {
      if (window.windowStartMs + windowMs <= nowMs) this.windows.delete(key);
    }
  }
}

/**
 * Counters in `rate_limit_counters`, shared by every API process on the database and kept across
 * restarts. Old rows go with the per-address store's daily sweep (windows here are far shorter).
 */
function databaseWindowCounters(db: Db): WindowCounters {
  return {
    count: (key, nowMs, windowMs) => countHit(db, key, nowMs, windowMs),
    uncount: (key, windowStartMs) => uncountHit(db, key, windowStartMs),
  };
}

/** The contract's 429 `rate_limited`, as the per-address limit answers it, with the real wait. */
function tooManyFailedSignIns(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return new HttpError(429, 'rate_limited', `Too many attempts, please try again in ${wait}.`, undefined, {
    'retry-after': String(seconds),
  });
}

export interface SignInAttempt {
  /** the right phone, password and code: this attempt was no failure, its hit is taken back */
  succeeded(): Promise<void>;
}

class SignInAttempts {
  constructor(
    private readonly counters: WindowCounters,
    private readonly clock: Clock,
    private readonly cap: FailureCap = SIGN_IN_FAILURE_CAP,
  ) {}

  /**
   * Counts the attempt before anything is verified, and refuses it (429) over the cap. Counting
   * first and taking the hit back on success, rather than counting failures after the fact, keeps
   * the cap when many guesses arrive at once: each one's hit is in the count the next one reads.
   * Unknown phone numbers are counted the same, so a 429 does not tell that an account exists.
   * `onCapReached` runs on the first refusal of a window (to log it once, not per guess).
   */
  async begin(phone: string, onCapReached?: () => void): Promise<SignInAttempt> {
    const key = `sign-in-failures|${phone}`;
    const nowMs = this.clock.now().getTime();
    const { hits, windowStartMs } = await this.counters.count(key, nowMs, this.cap.windowMs);
    if (hits > this.cap.max) {
      if (hits === this.cap.max + 1) onCapReached?.();
      throw tooManyFailedSignIns(windowStartMs + this.cap.windowMs - nowMs);
    }
    return { succeeded: () => this.counters.uncount(key, windowStartMs) };
  }
}

const attemptsByApp = new WeakMap<object, SignInAttempts>();

/** The app's sign-in attempts (memory or database, as RATE_LIMIT_STORE says), made on first use. */
export function signInAttemptsOf(app: FastifyInstance): SignInAttempts {
  // `app.server`: the one HTTP server of a Fastify app, the same from every plugin context
  let attempts = attemptsByApp.get(app.server);
  if (!attempts) {
    const counters =
      app.config.rateLimitStore === 'database' ? databaseWindowCounters(app.db) : new MemoryWindowCounters();
    attempts = new SignInAttempts(counters, app.clock);
    attemptsByApp.set(app.server, attempts);
  }
  return attempts;
}
