/**
 * The fuzzers' common start: owner A (the demo account, its texts marked), owner B with a club of
 * its own, an administrator, the account password resets go to, and a FuzzSession over them; with
 * request arbitraries over the contract's operations, their ids drawn from both owners' things.
 */
import type fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { Contract, OperationInfo } from '#http/contract.ts';
import { xlsxOf } from '#modules/spreadsheets/test-support.ts';
import { type FakeDeepL, startFakeDeepL } from '#test/fake-deepl.ts';
import { type TestContext, useTestApp } from '#test/harness.ts';
import type { RawBody } from './hostile-values.ts';
import { contractRequests, type FuzzRequest } from './requests.ts';
import { FuzzSession, type Stats } from './session.ts';
import { workbookUploads } from './spreadsheet-bodies.ts';
import { idPools, insertOpenInvoice, loadOwnerWorld, markOwnerTexts, seedSecondOwnerClub } from './world.ts';

/**
 * The fuzzers' app, with a machine translator: a fake DeepL on loopback (real HTTP, test/fake-deepl.ts),
 * so that machineTranslateMenu gets past "not set up" into its translation and its writes. It
 * starts before the app, which reads its address from the environment.
 */
export function useFuzzApp(): TestContext {
  const env: Record<string, string> = {};
  let deepl: FakeDeepL | undefined;
  beforeAll(async () => {
    deepl = await startFakeDeepL();
    env.DEEPL_AUTH_KEY = 'fuzz-key:fx';
    env.DEEPL_SERVER_URL = deepl.url;
  });
  afterAll(async () => {
    await deepl?.close();
  });
  return useTestApp({ env });
}

// markers no generated text can produce by chance: what an answer must never show another owner
const MARKER = { A: 'Zq7mkA', B: 'Zq7mkB' } as const;

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

/**
 * Workbooks for the import: the template as the API hands it out (one example row, French
 * columns), one whose item name holds a NUL and a right-to-left override, and one with a formula
 * saved without its value. None holds an owner's marker, so either owner may import them.
 */
async function realWorkbooks(t: TestContext, token: string): Promise<Buffer[]> {
  const template = await t.call('getMenuImportTemplate', { params: { clubId: t.demo.clubId }, token });
  if (template.statusCode !== 200) throw new Error(`getMenuImportTemplate answered ${template.statusCode}`);
  const header = ['section', 'name', 'price', 'allergens'];
  return [
    template.rawPayload,
    await xlsxOf([header, ['Wines', 'Vino\u0000rosso \u202Eexe', 5, 'sulphites']]),
    await xlsxOf([header, ['Wines', 'Vino rosso', { formula: 'B2*2' }, '']]),
  ];
}

export async function startFuzzSession(
  t: TestContext,
  contract: Contract,
  onProgress?: (stats: Stats) => void,
): Promise<{
  session: FuzzSession;
  /** requests of the operations `include` accepts (all of them by default) */
  requestsFor: (
    include?: (info: OperationInfo) => boolean,
    options?: { wellFormed?: boolean },
  ) => fc.Arbitrary<FuzzRequest>;
}> {
  const db = t.app.db;
  const userA = t.demo.user;
  await markOwnerTexts(db, userA.id, MARKER.A);
  // the demo club has a card that pays and a paid invoice; an open one gives payInvoice its success
  const [demoClub] = (await loadOwnerWorld(db, userA.id, MARKER.A)).clubs;
  if (demoClub) await insertOpenInvoice(db, demoClub.clubId, `INV-OPEN ${MARKER.A}`);
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
  // the account that creates the clubs whose activation links activateClub is given (secrets.ts)
  const founderUser = await t.createUser();
  const founder = { user: founderUser, token: await t.signIn(founderUser) };
  const session = new FuzzSession(t, contract, owners, adminSession, { recoveryUser, founder }, onProgress);
  const context = { document: contract.document, ids: await idPools(db, [worldA, worldB]) };
  const workbooks = workbookUploads(await realWorkbooks(t, owners.A.token));
  const extras = { images: await realImages(), workbooks };
  const requestsFor = (include: (info: OperationInfo) => boolean = () => true, options = {}) =>
    contractRequests(
      context,
      { ...contract, operations: new Map([...contract.operations].filter(([, info]) => include(info))) },
      { ...extras, ...options },
    );
  return { session, requestsFor };
}
