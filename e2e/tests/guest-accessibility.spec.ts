// axe-core on both guest routes (issue 7) and the club's public page (docs/decisions/043), on a phone, in a light and a dark predefined theme: no
// serious or critical violation (WCAG 2.0, 2.1 and 2.2 A and AA rules, colour contrast included: the guest app
// corrects theme colours that are too weak). The owner gives the food menu each theme through the
// API (the table's menu list takes the first menu's look), and the menu's own theme comes back
// at the end.

import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { giveDishExtras } from '../support/dish-extras';
import { DemoOwner, guestPaths } from '../support/guest';

for (const themeName of ['Classic', 'Night']) {
  test(`guest routes in the ${themeName} theme: no serious or critical axe violations`, async ({ page }) => {
    const owner = await DemoOwner.signIn();
    const food = owner.menuId('Food');
    const table = await owner.newTable('Axe');
    const before = await owner.menu(food);
    await owner.saveMenu(food, { themeId: await owner.predefinedTheme(themeName) });
    try {
      // the table's menus (two menus at every hour: the list)
      await page.goto(guestPaths.table(owner.clubId, table.id));
      await expect(page.getByRole('link', { name: 'Food' })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} table page`)).join('\n')).toBe('');

      // one menu, with the allergen filter open and the call-waiter dialog open
      await page.goto(guestPaths.menu(owner.clubId, table.id, food));
      await expect(page.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bruschetta al pomodoro', level: 3 })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} menu`)).join('\n')).toBe('');

      await page.getByRole('button', { name: 'Allergens' }).click();
      await expect(page.getByRole('group', { name: 'Hide dishes containing' })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} allergen filter open`)).join('\n')).toBe('');

      // the links of issue 48 are on the page: back to the table's menus, and the PDF
      await expect(page.getByRole('link', { name: 'All menus' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download the menu (PDF)' })).toBeVisible();

      await page.getByRole('button', { name: 'Call a waiter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Call a waiter to your table?' });
      await expect(dialog).toBeVisible();
      expect((await seriousViolations(page, `${themeName} call dialog open`)).join('\n')).toBe('');

      // the call sent, and when
      await dialog.getByRole('button', { name: 'Yes, call' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Call sent at / })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} call sent`)).join('\n')).toBe('');

      // the club's public page on the web (its first menu, Food, drawn by the server)
      await page.goto('/m/trattoria-demo');
      await expect(page.getByRole('heading', { name: 'Trattoria Demo', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'All menus' })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} public page`)).join('\n')).toBe('');
    } finally {
      // the theme the seed gave the menu (Trattoria: one of the club's own)
      await owner.saveMenu(food, { themeId: before.theme.id });
    }
  });
}

// Issue 49's states: dishes with photos, dietary tags, spiciness and an option marked by the
// allergen filter; the filter with "Show only"; a dish's larger view with its options (photos,
// options and tags: support/dish-extras.ts).
for (const themeName of ['Classic', 'Night']) {
  test(`dish photos, dietary filter and a dish's larger view in the ${themeName} theme: no serious or critical axe violations`, async ({
    page,
  }) => {
    const owner = await DemoOwner.signIn();
    const food = owner.menuId('Food');
    const table = await owner.newTable('Axe photos');
    const before = await owner.menu(food);
    await owner.saveMenu(food, { themeId: await owner.predefinedTheme(themeName) });
    const { takeBack } = await giveDishExtras(owner, food);
    try {
      await page.addInitScript(() => localStorage.setItem('tavola.guest.allergens', '["milk"]'));
      await page.goto(guestPaths.menu(owner.clubId, table.id, food));
      const photoButton = page.getByRole('button', { name: 'Open the photo of Bruschetta al pomodoro' });
      await expect(photoButton).toBeVisible();
      // the journey's dish and the demo's pizza (its anchovies) are both kept and marked
      await expect(page.getByText('An option contains an allergen you avoid').first()).toBeVisible();
      expect((await seriousViolations(page, `${themeName} menu with photos`)).join('\n')).toBe('');

      await page.getByRole('button', { name: /^Diet & allergens/ }).click();
      await page
        .getByRole('group', { name: 'Show only' })
        .getByRole('checkbox', { name: 'Vegetarian' })
        .check();
      expect((await seriousViolations(page, `${themeName} dietary filter open`)).join('\n')).toBe('');
      await page.getByRole('button', { name: /^Diet & allergens/ }).click();

      await photoButton.click();
      const dialog = page.getByRole('dialog', { name: 'Bruschetta al pomodoro' });
      await expect(dialog.getByText('Contains an allergen you avoid')).toBeVisible();
      expect((await seriousViolations(page, `${themeName} dish's larger view`)).join('\n')).toBe('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await takeBack();
      await owner.saveMenu(food, { themeId: before.theme.id });
    }
  });
}

// Issue 52's screens: at a Terrace table (the Terrace takes orders), the add sheet, the table's
// order with a round sent, and the bill; and the keyboard: Escape closes the order's panel and
// gives focus back to the button that opened it.
for (const themeName of ['Classic', 'Night']) {
  test(`ordering from the table in the ${themeName} theme: no serious or critical axe violations`, async ({
    page,
  }) => {
    const owner = await DemoOwner.signIn();
    const food = owner.menuId('Food');
    const table = await owner.newTable('Axe order', 'Terrace');
    const before = await owner.menu(food);
    await owner.saveMenu(food, { themeId: await owner.predefinedTheme(themeName) });
    try {
      await page.goto(`${guestPaths.table(owner.clubId, table.id)}?k=${table.orderKey}`);
      await expect(page.getByRole('link', { name: 'Food' })).toBeVisible();
      await page.goto(guestPaths.menu(owner.clubId, table.id, food));
      await page.getByRole('button', { name: 'Add to order: Cacio e pepe' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add to order', exact: true }).click();
      await expect(page.getByRole('button', { name: /^Add to order ·/ })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} add sheet`)).join('\n')).toBe('');
      await page.getByRole('button', { name: /^Add to order ·/ }).click();

      const bar = page.getByRole('button', { name: /^Your table's order/ });
      await expect(bar).toContainText('1 dish to send');
      expect((await seriousViolations(page, `${themeName} order bar`)).join('\n')).toBe('');
      await bar.click();
      const panel = page.getByRole('dialog', { name: "Your table's order" });
      await expect(panel.getByText('Added by you')).toBeVisible();
      expect((await seriousViolations(page, `${themeName} order panel`)).join('\n')).toBe('');
      await panel.getByRole('button', { name: 'Send to the kitchen' }).click();
      await expect(panel.getByText('Round 1 is on its way to the kitchen.')).toBeVisible();
      expect((await seriousViolations(page, `${themeName} round sent`)).join('\n')).toBe('');
      await panel.getByRole('button', { name: 'Ask for the bill' }).click();
      await expect(panel.getByRole('region', { name: 'Your bill' })).toBeVisible();
      expect((await seriousViolations(page, `${themeName} bill`)).join('\n')).toBe('');

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bar).toBeFocused();
    } finally {
      await owner.saveMenu(food, { themeId: before.theme.id });
    }
  });
}
