// Journey 7: in the demo's "Bar Demo", on the Freemium plan with its two menus, the owner tries a
// third menu: the server refuses it and the console shows the spec's menu-limit message with the
// upgrade prompt; the banner screen of one of its menus shows the upgrade prompt instead of a form.
// Nothing is changed, so the journey can run again on the same demo data.

import { signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { DEMO_BAR_CLUB_NAME, DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '../support/demo';
import { freshTotp } from '../support/totp';

/** Spec section 3 (free plan): the menu-limit message, in the domain's words (plans.menuLimitReached). */
const MENU_LIMIT_MESSAGE =
  'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.';
const BAR_MENUS = ['Aperitivo', 'Caffè'];

test('Bar Demo on Freemium: a third menu is refused with the menu-limit message; banners ask for an upgrade', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, DEMO_PHONE, DEMO_PASSWORD, await freshTotp(DEMO_TOTP_SECRET));
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByRole('link', { name: DEMO_BAR_CLUB_NAME, exact: true }).click();
  await expect(page).toHaveURL(/\/clubs\/\d+\/profile$/);
  const clubId = Number(/\/clubs\/(\d+)\/profile$/.exec(page.url())?.[1]);

  // The menus: two, at the limit. The limit is said at once, with the way to a higher plan.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Menus' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu$`));
  const rows = page.getByTestId('menu-row');
  await expect(rows).toHaveCount(2);
  for (const [index, name] of BAR_MENUS.entries()) await expect(rows.nth(index)).toContainText(name);
  const limit = page.getByRole('alert').filter({ hasText: 'Menu limit reached' });
  await expect(limit).toContainText(MENU_LIMIT_MESSAGE);
  // Freemium's limits lead to the plan page with Smart preselected
  await expect(limit.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    `/clubs/${clubId}/profile/plan?plan=smart`,
  );
  await expect(page.getByRole('link', { name: 'New menu' })).toHaveCount(0);

  // A third menu as a copy of the first: the server refuses it, and the list stays as it was.
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/menu\/\d+\/duplicate$/.test(response.url()),
  );
  await page.getByRole('button', { name: `Duplicate ${BAR_MENUS[0]}` }).click();
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ code: 'menu_limit_reached', message: MENU_LIMIT_MESSAGE });
  await expect(limit).toContainText(MENU_LIMIT_MESSAGE);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(rows).toHaveCount(2);

  // A third menu from the address of the new-menu form: the message instead of the form.
  await page.goto(`/clubs/${clubId}/menu/new`);
  await expect(page.getByRole('alert').filter({ hasText: 'Menu limit reached' })).toContainText(
    MENU_LIMIT_MESSAGE,
  );
  await expect(page.getByLabel('Name shown to customers')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create menu' })).toHaveCount(0);

  // The upgrade prompt leads to the plan page.
  await page.getByRole('link', { name: 'Upgrade your plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/profile/plan\\?plan=smart$`));

  // The banner screen of a menu: a Smart feature, so the upgrade prompt and no way to create one.
  await page.goto(`/clubs/${clubId}/menu`);
  await page.getByRole('link', { name: `Banner of ${BAR_MENUS[0]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu/\\d+/banner$`));
  await expect(page.getByRole('heading', { name: 'Promotion banner', level: 1 })).toBeVisible();
  const upgrade = page.getByRole('alert').filter({ hasText: 'Available on the Smart plan' });
  await expect(upgrade).toContainText(
    'A promotion banner at the top of your menu is a Smart feature: upgrade your plan to add one.',
  );
  await expect(upgrade.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    `/clubs/${clubId}/profile/plan?plan=smart`,
  );
  await expect(page.getByText('This menu has no banner.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a banner' })).toHaveCount(0);
  // nor through the creation form's address
  const bannerPage = page.url();
  await page.goto(`${bannerPage}/new`);
  await expect(page.getByRole('heading', { name: 'New banner', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Available on the Smart plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save banner' })).toHaveCount(0);
});
