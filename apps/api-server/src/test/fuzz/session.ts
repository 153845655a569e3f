/**
 * Sends fuzzed requests through the real app (`app.inject`: the same routing, hooks, validation
 * and handlers as a listening server) and checks the properties after every call:
 * - no 500, and no other 5xx the contract does not list for the operation;
 * - the status and body are ones the contract lists (test/contract.ts);
 * - the database invariants hold (invariants.ts, checked after every call, not per batch: a
 *   broken invariant is then blamed on the one request that broke it);
 * - a caller changed nothing of another owner's (digest before and after) and read none of it
 *   (no answer of a secured operation holds the other owner's marker).
 * Calls that need a secret from outside their own answer (a sign-up code, a mailed link, a card
 * form's secret) get it first, as their user would (secrets.ts).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PREFIX, type Contract } from '#http/contract.ts';
import type { BillingPass } from '#modules/payments/billing-clock.ts';
import { signUploadToken, UPLOAD_TOKEN_TTL_MS, type UploadTarget } from '#modules/uploads/upload-tokens.ts';
import { assertMatchesContract } from '#test/contract.ts';
import type { TestContext, TestUser } from '#test/harness.ts';
import { bindBody, chainLists } from './body-binding.ts';
import { brokenInvariants, changedTables, ownerSnapshot, writePosition } from './invariants.ts';
import { type BodyChoice, type Caller, type FuzzRequest, streamsEvents } from './requests.ts';
import {
  bindSecretsInBody,
  bindSecretsInQuery,
  SECRET_OPERATIONS,
  SecretKeeper,
  type Secrets,
} from './secrets.ts';
import {
  loadOwnerWorld,
  makeSubscriptionDue,
  type OwnerName,
  type OwnerWorld,
  pickFrom,
  restockMenus,
  undoDeletionRequest,
} from './world.ts';

/** Where a missing thing points: a valid id that no row has. */
const NO_SUCH_ID = '2147483647';

export interface Owner {
  user: TestUser;
  marker: string;
  token: string;
  world: OwnerWorld;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
  /** the JSON body as sent, ids and secrets bound */
  json?: unknown;
  /** the operation answers a live event stream (read up to its first bytes) */
  streams?: boolean;
}

class FuzzFailure extends Error {}

const preview = (value: Buffer | string | undefined, limit = 400) => {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
};

/** The owner who is not `name`. */
const otherOwner = (name: OwnerName): OwnerName => (name === 'A' ? 'B' : 'A');

/** Signs an upload address for a target, issued to a user (as the server does, with its secret). */
type SignUpload = (target: UploadTarget, userId: number) => string;

/** The kinds of upload address, in the order the last pick chooses them. */
const UPLOAD_KINDS = ['club-logo', 'menu-logo', 'menu-banner'] as const;

/**
 * The ids of one chain of things of an owner: club > menu > section > item, and the club's others;
 * an upload address for the club's logo or the menu's logo or banner, and one of its images.
 */
function chainOf(world: OwnerWorld, pick: number[], signUpload: SignUpload): Record<string, string> {
  const [, , , , , , sch, th, call, card, inv, upload = 0] = pick;
  const { club, menu, sectionId, itemId, tables, zones } = chainLists(world, pick);
  const text = (value: string | number | undefined) => (value === undefined ? NO_SUCH_ID : String(value));
  const clubId = club?.clubId ?? Number(NO_SUCH_ID);
  const menuId = menu?.id ?? Number(NO_SUCH_ID);
  const kind = UPLOAD_KINDS[upload % UPLOAD_KINDS.length] ?? 'club-logo';
  const target: UploadTarget = kind === 'club-logo' ? { kind, clubId } : { kind, clubId, menuId };
  return {
    clubId: text(club?.clubId),
    menuId: text(menu?.id),
    sectionId: text(sectionId),
    itemId: text(itemId),
    tableId: text(tables[0]),
    zoneId: text(zones[0]),
    schedulingId: text(pickFrom(menu?.schedulings ?? [], sch)),
    themeId: text(pickFrom(club?.themes ?? [], th)),
    callId: text(pickFrom(club?.waiterCalls ?? [], call)),
    paymentMethodId: pickFrom(club?.paymentMethods ?? [], card) ?? 'pm_missing',
    invoiceId: text(pickFrom(club?.invoices ?? [], inv)),
    uploadToken: signUpload(target, world.userId),
    imageName: pickFrom(world.images, upload) ?? 'missing0000000000000000000000000.png',
  };
}

/**
 * Percent-encodes a path segment as a client sends it, byte by byte of its UTF-8 (a lone surrogate
 * becomes U+FFFD, where encodeURIComponent would throw).
 */
function encodePathSegment(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * The operation a request reaches. A path parameter sent as a dot segment (`..`, `%2e%2e`) is
 * resolved away by the client, as light-my-request and every browser do, so the URL may name
 * another operation (`/clubs/1/menu/tables/..` is getMenu with an empty menu id) or none (null).
 * Among templates that match, the one with the most fixed segments wins, as in the server's router;
 * a parameter may be empty at the end of a path, as there too.
 */
function operationReached(contract: Contract, sent: SentRequest, sentFor: string): string | null {
  const path = sent.url.split('?')[0] ?? '';
  const resolved = new URL(path, 'http://fuzz.invalid').pathname;
  if (resolved === path) return sentFor;
  if (!resolved.startsWith(`${API_PREFIX}/`)) return null;
  const rest = resolved.slice(API_PREFIX.length);
  let best: { operationId: string; fixed: number } | null = null;
  for (const info of contract.operations.values()) {
    if (info.method !== sent.method) continue;
    const segments = info.path.split('/');
    const pattern = segments
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]*' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('/');
    if (!new RegExp(`^${pattern}$`).test(rest)) continue;
    const fixed = segments.filter((segment) => !segment.startsWith('{')).length;
    if (!best || fixed > best.fixed) best = { operationId: info.operationId, fixed };
  }
  return best?.operationId ?? null;
}

export interface Stats {
  calls: number;
  /** what each billing clock pass sent with a batch did */
  clockPasses: BillingPass[];
  byOperation: Map<string, Map<number, number>>;
  /** milliseconds spent answering, and checking the database afterwards */
  answerMs: number;
  checkMs: number;
}

export class FuzzSession {
  readonly stats: Stats = { calls: 0, clockPasses: [], byOperation: new Map(), answerMs: 0, checkMs: 0 };
  private worldStale = false;
  /** digests of the owners' things (only those taken since the last write) and where they were taken */
  private snapshots: Partial<Record<OwnerName, Record<string, string>>> = {};
  private snapshotsAt = '';
  /** sign-up codes, mailed links and payment secrets for the calls that need them (secrets.ts) */
  readonly secrets: SecretKeeper;

  constructor(
    private readonly t: TestContext,
    private readonly contract: Contract,
    private readonly owners: Record<OwnerName, Owner>,
    private readonly admin: { user: TestUser; token: string },
    /**
     * accounts of the secrets' own (secrets.ts): the one password resets go to (neither owner, whose
     * sessions a reset would end), and the one that creates clubs for activateClub's links
     */
    helpers: { recoveryUser: TestUser; founder: { user: TestUser; token: string } },
    private readonly onProgress?: (stats: Stats) => void,
  ) {
    this.secrets = new SecretKeeper(t, helpers.recoveryUser, helpers.founder);
  }

  private ownerOf(caller: Caller): OwnerName {
    return caller === 'B' ? 'B' : 'A';
  }

  /** Whose things the request's path names by default: the caller's own, or the other owner's. */
  private worldOwnerOf(request: FuzzRequest): OwnerName {
    const self = this.ownerOf(request.caller);
    return request.whose === 'own' ? self : otherOwner(self);
  }

  /** The id of the club the request's chain names (undefined when its owner has none). */
  private clubOf(request: FuzzRequest): number | undefined {
    return chainLists(this.owners[this.worldOwnerOf(request)].world, request.pick).club?.clubId;
  }

  /** The request as it goes over the wire, with its secrets (when it binds) in their fields. */
  resolve(request: FuzzRequest, secrets: Secrets = {}): SentRequest {
    const info = this.contract.operations.get(request.operationId);
    if (!info) throw new Error(`unknown operation ${request.operationId}`);
    const worldOwner = this.worldOwnerOf(request);
    const chain = chainOf(this.owners[worldOwner].world, request.pick, this.signUpload);
    const url = info.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const choice = request.params[name] ?? { kind: 'world' };
      let value: string;
      if (choice.kind === 'raw') return choice.value;
      if (choice.kind === 'text') value = choice.value;
      else if (choice.kind === 'other') {
        value =
          chainOf(
            this.owners[otherOwner(worldOwner)].world,
            request.pick.map((n) => n + choice.pick),
            this.signUpload,
          )[name] ?? NO_SUCH_ID;
      } else value = chain[name] ?? NO_SUCH_ID;
      return encodePathSegment(value);
    });
    const query = request.bindBody
      ? bindSecretsInQuery(request.operationId, request.query, secrets)
      : request.query;
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const headers: Record<string, string> = { ...request.headers };
    const token =
      request.caller === 'admin'
        ? this.admin.token
        : request.caller === 'anonymous'
          ? null
          : this.owners[request.caller].token;
    if (token) headers.authorization = `Bearer ${token}`;
    else if (request.authorization !== null) headers.authorization = request.authorization;
    const sent: SentRequest = { method: info.method, url: `/api/v1${url}${search}`, headers };
    if (streamsEvents(info)) sent.streams = true;
    const body: BodyChoice = request.body;
    if (body.kind === 'json') {
      const value = request.bindBody
        ? bindSecretsInBody(
            request.operationId,
            bindBody(
              request.operationId,
              body.value,
              chainLists(this.owners[worldOwner].world, request.pick),
              // the invoice's pick, which no body names: it turns batches from one request to the next
              request.pick[10] ?? 0,
            ),
            secrets,
          )
        : body.value;
      sent.json = value;
      sent.payload = JSON.stringify(value) ?? 'null';
      headers['content-type'] = 'application/json';
    } else if (body.kind === 'raw') {
      sent.payload = body.payload;
      if (body.contentType !== null) headers['content-type'] = body.contentType;
    }
    return sent;
  }

  describe(request: FuzzRequest, sent: SentRequest, response?: LightMyRequestResponse): string {
    const headers = { ...sent.headers };
    if (headers.authorization?.startsWith('Bearer ') && request.caller !== 'anonymous') {
      headers.authorization = `Bearer <${request.caller}'s session>`;
    }
    return [
      `operation ${request.operationId} as ${request.caller} on ${request.whose === 'own' ? 'its own' : "the other owner's"} things`,
      `${sent.method} ${preview(sent.url, 300)}`,
      `headers ${JSON.stringify(headers)}`,
      `body ${preview(sent.payload)}`,
      ...(response ? [`answer ${response.statusCode} ${preview(response.body, 600)}`] : []),
    ].join('\n  ');
  }

  /**
   * Protected owners: everyone's but the caller's own (an administrator may change any club). An
   * upload address is a credential of its own (PUT /uploads/{token} takes no session): whoever
   * holds a real one may set the image it was issued for, so the owner it names is not protected.
   */
  private protectedOwners(request: FuzzRequest): OwnerName[] {
    const { caller } = request;
    const all: OwnerName[] =
      caller === 'admin' ? [] : caller === 'anonymous' ? ['A', 'B'] : [otherOwner(caller)];
    const addressOwner = this.uploadAddressOwner(request);
    return all.filter((name) => name !== addressOwner);
  }

  /** The owner a real upload address of the request was issued to, if it holds one. */
  private uploadAddressOwner(request: FuzzRequest): OwnerName | null {
    const choice = request.params.uploadToken;
    if (!choice || (choice.kind !== 'world' && choice.kind !== 'other')) return null;
    const worldOwner = this.worldOwnerOf(request);
    return choice.kind === 'world' ? worldOwner : otherOwner(worldOwner);
  }

  /** An upload address as the server issues one: signed with its secret, valid for the usual time. */
  private readonly signUpload: SignUpload = (target, userId) =>
    signUploadToken(this.t.app.config.uploads.secret, {
      target,
      userId,
      expiresAt: this.t.app.clock.now().getTime() + UPLOAD_TOKEN_TTL_MS,
    });

  async execute(request: FuzzRequest): Promise<void> {
    if (this.worldStale) await this.refreshWorlds();
    const db = this.t.app.db;
    // fetched before the digests below are taken: getting a secret may write (a sign-up)
    const sent = this.resolve(request, await this.secretsIfNeeded(request));
    const guarded = this.protectedOwners(request);
    const checkStart = performance.now();
    // the digests of the guarded owners as they are before the call (kept from earlier calls while
    // nothing was written since)
    const positionBefore = await writePosition(db);
    if (positionBefore !== this.snapshotsAt) {
      this.snapshots = {};
      this.snapshotsAt = positionBefore;
    }
    for (const name of guarded) {
      this.snapshots[name] ??= await ownerSnapshot(db, this.owners[name].user.id);
    }
    const answerStart = performance.now();
    const response = await this.send(sent);
    const answered = performance.now();
    this.stats.answerMs += answered - answerStart;
    this.record(request.operationId, response.statusCode);
    await this.checkStreamsClosed([sent]);
    const fail = (what: string): never => {
      throw new FuzzFailure(`${what}\n  ${this.describe(request, sent, response)}`);
    };

    this.checkAnswer(request, sent, response, fail);
    // Checked after every call that wrote anything (per call, not per batch: a broken invariant is
    // then blamed on the one request that broke it); a call that wrote nothing cannot break them.
    const positionAfter = await writePosition(db);
    if (positionAfter !== positionBefore) {
      const broken = await brokenInvariants(db);
      if (broken.length > 0) fail(`database invariants broken: ${broken.slice(0, 5).join('; ')}`);
      const before = this.snapshots;
      this.snapshots = {};
      for (const name of guarded) {
        const after = await ownerSnapshot(db, this.owners[name].user.id);
        const changed = changedTables(before[name] ?? {}, after);
        if (changed.length > 0) fail(`${request.caller} changed owner ${name}'s ${changed.join(', ')}`);
        this.snapshots[name] = after;
      }
      this.snapshotsAt = positionAfter;
      this.worldStale = true;
    }
    this.stats.checkMs += answerStart - checkStart + (performance.now() - answered);
    this.secrets.collect(request.operationId, sent.json, response);
    await this.afterCall(request, response);
  }

  private send(sent: SentRequest): Promise<LightMyRequestResponse> {
    const options = {
      method: sent.method as 'GET',
      url: sent.url,
      headers: sent.headers,
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
    };
    return sent.streams ? this.sendForStream(options) : this.t.app.inject(options);
  }

  /**
   * A live event stream never ends, so an open one is read up to its first bytes (the server has
   * subscribed the caller by then), and the client then goes, as a console's closed tab does: the
   * server must let go of the subscription. A refusal is read whole, like any other answer.
   */
  private async sendForStream(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({ ...options, payloadAsStream: true });
    const stream = response.stream();
    let body = '';
    if (response.statusCode === 200) {
      body = await new Promise<string>((resolve, reject) => {
        stream.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
        stream.once('error', reject);
      });
      response.raw.res.destroy();
    } else {
      for await (const chunk of stream) body += (chunk as Buffer).toString('utf8');
    }
    const rawPayload = Buffer.from(body, 'utf8');
    return { ...response, body, payload: body, rawPayload, json: () => JSON.parse(body) };
  }

  /** Once their clients went, the event streams opened by these requests hold no subscription. */
  private async checkStreamsClosed(sent: SentRequest[]): Promise<void> {
    if (!sent.some((each) => each.streams)) return;
    // the server hears of the closed connection on its next turn of the event loop
    await new Promise((resolve) => setImmediate(resolve));
    const open = this.t.app.waiterCallEvents.size;
    if (open > 0) {
      const urls = sent.filter((each) => each.streams).map((each) => `${each.method} ${each.url}`);
      throw new FuzzFailure(
        `${open} event stream(s) still subscribed after their clients went: ${urls.join(', ')}`,
      );
    }
  }

  /** The properties of one answer on its own: no 500, one the contract lists, no other owner's texts. */
  private checkAnswer(
    request: FuzzRequest,
    sent: SentRequest,
    response: LightMyRequestResponse,
    fail: (what: string) => never,
  ): void {
    if (response.statusCode === 500) fail('500: the server failed');
    const reached = operationReached(this.contract, sent, request.operationId);
    if (reached === null) {
      if (response.statusCode !== 404) fail('a path that names no operation is not answered 404');
      return;
    }
    const info = this.contract.operations.get(reached);
    try {
      assertMatchesContract(reached, response);
    } catch (error) {
      fail(`not an answer the contract lists: ${(error as Error).message.split('\n')[0]}`);
    }
    if (info?.secured && (request.caller === 'A' || request.caller === 'B')) {
      const other = otherOwner(request.caller);
      if (response.body.includes(this.owners[other].marker))
        fail(`${request.caller} read owner ${other}'s texts`);
    }
  }

  /**
   * Sends requests all at once, as a double-clicking owner, two tabs or two staff members do, and
   * checks each answer, then the invariants and the other owner's things once they all came back.
   * On PostgreSQL the pool runs them in parallel transactions; on PGlite they interleave between
   * statements. Requests that need a secret get it first. With `clockPass`, the billing clock's
   * pass runs meanwhile, the first request's club made due for it first; it must not fail.
   */
  async executeTogether(requests: FuzzRequest[], options: { clockPass?: boolean } = {}): Promise<void> {
    if (this.worldStale) await this.refreshWorlds();
    const db = this.t.app.db;
    // secrets first (one at a time: getting one may write), as `execute` does
    const sent: SentRequest[] = [];
    for (const request of requests) sent.push(this.resolve(request, await this.secretsIfNeeded(request)));
    // the billing clock's pass meanwhile, with the batch's club due (its period or days to pay over)
    const first = requests[0];
    const dueClub = options.clockPass && first ? this.clubOf(first) : undefined;
    if (dueClub !== undefined) await makeSubscriptionDue(db, dueClub, this.t.clock.now());
    const dueOwner = dueClub !== undefined && first ? this.worldOwnerOf(first) : undefined;
    // an owner is checked when nothing of the batch may change its things (an administrator may
    // change any club's, the clock the due club's)
    const guarded = (['A', 'B'] as const).filter(
      (name) =>
        name !== dueOwner && requests.every((request) => this.protectedOwners(request).includes(name)),
    );
    const before: Partial<Record<OwnerName, Record<string, string>>> = {};
    for (const name of guarded) before[name] = await ownerSnapshot(db, this.owners[name].user.id);
    const answerStart = performance.now();
    const [responses, pass] = await Promise.all([
      Promise.all(sent.map((each) => this.send(each))),
      options.clockPass ? this.t.app.billingClock.runOnce() : undefined,
    ]);
    const answered = performance.now();
    this.stats.answerMs += answered - answerStart;
    await this.checkStreamsClosed(sent);
    const all = () =>
      requests
        .map((request, index) => this.describe(request, sent[index] as SentRequest, responses[index]))
        .join('\n  ');
    requests.forEach((request, index) => {
      const response = responses[index] as LightMyRequestResponse;
      this.record(request.operationId, response.statusCode);
      this.checkAnswer(request, sent[index] as SentRequest, response, (what) => {
        throw new FuzzFailure(
          `${what}\n  ${this.describe(request, sent[index] as SentRequest, response)}\n  sent together with:\n  ${all()}`,
        );
      });
    });
    if (pass) {
      this.stats.clockPasses.push(pass);
      const [failure] = pass.failed;
      if (failure) {
        const { error } = failure;
        const why = error instanceof Error ? error.stack : String(error);
        throw new FuzzFailure(
          `the billing clock's pass failed for club ${failure.clubId}: ${why}\n  sent meanwhile:\n  ${all()}`,
        );
      }
    }
    const broken = await brokenInvariants(db);
    if (broken.length > 0) {
      throw new FuzzFailure(`database invariants broken: ${broken.slice(0, 5).join('; ')}\n  ${all()}`);
    }
    for (const name of guarded) {
      const changed = changedTables(before[name] ?? {}, await ownerSnapshot(db, this.owners[name].user.id));
      if (changed.length > 0)
        throw new FuzzFailure(`owner ${name}'s ${changed.join(', ')} changed\n  ${all()}`);
    }
    this.snapshots = {};
    this.snapshotsAt = '';
    this.worldStale = true;
    this.stats.checkMs += performance.now() - answered;
    for (const [index, request] of requests.entries()) {
      await this.afterCall(request, responses[index] as LightMyRequestResponse);
    }
  }

  /** The secrets of a request whose operation needs one and whose body is bound; none otherwise. */
  private async secretsIfNeeded(request: FuzzRequest): Promise<Secrets> {
    return request.bindBody && SECRET_OPERATIONS.has(request.operationId) ? this.secretsFor(request) : {};
  }

  /** The secrets a request needs, for the club its chain names (a card secret is per club). */
  private async secretsFor(request: FuzzRequest): Promise<Secrets> {
    const worldOwner = this.worldOwnerOf(request);
    const { club } = chainLists(this.owners[worldOwner].world, request.pick);
    const ownerToken = this.owners[worldOwner].token;
    return this.secrets.gather(request.operationId, club && { clubId: club.clubId, ownerToken });
  }

  /** Keeps the sessions usable and the worlds current after calls that end or change them. */
  private async afterCall(request: FuzzRequest, response: LightMyRequestResponse): Promise<void> {
    const succeeded = response.statusCode < 300;
    if (request.caller !== 'anonymous' && succeeded) {
      if (request.operationId === 'requestAccountDeletion' || request.operationId === 'logout') {
        const user = request.caller === 'admin' ? this.admin.user : this.owners[request.caller].user;
        await undoDeletionRequest(this.t.app.db, user.id);
        // a session made directly, not through login: the fuzzer's own wrong sign-ins on this phone
        // may have reached the per-phone cap of failed sign-ins (429 until its window ends)
        const { token } = await this.t.app.sessions.create(user.id);
        if (request.caller === 'admin') this.admin.token = token;
        else this.owners[request.caller].token = token;
      }
    }
  }

  async refreshWorlds(): Promise<void> {
    for (const owner of Object.values(this.owners)) {
      owner.world = await loadOwnerWorld(this.t.app.db, owner.user.id, owner.marker);
      // deleted menus are replaced, so a long run keeps having menus to work on
      if (await restockMenus(this.t.app.db, owner.world)) {
        owner.world = await loadOwnerWorld(this.t.app.db, owner.user.id, owner.marker);
      }
    }
    this.worldStale = false;
    // the snapshots were taken before the restock's writes
    this.snapshots = {};
    this.snapshotsAt = '';
  }

  private record(operationId: string, status: number): void {
    this.stats.calls += 1;
    const statuses = this.stats.byOperation.get(operationId) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.stats.byOperation.set(operationId, statuses);
    this.onProgress?.(this.stats);
  }
}

/** Calls per operation and the statuses seen, one line per operation. */
/**
 * Those of the operations no call got a 2xx from: their handlers' real work (and the invariants
 * after it) went untested in this run. Printed with the summary: a long run of the contract fuzzer
 * reaches all but a few that need a state it seldom or never makes (see the API's README).
 */
function operationsNeverSucceeded(stats: Stats, operationIds: Iterable<string>): string[] {
  return [...operationIds].filter((operationId) => {
    const statuses = stats.byOperation.get(operationId);
    return ![...(statuses?.keys() ?? [])].some((status) => status >= 200 && status < 300);
  });
}

export function formatStats(
  stats: Stats,
  contract: Contract,
  seconds: number,
  setupCalls: ReadonlyMap<string, number> = new Map(),
): string {
  const lines = [
    `fuzz summary: ${stats.calls} calls in ${seconds.toFixed(0)} s (answering ${(stats.answerMs / 1000).toFixed(0)} s, checking ${(stats.checkMs / 1000).toFixed(0)} s)`,
  ];
  const totals = new Map<number, number>();
  for (const operationId of contract.operations.keys()) {
    const statuses = stats.byOperation.get(operationId) ?? new Map<number, number>();
    const calls = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const list = [...statuses.entries()].sort(([a], [b]) => a - b);
    for (const [status, count] of list) totals.set(status, (totals.get(status) ?? 0) + count);
    lines.push(
      `  ${operationId.padEnd(30)} ${String(calls).padStart(6)}  ${list.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
  }
  const all = [...totals.entries()].sort(([a], [b]) => a - b);
  lines.push(`  statuses: ${all.map(([s, n]) => `${s}×${n}`).join(' ')}`);
  const called = [...contract.operations.keys()].filter((operationId) => stats.byOperation.has(operationId));
  const unreached = operationsNeverSucceeded(stats, called);
  lines.push(
    `  operations called but never answered with success: ${unreached.length > 0 ? unreached.join(', ') : 'none'}`,
  );
  if (stats.clockPasses.length > 0) {
    const count = (part: 'applied' | 'skipped' | 'failed') =>
      stats.clockPasses.reduce((sum, pass) => sum + pass[part].length, 0);
    const parts = `events applied ${count('applied')}, already moved on ${count('skipped')}`;
    lines.push(`  billing clock passes: ${stats.clockPasses.length} (${parts}, failed ${count('failed')})`);
  }
  if (setupCalls.size > 0) {
    const list = [...setupCalls.entries()].map(([operationId, n]) => `${operationId}×${n}`).join(' ');
    lines.push(`  calls made to get secrets (not counted above): ${list}`);
  }
  return lines.join('\n');
}
