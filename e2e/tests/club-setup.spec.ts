// Journey 4: a new owner creates a club with a partner brand and a sales account, fills its contacts,
// toggles settings and uploads a logo; the club waits for the team, whose emailed link activates it.

import { newOwner } from '../support/accounts';
import { createActivatedOwner } from '../support/api';
import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { logoPng } from '../support/images';
import { linkIn, teamEmail, waitForMail } from '../support/mail';
import { apiUrl, consoleUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

test('create a club with a brand, fill contacts and settings, upload a logo; the team activates it', async ({
  page,
  context,
}) => {
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  const clubName = `Osteria ${owner.phone.slice(-6)}`;
  const startedAt = new Date();

  await page.goto('/login');
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByRole('link', { name: 'Create your first club' }).click();
  await expect(page).toHaveURL(/\/clubs\/new$/);
  await expect(page.getByRole('heading', { name: 'New club', level: 1 })).toBeVisible();

  await page.getByLabel('Club name').fill(clubName);
  await page.getByLabel('Number of seats').fill('45');

  // Cascading places: the country's provinces, then the province's cities, typed to filter.
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(page.getByRole('textbox', { name: 'Province or state' })).toBeDisabled();
  await expect(city).toBeDisabled();
  await page.getByRole('combobox', { name: 'Country' }).fill('Ital');
  await page.getByRole('option', { name: 'Italy', exact: true }).click();
  // Italy has provinces: the field becomes a list.
  const province = page.getByRole('combobox', { name: 'Province or state' });
  await expect(province).toBeEnabled();
  await province.fill('Lomb');
  await page.getByRole('option', { name: 'Lombardy', exact: true }).click();
  await city.fill('Mil');
  await page.getByRole('option', { name: 'Milan', exact: true }).click();
  await expect(city).toHaveValue('Milan');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Via dei Mille 12');
  await page.getByLabel('Postal code').fill('20129');

  // A brand asks for the sales account who offered Tavola.
  await expect(page.getByLabel('Sales account name')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Brand reference' }).click();
  await page.getByRole('option', { name: 'Peroni', exact: true }).click();
  await page.getByLabel('Sales account name').fill('Marco');
  await page.getByLabel('Sales account last name').fill('Rossi');

  await page.getByLabel('Company name').fill('Osteria Milanese srl');
  // The Italian check digit is checked in the form.
  await page.getByLabel('VAT number').fill('00159560367');
  await page.getByRole('button', { name: 'Create club' }).click();
  await expect(page.getByText('Invalid VAT number')).toBeVisible();
  await expect(page).toHaveURL(/\/clubs\/new$/);
  await page.getByLabel('VAT number').fill('00159560366');
  await page.getByRole('button', { name: 'Create club' }).click();

  // The new club's board: waiting for the team.
  await expect(page).toHaveURL(/\/clubs\/\d+\/profile$/);
  const clubId = Number(/\/clubs\/(\d+)\/profile$/.exec(page.url())?.[1]);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
  await expect(main.getByText('Waiting for activation', { exact: true })).toBeVisible();
  await expect(main.getByText('Waiting for activation by the Tavola team')).toBeVisible();

  // Contacts shown to guests.
  await main.getByRole('link', { name: /^Contacts/ }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/profile/contacts$`));
  const contacts = {
    'Email shown to guests': 'ciao@osteria.example',
    'Phone shown to guests': '+39 02 1234 5678',
    Website: 'https://osteria.example',
    Instagram: 'https://instagram.com/osteria',
    Facebook: 'https://facebook.com/osteria',
    WhatsApp: '+39 333 123 4567',
  };
  for (const [label, value] of Object.entries(contacts)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contacts saved')).toBeVisible();
  await page.reload();
  for (const [label, value] of Object.entries(contacts))
    await expect(page.getByLabel(label)).toHaveValue(value);

  // Settings apply at once and stay.
  await page.goto(`/clubs/${clubId}/profile/settings`);
  const toggled = ['Call the waiter', 'PDF menu'];
  const before: boolean[] = [];
  for (const name of toggled) {
    const toggle = page.getByRole('switch', { name });
    await expect(toggle).toBeEnabled();
    const checked = await toggle.isChecked();
    before.push(checked);
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !checked });
    await expect(toggle).toBeEnabled();
  }
  await page.reload();
  for (const [index, name] of toggled.entries()) {
    await expect(page.getByRole('switch', { name })).toBeChecked({ checked: !before[index] });
  }

  // The logo: a real PNG through the uploader, re-encoded and served by the API.
  await page.goto(`/clubs/${clubId}/profile`);
  const logoLabel = `Logo of ${clubName}`;
  await main.locator(`input[type="file"][aria-label="${logoLabel}"]`).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng(),
  });
  const logo = main.getByRole('img', { name: logoLabel });
  await expect(logo).toHaveAttribute('src', new RegExp(`^${apiUrl}/api/v1/images/`));
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.reload();
  await expect(logo).toHaveAttribute('src', new RegExp(`^${apiUrl}/api/v1/images/`));
  // Still waiting for the team.
  await expect(main.getByText('Waiting for activation', { exact: true })).toBeVisible();

  // The team's mail names the club, its brand and sales account, and carries the activation link.
  const request = await waitForMail(
    teamEmail,
    new RegExp(`Club activation request: ${clubName}$`),
    startedAt,
  );
  expect(request.text).toContain(`(id ${clubId})`);
  expect(request.text).toContain('Peroni, sales account Marco Rossi');
  const activationLink = linkIn(request, `${apiUrl}/api/v1/clubs/activate?token=`);

  const team = await context.newPage();
  const activated = await team.goto(activationLink);
  expect(activated?.status()).toBe(200);
  await expect(team.locator('body')).toContainText(`The club "${clubName}" (id ${clubId}) is now active.`);
  // The link works once.
  const reused = await team.goto(activationLink);
  expect(reused?.status()).toBe(400);
  await team.close();

  await page.reload();
  await expect(main.getByText('Active', { exact: true })).toBeVisible();
  await expect(main.getByText('Waiting for activation', { exact: true })).toHaveCount(0);
  await expect(main.getByText('Waiting for activation by the Tavola team')).toHaveCount(0);

  // The owner is told, with a link to the club's board.
  const told = await waitForMail(owner.email, new RegExp(`Your club ${clubName} is active$`), startedAt);
  expect(linkIn(told, consoleUrl)).toBe(`${consoleUrl}/clubs/${clubId}/profile`);
});
