/**
 * Writes sent together (fast-check): an owner double-clicking, two tabs, two staff members. Each
 * batch is 2 to 6 of owner A's write requests on the same club, menu and section, sent at once;
 * every answer must be one the contract lists (no 5xx: no deadlock, no unique violation escaping
 * as a 500), and after the batch the database invariants hold (positions 0..n-1, one primary
 * card…) and owner B's things are untouched. About 150 batches here; `pnpm fuzz:together:long`
 * (3,000, or FUZZ_BATCHES) for a long run. A failure prints its seed; `FUZZ_SEED=… FUZZ_PATH=…`
 * replays it (on PostgreSQL the interleaving of a replay may differ).
 */
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadContract, type OperationInfo } from '#http/contract.ts';
import { useTestApp } from '#test/harness.ts';
import type { FuzzRequest } from './requests.ts';
import { SECRET_OPERATIONS } from './secrets.ts';
import { type FuzzSession, formatStats } from './session.ts';
import { startFuzzSession } from './setup.ts';

const BATCHES = Number(process.env.FUZZ_BATCHES ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const PATH = process.env.FUZZ_PATH || undefined;

const contract = loadContract();

/** Operations that end the caller's own session: the rest of its batch would only meet 401s. */
const SESSION_ENDING = new Set(['logout', 'requestAccountDeletion']);

/** An owner's writes: what two of them could send at the same moment. */
const isOwnerWrite = (info: OperationInfo) =>
  info.method !== 'GET' &&
  info.method !== 'HEAD' &&
  !SECRET_OPERATIONS.has(info.operationId) &&
  !SESSION_ENDING.has(info.operationId) &&
  !info.operation.tags?.includes('admin');

describe('writes sent together', () => {
  const t = useTestApp();
  let session: FuzzSession;
  let batches: fc.Arbitrary<FuzzRequest[]>;
  const startedAt = Date.now();

  beforeAll(async () => {
    const fuzz = await startFuzzSession(t, contract);
    session = fuzz.session;
    // well-formed requests of owner A on its own things, ids bound as they are when sent (hostile
    // input is the other fuzzer's business: here the writes should mostly get through, to meet);
    // the batch shares the first picks (club, menu, section), so its requests meet on the same rows
    const ownWrite = fuzz.requestsFor(isOwnerWrite, { wellFormed: true }).map(
      (request): FuzzRequest => ({
        ...request,
        caller: 'A',
        whose: 'own',
        bindBody: true,
        params: Object.fromEntries(Object.keys(request.params).map((name) => [name, { kind: 'world' }])),
      }),
    );
    batches = fc
      .tuple(
        fc.array(fc.nat({ max: 50 }), { minLength: 3, maxLength: 3 }),
        fc.array(ownWrite, { minLength: 2, maxLength: 6 }),
      )
      .map(([shared, requests]) =>
        requests.map((request) => ({ ...request, pick: [...shared, ...request.pick.slice(shared.length)] })),
      );
  });

  afterAll(() => {
    if (session) console.log(formatStats(session.stats, contract, (Date.now() - startedAt) / 1000));
  });

  it(
    `${BATCHES} batches: every answer one the contract lists, invariants kept, the other owner untouched`,
    async () => {
      console.log(`fuzz together: seed ${SEED}, ${BATCHES} batches (replay: FUZZ_SEED=${SEED} FUZZ_PATH=…)`);
      await fc.assert(
        fc.asyncProperty(batches, (batch) => session.executeTogether(batch)),
        { numRuns: BATCHES, seed: SEED, ...(PATH ? { path: PATH } : {}) },
      );
    },
    BATCHES * 3000 + 120_000,
  );
});
