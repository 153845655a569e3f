// Direct calls to the API for test set-up that is not the journey under test.
import { expect } from '@playwright/test';
import type { Owner } from './accounts';
import { linkIn, waitForMail } from './mail';
import { consoleUrl, ports } from './ports';
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
