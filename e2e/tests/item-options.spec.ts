// Issue 49, item options in the console: on Smart, the owner builds a "Size" group (one choice,
// required: Small €8, Large €11) and an "Extras" group (several, at most 2: "+ parmesan" €1.50 with
// milk) on an item, sees the rules said on their fields before anything is sent, reorders an option
// with the keyboard (Space, arrow, Space on its handle), saves, reloads and finds it all as saved.
// The dietary tags on the same form: "vegan" with milk among the allergens is said on the tags at
// once. All of it under the CSP watch (support/csp.ts).
//
// The owner, the club (put on Smart by an administrator, as on the admin screen), the menu, the
// section and the item are made through the API; the journey is the item form.
import { newOwner } from '../support/accounts';
import { E2E_ADMIN } from '../support/admin';
import { call, createActivatedOwner, createClub, setClubPlan, signInThroughApi } from '../support/api';
import { expect, test } from '../support/csp';
import { expectFocusVisible, pickUpWithSpace } from '../support/keyboard';

// an action that cannot happen fails in a while, naming what it waited for
test.use({ actionTimeout: 30_000 });

interface StoredGroup {
  name: string;
  choice: string;
  minChoices: number;
  maxChoices: number;
  required: boolean;
  options: { name: string; price: number | null; outOfStock: boolean; allergens: string[] }[];
}

test('on Smart: build a "Size" and an "Extras" group with an allergen, reorder an option by keyboard, save and find them after a reload', async ({
  page,
}) => {
  // some forty steps on a long form: room for a busy 2-core machine
  test.setTimeout(240_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  const token = await signInThroughApi(owner.phone, owner.password, secret);
  const clubId = await createClub(token, `Pizzeria ${owner.phone.slice(-6)}`);
  const adminToken = await signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret);
  await setClubPlan(adminToken, clubId, 'smart', true);
  const menu = await call<{ id: number }>(token, 'POST', `/clubs/${clubId}/menu`, { name: 'Cena' });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  const menuPath = `/clubs/${clubId}/menu/${menu.body.id}`;
  const section = await call<{ id: number }>(token, 'PUT', `${menuPath}/sections`, { name: 'Pizze' });
  expect(section.status, JSON.stringify(section.body)).toBe(200);
  const itemsPath = `${menuPath}/sections/${section.body.id}/items`;
  const item = await call<{ id: number }>(token, 'PUT', itemsPath, {
    name: 'Margherita',
    price: 8,
    allergens: ['gluten', 'milk'],
  });
  expect(item.status, JSON.stringify(item.body)).toBe(200);
  const formPath = `${itemsPath}/${item.body.id}`;

  await page.goto('/login');
  await page.evaluate((session) => {
    localStorage.setItem('auth@token', session);
    localStorage.setItem('isAdmin', 'false');
  }, token);
  await page.goto(formPath);
  await expect(page.getByRole('heading', { name: 'Margherita', level: 1 })).toBeVisible();

  // Dietary tags: vegan with milk among the allergens is said on the tags before any save.
  const tags = page.getByRole('group', { name: /^Dietary tags/ });
  await tags.getByRole('checkbox', { name: 'Vegan' }).check();
  await expect(
    page.getByText('A vegan dish cannot contain milk or eggs: remove the tag or the allergen.'),
  ).toBeVisible();
  await tags.getByRole('checkbox', { name: 'Vegan' }).uncheck();
  await expect(page.getByText('A vegan dish cannot contain milk or eggs')).toHaveCount(0);
  await tags.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await page.getByRole('radio', { name: 'Mild' }).check();

  // "Size": one choice, required, Small €8 and Large €11 (the price when chosen).
  const groups = page.locator('section[aria-labelledby^="option-group-"]');
  await page.getByRole('button', { name: 'Add option group' }).click();
  const size = groups.nth(0);
  await size.getByRole('textbox', { name: 'Group name' }).fill('Size');
  await expect(size.getByRole('heading', { name: 'Size', level: 3 })).toBeVisible();
  await size.getByRole('switch', { name: /^Required/ }).check();
  await size.getByRole('textbox', { name: 'Option name' }).fill('Small');
  await size.getByRole('textbox', { name: 'Price when chosen' }).fill('8');
  await size.getByRole('button', { name: 'Add option to Size' }).click();
  await size.getByRole('textbox', { name: 'Option name' }).nth(1).fill('Large');
  await size.getByRole('textbox', { name: 'Price when chosen' }).nth(1).fill('11');

  // "Extras": several, at most 2; "+ parmesan" €1.50 added to the price, with milk.
  await page.getByRole('button', { name: 'Add option group' }).click();
  const extras = groups.nth(1);
  await extras.getByRole('textbox', { name: 'Group name' }).fill('Extras');
  await extras.getByText('Several options').click();
  await extras.getByRole('textbox', { name: 'Maximum' }).fill('2');
  await extras.getByRole('textbox', { name: 'Option name' }).fill('+ parmesan');
  await extras.getByRole('textbox', { name: 'Added to the price' }).fill('1.50');
  const parmesan = page.getByRole('group', { name: 'Option + parmesan' });
  await parmesan.getByRole('button', { name: 'Allergens: none' }).click();
  await parmesan
    .getByRole('group', { name: /^Allergens of \+ parmesan/ })
    .getByRole('checkbox', { name: 'Milk' })
    .check();
  await expect(parmesan.getByRole('button', { name: 'Allergens: Milk' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // An option left without a name: said on its field, nothing sent.
  await extras.getByRole('button', { name: 'Add option to Extras' }).click();
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/items')) saves += 1;
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const unnamed = extras.getByRole('textbox', { name: 'Option name' }).nth(1);
  await expect(unnamed).toHaveAttribute('aria-invalid', 'true');
  await expect(unnamed).toHaveAccessibleDescription(/Option name is required/);
  await expect(unnamed).toBeFocused();
  expect(saves, 'nothing was sent').toBe(0);
  await extras.getByRole('button', { name: 'Remove the option option 2' }).click();

  // Large before Small with the keyboard: the handle, Space, Arrow Up, Space.
  const largeHandle = size.getByRole('button', { name: 'Move Large', exact: true });
  await largeHandle.focus();
  await pickUpWithSpace(page, largeHandle);
  await page.keyboard.press('ArrowUp');
  const announcer = page.locator('[id^="DndLiveRegion-"]');
  await expect(announcer.filter({ hasText: 'Large is now at position 1 of 2.' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(announcer.filter({ hasText: 'Large dropped at position 1 of 2.' })).toHaveCount(1);
  await expect(size.getByRole('textbox', { name: 'Option name' }).first()).toHaveValue('Large');
  await expect(largeHandle).toBeFocused();
  await expectFocusVisible(page);

  // Saved: back on the section's list; the stored groups are what was built.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/items'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Pizze', level: 1 })).toBeVisible();
  const stored = await call<{ dietaryTags: string[]; spiciness: number; optionGroups: StoredGroup[] }>(
    token,
    'GET',
    formPath,
  );
  expect(stored.body.dietaryTags).toEqual(['vegetarian']);
  expect(stored.body.spiciness).toBe(1);
  expect(stored.body.optionGroups).toMatchObject([
    {
      name: 'Size',
      choice: 'single',
      minChoices: 1,
      maxChoices: 1,
      required: true,
      options: [
        { name: 'Large', price: 11, outOfStock: false, allergens: [] },
        { name: 'Small', price: 8, outOfStock: false, allergens: [] },
      ],
    },
    {
      name: 'Extras',
      choice: 'multiple',
      minChoices: 0,
      maxChoices: 2,
      required: false,
      options: [{ name: '+ parmesan', price: 1.5, outOfStock: false, allergens: ['milk'] }],
    },
  ]);

  // After a reload the form shows them as saved.
  await page.goto(formPath);
  await expect(page.getByRole('heading', { name: 'Margherita', level: 1 })).toBeVisible();
  await expect(groups.getByRole('heading', { level: 3 })).toHaveText(['Size', 'Extras']);
  await expect(groups.nth(0).getByRole('textbox', { name: 'Option name' }).first()).toHaveValue('Large');
  await expect(groups.nth(0).getByRole('textbox', { name: 'Option name' }).nth(1)).toHaveValue('Small');
  await expect(groups.nth(0).getByRole('textbox', { name: 'Price when chosen' }).first()).toHaveValue(
    '11.00',
  );
  await expect(groups.nth(0).getByRole('switch', { name: /^Required/ })).toBeChecked();
  await expect(groups.nth(1).getByRole('textbox', { name: 'Maximum' })).toHaveValue('2');
  await expect(groups.nth(1).getByRole('textbox', { name: 'Added to the price' })).toHaveValue('1.50');
  await expect(
    page.getByRole('group', { name: 'Option + parmesan' }).getByRole('button', { name: 'Allergens: Milk' }),
  ).toBeVisible();
  await expect(tags.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Mild' })).toBeChecked();
});
