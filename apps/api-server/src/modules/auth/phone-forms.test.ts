/**
 * One phone number, many spellings (issue 48): sign-up, sign-in and password recovery compare
 * phones in one normal form (E.164, packages/domain phone-normal-form.ts), so "+39 333 000 0000"
 * finds the account that "333 000 0000" created, and the other way round.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { totpCode } from '#lib/totp.ts';
import { useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';

const PASSWORD = 'Pizza!2024';
/** the demo number as people write it */
const DEMO_SPELLINGS = [
  '333 000 0000',
  '3330000000',
  '+39 333 000 0000',
  '0039 333-000-0000',
  '(+39) 333.000.0000',
];

describe('phone numbers however they are written', () => {
  const t = useTestApp();

  async function signUp(phone: string, email: string, { labelEnrolment = true } = {}) {
    const enrolment = (await t.call('startTotpEnrolment', labelEnrolment ? { body: { phone } } : {})).json();
    const response = await t.call('createUser', {
      body: {
        name: 'Sara',
        surname: 'Conti',
        email,
        phone,
        password: PASSWORD,
        enrolmentId: enrolment.enrolmentId,
        totp: await totpCode(enrolment.secret, t.clock.now()),
      },
    });
    return { response, secret: enrolment.secret as string };
  }

  it('signs the demo owner in with every spelling of its number', async () => {
    for (const username of DEMO_SPELLINGS) {
      const response = await t.call('login', {
        body: { username, password: t.demo.user.password, totp: await t.freshTotp(t.demo.user) },
      });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('stores the normal form, and shows it to the owner', async () => {
    const token = await t.signIn(t.demo.user);
    const me = await t.call('getCurrentUser', { token });
    expect(me.json().phone).toBe('+393330000000');
  });

  it('signs up with one spelling and signs in with the others; a second sign-up in another spelling is refused', async () => {
    const { response, secret } = await signUp('347 555 0101', 'sara.conti@example.com');
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, response.json().id));
    expect(row?.phone).toBe('+393475550101');
    const token = linkParameter(t.mail.last('sara.conti@example.com'), 'activate');
    expect((await t.call('activateUser', { query: { token } })).statusCode).toBe(200);
    t.clock.advance(90_000);

    for (const username of ['+39 347 555 0101', '0039 347-555-0101', '(347) 555 01 01', '3475550101']) {
      const signedIn = await t.call('login', {
        body: { username, password: PASSWORD, totp: await t.freshTotp({ totpSecret: secret }) },
      });
      expect(signedIn.statusCode, username).toBe(200);
    }

    const again = await signUp('+39 347-555-0101', 'sara.again@example.com');
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().code).toBe('phone_in_use');
  });

  it('finds the account for password recovery with every spelling', async () => {
    for (const phone of DEMO_SPELLINGS) {
      const response = await t.call('recoverPassword', { body: { phone } });
      expect(response.statusCode, phone).toBe(204);
    }
    const unknown = await t.call('recoverPassword', { body: { phone: '+39 399 999 9990' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No account found with this phone number');
  });

  it("answers bad phone input with the spec's messages, never a 500", async () => {
    const bad = [
      {
        phone: '333 000 000a',
        message: 'Phone number can contain only digits, spaces, dashes, dots, parentheses and a leading +',
      },
      { phone: '+39 333', message: 'Phone number must have at least 6 digits' },
      { phone: '0039 333 0000 0000 0000', message: 'Phone number must have at most 15 digits' },
      { phone: '3'.repeat(10_000), message: 'Phone number must have at most 15 digits' },
      { phone: '   ', message: 'Phone number is required' },
      { phone: '333\u00000000000', message: 'Remove the invisible control characters from this text' },
    ];
    for (const { phone, message } of bad) {
      const login = await t.call('login', {
        body: { username: phone, password: t.demo.user.password, totp: '123456' },
      });
      const recovery = await t.call('recoverPassword', { body: { phone } });
      const enrolment = await t.call('startTotpEnrolment', { body: { phone } });
      const signUpResponse = (await signUp(phone, 'bad.phone@example.com', { labelEnrolment: false }))
        .response;
      for (const [name, response, field] of [
        ['login', login, 'username'],
        ['enrolment', enrolment, 'phone'],
        ['recovery', recovery, 'phone'],
        ['sign-up', signUpResponse, 'phone'],
      ] as const) {
        expect(response.statusCode, `${name} ${phone.slice(0, 20)}`).toBe(400);
        expect(response.json().details, `${name} ${phone.slice(0, 20)}`).toContainEqual({ field, message });
      }
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, 'bad.phone@example.com'))).toEqual([]);
  });
});
