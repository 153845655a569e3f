import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

describe('sign-in and sessions', () => {
  const t = useTestApp();

  it('signs in the demo owner with phone, password and TOTP code', async () => {
    const response = await t.call('login', {
      body: {
        username: t.demo.user.phone,
        password: t.demo.user.password,
        totp: await t.freshTotp(t.demo.user),
      },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.isAdmin).toBe(false);
    // unused, a session ends after the idle time (7 days)
    expect(Date.parse(session.expiresAt)).toBe(t.clock.now().getTime() + 7 * DAY);

    const me = await t.call('getCurrentUser', { token: session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: t.demo.user.id,
      name: 'Demo',
      surname: 'Owner',
      email: 'demo@tavola.local',
      phone: '+393330000000',
      isAdmin: false,
      language: 'en',
    });
  });

  it('accepts the phone number as people type it (spaces, dashes)', async () => {
    const response = await t.call('login', {
      body: {
        username: '333 000-0000',
        password: t.demo.user.password,
        totp: await t.freshTotp(t.demo.user),
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password, a wrong code and an unknown phone', async () => {
    const user = t.demo.user;
    const attempts = [
      { username: user.phone, password: 'Wrong!pass1', totp: await t.freshTotp(user) },
      { username: user.phone, password: user.password, totp: '000000' },
      { username: '3999999999', password: user.password, totp: await t.freshTotp(user) },
    ];
    for (const body of attempts) {
      const response = await t.call('login', { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Phone number or password might be wrong',
      });
    }
  });

  it('accepts each TOTP code only once', async () => {
    const user = await t.createUser();
    const totp = await t.freshTotp(user);
    const body = { username: user.phone, password: user.password, totp };
    expect((await t.call('login', { body })).statusCode).toBe(200);
    const replay = await t.call('login', { body });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_credentials');
    // the next code works
    expect((await t.call('login', { body: { ...body, totp: await t.freshTotp(user) } })).statusCode).toBe(
      200,
    );
  });

  it('accepts the codes of the previous and next 30 s step, not older or newer ones', async () => {
    const user = await t.createUser();
    const { totpCode } = await import('#lib/totp.ts');
    const now = t.clock.now().getTime();
    const login = async (offsetMs: number) =>
      t.call('login', {
        body: {
          username: user.phone,
          password: user.password,
          totp: await totpCode(user.totpSecret, new Date(now + offsetMs)),
        },
      });
    expect((await login(-90_000)).statusCode).toBe(401);
    expect((await login(90_000)).statusCode).toBe(401);
    expect((await login(-30_000)).statusCode).toBe(200);
    expect((await login(30_000)).statusCode).toBe(200);
  });

  it('tells a user who has not activated the account yet (only with the right credentials)', async () => {
    const user = await t.createUser({ activated: false });
    const response = await t.call('login', {
      body: { username: user.phone, password: user.password, totp: await t.freshTotp(user) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_not_activated');

    const wrong = await t.call('login', {
      body: { username: user.phone, password: 'Wrong!pass1', totp: await t.freshTotp(user) },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('marks administrators in the session', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const response = await t.call('login', {
      body: { username: admin.phone, password: admin.password, totp: await t.freshTotp(admin) },
    });
    expect(response.json().isAdmin).toBe(true);
  });

  it('rejects missing, malformed and unknown tokens with 401 unauthenticated', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
      { authorization: 'Basic abc' },
    ];
    for (const headers of variants) {
      const response = await t.call('getCurrentUser', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });

  it('signs out: the token stops working', async () => {
    const token = await t.signIn(t.demo.user);
    expect((await t.call('logout', { token })).statusCode).toBe(204);
    expect((await t.call('getCurrentUser', { token })).statusCode).toBe(401);
    expect((await t.call('logout', { token })).statusCode).toBe(401);
  });

  it('ends a session left unused for the idle time, and renews it on use', async () => {
    const token = await t.signIn(t.demo.user);
    t.clock.advance(6 * DAY);
    expect((await t.call('getCurrentUser', { token })).statusCode).toBe(200);
    // six more days: 12 since sign-in, 6 since last use
    t.clock.advance(6 * DAY);
    expect((await t.call('getCurrentUser', { token })).statusCode).toBe(200);
    t.clock.advance(7 * DAY + MINUTE);
    expect((await t.call('getCurrentUser', { token })).statusCode).toBe(401);
  });

  it('ends every session after the absolute time (30 days), even one in use', async () => {
    const token = await t.signIn(t.demo.user);
    for (let day = 5; day < 30; day += 5) {
      t.clock.advance(5 * DAY);
      expect((await t.call('getCurrentUser', { token })).statusCode).toBe(200);
    }
    t.clock.advance(5 * DAY);
    expect((await t.call('getCurrentUser', { token })).statusCode).toBe(401);
  });

  it('rejects unknown fields and wrong types with 400 validation_failed', async () => {
    const unknown = await t.call('login', {
      body: { username: '3330000000', password: 'Demo!2345', totp: '123456', remember: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'remember', message: 'Unknown field' }],
    });

    const wrongType = await t.call('login', {
      body: { username: 3330000000, password: 'Demo!2345', totp: 123456 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'Must be a string' },
        { field: 'totp', message: 'Must be a string' },
      ]),
    );

    const missing = await t.call('login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');

    const notJson = await t.call('login', { payload: '{"username":', contentType: 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('invalid_json');

    for (const contentType of ['text/plain', 'application/xml', 'application/pdf']) {
      const other = await t.call('login', { payload: 'username=333', contentType });
      expect(other.statusCode).toBe(400);
      expect(other.json().code).toBe('unsupported_media_type');
    }
  });
});
