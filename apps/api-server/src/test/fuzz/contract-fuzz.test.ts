/**
 * Property-based fuzzing of every operation of the contract (fast-check): valid and hostile
 * requests as the owner, as another owner, anonymously and as an administrator, each checked by
 * FuzzSession (no 5xx, answers the contract lists, database invariants, nothing of another owner
 * read or changed). About 1,000 calls here; `FUZZ_RUNS=20000 pnpm fuzz:long` for the long run.
 * A random seed each run, printed; a failure prints its seed, path and the shrunk request, and
 * `FUZZ_SEED=… FUZZ_PATH=…` replays it.
 */
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '#http/contract.ts';
import { brokenInvariants } from './invariants.ts';
import type { FuzzRequest } from './requests.ts';
import { type FuzzSession, formatStats } from './session.ts';
import { startFuzzSession, useFuzzApp } from './setup.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const PATH = process.env.FUZZ_PATH || undefined;
/** printed every this many calls in long runs */
const PROGRESS_EVERY = 1000;

const contract = loadContract();

describe('fuzzing every operation of the contract', () => {
  const t = useFuzzApp();
  let session: FuzzSession;
  let requests: fc.Arbitrary<FuzzRequest>;
  const startedAt = Date.now();

  beforeAll(async () => {
    const fuzz = await startFuzzSession(t, contract, (stats) => {
      if (RUNS > PROGRESS_EVERY && stats.calls % PROGRESS_EVERY === 0) {
        console.log(`fuzz: ${stats.calls} calls, ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
      }
    });
    session = fuzz.session;
    requests = fuzz.requestsFor();
  });

  afterAll(() => {
    if (session) {
      const seconds = (Date.now() - startedAt) / 1000;
      console.log(formatStats(session.stats, contract, seconds, session.secrets.setupCalls));
    }
  });

  it('starts from data that keeps every invariant', async () => {
    expect(await brokenInvariants(t.app.db)).toEqual([]);
  });

  it(
    `${RUNS} requests: no 5xx, only answers the contract lists, invariants kept, no owner reaches another's things`,
    async () => {
      console.log(
        `fuzz: seed ${SEED}${PATH ? ` path ${PATH}` : ''}, ${RUNS} runs (replay: FUZZ_SEED=${SEED} FUZZ_PATH=…)`,
      );
      await fc.assert(
        fc.asyncProperty(requests, (request) => session.execute(request)),
        { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) },
      );
    },
    RUNS * 1000 + 120_000,
  );
});
