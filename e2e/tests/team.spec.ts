// The team (issue 51): the owner invites a manager and a waiter from the Team page; each opens the
// mailed link, signs in with their own account and joins with their role; the console shows each
// what their role uses; a removed waiter's session stops reaching the club at once. In a second
// journey, someone without an account signs up from the link, activates it, signs in and joins.
import type { BrowserContext, Page } from '@playwright/test';
import { newOwner, type Owner } from '../support/accounts';
import { call, createActivatedOwner, createClub, signInThroughApi } from '../support/api';
import { signInWithinLimits, typeTotp } from '../support/console';
import { expect, test, watchCsp } from '../support/csp';
import { linkIn, waitForMail } from '../support/mail';
import { consoleUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

// sign-ups, mails and three people's sign-ins on a busy 2-core machine
test.setTimeout(240_000);

/** The console's session on a page (its bearer token). */
async function sessionOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth@token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Opens the mailed link in the invitee's own browser, signs in from it and joins the team. */
async function joinFromMail(
  context: BrowserContext,
  person: Owner,
  secret: string,
  invitedAt: Date,
  clubName: string,
): Promise<Page> {
  const mail = await waitForMail(person.email, /^Join the team of /, invitedAt);
  const page = await context.newPage();
  await page.goto(linkIn(mail, `${consoleUrl}/join?token=`));
  await expect(page.getByRole('heading', { name: `Join the team of ${clubName}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithinLimits(page, person, () => freshTotp(secret));
  // sign-in comes back to the invitation
  await expect(page).toHaveURL(/\/join\?token=/);
  await page.getByRole('button', { name: 'Join the team' }).click();
  return page;
}

test('the owner invites a manager and a waiter, each joins from the mail, a removed waiter is out at once', async ({
  page,
  browser,
}) => {
  const owner = newOwner();
  const ownerSecret = await createActivatedOwner(owner);
  const manager = newOwner();
  const waiter = newOwner();
  const managerSecret = await createActivatedOwner(manager);
  const waiterSecret = await createActivatedOwner(waiter);

  // The owner signs in (one sign-in each: the server limits them per address, and the journeys on
  // this stack share one), creates a club with the console's session, and opens its Team page.
  await page.goto('/login');
  await signInWithinLimits(page, owner, () => freshTotp(ownerSecret));
  await expect(page).toHaveURL(/\/clubs$/);
  const ownerToken = await sessionOf(page);
  const clubName = `Osteria ${owner.phone.slice(-6)}`;
  const clubId = await createClub(ownerToken, clubName);
  await page.goto(`/clubs/${clubId}/team`);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite someone' });
  const invitedAt = new Date();
  for (const [person, role] of [
    [manager, 'Manager'],
    [waiter, 'Waiter'],
  ] as const) {
    await form.getByLabel('Email').fill(person.email);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role }).click();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
  }
  const pending = page.getByRole('list').filter({ hasText: manager.email });
  await expect(pending.getByText(waiter.email)).toBeVisible();

  // The manager joins, and lands on the club's board with the manager's navigation.
  const managerContext = await browser.newContext({ baseURL: consoleUrl });
  const waiterContext = await browser.newContext({ baseURL: consoleUrl });
  const managerCsp = await watchCsp(managerContext);
  const waiterCsp = await watchCsp(waiterContext);
  try {
    const managerPage = await joinFromMail(managerContext, manager, managerSecret, invitedAt, clubName);
    await expect(managerPage).toHaveURL(new RegExp(`/clubs/${clubId}/profile$`));
    const managerNav = managerPage.getByRole('navigation');
    await expect(managerNav.getByRole('link', { name: 'Menus' })).toBeVisible();
    await expect(managerNav.getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(managerNav.getByRole('link', { name: 'Plan and billing' })).toHaveCount(0);

    await test.step('a manager edits a price, and it shows in the activity log', async () => {
      const menu = await call<{ id: number }>(ownerToken, 'POST', `/clubs/${clubId}/menu`, {
        name: 'Pranzo',
      });
      const section = await call<{ id: number }>(
        ownerToken,
        'PUT',
        `/clubs/${clubId}/menu/${menu.body.id}/sections`,
        { name: 'Primi' },
      );
      const sectionPath = `/clubs/${clubId}/menu/${menu.body.id}/sections/${section.body.id}`;
      const item = await call<{ id: number }>(ownerToken, 'PUT', `${sectionPath}/items`, {
        name: 'Carbonara',
        price: 12.5,
      });
      expect(item.status).toBe(200);
      await managerPage.goto(`${sectionPath}/items/${item.body.id}`);
      const price = managerPage.getByRole('textbox', { name: 'Price', exact: true });
      await expect(price).toHaveValue(/12[.,]50?/);
      await price.fill('13.50');
      await managerPage.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(managerPage).not.toHaveURL(/\/items\//);
      await managerNav.getByRole('link', { name: 'Activity' }).click();
      await expect(managerPage.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
      const changes = managerPage.getByRole('list', { name: 'Changes' });
      const edit = changes.getByRole('listitem').filter({ hasText: 'Changed the price of “Carbonara”' });
      await expect(edit).toContainText('from €12.50 to €13.50');
      await expect(edit).toContainText(`${manager.name} ${manager.surname}`);
      // the owner's own changes are there too, and the person filter keeps the manager's alone
      await expect(changes.getByText('Created the menu “Pranzo”')).toBeVisible();
      await managerPage.getByRole('combobox', { name: 'Person' }).click();
      // every journey account is called Giulia Bianchi: the members come owner first, then the manager
      await managerPage
        .getByRole('option', { name: `${manager.name} ${manager.surname}` })
        .last()
        .click();
      await expect(changes.getByText('Created the menu “Pranzo”')).toHaveCount(0);
      await expect(edit).toBeVisible();
    });

    // The waiter joins, and lands on the waiter calls, with nothing else of the club to open.
    const waiterPage = await joinFromMail(waiterContext, waiter, waiterSecret, invitedAt, clubName);
    await expect(waiterPage).toHaveURL(new RegExp(`/clubs/${clubId}/calls$`));
    await expect(waiterPage.getByRole('heading', { name: 'Waiter calls', level: 1 })).toBeVisible();
    const waiterNav = waiterPage.getByRole('navigation');
    await expect(waiterNav.getByRole('link', { name: /Waiter calls/ })).toBeVisible();
    await expect(waiterNav.getByRole('link', { name: 'Menus' })).toHaveCount(0);
    await expect(waiterNav.getByRole('link', { name: 'Team' })).toHaveCount(0);

    // The owner sees both in the team, no invitation pending, and removes the waiter.
    await page.reload();
    await expect(page.getByText(`${waiter.name} ${waiter.surname}`).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for an answer' })).toHaveCount(0);
    const waiterToken = await sessionOf(waiterPage);
    expect((await call(waiterToken, 'GET', `/clubs/${clubId}/waiter-calls`)).status).toBe(200);
    // both invitees are named Giulia Bianchi (support/accounts): the remove buttons follow the list's order
    const members = await call<{ members: { userId: number; role: string }[] }>(
      ownerToken,
      'GET',
      `/clubs/${clubId}/members`,
    );
    expect(members.body.members.map((member) => member.role)).toEqual(['owner', 'manager', 'waiter']);
    await page
      .getByRole('button', { name: `Remove ${waiter.name} ${waiter.surname} from the team` })
      .last()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('delete');
    await dialog.getByRole('button', { name: /delete/i }).click();
    await expect(dialog).toBeHidden();
    const after = await call<{ code: string }>(waiterToken, 'GET', `/clubs/${clubId}/waiter-calls`);
    expect(after.status).toBe(404);
    expect(after.body.code).toBe('club_not_found');
    // the waiter's console, on its next load, no longer has the club
    await waiterPage.goto('/clubs');
    await expect(waiterPage.getByText(clubName)).toHaveCount(0);

    // The owner hands the club over to the manager, who accepts it from their list of clubs.
    const handOver = page.getByRole('form', { name: 'Hand the club over' });
    await handOver.getByRole('combobox', { name: 'New owner' }).click();
    await page.getByRole('option', { name: `${manager.name} ${manager.surname}` }).click();
    await handOver.getByRole('button', { name: 'Offer the club' }).click();
    await expect(
      page.getByText(`Offered to ${manager.name} ${manager.surname}.`, { exact: false }),
    ).toBeVisible();
    await managerPage.goto('/clubs');
    const card = managerPage.getByRole('article').filter({ hasText: clubName });
    await card.getByRole('button', { name: 'Accept the club' }).click();
    await expect(card.getByRole('button', { name: 'Accept the club' })).toHaveCount(0);
    await managerPage.goto(`/clubs/${clubId}/profile`);
    await expect(
      managerPage.getByRole('navigation').getByRole('link', { name: 'Plan and billing' }),
    ).toBeVisible();
    const roles = await call<{ members: { userId: number; role: string }[] }>(
      ownerToken,
      'GET',
      `/clubs/${clubId}/members`,
    );
    expect(roles.body.members.map((member) => member.role)).toEqual(['owner', 'manager']);

    managerCsp.expectNoViolations('the manager’s pages');
    waiterCsp.expectNoViolations('the waiter’s pages');
  } finally {
    await managerContext.close();
    await waiterContext.close();
  }
});

test('someone without an account signs up from the invitation, activates it, signs in and joins as a waiter', async ({
  page: invitee,
}) => {
  const owner = newOwner();
  const ownerSecret = await createActivatedOwner(owner);
  const ownerToken = await signInThroughApi(owner.phone, owner.password, ownerSecret);
  const clubName = `Trattoria ${owner.phone.slice(-6)}`;
  const clubId = await createClub(ownerToken, clubName);
  const person = newOwner();
  const invitedAt = new Date();
  const invited = await call(ownerToken, 'POST', `/clubs/${clubId}/invitations`, {
    email: person.email,
    role: 'waiter',
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);

  // The invitee opens the mail on a device that has never seen Tavola, and creates an account.
  const mail = await waitForMail(person.email, /^Join the team of /, invitedAt);
  await invitee.goto(linkIn(mail, `${consoleUrl}/join?token=`));
  await expect(
    invitee.getByRole('heading', { name: `Join the team of ${clubName}`, level: 1 }),
  ).toBeVisible();
  await invitee.getByRole('link', { name: 'Create an account' }).click();
  await expect(invitee).toHaveURL(/\/signup$/);
  await invitee.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name);
  await invitee.getByLabel('Last name').fill(person.surname);
  await invitee.getByLabel('Email').fill(person.email);
  await invitee.getByLabel('Phone number').fill(person.phone);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await invitee.getByRole('button', { name: 'Continue' }).click();
  await expect(invitee.getByTestId('totp-secret')).toBeVisible();
  const secret = ((await invitee.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await typeTotp(invitee, await freshTotp(secret));
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByText('Check your email to activate your account')).toBeVisible();

  // The activation link, then the sign-in: the console comes back to the invitation.
  const activation = await waitForMail(person.email, /activate/i, invitedAt);
  await invitee.goto(linkIn(activation, `${consoleUrl}/login?activate=`));
  await expect(invitee.getByText('Your account is active')).toBeVisible();
  await signInWithinLimits(invitee, person, () => freshTotp(secret));
  await expect(invitee).toHaveURL(/\/join\?token=/);
  await invitee.getByRole('button', { name: 'Join the team' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/clubs/${clubId}/calls$`));
  await expect(invitee.getByRole('heading', { name: 'Waiter calls', level: 1 })).toBeVisible();

  const members = await call<{ members: { email: string; role: string }[] }>(
    ownerToken,
    'GET',
    `/clubs/${clubId}/members`,
  );
  expect(members.body.members.find((member) => member.email === person.email)?.role).toBe('waiter');
});
