/**
 * Users' texts in mails are text, never markup: names and club details holding HTML or script
 * come out escaped in the HTML part (no tag or event handler of theirs survives) and as written in
 * the text part. Checked on every template that carries a user's text, and through the API on the
 * mails a stranger can make the server send (sign-up, club creation, club activation).
 */
import { describe, expect, it } from 'vitest';
import { totpCode } from '#lib/totp.ts';
import { randomPhone, useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';
import {
  accountDeletionMail,
  accountDeletionTeamMail,
  activationMail,
  clubActivatedMail,
  clubActivationRequestMail,
  passwordResetMail,
} from './templates.ts';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><a href='javascript:alert(1)'>x</a>",
];

/** The tags the templates write themselves; anything else in the HTML came from a user. */
const TEMPLATE_TAGS = new Set(['html', 'body', 'p', 'a']);

function escaped(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** No markup of the user's in the HTML, each payload present as escaped text. */
function expectInertHtml(html: string, texts: string[]) {
  // (escaped text may read "onerror=" or "javascript:": only what sits inside a real tag counts)
  const tags = [...html.matchAll(/<\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)];
  const names = tags.map((tag) => tag[1]?.toLowerCase() ?? '');
  expect(new Set(names.filter((name) => !TEMPLATE_TAGS.has(name)))).toEqual(new Set());
  for (const [tag, , attributes = ''] of tags) {
    expect(attributes, tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(attributes, tag).not.toMatch(/javascript:/i);
  }
  for (const text of texts) {
    expect(html).not.toContain(text);
    expect(html).toContain(escaped(text));
  }
}

describe('mail templates with hostile user texts', () => {
  const link = 'https://console.tavola.test/login?activate=abc';

  it.each(PAYLOADS)('escapes %s in every template that carries a user text', (payload) => {
    const person = { name: `Mario ${payload}`, email: 'mario@example.com' };
    const owner = { ...person, surname: `Rossi ${payload}`, phone: '+39 333 000 0000', id: 7 };
    const club = {
      id: 3,
      name: `Bar ${payload}`,
      address: `Via ${payload} 1`,
      companyName: `Company ${payload}`,
      vatNumber: 'IT00743110157',
      brand: `Brand ${payload}`,
      salesAccount: `Sales ${payload}`,
    };
    const mails = {
      activation: activationMail(person, link),
      reset: passwordResetMail(person, link),
      deletion: accountDeletionMail(person),
      deletionTeam: accountDeletionTeamMail('team@tavola.test', owner),
      clubActivated: clubActivatedMail(person, club.name, link),
      activationRequest: clubActivationRequestMail('team@tavola.test', club, owner, link, 7),
    };
    const userTexts = [
      person.name,
      owner.surname,
      club.name,
      club.address,
      club.companyName,
      club.brand,
      club.salesAccount,
    ];
    for (const [name, mail] of Object.entries(mails)) {
      // the text part is plain text: each user text it carries, as written
      const carried = userTexts.filter((text) => mail.text.includes(text));
      expect(carried.length, name).toBeGreaterThan(0);
      expectInertHtml(mail.html ?? '', carried);
    }
  });
});

describe('mails sent through the API with hostile names', () => {
  const t = useTestApp();
  const payload = PAYLOADS[0] ?? '';

  it('sign-up: the activation mail shows the name as text', async () => {
    const enrolment = (await t.call('startTotpEnrolment', { body: {} })).json();
    const phone = randomPhone();
    const email = `hostile-${phone}@example.com`;
    const name = '<script>alert(1)</script>';
    const response = await t.call('createUser', {
      body: {
        name,
        surname: '"><svg onload=alert(1)>',
        email,
        phone,
        password: 'Str0ng!pass',
        enrolmentId: enrolment.enrolmentId,
        totp: await totpCode(enrolment.secret, t.clock.now()),
        language: 'en',
      },
    });
    // names are free text: the product takes this one, so the mail must show it as text
    expect(response.statusCode, response.body).toBe(201);
    const mail = t.mail.last(email);
    expectInertHtml(mail.html, [name]);
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it('club creation and activation: the team and the owner read the club name as text', async () => {
    const owner = await t.createUser();
    const token = await t.signIn(owner);
    const clubName = `Bar ${payload}`;
    const created = await t.call('createClub', {
      token,
      body: {
        name: clubName,
        seats: 20,
        address: {
          line1: '"><svg onload=alert(1)>',
          city: 'Milano',
          state: 'MI',
          country: 'IT',
          postalCode: '20121',
        },
        brandId: null,
        companyName: '<script>alert(1)</script> S.r.l.',
        vatNumber: '00159560366',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = t.mail.last('team@tavola.local');
    expectInertHtml(request.html, [clubName, '<script>alert(1)</script> S.r.l.']);
    expect(request.subject).toBe(`Club activation request: ${clubName}`);

    const activated = await t.call('activateClub', { query: { token: linkParameter(request, 'token') } });
    expect(activated.statusCode).toBe(200);
    const mail = t.mail.last(owner.email);
    expectInertHtml(mail.html, [clubName]);
    expect(mail.subject).toBe(`Your club ${clubName} is active`);
  });
});
