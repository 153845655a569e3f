// The club's public page on the web (docs/decisions/043): an owner whose club's page is off (as for
// every club made before public pages) switches it on in the settings at an address of their own;
// a browser without JavaScript reads the whole menu from the server's HTML, with its structured data
// and without the hidden dish; a browser with JavaScript gets the same page taken over by the guest
// app (React's nodes on the server's, the section tabs working), under the page's strict policy; the
// owner switches it off and the address answers 404.
import { newOwner } from '../support/accounts';
import { E2E_ADMIN } from '../support/admin';
import { call, createActivatedOwner, createClub, setClubEnabled, signInThroughApi } from '../support/api';
import { signIn } from '../support/console';
import { expect, test, watchCsp } from '../support/csp';
import { guestUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

interface StructuredItem {
  name: string;
  offers?: { price: string; priceCurrency: string };
  suitableForDiet?: string[];
}

test('the owner puts the menus on the web; the page reads without JavaScript, then the guest app takes it over', async ({
  page,
  browser,
}) => {
  // a sign-up, a club and its menu through the API, and three browser contexts: room for a busy machine
  test.setTimeout(180_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  await page.goto('/login');
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const suffix = owner.phone.slice(-6);
  const clubId = await createClub(token, `Osteria ${suffix}`);
  await setClubEnabled(
    await signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret),
    clubId,
    true,
  );
  // a new club's page is on at an address from its name; off here, as for the clubs made before
  const club = await call<{ publicPage: boolean; slug: string }>(token, 'GET', `/clubs/${clubId}`);
  expect([club.body.publicPage, club.body.slug]).toEqual([true, `osteria-${suffix}`]);
  const off = await call(token, 'PUT', `/clubs/${clubId}/public-page`, {
    enabled: false,
    slug: club.body.slug,
  });
  expect(off.status).toBe(200);

  const menu = await call<{ id: number }>(token, 'POST', `/clubs/${clubId}/menu`, { name: 'Cena' });
  const menuPath = `/clubs/${clubId}/menu/${menu.body.id}`;
  const sectionIds: number[] = [];
  for (const name of ['Antipasti', 'Dolci']) {
    const section = await call<{ id: number }>(token, 'PUT', `${menuPath}/sections`, { name });
    expect(section.status).toBe(200);
    sectionIds.push(section.body.id);
  }
  const items = [
    { section: 0, body: { name: 'Bruschetta al pomodoro', price: 6.5, dietaryTags: ['vegan'] } },
    { section: 0, body: { name: 'Piatto segreto', price: 30, disabled: true } },
    { section: 1, body: { name: 'Tiramisù', price: 5, description: 'Savoiardi, mascarpone, caffè' } },
  ];
  for (const { section, body } of items) {
    const item = await call(token, 'PUT', `${menuPath}/sections/${sectionIds[section]}/items`, body);
    expect(item.status, JSON.stringify(item.body)).toBe(200);
  }

  // The owner switches the page on, at an address of their own.
  const slug = `osteria-mia-${suffix}`;
  await page.goto(`/clubs/${clubId}/profile/settings`);
  const onTheWeb = page.getByRole('switch', { name: 'Show my menus on the web' });
  await expect(onTheWeb).not.toBeChecked();
  await onTheWeb.check();
  const address = page.getByRole('textbox', { name: 'Page address' });
  await address.fill('Osteria Mia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Use lowercase letters a–z, digits and single hyphens between words.'),
  ).toBeVisible();
  await address.fill(slug);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your public page is on.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
    'href',
    new RegExp(`/m/${slug}$`),
  );

  // Without JavaScript: the whole menu is in the server's HTML.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainWatch = await watchCsp(plain);
  const reader = await plain.newPage();
  const served = await reader.goto(`${guestUrl}/m/${slug}`);
  expect(served?.status()).toBe(200);
  await expect(reader).toHaveTitle(`Cena · Osteria ${suffix}`);
  await expect(reader.getByRole('heading', { name: `Osteria ${suffix}`, level: 1 })).toBeVisible();
  for (const name of ['Antipasti', 'Dolci'])
    await expect(reader.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Bruschetta al pomodoro', level: 3 })).toBeVisible();
  // in the menu's own language (the club is in Italy): its prices and the page's words
  await expect(reader.locator('html')).toHaveAttribute('lang', 'it');
  await expect(reader.getByText('6,50 €')).toBeVisible();
  await expect(reader.getByText('Savoiardi, mascarpone, caffè')).toBeVisible();
  await expect(reader.getByText('Piatto segreto')).toHaveCount(0);
  // its structured data parses, and says what the page says
  const structured = JSON.parse(
    (await reader.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as {
    '@type': string;
    name: string;
    hasMenu: { hasMenuSection: { name: string; hasMenuItem: StructuredItem[] }[] };
  };
  expect(structured['@type']).toBe('Restaurant');
  expect(structured.name).toBe(`Osteria ${suffix}`);
  const sections = structured.hasMenu.hasMenuSection;
  expect(sections.map((section) => section.name)).toEqual(['Antipasti', 'Dolci']);
  const bruschetta = sections[0]?.hasMenuItem.find((item) => item.name === 'Bruschetta al pomodoro');
  expect(bruschetta?.offers).toEqual({ '@type': 'Offer', price: '6.50', priceCurrency: 'EUR' });
  expect(bruschetta?.suitableForDiet).toEqual(['https://schema.org/VeganDiet']);
  expect(JSON.stringify(structured)).not.toContain('Piatto segreto');
  // the page's own strict policy: scripts from the app and by hash only
  const policy = (await served?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy).not.toContain('unsafe-inline');
  plainWatch.expectNoViolations('the page without JavaScript');
  await plain.close();

  // With JavaScript: the guest app takes over the server's nodes.
  const guest = await browser.newContext();
  const guestWatch = await watchCsp(guest);
  const visitor = await guest.newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(String(error)));
  await visitor.goto(`${guestUrl}/m/${slug}`);
  const heading = visitor.getByRole('heading', { name: `Osteria ${suffix}`, level: 1 });
  await expect(heading).toBeVisible();
  // React's own records on the very element the server sent: hydrated, not drawn again
  await expect
    .poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true);
  // the section tabs are the app's now: a tab takes the guest to its section's heading, focused
  await visitor
    .getByRole('navigation', { name: 'Sezioni' })
    .getByRole('link', { name: 'Dolci', exact: true })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Dolci', level: 2 })).toBeFocused();
  expect(problems).toEqual([]);
  guestWatch.expectNoViolations('the page with JavaScript');
  await guest.close();

  // Switched off: the address is no page any more.
  await page.getByRole('switch', { name: 'Show my menus on the web' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your public page is off.')).toBeVisible();
  const gone = await call(null, 'GET', `/public/pages/${slug}`);
  expect(gone.status).toBe(404);
  const response = await page.request.get(`${guestUrl}/m/${slug}`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This page does not exist.');
});
