// Journey 6: in a new club that an administrator has put on the Smart plan, an owner builds a menu
// of 3 sections and 10 items, orders sections and items by drag and drop, hides an item, marks one
// out of stock, schedules the menu for the terrace on weekend evenings, adds a banner with a square
// image and picks a dark theme, watching each change in the live preview beside the forms.
//
// The administrator: no route makes one (there is no backdoor); operators run `pnpm admin:grant`
// on a stopped server. The e2e stack does the same before its server starts (support/seed-admin.ts
// grants the account of support/admin.ts through the server's own admin-flag module), and the
// journey signs that administrator in through the API to record the club's plan, as the admin
// screen does with the same call (setClubPlan).
import type { Locator, Page } from '@playwright/test';
import { newOwner } from '../support/accounts';
import { E2E_ADMIN } from '../support/admin';
import { createActivatedOwner, createClub, setClubPlan, signInThroughApi } from '../support/api';
import { dragHandleOnto, signIn } from '../support/console';
import { expect, test } from '../support/csp';
import { DemoOwner } from '../support/guest';
import { logoPng } from '../support/images';
import { apiUrl } from '../support/stack';
import { freshTotp } from '../support/totp';

const MENU = {
  Starters: [
    ['Bruschetta', '6.50'],
    ['Burrata', '9'],
    ['Arancini', '7'],
  ],
  Mains: [
    ['Risotto ai funghi', '14'],
    ['Lasagne', '12'],
    ['Saltimbocca', '16'],
    ['Branzino', '18'],
  ],
  Desserts: [
    ['Tiramisù', '6'],
    ['Panna cotta', '5.50'],
    ['Cannoli', '6.50'],
  ],
} as const;

/** The live preview panel (the guest's view of the menu, at phone width) beside an edit page. */
const previewOf = (page: Page) => page.getByRole('region', { name: 'Live preview' });

/** The section names of the preview's tab bar, in order. */
const previewTabs = (preview: Locator) =>
  preview.getByRole('navigation', { name: 'Sections' }).getByRole('link');

/** The item names of one section of the preview, in order. */
const previewItems = (preview: Locator, section: string) =>
  preview.getByRole('region', { name: section, exact: true }).getByRole('heading', { level: 3 });

/** One item of the preview. */
const previewItem = (preview: Locator, name: string) =>
  preview
    .locator('li[data-item-id]')
    .filter({ has: preview.page().getByRole('heading', { name, level: 3, exact: true }) });

/** The background colour the guest view paints (its root, inside the phone frame). */
const previewBackground = (page: Page) =>
  page
    .getByTestId('menu-preview-screen')
    .locator(':scope > div')
    .first()
    .evaluate((root) => getComputedStyle(root).backgroundColor);

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour: 0 black … 1 white. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('on Smart: build a menu, order it by drag and drop, hide, mark, schedule, add a banner, pick a dark theme, all in the live preview', async ({
  page,
  csp,
}) => {
  // some sixty steps through a dozen pages: room for a busy 2-core machine
  test.setTimeout(300_000);
  const owner = newOwner();
  const secret = await createActivatedOwner(owner);
  await page.goto('/login');
  await signIn(page, owner.phone, owner.password, await freshTotp(secret));
  await expect(page).toHaveURL(/\/clubs$/);
  // The club is journey 4's; here it is made through the API with the console's session.
  const token = (await page.evaluate(() => localStorage.getItem('auth@token'))) ?? '';
  const clubId = await createClub(token, `Osteria ${owner.phone.slice(-6)}`);
  // An administrator puts the club on the Smart plan (early adopter), as on the admin screen.
  const adminToken = await signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret);
  await setClubPlan(adminToken, clubId, 'smart', true);

  // The terrace zone that the scheduling will use.
  await page.goto(`/clubs/${clubId}/tables`);
  const zoneForm = page.getByRole('form', { name: 'Add a zone' });
  await zoneForm.getByLabel('New zone').fill('Terrace');
  await zoneForm.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByRole('button', { name: 'Rename zone Terrace' })).toBeVisible();

  // A new menu, from the navigation; the preview follows the name as it is typed.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Menus' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu$`));
  await expect(
    page.getByText('No menus yet. Create the first one: a name is enough to start.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'New menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu/new$`));
  const preview = previewOf(page);
  await page.getByLabel('Name shown to customers').fill('Cena');
  await expect(preview.getByRole('heading', { name: 'Cena', level: 1 })).toBeVisible();
  await page.getByLabel('Hidden note (management only)').fill('Evenings');
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu/\\d+/edit$`));
  const menuId = Number(/\/menu\/(\d+)\/edit$/.exec(page.url())?.[1]);

  // Three sections.
  await page.getByRole('link', { name: 'Sections and items' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu/${menuId}$`));
  const sectionNames = Object.keys(MENU);
  for (const name of sectionNames) {
    await page.getByLabel('New section').fill(name);
    await page.getByRole('button', { name: 'Add section' }).click();
    await expect(page.getByRole('button', { name: `Move ${name}`, exact: true })).toBeVisible();
    await expect(page.getByLabel('New section')).toHaveValue('');
  }
  const sectionRows = page.getByTestId('section-row').getByRole('link');
  await expect(sectionRows).toHaveText(sectionNames);
  // no items yet: the guest view says so
  await expect(preview.getByText('This menu has no items yet.')).toBeVisible();

  // Ten items, through the item form; the first one shows in the preview as it is typed.
  for (const [section, items] of Object.entries(MENU)) {
    await page.goto(`/clubs/${clubId}/menu/${menuId}`);
    await page.getByTestId('section-row').getByRole('link', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
    for (const [index, [name, price]] of items.entries()) {
      await page.getByRole('link', { name: 'New item' }).click();
      await expect(page.getByRole('heading', { name: 'New item', level: 1 })).toBeVisible();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
      if (section === 'Starters' && index === 0) {
        await expect(previewItems(preview, section)).toHaveText([name]);
      }
      await page.getByRole('button', { name: 'Add item' }).click();
      await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
      await expect(page.getByTestId('item-row')).toHaveCount(index + 1);
    }
    await expect(page.getByTestId('item-row').getByRole('link')).toHaveText(items.map(([name]) => name));
  }
  await expect(previewTabs(preview)).toHaveText(sectionNames);
  for (const [section, items] of Object.entries(MENU))
    await expect(previewItems(preview, section)).toHaveText(items.map(([name]) => name));

  // Sections reordered by drag and drop: Mains first.
  await page.goto(`/clubs/${clubId}/menu/${menuId}`);
  // the menu and its live preview run under the console's policy (issue 17)
  await csp.expectPolicyInForce(page);
  await dragHandleOnto(
    page,
    page.getByRole('button', { name: 'Move Mains', exact: true }),
    page.getByRole('button', { name: 'Move Starters', exact: true }),
    'Mains is now at position 1 of 3.',
  );
  const sectionOrder = ['Mains', 'Starters', 'Desserts'];
  await expect(sectionRows).toHaveText(sectionOrder);
  await expect(previewTabs(preview)).toHaveText(sectionOrder);
  await expect(preview.locator('section[data-section-id] > h2')).toHaveText(sectionOrder);

  // Items reordered by drag and drop: the sea bass first among the mains.
  await page.getByTestId('section-row').getByRole('link', { name: 'Mains', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mains', level: 1 })).toBeVisible();
  await dragHandleOnto(
    page,
    page.getByRole('button', { name: 'Move Branzino', exact: true }),
    page.getByRole('button', { name: 'Move Risotto ai funghi', exact: true }),
    'Branzino is now at position 1 of 4.',
  );
  const mainsOrder = ['Branzino', 'Risotto ai funghi', 'Lasagne', 'Saltimbocca'];
  const itemRows = page.getByTestId('item-row').getByRole('link');
  await expect(itemRows).toHaveText(mainsOrder);
  await expect(previewItems(preview, 'Mains')).toHaveText(mainsOrder);

  // One click each, from the section's list: the lasagne hidden, the saltimbocca out of stock.
  const hidden = page.getByRole('switch', { name: 'Hidden: Lasagne' });
  await hidden.click();
  await expect(hidden).toBeChecked();
  await expect(previewItems(preview, 'Mains')).toHaveText(['Branzino', 'Risotto ai funghi', 'Saltimbocca']);
  const outOfStock = page.getByRole('switch', { name: 'Out of stock: Saltimbocca' });
  await outOfStock.click();
  await expect(outOfStock).toBeChecked();
  await expect(previewItem(preview, 'Saltimbocca')).toHaveAttribute('data-out-of-stock', 'true');
  await expect(previewItem(preview, 'Saltimbocca')).toContainText('Out of stock');
  await expect(previewItem(preview, 'Branzino')).not.toContainText('Out of stock');

  // All of it was saved: the same after a reload.
  await page.reload();
  await expect(itemRows).toHaveText(mainsOrder);
  await expect(page.getByRole('switch', { name: 'Hidden: Lasagne' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Out of stock: Saltimbocca' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Hidden: Saltimbocca' })).not.toBeChecked();
  await expect(previewTabs(preview)).toHaveText(sectionOrder);
  await expect(previewItems(preview, 'Mains')).toHaveText(['Branzino', 'Risotto ai funghi', 'Saltimbocca']);
  await expect(previewItem(preview, 'Saltimbocca')).toContainText('Out of stock');

  // Scheduling: the terrace, on Saturday and Sunday evenings from 18:00 to 23:30.
  await page.goto(`/clubs/${clubId}/menu/${menuId}/schedulings`);
  await expect(page.getByRole('heading', { name: 'Scheduling of Cena', level: 1 })).toBeVisible();
  await expect(page.getByText('No rules yet: guests see this menu at any time.')).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.getByRole('group', { name: 'Rule 1' });
  await rule.getByRole('checkbox', { name: 'All week' }).uncheck();
  // the day chips (Mo … Su) are labels over visually hidden checkboxes: a click on the chip
  for (const [chip, day] of [
    ['Sa', 'Saturday'],
    ['Su', 'Sunday'],
  ] as const) {
    await rule.getByText(chip, { exact: true }).click();
    await expect(rule.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await expect(rule.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  await rule.getByLabel('Start time').fill('18:00');
  await rule.getByLabel('End time').fill('23:30');
  await rule.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: 'Terrace', exact: true }).click();
  await page.getByRole('button', { name: 'Save scheduling' }).click();
  await expect(page.getByText('Scheduling saved')).toBeVisible();
  await page.reload();
  const saved = page.getByRole('group', { name: 'Rule 1' });
  for (const day of ['Saturday', 'Sunday'])
    await expect(saved.getByRole('checkbox', { name: day })).toBeChecked();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await expect(saved.getByRole('checkbox', { name: day })).not.toBeChecked();
  await expect(saved.getByLabel('Start time')).toHaveValue('18:00');
  await expect(saved.getByLabel('End time')).toHaveValue('23:30');
  await expect(saved.getByRole('combobox', { name: 'Zone' })).toHaveValue('Terrace');
  await expect(page.getByRole('group', { name: 'Rule 2' })).toHaveCount(0);

  // Banners change only while the club's switch is on: the owner turns it on.
  await page.goto(`/clubs/${clubId}/profile/settings`);
  const bannerSwitch = page.getByRole('switch', { name: 'Promotional banners' });
  await expect(bannerSwitch).toBeEnabled();
  if (!(await bannerSwitch.isChecked())) {
    await bannerSwitch.click();
    await expect(bannerSwitch).toBeChecked();
    await expect(bannerSwitch).toBeEnabled();
  }

  // A banner with a square image; the preview shows it as it is typed.
  await page.goto(`/clubs/${clubId}/menu/${menuId}/banner`);
  await expect(page.getByText('This menu has no banner.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a banner' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu/${menuId}/banner/new$`));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await (await chooser).setFiles({ name: 'aperitivo.png', mimeType: 'image/png', buffer: logoPng(320) });
  // square: no crop step, the image is ready to upload
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Banner image' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Aperitivo in terrazza');
  await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Spritz and cicchetti');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('2 for 15 €');
  await expect(preview.getByRole('heading', { name: 'Aperitivo in terrazza', level: 2 })).toBeVisible();
  await expect(preview.getByText('2 for 15 €')).toBeVisible();
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/menu/${menuId}/banner$`));
  await expect(page.getByText('Banner saved')).toBeVisible();
  const bannerImage = page.getByRole('img', { name: 'Banner image' });
  await expect(bannerImage).toHaveAttribute('src', new RegExp(`^${apiUrl}/api/v1/images/`));
  await expect
    .poll(() => bannerImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // the saved banner heads the guest view, with its image
  await page.goto(`/clubs/${clubId}/menu/${menuId}`);
  const previewBanner = preview.getByRole('complementary', { name: 'Aperitivo in terrazza' });
  await expect(previewBanner).toBeVisible();
  await expect(previewBanner.locator('img')).toHaveAttribute('src', new RegExp(`^${apiUrl}/api/v1/images/`));

  // A dark theme: the preview turns dark as soon as it is picked, and stays so once saved.
  await page.goto(`/clubs/${clubId}/menu/${menuId}/edit`);
  await expect(page.getByLabel('Name shown to customers')).toHaveValue('Cena');
  await expect(preview.getByRole('heading', { name: 'Cena', level: 1 })).toBeVisible();
  expect(luminance(await previewBackground(page))).toBeGreaterThan(0.5);
  const night = page.getByRole('radio', { name: 'Night' });
  const nightBackground = await night
    .locator(':scope > div')
    .first()
    .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
  expect(luminance(nightBackground)).toBeLessThan(0.05);
  await night.click();
  await expect(night).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => previewBackground(page)).toBe(nightBackground);
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Night' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => previewBackground(page)).toBe(nightBackground);
  // everything else still there, in the dark theme
  await expect(previewTabs(preview)).toHaveText(sectionOrder);
  await expect(previewItems(preview, 'Mains')).toHaveText(['Branzino', 'Risotto ai funghi', 'Saltimbocca']);
  await expect(preview.getByRole('heading', { name: 'Aperitivo in terrazza', level: 2 })).toBeVisible();

  // The list of menus sums it up: the hidden note, the banner, the scheduling.
  await page.goto(`/clubs/${clubId}/menu`);
  const row = page.getByTestId('menu-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cena');
  await expect(row).toContainText('Evenings');
  // its markers (the row's badges, beside its links such as "Banner")
  await expect(row.locator('.mantine-Badge-root')).toHaveText(['Banner', 'Scheduled']);
});

/** Whether two boxes on the screen share any point. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether the element at the centre of `locator` on the screen is it or inside it (nothing covers it). */
const reachableAtCentre = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });

test('on a phone: the preview button leaves the fields and the navigation free, and a section jump shows its heading whole', async ({
  page,
  context,
}) => {
  // a small phone (390 × 667): the item form's price field is just below the first screen
  await page.setViewportSize({ width: 390, height: 667 });
  const owner = await DemoOwner.signIn();
  await owner.signInConsole(context);
  const foodId = owner.menuId('Food');
  const food = await owner.menu(foodId);
  const section = food.sections[0];
  const item = section?.items[0];
  if (!section || !item) throw new Error('the demo Food menu has no item');

  // An item's form: the price field, even scrolled to the bottom edge of the screen, is free.
  await page.goto(`/clubs/${owner.clubId}/menu/${foodId}/sections/${section.id}/items/${item.id}`);
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await expect(price).toBeVisible();
  const previewButton = page.getByRole('button', { name: 'Preview', exact: true });
  await expect(previewButton).toBeVisible();
  await price.evaluate((field) =>
    window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 2),
  );
  // scrolled there: the field's bottom at the screen's bottom edge, where a floating button would be
  expect(
    await price.evaluate((field) => Math.round(window.innerHeight - field.getBoundingClientRect().bottom)),
  ).toBe(2);
  const priceBox = await price.boundingBox();
  const buttonBox = await previewButton.boundingBox();
  if (!priceBox || !buttonBox) throw new Error('the price field or the preview button is not on the screen');
  expect(overlap(priceBox, buttonBox)).toBe(false);
  expect(await reachableAtCentre(price)).toBe(true);
  await price.click();
  await expect(price).toBeFocused();

  // The navigation opened over the page: no preview button over it, and every link can be tapped.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Menus' })).toBeVisible();
  await expect(previewButton).toBeHidden();
  for (const link of await navigation.getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    expect(await reachableAtCentre(link), (await link.textContent()) ?? undefined).toBe(true);
  }
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(previewButton).toBeVisible();

  // The preview: each section chosen from the tab bar shows its heading whole, under the bar.
  await previewButton.click();
  const drawer = page.getByRole('dialog', { name: 'Preview' });
  const tabBar = drawer.getByRole('navigation', { name: 'Sections' });
  // the drawer's menu arrives after it opens: wait for its tab bar before reading the sections' names
  await expect.poll(() => tabBar.getByRole('link').count()).toBeGreaterThan(1);
  const names = await tabBar.getByRole('link').allTextContents();
  for (const name of [...names.slice(1), names[0] ?? '']) {
    await tabBar.getByRole('link', { name, exact: true }).click();
    const heading = drawer.getByRole('heading', { name, level: 2, exact: true });
    await expect(heading).toBeFocused();
    // once the smooth scroll has settled (the heading where the previous look found it): its top at
    // or below the bar's bottom, and nothing covering it. Mid-scroll, a heading coming from below is
    // already under the bar but still outside the frame.
    let previousY: number | undefined;
    await expect
      .poll(async () => {
        const bar = await tabBar.boundingBox();
        const box = await heading.boundingBox();
        const settled = box !== null && box.y === previousY;
        previousY = box?.y;
        return (
          settled &&
          box !== null &&
          bar !== null &&
          box.y >= bar.y + bar.height &&
          (await reachableAtCentre(heading))
        );
      })
      .toBe(true);
  }
});
