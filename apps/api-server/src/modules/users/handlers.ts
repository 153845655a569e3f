import { randomUUID } from 'node:crypto';
import { validatePasswordRecovery, validatePasswordReset, validateSignUp } from '@tavola/domain/account';
import { isDeleteConfirmedInAnyLanguage } from '@tavola/domain/delete-confirmation';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@tavola/domain/languages';
import { hasErrors, messages, toErrorDetails } from '@tavola/domain/messages';
import { validatePhone } from '@tavola/domain/phone';
import { normalizePhone } from '@tavola/domain/phone-normal-form';
import { normalizeTotp } from '@tavola/domain/totp';
import { and, eq, isNull } from 'drizzle-orm';
import { isUniqueViolation } from '#db/errors.ts';
import { languageMetrics, totpEnrolments, users } from '#db/schema.ts';
import { badRequest, conflict, notFound, unauthenticated, validationFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { hashPassword } from '#lib/passwords.ts';
import { matchTotp, newTotpSecret, totpUri } from '#lib/totp.ts';
import {
  accountDeletionMail,
  accountDeletionTeamMail,
  activationMail,
  passwordResetMail,
} from '#mail/templates.ts';
import { bearerToken } from '#modules/auth/sessions.ts';
import {
  claimTotpStep,
  consumeOneTimeToken,
  createOneTimeToken,
  findLiveEnrolment,
  findUserById,
  findUserByPhone,
} from './queries.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOTP_ENROLMENT_TTL_MS = 15 * MINUTE;
const ACTIVATION_LINK_TTL_MS = 24 * HOUR;
const PASSWORD_RESET_LINK_TTL_MS = HOUR;

const invalidOrExpiredLink = () =>
  badRequest('invalid_or_expired_link', 'This link is invalid or has expired. Please ask for a new one.');

const phoneInUse = () =>
  conflict(
    'phone_in_use',
    'An account with this phone number already exists. Sign in, or contact support if you think this is a mistake.',
  );

export const userHandlers: Handlers<
  | 'getCurrentUser'
  | 'startTotpEnrolment'
  | 'createUser'
  | 'activateUser'
  | 'recoverPassword'
  | 'resetPassword'
  | 'logLanguage'
  | 'requestAccountDeletion'
> = {
  async getCurrentUser(request) {
    const auth = request.auth;
    const user = auth ? await findUserById(request.server.db, auth.userId) : null;
    if (!user) throw unauthenticated();
    return {
      status: 200,
      body: {
        id: user.id,
        name: user.name,
        surname: user.surname,
        email: user.email,
        phone: user.phone,
        isAdmin: user.isAdmin,
        language: isSupportedLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      },
    };
  },

  async startTotpEnrolment(request) {
    const { db, clock, config } = request.server;
    const now = clock.now();
    const phone = request.body?.phone;
    if (phone !== undefined) {
      const problem = validatePhone(phone);
      if (problem) throw validationFailed([{ field: 'phone', message: problem.message }]);
    }
    const enrolment = {
      id: randomUUID(),
      secret: newTotpSecret(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOTP_ENROLMENT_TTL_MS),
    };
    await db.insert(totpEnrolments).values(enrolment);
    return {
      status: 201,
      body: {
        enrolmentId: enrolment.id,
        secret: enrolment.secret,
        otpauthUri: totpUri(
          enrolment.secret,
          phone === undefined ? 'new account' : normalizePhone(phone, config.phoneDefaultCountry),
        ),
      },
    };
  },

  async createUser(request) {
    const { db, clock, mailer, config } = request.server;
    const body = request.body;
    const errors = validateSignUp(body);
    if (hasErrors(errors)) throw validationFailed(toErrorDetails(errors));

    const now = clock.now();
    const enrolment = await findLiveEnrolment(db, body.enrolmentId, now);
    const timeStep = enrolment ? await matchTotp(enrolment.secret, normalizeTotp(body.totp), now) : null;
    if (!enrolment || timeStep === null) {
      throw badRequest(
        'invalid_totp',
        'The code does not match. Check the time of your phone, or scan the QR code again.',
      );
    }
    const phone = normalizePhone(body.phone, config.phoneDefaultCountry);
    if (await findUserByPhone(db, phone)) throw phoneInUse();

    const passwordHash = await hashPassword(body.password);
    let created: { id: number; name: string; email: string; token: string };
    try {
      created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            name: body.name.trim(),
            surname: body.surname.trim(),
            email: body.email.trim(),
            phone,
            passwordHash,
            totpSecret: enrolment.secret,
            language: body.language ?? DEFAULT_LANGUAGE,
            createdAt: now,
          })
          .returning({ id: users.id, name: users.name, email: users.email });
        if (!user) throw new Error('user was not created');
        // the code that proved the enrolment cannot also sign in
        await claimTotpStep(tx, user.id, timeStep, now);
        const token = await createOneTimeToken(tx, user.id, 'activation', now, ACTIVATION_LINK_TTL_MS);
        return { ...user, token };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw phoneInUse();
      throw error;
    }
    // Sent after the commit (no transaction held open on the network). Without the mail the
    // account could never be activated: undo it, so the user can simply try again.
    try {
      await mailer.send(activationMail(created, `${config.consoleUrl}/login?activate=${created.token}`));
    } catch (error) {
      await db.delete(users).where(eq(users.id, created.id));
      throw error;
    }
    await db.delete(totpEnrolments).where(eq(totpEnrolments.id, enrolment.id));
    request.log.info({ userId: created.id }, 'user signed up');
    return { status: 201, body: { id: created.id } };
  },

  async activateUser(request) {
    const { db, clock } = request.server;
    const now = clock.now();
    const activated = await db.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, request.query.token, 'activation', now);
      if (userId === null) return false;
      // a user who already activated keeps the first date
      await tx
        .update(users)
        .set({ activatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.activatedAt)));
      return true;
    });
    if (!activated) throw invalidOrExpiredLink();
    return { status: 200, body: { outcome: 'activated' } };
  },

  async recoverPassword(request) {
    const { db, clock, mailer, config } = request.server;
    const errors = validatePasswordRecovery(request.body);
    if (hasErrors(errors)) throw validationFailed(toErrorDetails(errors));
    const user = await findUserByPhone(db, normalizePhone(request.body.phone, config.phoneDefaultCountry));
    if (!user || user.deletionRequestedAt) {
      throw notFound('account_not_found', 'No account found with this phone number');
    }
    const token = await createOneTimeToken(
      db,
      user.id,
      'password_reset',
      clock.now(),
      PASSWORD_RESET_LINK_TTL_MS,
    );
    // a failed send leaves an unused token that expires on its own
    await mailer.send(passwordResetMail(user, `${config.consoleUrl}/password/reset?token=${token}`));
    return { status: 204 };
  },

  async resetPassword(request) {
    const { db, clock, sessions } = request.server;
    const body = request.body;
    if (body.password !== body.passwordConfirmation) {
      const mismatch = messages.passwordsMismatch.message;
      throw badRequest('passwords_do_not_match', mismatch, [
        { field: 'passwordConfirmation', message: mismatch },
      ]);
    }
    const errors = validatePasswordReset(body);
    if (hasErrors(errors)) throw validationFailed(toErrorDetails(errors));

    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const changed = await db.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, body.token, 'password_reset', now);
      if (userId === null) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await sessions.revokeAllOfUser(userId, tx);
      return true;
    });
    if (!changed) throw invalidOrExpiredLink();
    return { status: 204 };
  },

  async logLanguage(request) {
    const { db, clock, sessions } = request.server;
    // sign-in is optional here: a missing or stale token still records the metric
    const token = bearerToken(request);
    const auth = token ? await sessions.resolve(token) : null;
    await db.insert(languageMetrics).values({
      language: request.body.language,
      userId: auth?.userId ?? null,
      createdAt: clock.now(),
    });
    return { status: 204 };
  },

  async requestAccountDeletion(request) {
    const { db, clock, sessions, mailer, config } = request.server;
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    if (!isDeleteConfirmedInAnyLanguage(request.body.confirmation)) {
      throw validationFailed([
        { field: 'confirmation', message: messages.deleteConfirmationMismatch.message },
      ]);
    }
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(users)
        .set({ deletionRequestedAt: now })
        .where(eq(users.id, auth.userId))
        .returning();
      if (!marked) throw unauthenticated();
      await sessions.revokeAllOfUser(auth.userId, tx);
      return marked;
    });
    // after the commit: the request stands even if a mail fails; the failure is logged and reported
    const results = await Promise.allSettled([
      mailer.send(accountDeletionMail(user)),
      mailer.send(accountDeletionTeamMail(config.teamEmail, user)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        request.log.error({ err: result.reason, userId: user.id }, 'account deletion mail failed');
        request.server.reportError(result.reason, request);
      }
    }
    request.log.info({ userId: user.id }, 'account deletion requested');
    return { status: 202 };
  },
};
