import { describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '#test/harness.ts';

const LIMITS = {
  login: { max: 3, windowMs: 60_000 },
  recoverPassword: { max: 2, windowMs: 60_000 },
  startTotpEnrolment: { max: 2, windowMs: 60_000 },
};

function rateLimitTests(t: TestContext) {
  it('answers 429 rate_limited after too many sign-in attempts from one address', async () => {
    const body = { username: '3330000000', password: 'Wrong!pass1', totp: '000000' };
    const remoteAddress = '203.0.113.10';
    for (let attempt = 0; attempt < LIMITS.login.max; attempt++) {
      expect((await t.call('login', { body, remoteAddress })).statusCode).toBe(401);
    }
    const limited = await t.call('login', { body, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts, please try again in a minute.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // even the right credentials wait
    const right = { username: '3330000000', password: 'Demo!2345', totp: await t.freshTotp(t.demo.user) };
    expect((await t.call('login', { body: right, remoteAddress })).statusCode).toBe(429);
    // another address is not affected
    expect((await t.call('login', { body: right, remoteAddress: '203.0.113.11' })).statusCode).toBe(200);
  });

  it('limits password recovery and TOTP enrolment too', async () => {
    const remoteAddress = '203.0.113.20';
    for (let attempt = 0; attempt < LIMITS.recoverPassword.max; attempt++) {
      expect(
        (await t.call('recoverPassword', { body: { phone: '3999999990' }, remoteAddress })).statusCode,
      ).toBe(404);
    }
    expect(
      (await t.call('recoverPassword', { body: { phone: '3999999990' }, remoteAddress })).statusCode,
    ).toBe(429);

    for (let attempt = 0; attempt < LIMITS.startTotpEnrolment.max; attempt++) {
      expect((await t.call('startTotpEnrolment', { remoteAddress })).statusCode).toBe(201);
    }
    expect((await t.call('startTotpEnrolment', { remoteAddress })).statusCode).toBe(429);
  });
}

describe('rate limits (in-memory store)', () => {
  rateLimitTests(useTestApp({ rateLimits: LIMITS, rateLimitStore: 'memory' }));
});

describe('rate limits (database store, shared by several API processes)', () => {
  rateLimitTests(useTestApp({ rateLimits: LIMITS, rateLimitStore: 'database' }));
});
