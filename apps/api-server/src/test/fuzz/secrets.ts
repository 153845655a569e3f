/**
 * Secrets a real user is given outside the answer to the call that needs them:
 * - the authenticator app's code for a sign-up's enrolment (createUser);
 * - the links of the activation and password-reset mails (activateUser, resetPassword), read from
 *   the test's SMTP server as the user reads their mail;
 * - the link of a new club's activation request, mailed to the team (activateClub);
 * - a real account's phone, password and current authenticator code (login);
 * - the phone number of an account that exists (recoverPassword);
 * - the payment form's setup secret for a demo card (addDemoCard).
 *
 * Without them those calls could only ever fail, and the writes behind them (a new account, an
 * activation, a password changed and its sessions ended, a card saved and made primary) were never
 * checked against the invariants. They are fetched through the API as the user's own client would,
 * before the call is sent, and bound into it like the body's ids (body-binding.ts): only when the
 * request says so, and only into fields the fuzzer left as strings, so a broken field stays broken.
 *
 * Password resets go to an account of their own (the "recovery user"), never to owner A or B: a
 * reset ends every session of its user, and the fuzzer signs in as A and B.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { OperationId } from '#http/types.ts';
import { totpCode } from '#lib/totp.ts';
import { type CallOptions, randomPhone, type TestContext, type TestUser } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';
import { isObject } from './body-binding.ts';

/** What one request is given; each one only for the operation that uses it. */
export interface Secrets {
  /** createUser: a live enrolment and its current code */
  enrolment?: { enrolmentId: string; totp: string };
  /** activateUser: an activation link's token */
  activationToken?: string;
  /** activateClub: the token of a club's activation link */
  clubActivationToken?: string;
  /** login: the founder account's credentials, with a code its authenticator shows now */
  credentials?: { username: string; password: string; totp: string };
  /** recoverPassword: the phone of an account that exists */
  recoveryPhone?: string;
  /** resetPassword: a reset link's token */
  resetToken?: string;
  /** addDemoCard: a setup secret of the club in the request's path */
  clientSecret?: string;
}

/** The operations whose success needs a secret from outside their own call. */
export const SECRET_OPERATIONS = new Set([
  'login',
  'createUser',
  'activateUser',
  'activateClub',
  'recoverPassword',
  'resetPassword',
  'addDemoCard',
]);

/** A call the fuzzer makes to get a secret failed with a 5xx: a bug like any other 5xx. */
class SecretCallFailed extends Error {}

/** Replaces a field the fuzzer left as a string; anything else it sent stays as it was. */
function replaceString(target: Record<string, unknown>, field: string, value: string | undefined): void {
  if (value !== undefined && typeof target[field] === 'string') target[field] = value;
}

/** The body with the request's secrets in their fields (a copy; other values untouched). */
export function bindSecretsInBody(operationId: string, body: unknown, secrets: Secrets): unknown {
  if (!isObject(body)) return body;
  const copy = { ...body };
  if (operationId === 'login') {
    replaceString(copy, 'username', secrets.credentials?.username);
    replaceString(copy, 'password', secrets.credentials?.password);
    replaceString(copy, 'totp', secrets.credentials?.totp);
  }
  if (operationId === 'createUser') {
    replaceString(copy, 'enrolmentId', secrets.enrolment?.enrolmentId);
    replaceString(copy, 'totp', secrets.enrolment?.totp);
  }
  if (operationId === 'recoverPassword') replaceString(copy, 'phone', secrets.recoveryPhone);
  if (operationId === 'resetPassword') replaceString(copy, 'token', secrets.resetToken);
  if (operationId === 'addDemoCard') replaceString(copy, 'clientSecret', secrets.clientSecret);
  return copy;
}

/** The query with the request's secrets in their parameters (a copy). */
export function bindSecretsInQuery(
  operationId: string,
  query: Record<string, string> | undefined,
  secrets: Secrets,
): Record<string, string> | undefined {
  if (!query) return query;
  const token =
    operationId === 'activateUser'
      ? secrets.activationToken
      : operationId === 'activateClub'
        ? secrets.clubActivationToken
        : undefined;
  if (token === undefined) return query;
  const copy = { ...query };
  replaceString(copy, 'token', token);
  return copy;
}

/**
 * Fetches the secrets of a request through the API, and keeps the links of the mails that the
 * fuzzer's successful sign-ups and recoveries sent, for the activations and resets after them.
 */
export class SecretKeeper {
  private readonly activationTokens: string[] = [];
  private readonly resetTokens: string[] = [];
  /** setup calls made, by operation (printed with the fuzzer's summary) */
  readonly setupCalls = new Map<string, number>();

  constructor(
    private readonly t: TestContext,
    private readonly recoveryUser: TestUser,
    /** an account of its own that creates the clubs whose activation links activateClub is given */
    private readonly founder: { user: TestUser; token: string },
  ) {}

  /**
   * The secrets a request of `operationId` needs. `club` is the club its path names, with a
   * session of that club's owner (addDemoCard); a link no earlier call left is asked for anew.
   */
  async gather(
    operationId: string,
    club: { clubId: number; ownerToken: string } | undefined,
  ): Promise<Secrets> {
    switch (operationId) {
      case 'login': {
        // the founder's, never an owner's: a sign-in as A or B is harmless, but their failed ones
        // (wrong passwords the fuzzer sends for their phones) may have capped their sign-ins
        const { user } = this.founder;
        return {
          credentials: { username: user.phone, password: user.password, totp: await this.t.freshTotp(user) },
        };
      }
      case 'createUser':
        return { enrolment: await this.enrol() };
      case 'activateUser':
        return { activationToken: this.activationTokens.pop() ?? (await this.signUpForActivation()) };
      case 'activateClub':
        // always a club of the founder's: a link to an owner's club would let an anonymous call
        // change that owner's things, which the fuzzer (rightly) counts as a leak
        return { clubActivationToken: await this.createClubForActivation() };
      case 'recoverPassword':
        return { recoveryPhone: this.recoveryUser.phone };
      case 'resetPassword':
        return { resetToken: this.resetTokens.pop() ?? (await this.askForReset()) };
      case 'addDemoCard':
        return club ? { clientSecret: await this.paymentSetup(club.clubId, club.ownerToken) } : {};
      default:
        return {};
    }
  }

  /** After a call: the link of the mail a successful sign-up or recovery sent, for a later call. */
  collect(operationId: string, sentBody: unknown, response: LightMyRequestResponse): void {
    if (!isObject(sentBody)) return;
    if (operationId === 'createUser' && response.statusCode === 201 && typeof sentBody.email === 'string') {
      const token = this.linkInLastMail(sentBody.email, 'activate');
      if (token) this.activationTokens.push(token);
    }
    if (
      operationId === 'recoverPassword' &&
      response.statusCode === 204 &&
      sentBody.phone === this.recoveryUser.phone
    ) {
      const token = this.linkInLastMail(this.recoveryUser.email, 'token');
      if (token) this.resetTokens.push(token);
    }
  }

  /** A call made to get a secret, through the test client (its URL and answer checked against the contract). */
  private async call(operationId: OperationId, options: CallOptions = {}) {
    this.setupCalls.set(operationId, (this.setupCalls.get(operationId) ?? 0) + 1);
    const response = await this.t.call(operationId, options);
    if (response.statusCode >= 500) {
      throw new SecretCallFailed(
        `${operationId} (to get a secret) answered ${response.statusCode}: ${response.body}`,
      );
    }
    return response;
  }

  /** A new enrolment, as the sign-up form starts one, and the code the authenticator shows now. */
  private async enrol(): Promise<Secrets['enrolment']> {
    const response = await this.call('startTotpEnrolment', { body: {} });
    if (response.statusCode !== 201) return undefined;
    const { enrolmentId, secret } = response.json() as { enrolmentId: string; secret: string };
    return { enrolmentId, totp: await totpCode(secret, this.t.app.clock.now()) };
  }

  /** Signs a new account up, as a guest of the sign-up form would, and reads its activation mail. */
  private async signUpForActivation(): Promise<string | undefined> {
    const enrolment = await this.enrol();
    if (!enrolment) return undefined;
    const phone = randomPhone();
    const email = `fuzz-${phone}@example.com`;
    const body = { name: 'Fuzz', surname: 'Signup', email, phone, password: 'Str0ng!pass', ...enrolment };
    const response = await this.call('createUser', { body });
    return response.statusCode === 201 ? this.linkInLastMail(email, 'activate') : undefined;
  }

  /** Creates a club as a new owner would (the founder account), and reads the team's activation mail. */
  private async createClubForActivation(): Promise<string | undefined> {
    const body = {
      name: 'Fuzz Bistro',
      seats: 40,
      address: { line1: 'Via Roma 1', city: 'Roma', state: 'RM', country: 'IT', postalCode: '00186' },
      brandId: null,
      companyName: 'Fuzz S.r.l.',
      vatNumber: '01234567897',
    };
    const response = await this.call('createClub', { body, token: this.founder.token });
    return response.statusCode === 201
      ? this.linkInLastMail(this.t.app.config.teamEmail, 'token')
      : undefined;
  }

  /** Asks for a reset link for the recovery user, and reads it from the mail. */
  private async askForReset(): Promise<string | undefined> {
    const body = { phone: this.recoveryUser.phone };
    const response = await this.call('recoverPassword', { body });
    return response.statusCode === 204 ? this.linkInLastMail(this.recoveryUser.email, 'token') : undefined;
  }

  /** The club's setup secret, as the owner's card form asks for it. */
  private async paymentSetup(clubId: number, ownerToken: string): Promise<string | undefined> {
    const response = await this.call('getPaymentSetup', { params: { clubId }, token: ownerToken });
    return response.statusCode === 200
      ? (response.json() as { clientSecret: string }).clientSecret
      : undefined;
  }

  /** The link's parameter in the newest mail to the address that has one (other mails go there too). */
  private linkInLastMail(address: string, parameter: string): string | undefined {
    for (const mail of this.t.mail.to(address).toReversed()) {
      try {
        return linkParameter(mail, parameter);
      } catch {
        // a mail without that link: an older one may have it
      }
    }
    return undefined;
  }
}
