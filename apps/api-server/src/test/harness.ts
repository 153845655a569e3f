/**
 * The API test harness: per test file, a database of its own (PGlite snapshot or a fresh
 * PostgreSQL database), the app built on it with a manual clock, and a real SMTP server catching
 * the mails. Every call made through `api.call` is checked against the contract.
 */
import { randomInt } from 'node:crypto';
import { normalizePhone } from '@tavola/domain/phone-normal-form';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#app.ts';
import { type AppConfig, loadConfig, type RateLimitRule } from '#config.ts';
import type { Database } from '#db/client.ts';
import { DEMO_CLUB_NAME, DEMO_PASSWORD, DEMO_PHONE_STORED, DEMO_TOTP_SECRET } from '#db/demo-account.ts';
import { clubs, users } from '#db/schema.ts';
import { loadContract } from '#http/contract.ts';
import type { OperationId } from '#http/types.ts';
import { ManualClock } from '#lib/clock.ts';
import { hashPassword } from '#lib/passwords.ts';
import { newTotpSecret, TOTP_PERIOD_SECONDS, timeStepAt, totpCode } from '#lib/totp.ts';
import type { Translator } from '#modules/translations/translator.ts';
import { assertMatchesContract } from './contract.ts';
import { createTestDatabase } from './database.ts';
import { type MailCatcher, startMailCatcher } from './smtp.ts';

const TEST_PASSWORD = 'Str0ng!pass';

const contract = loadContract();
const NO_LIMIT: RateLimitRule = { max: 10_000, windowMs: 60_000 };

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** raw payload, sent as is (with `contentType`; none when `contentType` is null) */
  payload?: string | Buffer;
  contentType?: string | null;
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface TestUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  totpSecret: string;
}

export interface TestAppOptions {
  rateLimits?: Partial<AppConfig['rateLimits']>;
  rateLimitStore?: AppConfig['rateLimitStore'];
  env?: Record<string, string>;
  /** the app's machine translator (or null); by default the one `env`'s DEEPL_* describes (none) */
  translator?: Translator | null;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  mail: MailCatcher;
  demo: { user: TestUser; clubId: number };
  /** calls an operation by operationId; the response is checked against the contract */
  call(operationId: OperationId, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** a TOTP code for the user not used yet (moves the clock on when the window is used up) */
  freshTotp(user: Pick<TestUser, 'totpSecret'>): Promise<string>;
  signIn(user: TestUser): Promise<string>;
  /** a user inserted directly (no sign-up mail), activated unless told otherwise */
  createUser(options?: { activated?: boolean; isAdmin?: boolean }): Promise<TestUser>;
}

export function randomPhone(): string {
  return `39${randomInt(10_000_000, 99_999_999)}`;
}

function buildUrl(
  path: string,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/api/v1${filled}${search}`;
}

/** Registers beforeAll/afterAll for the file and returns the context (filled before the tests). */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  const usedSteps = new Map<string, Set<number>>();
  let passwordHash: Promise<string> | undefined;

  beforeAll(async () => {
    const mail = await startMailCatcher();
    const database = await createTestDatabase();
    const clock = new ManualClock();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', SMTP_URL: mail.url, ...options.env }),
      rateLimitStore: options.rateLimitStore ?? 'memory',
      rateLimits: {
        login: NO_LIMIT,
        startTotpEnrolment: NO_LIMIT,
        createUser: NO_LIMIT,
        recoverPassword: NO_LIMIT,
        resetPassword: NO_LIMIT,
        inviteClubMember: NO_LIMIT,
        ...options.rateLimits,
      },
    };
    const app = await buildApp(config, {
      database,
      clock,
      ...(options.translator === undefined ? {} : { translator: options.translator }),
    });
    // a guest's page waiting for its call's status (getWaiterCallStatus with `known`) is answered
    // within a second here, not 25 s: the walks and the fuzzers call it with every status
    app.waiterCallEvents.statusWaitMs = 1_000;
    // menu readings run at the server's priority here: at a lower one they would wait for the
    // suite's other files, which keep both cores busy (ReadingQueue.niceness)
    app.menuReadings.niceness = 0;
    const [demoUser] = await app.db.select().from(users).where(eq(users.phone, DEMO_PHONE_STORED));
    const [demoClub] = await app.db.select().from(clubs).where(eq(clubs.name, DEMO_CLUB_NAME));
    if (!demoUser || !demoClub) throw new Error('demo data missing');

    Object.assign(ctx, {
      app,
      database,
      clock,
      mail,
      demo: {
        user: { ...demoUser, password: DEMO_PASSWORD, totpSecret: DEMO_TOTP_SECRET },
        clubId: demoClub.id,
      },
    });
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await ctx.mail?.close();
  });

  ctx.call = async (operationId, callOptions = {}) => {
    const info = contract.operations.get(operationId);
    if (!info) throw new Error(`unknown operation ${operationId}`);
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let payload: string | Buffer | undefined;
    if (callOptions.payload !== undefined) {
      payload = callOptions.payload;
      if (callOptions.contentType !== null) {
        headers['content-type'] = callOptions.contentType ?? 'application/json';
      }
    } else if (callOptions.body !== undefined) {
      payload = JSON.stringify(callOptions.body);
      headers['content-type'] = 'application/json';
    }
    const response = await ctx.app.inject({
      method: info.method,
      url: buildUrl(info.path, callOptions.params, callOptions.query),
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(callOptions.remoteAddress ? { remoteAddress: callOptions.remoteAddress } : {}),
    });
    assertMatchesContract(operationId, response);
    return response;
  };

  ctx.freshTotp = async ({ totpSecret }) => {
    const used = usedSteps.get(totpSecret) ?? new Set<number>();
    usedSteps.set(totpSecret, used);
    let step = [-1, 0, 1].map((offset) => timeStepAt(ctx.clock.now()) + offset).find((s) => !used.has(s));
    if (step === undefined) {
      ctx.clock.advance(TOTP_PERIOD_SECONDS * 1000);
      step = timeStepAt(ctx.clock.now()) + 1;
    }
    used.add(step);
    return totpCode(totpSecret, new Date(step * TOTP_PERIOD_SECONDS * 1000));
  };

  ctx.signIn = async (user) => {
    const response = await ctx.call('login', {
      body: { username: user.phone, password: user.password, totp: await ctx.freshTotp(user) },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return response.json().token as string;
  };

  ctx.createUser = async ({ activated = true, isAdmin = false } = {}) => {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    // stored as sign-up stores it: in its normal form (E.164)
    const phone = normalizePhone(randomPhone());
    const totpSecret = newTotpSecret();
    const [row] = await ctx.app.db
      .insert(users)
      .values({
        name: 'Test',
        surname: 'User',
        email: `user-${phone}@example.com`,
        phone,
        passwordHash: await passwordHash,
        totpSecret,
        isAdmin,
        activatedAt: activated ? ctx.clock.now() : null,
      })
      .returning();
    if (!row) throw new Error('user not created');
    return { id: row.id, name: row.name, email: row.email, phone, password: TEST_PASSWORD, totpSecret };
  };

  return ctx;
}
