/**
 * Secrets never reach the logs. The real production build (`node dist/server.js`) runs at debug level
 * (every line info would write, and more: pino only drops lines below the level) with a real SMTP relay (as in production and the end-to-end run), goes through
 * sign-up, activation, sign-in with TOTP, a second TOTP enrolment, club creation and activation,
 * an upload address, password recovery and reset, failed and malformed sign-ins and sign-out; then
 * everything it wrote is searched for every password, TOTP secret, bearer token and emailed token.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '#db/demo-account.ts';
import { randomPhone } from '#test/harness.ts';
import {
  buildServer,
  freshTotpCode,
  listening,
  type ServerProcess,
  START_BUDGET_MS,
  startServer,
  stopGroup,
} from '#test/server-process.ts';
import { linkParameter, type MailCatcher, startMailCatcher } from '#test/smtp.ts';

const TEAM = 'team@tavola.local';
const checkScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../scripts/check-logs-for-secrets.mjs',
);

function checkLogs(file: string) {
  const result = spawnSync(process.execPath, [checkScript, file], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout };
}

/** The secrets a journey met, by what they are (the name is printed when one is found). */
type Secrets = Map<string, string>;

async function call(base: string, method: string, route: string, body?: unknown, bearer?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${base}/api/v1${route}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text) };
}

/** Everything an owner does with secrets, against a running server; returns the secrets met. */
async function journey(base: string, mail: MailCatcher): Promise<Secrets> {
  const secrets: Secrets = new Map([
    ['demo password', DEMO_PASSWORD],
    ['demo TOTP secret', DEMO_TOTP_SECRET],
  ]);
  const phone = randomPhone();
  const email = `logs-${phone}@example.com`;
  // (at most 20 characters, with a letter, a digit and one of !$@%)
  const password = `Pw!7${randomBytes(6).toString('hex')}`;
  const newPassword = `Nw$7${randomBytes(6).toString('hex')}`;
  secrets.set('password', password).set('new password', newPassword);

  const enrolment = await call(base, 'POST', '/users/totp', { phone });
  expect(enrolment.status).toBe(201);
  const totpSecret = enrolment.json().secret as string;
  secrets.set('TOTP secret', totpSecret);
  const signUp = await call(base, 'POST', '/users', {
    name: 'Logs',
    surname: 'Tester',
    email,
    phone,
    password,
    enrolmentId: enrolment.json().enrolmentId,
    totp: await freshTotpCode(totpSecret),
    language: 'en',
  });
  expect(signUp.status).toBe(201);
  const activation = linkParameter(mail.last(email), 'activate');
  secrets.set('activation token', activation);
  expect((await call(base, 'GET', `/users/activate?token=${activation}`)).status).toBe(200);

  // a malformed sign-in carrying the password, and a wrong code with it
  expect((await call(base, 'POST', '/login', { username: 'not a phone', password, totp: '1' })).status).toBe(
    400,
  );
  expect((await call(base, 'POST', '/login', { username: phone, password, totp: '000000' })).status).toBe(
    401,
  );
  const signIn = await call(base, 'POST', '/login', {
    username: phone,
    password,
    totp: await freshTotpCode(totpSecret),
  });
  expect(signIn.status).toBe(200);
  const bearer = signIn.json().token as string;
  secrets.set('bearer token', bearer);
  expect((await call(base, 'GET', '/users/me', undefined, bearer)).status).toBe(200);

  // a second enrolment started by the signed-in owner
  const again = await call(base, 'POST', '/users/totp', { phone }, bearer);
  expect(again.status).toBe(201);
  secrets.set('second TOTP secret', again.json().secret);

  // a club, its activation link from the team's mail, and a signed upload address
  const club = await call(
    base,
    'POST',
    '/clubs',
    {
      name: 'Log Club',
      seats: 20,
      address: { line1: 'Via Roma 1', city: 'Milano', state: 'MI', country: 'IT', postalCode: '20121' },
      brandId: null,
      companyName: 'Log S.r.l.',
      vatNumber: '00159560366',
    },
    bearer,
  );
  expect(club.status).toBe(201);
  const clubActivation = linkParameter(mail.last(TEAM), 'token');
  secrets.set('club activation token', clubActivation);
  expect((await call(base, 'GET', `/clubs/activate?token=${clubActivation}`)).status).toBe(200);
  const upload = await call(base, 'POST', `/clubs/${club.json().clubId}/logo`, undefined, bearer);
  expect(upload.status).toBe(201);
  const uploadToken = (upload.json().uploadUrl as string).split('/').pop() ?? '';
  secrets.set('upload token', uploadToken);
  const put = await fetch(`${base}/api/v1/uploads/${uploadToken}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: 'not an image',
  });
  expect(put.status).toBe(415);

  // recovery and reset: the old session ends, the new password signs in
  expect((await call(base, 'POST', '/users/password/recovery', { phone })).status).toBe(204);
  const reset = linkParameter(mail.last(email), 'token');
  secrets.set('password reset token', reset);
  const mismatch = await call(base, 'POST', '/users/password/reset', {
    token: reset,
    password: newPassword,
    passwordConfirmation: `${newPassword}x`,
  });
  expect(mismatch.status).toBe(400);
  expect(
    (
      await call(base, 'POST', '/users/password/reset', {
        token: reset,
        password: newPassword,
        passwordConfirmation: newPassword,
      })
    ).status,
  ).toBe(204);
  expect((await call(base, 'GET', '/users/me', undefined, bearer)).status).toBe(401);
  const second = await call(base, 'POST', '/login', {
    username: phone,
    password: newPassword,
    totp: await freshTotpCode(totpSecret),
  });
  expect(second.status).toBe(200);
  secrets.set('second bearer token', second.json().token);
  expect((await call(base, 'POST', '/logout', undefined, second.json().token)).status).toBe(204);
  expect((await call(base, 'POST', '/logout', undefined, second.json().token)).status).toBe(401);

  // the demo owner signs in too, once wrongly
  expect(
    (await call(base, 'POST', '/login', { username: DEMO_PHONE, password: DEMO_PASSWORD, totp: '999999' }))
      .status,
  ).toBe(401);
  const demo = await call(base, 'POST', '/login', {
    username: DEMO_PHONE,
    password: DEMO_PASSWORD,
    totp: await freshTotpCode(DEMO_TOTP_SECRET),
  });
  expect(demo.status).toBe(200);
  secrets.set('demo bearer token', demo.json().token);
  return secrets;
}

describe('secrets in the server log', () => {
  const level = 'debug';
  let dataDir = '';
  let mail: MailCatcher;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    buildServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-log-secrets-'));
    mail = await startMailCatcher();
  });
  afterAll(async () => {
    if (server) await stopGroup(server);
    await mail?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'holds no password, TOTP secret, bearer token or emailed token',
    async () => {
      server = startServer({
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: level,
        SMTP_URL: mail.url,
        // (development, as the end-to-end run: the demo is refused in production; a pipe is no
        // terminal, so the lines are JSON as in production)
        UPLOAD_SECRET: 'log-test-upload-secret-with-32-characters!',
      });
      const base = await listening(server);
      const secrets = await journey(base, mail);
      const output = server.output();
      // the journey was logged (requests, sign-ins), or the search below would prove nothing
      expect(output).toContain('signed in');
      expect(output).toContain('/api/v1/login');
      // each line holding a secret, the secret itself replaced by its name
      const found = output
        .split('\n')
        .flatMap((line) =>
          [...secrets]
            .filter(([, secret]) => line.includes(secret))
            .map(([name, secret]) => line.replaceAll(secret, `«${name}»`).slice(0, 400)),
        );
      expect(found, `secrets in the ${level} log`).toEqual([]);

      // the repository's log check (scripts/check-logs-for-secrets.mjs) finds this log clean, and
      // finds the same log with a bearer token and the demo secrets written into it
      const logFile = path.join(dataDir, 'server.log');
      fs.writeFileSync(logFile, output);
      expect(checkLogs(logFile)).toMatchObject({ status: 0 });
      const leaky = path.join(dataDir, 'leaky.log');
      fs.writeFileSync(
        leaky,
        `${output}\n{"msg":"headers","authorization":"Bearer ${secrets.get('bearer token')}"}\n` +
          `{"msg":"mail link /password/reset?token=${secrets.get('password reset token')}"}\n` +
          `{"msg":"sign in","password":"${DEMO_PASSWORD}","secret":"${DEMO_TOTP_SECRET}"}\n`,
      );
      const leak = checkLogs(leaky);
      expect(leak.status).toBe(1);
      for (const what of [
        'a bearer token',
        'a session-token-like string',
        'the demo password',
        'the demo TOTP secret',
      ])
        expect(leak.stdout).toContain(what);
      // findings are printed masked
      expect(leak.stdout).not.toContain(DEMO_PASSWORD);
    },
    2 * START_BUDGET_MS,
  );
});
