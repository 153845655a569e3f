import { validateLogin } from '@tavola/domain/account';
import { hasErrors, toErrorDetails } from '@tavola/domain/messages';
import { normalizePhone } from '@tavola/domain/phone-normal-form';
import { normalizeTotp } from '@tavola/domain/totp';
import { forbidden, HttpError, validationFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { verifyAgainstDummy, verifyPassword } from '#lib/passwords.ts';
import { matchTotp } from '#lib/totp.ts';
import { claimTotpStep, findUserByPhone } from '#modules/users/queries.ts';
import { signInAttemptsOf } from './sign-in-attempts.ts';

/** One answer for a wrong phone, password or code, so none of them is revealed. */
const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Phone number or password might be wrong');

export const authHandlers: Handlers<'login' | 'logout'> = {
  async login(request) {
    const { db, clock, sessions, config } = request.server;
    const body = request.body;
    const errors = validateLogin(body);
    if (hasErrors(errors)) throw validationFailed(toErrorDetails(errors));

    // the form sign-up stored: "+39 333 000 0000" and "333 000 0000" meet as "+393330000000"
    const phone = normalizePhone(body.username, config.phoneDefaultCountry);
    const user = await findUserByPhone(db, phone);
    // counted before any secret is checked: over the cap, every attempt on this phone is refused
    const attempt = await signInAttemptsOf(request.server).begin(phone, () =>
      request.log.warn({ userId: user?.id ?? null }, 'too many failed sign-ins: phone number capped'),
    );
    if (!user) {
      await verifyAgainstDummy(body.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, body.password))) throw invalidCredentials();
    const now = clock.now();
    const timeStep = await matchTotp(user.totpSecret, normalizeTotp(body.totp), now);
    if (timeStep === null || user.deletionRequestedAt) throw invalidCredentials();
    if (!user.activatedAt) {
      await attempt.succeeded();
      throw forbidden('account_not_activated', 'Please activate your account from the link we emailed you.');
    }

    const session = await db.transaction(async (tx) => {
      if (!(await claimTotpStep(tx, user.id, timeStep, now))) return null;
      return sessions.create(user.id, tx);
    });
    // the code was already used to sign in
    if (!session) throw invalidCredentials();
    await attempt.succeeded();
    request.log.info({ userId: user.id }, 'signed in');
    return {
      status: 200,
      body: { token: session.token, isAdmin: user.isAdmin, expiresAt: session.expiresAt.toISOString() },
    };
  },

  async logout(request) {
    const auth = request.auth;
    if (auth) await request.server.sessions.revoke(auth.sessionId);
    return { status: 204 };
  },
};
