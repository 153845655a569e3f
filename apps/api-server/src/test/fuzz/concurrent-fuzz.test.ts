/**
 * Writes sent together (fast-check): an owner double-clicking, two tabs, two staff members, while
 * guests read the menus and an administrator acts on the club. Each batch is 2 to 6 requests on
 * owner A's things (mostly A's writes) on the same club, menu and section, sent at once; in one
 * batch in four the billing clock's pass runs meanwhile, the club's subscription brought to its due
 * moment first (a renewal, an offer's end, unpaid days run out). Every answer must be one the
 * contract lists (no 5xx: no deadlock, no unique violation escaping as a 500), and the clock's pass
 * must not fail. After the batch the database invariants hold (positions 0..n-1, one primary card…) and
 * owner B's things are untouched (unless an administrator was in the batch). About 150 batches
 * here; `pnpm fuzz:together:long` (3,000, or FUZZ_BATCHES) for a long run. A failure prints its
 * seed; `FUZZ_SEED=… FUZZ_PATH=…` replays it (on PostgreSQL the interleaving of a replay may differ).
 */
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadContract, type OperationInfo } from '#http/contract.ts';
import type { FuzzRequest } from './requests.ts';
import { SECRET_OPERATIONS } from './secrets.ts';
import { type FuzzSession, formatStats } from './session.ts';
import { startFuzzSession, useFuzzApp } from './setup.ts';

const BATCHES = Number(process.env.FUZZ_BATCHES ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const PATH = process.env.FUZZ_PATH || undefined;

const contract = loadContract();

/** Operations that end the caller's own session: the rest of its batch would only meet 401s. */
const SESSION_ENDING = new Set(['logout', 'requestAccountDeletion']);

/**
 * Of the operations that need a secret first, the one a club's owner sends among the club's
 * writes: adding a card (its secret, the card form's, is fetched before the batch). The others
 * are account flows (sign-up, activation, password recovery) on no club.
 */
const CLUB_WRITES_WITH_SECRETS = new Set(['addDemoCard']);

const isWrite = (info: OperationInfo) =>
  info.method !== 'GET' &&
  info.method !== 'HEAD' &&
  (!SECRET_OPERATIONS.has(info.operationId) || CLUB_WRITES_WITH_SECRETS.has(info.operationId)) &&
  !SESSION_ENDING.has(info.operationId);
const isAdministration = (info: OperationInfo) => info.operation.tags?.includes('admin') === true;

/** An owner's writes: what two of them could send at the same moment. */
const isOwnerWrite = (info: OperationInfo) => isWrite(info) && !isAdministration(info);
/** An administrator's writes, on the same club meanwhile (enable it, message it, change its plan). */
const isAdminWrite = (info: OperationInfo) => isWrite(info) && isAdministration(info);
/** What guests at the club's tables read while the owner edits. */
const isGuestRead = (info: OperationInfo) =>
  info.operationId === 'getTableMenus' || info.operationId === 'getPublicMenu';

describe('writes sent together', () => {
  const t = useFuzzApp();
  let session: FuzzSession;
  let batches: fc.Arbitrary<{ requests: FuzzRequest[]; clockPass: boolean }>;
  const startedAt = Date.now();

  beforeAll(async () => {
    const fuzz = await startFuzzSession(t, contract);
    session = fuzz.session;
    // well-formed requests on owner A's things, ids bound as they are when sent (hostile input is
    // the other fuzzer's business: here the writes should mostly get through, to meet): mostly the
    // owner's writes, with guests reading the menus and an administrator writing now and then;
    // the batch shares the first picks (club, menu, section), so its requests meet on the same rows
    const onOwnThings =
      (caller: FuzzRequest['caller']) =>
      (request: FuzzRequest): FuzzRequest => ({
        ...request,
        caller,
        whose: 'own',
        bindBody: true,
        params: Object.fromEntries(Object.keys(request.params).map((name) => [name, { kind: 'world' }])),
      });
    const wellFormed = { wellFormed: true };
    const request = fc.oneof(
      { weight: 6, arbitrary: fuzz.requestsFor(isOwnerWrite, wellFormed).map(onOwnThings('A')) },
      { weight: 2, arbitrary: fuzz.requestsFor(isGuestRead, wellFormed).map(onOwnThings('anonymous')) },
      { weight: 1, arbitrary: fuzz.requestsFor(isAdminWrite, wellFormed).map(onOwnThings('admin')) },
    );
    // one batch in four has the billing clock's pass run meanwhile, the batch's club due for it
    batches = fc
      .record({
        shared: fc.array(fc.nat({ max: 50 }), { minLength: 3, maxLength: 3 }),
        requests: fc.array(request, { minLength: 2, maxLength: 6 }),
        clockPass: fc.nat({ max: 3 }).map((n) => n === 0),
      })
      .map(({ shared, requests, clockPass }) => ({
        clockPass,
        requests: requests.map((each) => ({ ...each, pick: [...shared, ...each.pick.slice(shared.length)] })),
      }));
  });

  afterAll(() => {
    if (session) console.log(formatStats(session.stats, contract, (Date.now() - startedAt) / 1000));
  });

  it(
    `${BATCHES} batches: every answer one the contract lists, invariants kept, the other owner untouched`,
    async () => {
      console.log(`fuzz together: seed ${SEED}, ${BATCHES} batches (replay: FUZZ_SEED=${SEED} FUZZ_PATH=…)`);
      await fc.assert(
        fc.asyncProperty(batches, ({ requests, clockPass }) =>
          session.executeTogether(requests, { clockPass }),
        ),
        { numRuns: BATCHES, seed: SEED, ...(PATH ? { path: PATH } : {}) },
      );
    },
    BATCHES * 3000 + 120_000,
  );
});
