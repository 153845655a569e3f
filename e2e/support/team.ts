// The demo club's team in the journeys: a waiter hired through the invitation mail.
import { newOwner } from './accounts';
import { call, createActivatedOwner, signInThroughApi } from './api';
import { expect } from './csp';
import type { DemoOwner } from './guest';
import { linkIn, waitForMail } from './mail';
import { consoleUrl } from './stack';

/** A new waiter of the demo club who serves the zone `zoneName`: invited by mail, joined through the API. */
export async function hireWaiter(
  owner: DemoOwner,
  zoneName: string,
): Promise<{ token: string; userId: number }> {
  const person = newOwner();
  const secret = await createActivatedOwner(person);
  const invitedAt = new Date();
  const invited = await call(owner.token, 'POST', `/clubs/${owner.clubId}/invitations`, {
    email: person.email,
    role: 'waiter',
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = await waitForMail(person.email, /^Join the team of /, invitedAt);
  const token = new URL(linkIn(mail, `${consoleUrl}/join?token=`)).searchParams.get('token') ?? '';
  const session = await signInThroughApi(person.phone, person.password, secret);
  const joined = await call(session, 'POST', '/invitations/accept', { token });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const members = await call<{ members: { userId: number; email: string }[] }>(
    owner.token,
    'GET',
    `/clubs/${owner.clubId}/members`,
  );
  const userId = members.body.members.find((member) => member.email === person.email)?.userId ?? 0;
  const zones = await call<{ tableZones: { id: number; name: string }[] }>(
    owner.token,
    'GET',
    `/clubs/${owner.clubId}/zones`,
  );
  const zone = zones.body.tableZones.find((each) => each.name === zoneName);
  const served = await call(owner.token, 'PUT', `/clubs/${owner.clubId}/members/${userId}/zones`, {
    zoneIds: [zone?.id],
  });
  expect(served.status, JSON.stringify(served.body)).toBe(200);
  return { token: session, userId };
}
