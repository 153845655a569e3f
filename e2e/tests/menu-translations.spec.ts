// Journey (issue 13, 1): the demo owner translates the Trattoria's food menu into French in the
// translation editor with machine drafts (the e2e stack's fake DeepL answers "[FR] <text>"; the
// pizza's option groups and options are drafted with the rest, issue 49), accepts three drafts and
// saves. A guest on a phone picks Français and sees exactly those three texts translated,
// everything else as the owner wrote it. Then the owner renames the item in the item form, and the
// editor marks that item's translation outdated.
//
// The journey leaves the demo as it found it (no French, the item's name back): the other journeys
// read the same menu.

import { devices, type Page } from '@playwright/test';
import { call } from '../support/api';
import { expect, test, watchCsp } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { guestUrl } from '../support/stack';

const ITEM = 'Cacio e pepe';
const ITEM_DESCRIPTION = 'Tonnarelli with pecorino romano and toasted black pepper.';
const ITEM_INGREDIENTS = 'Tonnarelli, pecorino romano, black pepper';

/** One text of the editor, by the original shown beside its field. */
const row = (page: Page, original: string) =>
  page.getByTestId('translation-row').filter({ has: page.getByText(original, { exact: true }) });

async function removeFrench(owner: DemoOwner, menuId: number): Promise<void> {
  const removed = await call(owner.token, 'DELETE', `/clubs/${owner.clubId}/menu/${menuId}/translations/fr`);
  expect(removed.status).toBe(204);
}

async function renameItem(owner: DemoOwner, menuId: number, from: string, to: string): Promise<void> {
  const { sectionId, item } = await owner.item(menuId, from);
  const renamed = await call(
    owner.token,
    'PUT',
    `/clubs/${owner.clubId}/menu/${menuId}/sections/${sectionId}/items`,
    { id: item.id, name: to },
  );
  expect(renamed.status).toBe(200);
}

test('translate the food menu into French with machine drafts; guests see only the accepted ones', async ({
  page,
  context,
  browser,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  await removeFrench(owner, food);
  await owner.signInConsole(context);
  const renamed = `${ITEM} della casa`;

  try {
    // From the menu list to the editor, French chosen.
    await page.goto(`/clubs/${owner.clubId}/menu`);
    await page.getByRole('link', { name: 'Translations of Food' }).click();
    await expect(page).toHaveURL(new RegExp(`/clubs/${owner.clubId}/menu/${food}/translations`));
    await expect(page.getByRole('heading', { name: 'Translations of Food', level: 1 })).toBeVisible();
    await expect(page.getByText('Original language: English')).toBeVisible();
    await page.getByRole('combobox', { name: 'Translate into' }).click();
    await page.getByRole('option', { name: 'French' }).click();
    await expect(page).toHaveURL(/[?&]lang=fr/);
    await expect(page.getByText(/^0 of \d+ texts translated, 0 outdated$/)).toBeVisible();

    // Machine drafts for every missing text; none is shown to guests yet.
    await page.getByRole('button', { name: 'Translate missing texts' }).click();
    await expect(
      page.getByText('Machine drafts are ready: review them before guests see them.'),
    ).toBeVisible();
    const itemName = row(page, ITEM);
    await expect(itemName.getByRole('textbox')).toHaveValue(`[FR] ${ITEM}`);
    await expect(itemName.getByText('Machine translation, not reviewed')).toBeVisible();
    // the pizza's option groups and options follow it, saying whose they are, drafted as well
    const extras = row(page, 'Extras');
    await expect(extras.getByText('Option group of Pizza marinara')).toBeVisible();
    await expect(extras.getByRole('textbox')).toHaveValue('[FR] Extras');
    const parmesan = row(page, '+ parmesan');
    await expect(parmesan.getByText('Option in Extras')).toBeVisible();
    await expect(parmesan.getByRole('textbox')).toHaveValue('[FR] + parmesan');
    await expect(parmesan.getByText('Machine translation, not reviewed')).toBeVisible();

    // Accept three: the menu's name, the item's name and its description; then save.
    for (const original of ['Food', ITEM, ITEM_DESCRIPTION]) {
      await row(page, original).getByRole('button', { name: 'Accept' }).click();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Translations saved.')).toBeVisible();
    await expect(page.getByText(/^3 of \d+ texts translated, 0 outdated$/)).toBeVisible();
    await expect(itemName.getByText('Machine translation, not reviewed')).toHaveCount(0);

    // A guest at a table, on a phone, picks Français: exactly those three texts are French.
    const table = await owner.newTable('Translations');
    const guestContext = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: guestUrl,
      locale: 'en-GB',
    });
    const guestCsp = await watchCsp(guestContext);
    try {
      const guest = await guestContext.newPage();
      await guest.goto(guestPaths.menu(owner.clubId, table.id, food));
      await expect(guest.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
      await guest.getByLabel('Language').selectOption('fr');
      await expect(guest.getByRole('heading', { name: '[FR] Food', level: 1 })).toBeVisible();
      await expect(guest.getByRole('heading', { name: `[FR] ${ITEM}`, level: 3 })).toBeVisible();
      await expect(guest.getByText(`[FR] ${ITEM_DESCRIPTION}`)).toBeVisible();
      await expect(guest.getByText(ITEM_INGREDIENTS)).toBeVisible();
      // nothing else: every section and every other dish as the owner wrote it
      await expect(guest.getByRole('heading', { name: 'Primi', level: 2, exact: true })).toBeVisible();
      await expect(guest.getByRole('heading', { name: /\[FR\]/, level: 2 })).toHaveCount(0);
      await expect(guest.getByRole('heading', { name: /\[FR\]/, level: 3 })).toHaveCount(1);
      await expect(guest.getByRole('heading', { name: 'Spaghetti alla carbonara', level: 3 })).toBeVisible();
      guestCsp.expectNoViolations('the guest app');
    } finally {
      await guestContext.close();
    }

    // The owner renames the item in the item form: the editor marks its translation outdated.
    const { sectionId, item } = await owner.item(food, ITEM);
    await page.goto(`/clubs/${owner.clubId}/menu/${food}/sections/${sectionId}/items/${item.id}`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(ITEM);
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`“${renamed}” saved.`)).toBeVisible();

    await page.goto(`/clubs/${owner.clubId}/menu/${food}/translations?lang=fr`);
    const renamedRow = row(page, renamed);
    await expect(renamedRow.getByText('Outdated')).toBeVisible();
    await expect(renamedRow.getByText(`Translated from: ${ITEM}`)).toBeVisible();
    await expect(page.getByText(/^3 of \d+ texts translated, 1 outdated$/)).toBeVisible();
  } finally {
    await renameItem(owner, food, renamed, ITEM).catch(() => {});
    await removeFrench(owner, food);
  }
});
