// Direct calls to the API for test set-up that is not the journey under test.
import { expect } from '@playwright/test';
import type { Owner } from './accounts';
import { linkIn, waitForMail } from './mail';
import { consoleUrl, ports } from './stack';
import { freshTotp } from './totp';

const api = `http://127.0.0.1:${ports.api}/api/v1`;

async function post(path: string, body: unknown) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** Signs up and activates an owner through the API; returns the TOTP secret. */
export async function createActivatedOwner(owner: Owner): Promise<string> {
  const startedAt = new Date();
  const enrolment = await post('/users/totp', {});
  expect(enrolment.status).toBe(201);
  const created = await post('/users', {
    ...owner,
    enrolmentId: enrolment.body.enrolmentId,
    totp: await freshTotp(enrolment.body.secret),
  });
  expect(created.status).toBe(201);
  const mail = await waitForMail(owner.email, /activate/i, startedAt);
  const token = new URL(linkIn(mail, `${consoleUrl}/login?activate=`)).searchParams.get('activate');
  const activated = await fetch(`${api}/users/activate?token=${token}`);
  expect(activated.status).toBe(200);
  return enrolment.body.secret;
}

async function authorized(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** Creates a club without a brand for the owner of `token` (a console session's); returns its id. */
export async function createClub(token: string, name: string): Promise<number> {
  const created = await authorized(token, 'POST', '/clubs', {
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
  return created.body.clubId as number;
}

/** The club's tables, as the API lists them. */
export async function listTables(
  token: string,
  clubId: number,
): Promise<{ id: number; name: string; tableZoneId: number | null }[]> {
  const listed = await authorized(token, 'GET', `/clubs/${clubId}/tables`);
  expect(listed.status).toBe(200);
  return listed.body.tables;
}

/** Gives the club a logo through the upload service (signed address, then the image's bytes). */
export async function uploadClubLogo(token: string, clubId: number, png: Buffer): Promise<void> {
  const address = await authorized(token, 'POST', `/clubs/${clubId}/logo`);
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
  const session = await post('/login', { username: phone, password, totp: await freshTotp(totpSecret) });
  expect(session.status).toBe(200);
  return session.body.token as string;
}

/** Records a club's plan, as an administrator does on the admin screen (`adminToken`: an administrator's). */
export async function setClubPlan(
  adminToken: string,
  clubId: number,
  plan: 'freemium' | 'smart' | 'professional',
  earlyAdopter = false,
): Promise<void> {
  const changed = await authorized(adminToken, 'PUT', `/admin/clubs/${clubId}/plan`, { plan, earlyAdopter });
  expect(changed.status).toBe(200);
  expect(changed.body.plan).toBe(plan);
}

/** Activates or deactivates a club, as an administrator does on the admin screen (`adminToken`: an administrator's). */
export async function setClubEnabled(adminToken: string, clubId: number, enabled: boolean): Promise<void> {
  const changed = await authorized(adminToken, 'PUT', `/admin/clubs/${clubId}/enabled`, { enabled });
  expect(changed.status).toBe(200);
}
