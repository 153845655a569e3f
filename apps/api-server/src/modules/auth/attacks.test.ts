/**
 * Sign-in as an attacker tries it: replayed TOTP codes, guessed passwords and codes, stolen
 * sessions after sign-out or a password reset, and response times that could tell which phone
 * numbers have an account.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOTP_PERIOD_SECONDS, totpCode } from '#lib/totp.ts';
import { randomPhone, type TestContext, useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';
import { SIGN_IN_FAILURE_CAP } from './sign-in-attempts.ts';

const WRONG_PASSWORD = 'Wrong!pass1';

function loginBody(phone: string, password: string, totp: string) {
  return { body: { username: phone, password, totp } };
}

async function currentUserStatus(t: TestContext, token: string) {
  return (await t.call('getCurrentUser', { token })).statusCode;
}

describe('TOTP codes and sessions', () => {
  const t = useTestApp();

  it('refuses a TOTP code replayed inside its window, also when both uses race', async () => {
    const user = await t.createUser();
    const code = await t.freshTotp(user);
    const first = await t.call('login', loginBody(user.phone, user.password, code));
    expect(first.statusCode).toBe(200);
    const replay = await t.call('login', loginBody(user.phone, user.password, code));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Phone number or password might be wrong',
    });
    // still refused later in the code's window (±1 step)
    t.clock.advance(TOTP_PERIOD_SECONDS * 1000);
    expect((await t.call('login', loginBody(user.phone, user.password, code))).statusCode).toBe(401);

    // two sign-ins with one fresh code at the same moment: exactly one session
    const raced = await t.freshTotp(user);
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.call('login', loginBody(user.phone, user.password, raced))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses the code that confirmed the sign-up enrolment as a sign-in code', async () => {
    const enrolment = (await t.call('startTotpEnrolment', { body: {} })).json();
    const code = await totpCode(enrolment.secret, t.clock.now());
    const phone = randomPhone();
    const email = `replay-${phone}@example.com`;
    const signUp = await t.call('createUser', {
      body: {
        name: 'Replay',
        surname: 'Tester',
        email,
        phone,
        password: 'Str0ng!pass',
        enrolmentId: enrolment.enrolmentId,
        totp: code,
        language: 'en',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    await t.call('activateUser', { query: { token: linkParameter(t.mail.last(email), 'activate') } });
    expect((await t.call('login', loginBody(phone, 'Str0ng!pass', code))).statusCode).toBe(401);
  });

  it('ends the session on sign-out: the old token answers 401, other sessions live on', async () => {
    const user = await t.createUser();
    const phoneSession = await t.signIn(user);
    const laptopSession = await t.signIn(user);
    expect(await currentUserStatus(t, phoneSession)).toBe(200);
    expect((await t.call('logout', { token: phoneSession })).statusCode).toBe(204);
    expect(await currentUserStatus(t, phoneSession)).toBe(401);
    expect((await t.call('listOwnedClubs', { token: phoneSession })).statusCode).toBe(401);
    // signing out twice with the dead token changes nothing
    expect((await t.call('logout', { token: phoneSession })).statusCode).toBe(401);
    expect(await currentUserStatus(t, laptopSession)).toBe(200);
  });

  it('ends every session on a password reset; the old password stops working, the new one signs in', async () => {
    const user = await t.createUser();
    const sessions = [await t.signIn(user), await t.signIn(user)];
    expect((await t.call('recoverPassword', { body: { phone: user.phone } })).statusCode).toBe(204);
    const token = linkParameter(t.mail.last(user.email), 'token');
    const newPassword = 'N3w!password';
    const reset = await t.call('resetPassword', {
      body: { token, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.statusCode).toBe(204);
    for (const session of sessions) expect(await currentUserStatus(t, session)).toBe(401);
    const old = await t.call('login', loginBody(user.phone, user.password, await t.freshTotp(user)));
    expect(old.statusCode).toBe(401);
    expect(await t.signIn({ ...user, password: newPassword })).toEqual(expect.any(String));
    // the reset link worked once
    const again = await t.call('resetPassword', {
      body: { token, password: 'Th1rd!password', passwordConfirmation: 'Th1rd!password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_or_expired_link');
  });
});

// per address; under the per-account cap (SIGN_IN_FAILURE_CAP, 5), so the owner on another
// address is not refused because of one address's guesses (account-guessing.test.ts tests the cap)
const LIMITS = { login: { max: 3, windowMs: 60_000 } };

function guessingTests(t: TestContext, addresses: { attacker: string; owner: string; spoofed: string }) {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves Date (what the rate limiter reads) past the window; the app's clock is the harness's. */
  function afterTheWindow() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LIMITS.login.windowMs + 1000);
  }

  it('limits password guesses per address, never the owner on another address, and not for good', async () => {
    const owner = await t.createUser();
    const guesses: number[] = [];
    for (let attempt = 0; attempt < LIMITS.login.max + 3; attempt++) {
      const answer = await t.call('login', {
        ...loginBody(owner.phone, `${WRONG_PASSWORD}${attempt}`, '123456'),
        remoteAddress: addresses.attacker,
      });
      guesses.push(answer.statusCode);
    }
    expect(guesses).toEqual([...Array(LIMITS.login.max).fill(401), 429, 429, 429]);
    // the owner, on their own address, signs in during the attack
    const during = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await t.freshTotp(owner)),
      remoteAddress: addresses.owner,
    });
    expect(during.statusCode).toBe(200);
    // the attacker's address waits, even with the right password
    const limited = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await t.freshTotp(owner)),
      remoteAddress: addresses.attacker,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.login.windowMs / 1000);

    afterTheWindow();
    // once the window has passed, the right password works again from that address too
    const after = await t.call('login', {
      ...loginBody(owner.phone, owner.password, await t.freshTotp(owner)),
      remoteAddress: addresses.attacker,
    });
    expect(after.statusCode).toBe(200);
  });

  it('limits TOTP code guesses with the right password the same way', async () => {
    const owner = await t.createUser();
    const answers: number[] = [];
    for (let attempt = 0; attempt <= LIMITS.login.max; attempt++) {
      const code = String(100_000 + attempt * 7919);
      const answer = await t.call('login', {
        ...loginBody(owner.phone, owner.password, code),
        remoteAddress: addresses.spoofed,
      });
      answers.push(answer.statusCode);
    }
    // (a wrong code answers exactly as a wrong password: the password is not confirmed)
    expect(answers).toEqual([...Array(LIMITS.login.max).fill(401), 429]);
  });

  it('does not let X-Forwarded-For choose the address counted (no trusted proxy configured)', async () => {
    const owner = await t.createUser();
    const answers: number[] = [];
    for (let attempt = 0; attempt <= LIMITS.login.max; attempt++) {
      const answer = await t.call('login', {
        ...loginBody(owner.phone, WRONG_PASSWORD, '123456'),
        remoteAddress: addresses.owner.replace(/\d+$/, '200'),
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      });
      answers.push(answer.statusCode);
    }
    expect(answers.at(-1)).toBe(429);
  });
}

describe('guessing, in-memory rate-limit store', () => {
  guessingTests(useTestApp({ rateLimits: LIMITS, rateLimitStore: 'memory' }), {
    attacker: '203.0.113.66',
    owner: '192.0.2.10',
    spoofed: '203.0.113.67',
  });
});

describe('guessing, database rate-limit store (several API processes)', () => {
  guessingTests(useTestApp({ rateLimits: LIMITS, rateLimitStore: 'database' }), {
    attacker: '203.0.113.76',
    owner: '192.0.2.20',
    spoofed: '203.0.113.77',
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Runs both kinds of call in turns (so the machine's load hits both alike) and returns the medians. */
async function compareTimes(
  label: string,
  tries: number,
  existing: () => Promise<number>,
  unknown: () => Promise<number>,
  expected: { existing: number; unknown: number },
) {
  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let attempt = 0; attempt < tries; attempt++) {
    for (const kind of attempt % 2
      ? (['unknown', 'existing'] as const)
      : (['existing', 'unknown'] as const)) {
      const started = performance.now();
      const status = await (kind === 'existing' ? existing() : unknown());
      times[kind].push(performance.now() - started);
      expect(status, `${label}, ${kind} phone`).toBe(expected[kind]);
    }
  }
  const figures = { existing: median(times.existing), unknown: median(times.unknown) };
  console.log(
    `${label}: median ${figures.existing.toFixed(1)} ms for an existing phone, ${figures.unknown.toFixed(1)} ms for an unknown one ` +
      `(difference ${(figures.existing - figures.unknown).toFixed(1)} ms, ${tries} tries each)`,
  );
  return figures;
}

describe('response times do not tell which phone numbers have an account', () => {
  const t = useTestApp();
  let owner: Awaited<ReturnType<TestContext['createUser']>>;

  beforeAll(async () => {
    owner = await t.createUser();
    // the dummy hash is made on the first unknown phone: not part of what is measured
    await t.call('login', loginBody(randomPhone(), WRONG_PASSWORD, '123456'));
  });

  it('sign-in spends an argon2 verification for an unknown phone too', async () => {
    const figures = await compareTimes(
      'sign-in with a wrong password',
      15,
      async () => {
        // past the per-account cap's window each time, so every try is a real verification
        t.clock.advance(SIGN_IN_FAILURE_CAP.windowMs);
        return (await t.call('login', loginBody(owner.phone, WRONG_PASSWORD, '123456'))).statusCode;
      },
      async () => (await t.call('login', loginBody(randomPhone(), WRONG_PASSWORD, '123456'))).statusCode,
      { existing: 401, unknown: 401 },
    );
    // Loose on purpose (a shared, busy 2-core machine: medians here differ by ±50%): without the
    // dummy verification an unknown phone answers after one indexed read, more than 10 times faster
    // than an argon2id verification, far below this bound.
    expect(figures.unknown).toBeGreaterThan(figures.existing * 0.25);
  });

  it('prints the figures of password recovery and of sign-up with a taken phone (their answers already differ)', async () => {
    // The product names an unknown phone on recovery ("No account found…") and a taken one on
    // sign-up (409): the answer itself tells, so time adds nothing. Printed for the record.
    await compareTimes(
      'password recovery',
      5,
      async () => (await t.call('recoverPassword', { body: { phone: owner.phone } })).statusCode,
      async () => (await t.call('recoverPassword', { body: { phone: randomPhone() } })).statusCode,
      { existing: 204, unknown: 404 },
    );
    const signUp = async (phone: string) => {
      const enrolment = (await t.call('startTotpEnrolment', { body: {} })).json();
      return (
        await t.call('createUser', {
          body: {
            name: 'Timing',
            surname: 'Tester',
            email: `timing-${randomPhone()}@example.com`,
            phone,
            password: 'Str0ng!pass',
            enrolmentId: enrolment.enrolmentId,
            totp: await totpCode(enrolment.secret, t.clock.now()),
            language: 'en',
          },
        })
      ).statusCode;
    };
    await compareTimes(
      'sign-up',
      5,
      () => signUp(owner.phone),
      () => signUp(randomPhone()),
      { existing: 409, unknown: 201 },
    );
  });
});
