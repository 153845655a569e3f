/**
 * Guessing from many addresses (a botnet): the per-address limit lets each address try a few
 * times, so wrong codes and passwords are also capped per phone number, across addresses and, on
 * the database store, across API processes (sign-in-attempts.ts).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { matchTotp } from '#lib/totp.ts';
import { assertMatchesContract } from '#test/contract.ts';
import { randomPhone, type TestContext, type TestUser, useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';
import { MemoryWindowCounters, SIGN_IN_FAILURE_CAP } from './sign-in-attempts.ts';

const CAP = SIGN_IN_FAILURE_CAP;
/** per address: without the per-account cap, each new address would get 3 more tries */
const PER_ADDRESS = { login: { max: 3, windowMs: 60_000 } };
const WRONG_PASSWORD = 'Wrong!pass1';

/** addresses used once each in a file, so the per-address limit never answers for the cap */
function addressPool(prefix: string) {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}

/** a code that matches none of the user's three valid steps now */
async function wrongCode(t: TestContext, user: TestUser): Promise<string> {
  for (let candidate = 100_003; ; candidate += 7_919) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if ((await matchTotp(user.totpSecret, code, t.clock.now())) === null) return code;
  }
}

function loginBody(phone: string, password: string, totp: string) {
  return { body: { username: phone, password, totp } };
}

function expectCapAnswer(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({
    code: 'rate_limited',
    message: expect.stringMatching(/^Too many attempts/),
  });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(CAP.windowMs / 1000);
  return retryAfter;
}

function accountCapTests(t: TestContext, nextAddress: () => string) {
  it('caps wrong TOTP codes per account from many addresses; the right code waits for the window, then works', async () => {
    const owner = await t.createUser();
    const statuses: number[] = [];
    for (let guess = 0; guess < CAP.max; guess++) {
      const answer = await t.call('login', {
        ...loginBody(owner.phone, owner.password, await wrongCode(t, owner)),
        remoteAddress: nextAddress(),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual(Array(CAP.max).fill(401));

    // a new address, more wrong codes: refused without being checked
    const more = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await wrongCode(t, owner)),
      remoteAddress: nextAddress(),
    });
    const retryAfter = expectCapAnswer(more);
    expect(retryAfter).toBe(CAP.windowMs / 1000);

    // the owner, with the right code, from a fresh address: refused inside the window
    t.clock.advance((retryAfter - 1) * 1000);
    const inside = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await t.freshTotp(owner)),
      remoteAddress: nextAddress(),
    });
    expect(expectCapAnswer(inside)).toBeLessThanOrEqual(1);

    // once the window has ended the right code signs in (never a lock for good)
    t.clock.advance(1000);
    const after = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await t.freshTotp(owner)),
      remoteAddress: nextAddress(),
    });
    expect(after.statusCode).toBe(200);
  });

  it('caps wrong passwords per phone number, unknown phones alike (a 429 does not tell that an account exists)', async () => {
    const owner = await t.createUser();
    const unknownPhone = randomPhone();
    for (const phone of [owner.phone, unknownPhone]) {
      const statuses: number[] = [];
      for (let guess = 0; guess <= CAP.max; guess++) {
        const answer = await t.call('login', {
          ...loginBody(phone, `${WRONG_PASSWORD}${guess}`, '123456'),
          remoteAddress: nextAddress(),
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses, phone === owner.phone ? 'owner' : 'unknown').toEqual([
        ...Array(CAP.max).fill(401),
        429,
      ]);
    }
    const right = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await t.freshTotp(owner)),
      remoteAddress: nextAddress(),
    });
    expectCapAnswer(right);
  });

  it('leaves other accounts alone, on the very addresses the attack used', async () => {
    const target = await t.createUser();
    const bystander = await t.createUser();
    const used: string[] = [];
    for (let guess = 0; guess <= CAP.max; guess++) {
      const address = nextAddress();
      used.push(address);
      await t.call('login', {
        ...loginBody(target.phone, target.password, await wrongCode(t, target)),
        remoteAddress: address,
      });
    }
    expectCapAnswer(
      await t.call('login', {
        ...loginBody(target.phone, target.password, await t.freshTotp(target)),
        remoteAddress: nextAddress(),
      }),
    );
    const bystanderSignIn = await t.call('login', {
      ...loginBody(bystander.phone, bystander.password, await t.freshTotp(bystander)),
      remoteAddress: used[0] ?? nextAddress(),
    });
    expect(bystanderSignIn.statusCode).toBe(200);
  });

  it('holds the cap when many guesses arrive at once', async () => {
    const owner = await t.createUser();
    const code = await wrongCode(t, owner);
    const answers = await Promise.all(
      Array.from({ length: 4 * CAP.max }, () =>
        t.call('login', { ...loginBody(owner.phone, owner.password, code), remoteAddress: nextAddress() }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(CAP.max).fill(401), ...Array(3 * CAP.max).fill(429)]);
  });

  it("the owner's sign-in takes back only its own attempt: the attacker's count goes on", async () => {
    const owner = await t.createUser();
    const guess = async () =>
      (
        await t.call('login', {
          ...loginBody(owner.phone, owner.password, await wrongCode(t, owner)),
          remoteAddress: nextAddress(),
        })
      ).statusCode;
    for (let attempt = 0; attempt < CAP.max - 1; attempt++) expect(await guess()).toBe(401);
    expect(await t.signIn(owner)).toEqual(expect.any(String));
    // one wrong code left in the window, not a fresh five
    expect(await guess()).toBe(401);
    expect(await guess()).toBe(429);
  });

  it('a password reset does not start the count over', async () => {
    const owner = await t.createUser();
    for (let attempt = 0; attempt < CAP.max; attempt++) {
      await t.call('login', {
        ...loginBody(owner.phone, owner.password, await wrongCode(t, owner)),
        remoteAddress: nextAddress(),
      });
    }
    expect((await t.call('recoverPassword', { body: { phone: owner.phone } })).statusCode).toBe(204);
    const token = linkParameter(t.mail.last(owner.email), 'token');
    const password = 'N3w!password';
    const reset = await t.call('resetPassword', {
      body: { token, password, passwordConfirmation: password },
    });
    expect(reset.statusCode).toBe(204);
    expectCapAnswer(
      await t.call('login', {
        ...loginBody(owner.phone, password, await t.freshTotp(owner)),
        remoteAddress: nextAddress(),
      }),
    );
  });
}

describe('per-account cap, in-memory store (one API process)', () => {
  const t = useTestApp({ rateLimits: PER_ADDRESS, rateLimitStore: 'memory' });
  accountCapTests(t, addressPool('198.51'));
});

describe('per-account cap, database store (several API processes)', () => {
  const t = useTestApp({ rateLimits: PER_ADDRESS, rateLimitStore: 'database' });
  accountCapTests(t, addressPool('203.0'));
  const nextAddress = addressPool('192.0');

  /** another API process on the same database: an app of its own, sharing nothing in memory */
  async function anotherProcess(): Promise<FastifyInstance> {
    return buildApp({ ...t.app.config }, { database: t.database, clock: t.clock });
  }

  async function login(app: FastifyInstance, user: TestUser, totp: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: user.phone, password: user.password, totp },
      remoteAddress: nextAddress(),
    });
    assertMatchesContract('login', response);
    return response.statusCode;
  }

  it('counts wrong codes sent to every process together, and the count outlives a restart', async () => {
    const owner = await t.createUser();
    const second = await anotherProcess();
    try {
      const statuses: number[] = [];
      for (let guess = 0; guess < CAP.max; guess++) {
        statuses.push(await login(guess % 2 ? second : t.app, owner, await wrongCode(t, owner)));
      }
      expect(statuses).toEqual(Array(CAP.max).fill(401));
      expect(await login(t.app, owner, await t.freshTotp(owner))).toBe(429);
      expect(await login(second, owner, await t.freshTotp(owner))).toBe(429);
    } finally {
      await second.close();
    }
    // a process started after the guesses knows them too
    const restarted = await anotherProcess();
    try {
      expect(await login(restarted, owner, await t.freshTotp(owner))).toBe(429);
      t.clock.advance(CAP.windowMs);
      expect(await login(restarted, owner, await t.freshTotp(owner))).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('in-memory counters', () => {
  it('drop ended windows, so phone numbers tried once do not pile up', async () => {
    const counters = new MemoryWindowCounters();
    for (let phone = 0; phone < 100; phone++) await counters.count(`p${phone}`, 0, CAP.windowMs);
    expect(counters.size).toBe(100);
    await counters.count('late', CAP.windowMs, CAP.windowMs);
    expect(counters.size).toBe(1);
  });
});
