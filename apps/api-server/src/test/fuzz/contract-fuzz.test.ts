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
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '#http/contract.ts';
import { useTestApp } from '#test/harness.ts';
import type { RawBody } from './hostile-values.ts';
import { brokenInvariants } from './invariants.ts';
import { contractRequests } from './requests.ts';
import { FuzzSession, formatStats } from './session.ts';
import { idPools, loadOwnerWorld, markOwnerTexts, seedSecondOwnerClub } from './world.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const PATH = process.env.FUZZ_PATH || undefined;
/** printed every this many calls in long runs */
const PROGRESS_EVERY = 1000;
// markers no generated text can produce by chance: what an answer must never show another owner
const MARKER = { A: 'Zq7mkA', B: 'Zq7mkB' } as const;

const contract = loadContract();

/**
 * Small real images for the uploads: square and not (a banner must be square), PNG and JPEG, one
 * with transparency; sent to real upload addresses, they get past the checks into the store.
 */
async function realImages(): Promise<RawBody[]> {
  const image = (width: number, height: number, alpha: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 20, alpha } } });
  return [
    { contentType: 'image/png', payload: await image(8, 8, 1).png().toBuffer() },
    { contentType: 'image/png', payload: await image(12, 6, 0.5).png().toBuffer() },
    { contentType: 'image/jpeg', payload: await image(16, 16, 1).jpeg().toBuffer() },
    { contentType: 'image/jpeg', payload: await image(20, 10, 1).jpeg().toBuffer() },
  ];
}

describe('fuzzing every operation of the contract', () => {
  const t = useTestApp();
  let session: FuzzSession;
  let requests: fc.Arbitrary<ReturnType<typeof contractRequests> extends fc.Arbitrary<infer R> ? R : never>;
  const started = Date.now();

  beforeAll(async () => {
    const db = t.app.db;
    const userA = t.demo.user;
    await markOwnerTexts(db, userA.id, MARKER.A);
    const userB = await t.createUser();
    await seedSecondOwnerClub(db, userB.id, MARKER.B);
    const admin = await t.createUser({ isAdmin: true });
    // the account the fuzzer's password resets go to (secrets.ts)
    const recoveryUser = await t.createUser();
    const [worldA, worldB] = await Promise.all([
      loadOwnerWorld(db, userA.id, MARKER.A),
      loadOwnerWorld(db, userB.id, MARKER.B),
    ]);
    const owners = {
      A: { user: userA, marker: MARKER.A, token: await t.signIn(userA), world: worldA },
      B: { user: userB, marker: MARKER.B, token: await t.signIn(userB), world: worldB },
    };
    const adminSession = { user: admin, token: await t.signIn(admin) };
    session = new FuzzSession(t, contract, owners, adminSession, recoveryUser, (stats) => {
      if (RUNS > PROGRESS_EVERY && stats.calls % PROGRESS_EVERY === 0) {
        console.log(`fuzz: ${stats.calls} calls, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
    });
    requests = contractRequests(
      { document: contract.document, ids: await idPools(db, [worldA, worldB]) },
      contract,
      { images: await realImages() },
    );
  });

  afterAll(() => {
    if (session) {
      const seconds = (Date.now() - started) / 1000;
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
