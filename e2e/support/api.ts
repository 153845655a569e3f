// Direct calls to the API for test set-up that is not the journey under test.
import { expect } from '@playwright/test';
import type { Owner } from './accounts';
import { linkIn, waitForMail } from './mail';
import { type JsonAnswer, requestJson } from './request-json';
import { apiUrl, consoleUrl } from './stack';
import { freshTotp } from './totp';

const api = `${apiUrl}/api/v1`;

/** A call to this worker's API (support/stack.ts) as the owner or administrator of `token`, or anyone. */
export function call<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonAnswer<T>> {
  return requestJson<T>(api, token, method, path, body);
}

/**
 * A set-up call the server's sign-up and sign-in limits may refuse for a while (journeys on one
 * stack share its address): after a 429, asked again once the server's Retry-After has passed.
 * `send` is called afresh each time (a TOTP code signs in once).
 */
async function allowedByLimits<T>(send: () => Promise<JsonAnswer<T>>): Promise<JsonAnswer<T>> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    if (answer.status !== 429 || attempt >= 2) return answer;
    await new Promise((resolve) => setTimeout(resolve, (answer.retryAfter ?? 60) * 1000));
  }
}

/** Signs up and activates an owner through the API; returns the TOTP secret. */
export async function createActivatedOwner(owner: Owner): Promise<string> {
  const startedAt = new Date();
  const enrolment = await allowedByLimits(() =>
    call<{ enrolmentId: string; secret: string }>(null, 'POST', '/users/totp', {}),
  );
  expect(enrolment.status).toBe(201);
  const created = await allowedByLimits(async () =>
    call(null, 'POST', '/users', {
      ...owner,
      enrolmentId: enrolment.body.enrolmentId,
      totp: await freshTotp(enrolment.body.secret),
    }),
  );
  expect(created.status).toBe(201);
  const mail = await waitForMail(owner.email, /activate/i, startedAt);
  const token = new URL(linkIn(mail, `${consoleUrl}/login?activate=`)).searchParams.get('activate');
  const activated = await call(null, 'GET', `/users/activate?token=${token}`);
  expect(activated.status).toBe(200);
  return enrolment.body.secret;
}

/** Creates a club without a brand for the owner of `token` (a console session's); returns its id. */
export async function createClub(token: string, name: string): Promise<number> {
  const created = await call<{ clubId: number }>(token, 'POST', '/clubs', {
    name,
    seats: 60,
    address: {
      line1: 'Via dei Mille 12',
      line2: null,
      city: 'Milan',
      state: '25',
      country: 'IT',
      postalCode: '20129',
    },
    brandId: null,
    salesAccountName: null,
    salesAccountLastName: null,
    companyName: 'Trattoria Test srl',
    vatNumber: 'IT00159560366',
    billingAddress: null,
  });
  expect(created.status).toBe(201);
  return created.body.clubId;
}

/** The club's tables, as the API lists them. */
export async function listTables(
  token: string,
  clubId: number,
): Promise<{ id: number; name: string; tableZoneId: number | null; orderKey: string }[]> {
  const listed = await call<{
    tables: { id: number; name: string; tableZoneId: number | null; orderKey: string }[];
  }>(token, 'GET', `/clubs/${clubId}/tables`);
  expect(listed.status).toBe(200);
  return listed.body.tables;
}

/** Gives the club a logo through the upload service (signed address, then the image's bytes). */
export async function uploadClubLogo(token: string, clubId: number, png: Buffer): Promise<void> {
  const address = await call<{ uploadUrl: string }>(token, 'POST', `/clubs/${clubId}/logo`);
  expect(address.status).toBe(201);
  const uploaded = await fetch(address.body.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(uploaded.status).toBe(200);
}

/** Signs in through the API (phone, password, a fresh code of the TOTP secret); returns the bearer token. */
export async function signInThroughApi(phone: string, password: string, totpSecret: string): Promise<string> {
  const session = await allowedByLimits(async () =>
    call<{ token: string }>(null, 'POST', '/login', {
      username: phone,
      password,
      totp: await freshTotp(totpSecret),
    }),
  );
  expect(session.status).toBe(200);
  return session.body.token;
}

/** Records a club's plan, as an administrator does on the admin screen (`adminToken`: an administrator's). */
export async function setClubPlan(
  adminToken: string,
  clubId: number,
  plan: 'freemium' | 'smart' | 'professional',
  earlyAdopter = false,
): Promise<void> {
  const changed = await call<{ plan: string }>(adminToken, 'PUT', `/admin/clubs/${clubId}/plan`, {
    plan,
    earlyAdopter,
  });
  expect(changed.status).toBe(200);
  expect(changed.body.plan).toBe(plan);
}

/** Activates or deactivates a club, as an administrator does on the admin screen (`adminToken`: an administrator's). */
export async function setClubEnabled(adminToken: string, clubId: number, enabled: boolean): Promise<void> {
  const changed = await call(adminToken, 'PUT', `/admin/clubs/${clubId}/enabled`, { enabled });
  expect(changed.status).toBe(200);
}
