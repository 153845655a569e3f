import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { languageMetrics, users } from '#db/schema.ts';
import { totpCode } from '#lib/totp.ts';
import { randomPhone, type TestUser, useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = 'Pizza!2024';

describe('accounts', () => {
  const t = useTestApp();

  async function enrol(phone?: string) {
    const response = await t.call('startTotpEnrolment', phone ? { body: { phone } } : {});
    expect(response.statusCode).toBe(201);
    return response.json() as { enrolmentId: string; secret: string; otpauthUri: string };
  }

  async function signUp(overrides: Record<string, unknown> = {}) {
    const phone = (overrides.phone as string | undefined) ?? randomPhone();
    // a phone under test may be invalid: enrol without it then
    const enrolment = await enrol(overrides.phone === undefined ? phone : undefined);
    const body = {
      name: 'Maria',
      surname: 'Bianchi',
      email: `maria-${randomPhone()}@example.com`,
      phone,
      password: PASSWORD,
      enrolmentId: enrolment.enrolmentId,
      totp: await totpCode(enrolment.secret, t.clock.now()),
      language: 'it',
      ...overrides,
    };
    return { response: await t.call('createUser', { body }), body, enrolment };
  }

  /** signs up and activates through the emailed link */
  async function activeUser(): Promise<TestUser> {
    const { response, body, enrolment } = await signUp();
    expect(response.statusCode).toBe(201);
    const token = linkParameter(t.mail.last(body.email), 'activate');
    expect((await t.call('activateUser', { query: { token } })).statusCode).toBe(200);
    // the sign-up code is spent: move past its step and the window around it
    t.clock.advance(90_000);
    return {
      id: response.json().id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      password: PASSWORD,
      totpSecret: enrolment.secret,
    };
  }

  describe('sign-up', () => {
    it('issues a TOTP secret with an otpauth URI labelled with the phone', async () => {
      const enrolment = await enrol('+39 333 123 4567');
      expect(enrolment.enrolmentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrolment.otpauthUri).toBe(
        `otpauth://totp/Tavola:%2B393331234567?secret=${enrolment.secret}&issuer=Tavola`,
      );
      // the body is optional
      const anonymous = await enrol();
      expect(anonymous.otpauthUri).toContain(`secret=${anonymous.secret}&issuer=Tavola`);
    });

    it('creates the account, emails the activation link, and activates it once', async () => {
      const { response, body, enrolment } = await signUp();
      expect(response.statusCode).toBe(201);
      const { id } = response.json();

      const mail = t.mail.last(body.email);
      expect(mail.subject).toBe('Activate your Tavola account');
      expect(mail.text).toContain('Hello Maria');
      expect(mail.text).toContain('http://localhost:5173/login?activate=');
      expect(mail.html).toContain('Activate your account');
      const token = linkParameter(mail, 'activate');

      // the password is stored as an argon2id hash, never as given
      const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // stored in its normal form (E.164): "+39" for a number written without a country code
      expect(row?.phone).toBe(`+39${body.phone}`);
      expect(row?.language).toBe('it');

      t.clock.advance(30_000);
      const early = await t.call('login', {
        body: {
          username: body.phone,
          password: PASSWORD,
          totp: await t.freshTotp({ totpSecret: enrolment.secret }),
        },
      });
      expect(early.statusCode).toBe(403);
      expect(early.json().code).toBe('account_not_activated');

      const activated = await t.call('activateUser', { query: { token } });
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toEqual({ outcome: 'activated' });

      const again = await t.call('activateUser', { query: { token } });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('invalid_or_expired_link');

      const signedIn = await t.call('login', {
        body: {
          username: body.phone,
          password: PASSWORD,
          totp: await t.freshTotp({ totpSecret: enrolment.secret }),
        },
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it('does not let the sign-up code sign in again', async () => {
      const { response, body } = await signUp();
      expect(response.statusCode).toBe(201);
      const token = linkParameter(t.mail.last(body.email), 'activate');
      await t.call('activateUser', { query: { token } });
      const replay = await t.call('login', {
        body: { username: body.phone, password: PASSWORD, totp: body.totp },
      });
      expect(replay.statusCode).toBe(401);
    });

    it('refuses a phone number that already has an account (409)', async () => {
      const first = await signUp();
      expect(first.response.statusCode).toBe(201);
      // the same number typed differently
      const phone = `${first.body.phone.slice(0, 3)} ${first.body.phone.slice(3)}`;
      const second = await signUp({ phone });
      expect(second.response.statusCode).toBe(409);
      expect(second.response.json().code).toBe('phone_in_use');
    });

    it('refuses a code that does not match the enrolment, or an expired enrolment (400 invalid_totp)', async () => {
      const wrong = await signUp({ totp: '000000' });
      expect(wrong.response.statusCode).toBe(400);
      expect(wrong.response.json().code).toBe('invalid_totp');

      const unknown = await signUp({ enrolmentId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.response.statusCode).toBe(400);
      expect(unknown.response.json().code).toBe('invalid_totp');

      const enrolment = await enrol();
      t.clock.advance(16 * MINUTE);
      const phone = randomPhone();
      const late = await t.call('createUser', {
        body: {
          name: 'Luca',
          surname: 'Verdi',
          email: 'luca@example.com',
          phone,
          password: PASSWORD,
          enrolmentId: enrolment.enrolmentId,
          totp: await totpCode(enrolment.secret, t.clock.now()),
        },
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('invalid_totp');
    });

    it('applies the domain rules with their messages (password, email, phone)', async () => {
      const weak = await signUp({ password: 'abcdefgh' });
      expect(weak.response.statusCode).toBe(400);
      expect(weak.response.json()).toMatchObject({
        code: 'validation_failed',
        details: [
          {
            field: 'password',
            message: 'Password must contain at least one letter, one number and one special character (!$@%)',
          },
        ],
      });

      const email = await signUp({ email: 'maria@localhost' });
      expect(email.response.statusCode).toBe(400);
      expect(email.response.json().details).toEqual([{ field: 'email', message: expect.any(String) }]);

      const longPhone = await signUp({ phone: '+39 333 123 456 789 01' });
      expect(longPhone.response.statusCode).toBe(400);
      expect(longPhone.response.json().details).toEqual([
        { field: 'phone', message: 'Phone number must have at most 15 digits' },
      ]);
    });

    it('rejects unknown fields and wrong types (400), without creating anything', async () => {
      const extra = await signUp({ isAdmin: true });
      expect(extra.response.statusCode).toBe(400);
      expect(extra.response.json().details).toEqual([{ field: 'isAdmin', message: 'Unknown field' }]);

      const wrongType = await signUp({ name: 42 });
      expect(wrongType.response.statusCode).toBe(400);
      expect(wrongType.response.json().details).toEqual([{ field: 'name', message: 'Must be a string' }]);

      const language = await signUp({ language: 'fr' });
      expect(language.response.statusCode).toBe(400);
      expect(language.response.json().details[0].field).toBe('language');
    });

    it('leaves no account behind when the activation mail cannot be sent', async () => {
      const phone = randomPhone();
      const enrolment = await enrol(phone);
      const body = {
        name: 'Maria',
        surname: 'Bianchi',
        email: 'maria@reject.test',
        phone,
        password: PASSWORD,
        enrolmentId: enrolment.enrolmentId,
        totp: await totpCode(enrolment.secret, t.clock.now()),
      };
      // (500 is not a contract response: the raw reply is checked here)
      const failed = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: body });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        code: 'internal_error',
        message: 'There was an error, please try again later.',
      });
      expect(failed.body).not.toContain('Mailbox');
      expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);

      // the enrolment still stands: the same person retries with a working address
      t.clock.advance(30_000);
      const retry = await t.call('createUser', {
        body: {
          ...body,
          email: 'maria@example.com',
          totp: await totpCode(enrolment.secret, t.clock.now()),
        },
      });
      expect(retry.statusCode).toBe(201);
    });

    it('expires activation links after 24 hours', async () => {
      const { response, body } = await signUp();
      expect(response.statusCode).toBe(201);
      const token = linkParameter(t.mail.last(body.email), 'activate');
      t.clock.advance(24 * HOUR + MINUTE);
      const late = await t.call('activateUser', { query: { token } });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('invalid_or_expired_link');
    });

    it('requires the token of an activation link', async () => {
      const missing = await t.call('activateUser', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([{ field: 'token', message: 'This field is required' }]);
    });
  });

  describe('password recovery', () => {
    it('answers 404 with the product text for an unknown phone', async () => {
      const response = await t.call('recoverPassword', { body: { phone: '3999999990' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'account_not_found',
        message: 'No account found with this phone number',
      });
    });

    it('emails a reset link; the new password works, the old one and the old sessions do not', async () => {
      const user = await activeUser();
      const oldSession = await t.signIn(user);

      expect((await t.call('recoverPassword', { body: { phone: user.phone } })).statusCode).toBe(204);
      const mail = t.mail.last(user.email);
      expect(mail.subject).toBe('Reset your Tavola password');
      expect(mail.text).toContain('http://localhost:5173/password/reset?token=');
      const token = linkParameter(mail, 'token');

      const mismatch = await t.call('resetPassword', {
        body: { token, password: 'New!pass123', passwordConfirmation: 'New!pass124' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().code).toBe('passwords_do_not_match');

      const weak = await t.call('resetPassword', {
        body: { token, password: 'newpassword', passwordConfirmation: 'newpassword' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().code).toBe('validation_failed');

      const bad = await t.call('resetPassword', {
        body: { token: 'not-a-real-token', password: 'New!pass123', passwordConfirmation: 'New!pass123' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('invalid_or_expired_link');

      const reset = await t.call('resetPassword', {
        body: { token, password: 'New!pass123', passwordConfirmation: 'New!pass123' },
      });
      expect(reset.statusCode).toBe(204);

      expect((await t.call('getCurrentUser', { token: oldSession })).statusCode).toBe(401);
      const reused = await t.call('resetPassword', {
        body: { token, password: 'Other!pass1', passwordConfirmation: 'Other!pass1' },
      });
      expect(reused.json().code).toBe('invalid_or_expired_link');

      const old = await t.call('login', {
        body: { username: user.phone, password: user.password, totp: await t.freshTotp(user) },
      });
      expect(old.statusCode).toBe(401);
      const fresh = await t.call('login', {
        body: { username: user.phone, password: 'New!pass123', totp: await t.freshTotp(user) },
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('expires reset links after one hour', async () => {
      const user = await t.createUser();
      await t.call('recoverPassword', { body: { phone: user.phone } });
      const token = linkParameter(t.mail.last(user.email), 'token');
      t.clock.advance(HOUR + MINUTE);
      const late = await t.call('resetPassword', {
        body: { token, password: 'New!pass123', passwordConfirmation: 'New!pass123' },
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('invalid_or_expired_link');
    });
  });

  describe('language metric', () => {
    it('records the language, with the user when signed in', async () => {
      const user = await t.createUser();
      const token = await t.signIn(user);
      expect((await t.call('logLanguage', { body: { language: 'it' } })).statusCode).toBe(204);
      expect((await t.call('logLanguage', { body: { language: 'en' }, token })).statusCode).toBe(204);
      // a stale token does not stop the metric
      expect(
        (await t.call('logLanguage', { body: { language: 'en' }, token: 'x'.repeat(43) })).statusCode,
      ).toBe(204);

      const mine = await t.app.db.select().from(languageMetrics).where(eq(languageMetrics.userId, user.id));
      expect(mine.map((row) => row.language)).toEqual(['en']);
      const anonymous = await t.app.db
        .select()
        .from(languageMetrics)
        .where(and(eq(languageMetrics.language, 'it')));
      expect(anonymous.some((row) => row.userId === null)).toBe(true);

      // a guest's menu language may be any ISO 639-1 code, but nothing else
      expect((await t.call('logLanguage', { body: { language: 'de' } })).statusCode).toBe(204);
      for (const language of ['DE', 'deu', 'd', '']) {
        const invalid = await t.call('logLanguage', { body: { language } });
        expect(invalid.statusCode).toBe(400);
      }
    });
  });

  describe('account deletion', () => {
    it('needs the typed word, then signs out everywhere, blocks sign-in and emails user and team', async () => {
      const user = await t.createUser();
      const token = await t.signIn(user);
      const other = await t.signIn(user);

      const unconfirmed = await t.call('requestAccountDeletion', { token, body: { confirmation: 'yes' } });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().details).toEqual([
        { field: 'confirmation', message: 'Type "delete" to confirm' },
      ]);

      const requested = await t.call('requestAccountDeletion', { token, body: { confirmation: ' Delete ' } });
      expect(requested.statusCode).toBe(202);
      expect((await t.call('getCurrentUser', { token })).statusCode).toBe(401);
      expect((await t.call('getCurrentUser', { token: other })).statusCode).toBe(401);

      const signIn = await t.call('login', {
        body: { username: user.phone, password: user.password, totp: await t.freshTotp(user) },
      });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json().code).toBe('invalid_credentials');

      expect(t.mail.last(user.email).subject).toBe('Your Tavola account deletion request');
      const team = t.mail.last('team@tavola.local');
      expect(team.subject).toBe(`Account deletion request: user ${user.id}`);
      expect(team.text).toContain(user.phone);

      const recovery = await t.call('recoverPassword', { body: { phone: user.phone } });
      expect(recovery.statusCode).toBe(404);
    });

    it('accepts the Italian word too', async () => {
      const user = await t.createUser();
      const token = await t.signIn(user);
      expect(
        (await t.call('requestAccountDeletion', { token, body: { confirmation: 'ELIMINA' } })).statusCode,
      ).toBe(202);
    });
  });
});
