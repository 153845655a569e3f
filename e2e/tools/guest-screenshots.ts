// Screenshots of the guest pages and of the console's waiter calls and board statistics (issue 7),
// to look at them as a person would. Not a test: it only writes PNG files. Runs against a running
// stack with the demo seed (`npm start`, or the e2e stack) and changes the demo club on the way
// back to how it found it: the food menu's theme, and two schedulings it adds for the "not
// available now" pages (removed at the end).
//
//   pnpm --filter @tavola/e2e exec tsx tools/guest-screenshots.ts <out-dir>
//
// Guest pages at phone size (390×844) in a light and a dark predefined theme (Classic, Night) and in
// English and Italian: the table's menus, the menu (top and whole page), the allergen filter open,
// the call-waiter dialog, the call confirmed, the offline notice, and the "not available now" pages
// of the table and of a menu. Console: the Calls view (with an open call) and the club board (with
// its scan statistics) in English and Italian at 390 and 1280 wide.
// Environment: CONSOLE_URL (http://localhost:5173), API_URL (http://127.0.0.1:8080/api/v1),
// GUEST_URL (http://localhost:5174).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_CLUB_NAME } from '../support/demo';
import {
  apiUrl,
  CONSOLE_SIZES,
  consoleContext,
  consoleUrl,
  guestUrl,
  launchChromium,
  signInDemo,
} from './demo-stack';

const outDir = process.argv[2] ?? '';
if (!outDir) {
  console.error('usage: tsx tools/guest-screenshots.ts <out-dir>');
  process.exit(2);
}

const PHONE = { width: 390, height: 844 };
const LANGUAGES = ['en', 'it'] as const;
const THEMES = ['Classic', 'Night'] as const;
/** The guest app's texts used to reach the screens (its catalogs, English and Italian). */
const TEXTS = {
  en: { allergens: 'Allergens', gluten: 'Gluten', call: 'Call a waiter', confirm: 'Yes, call' },
  it: { allergens: 'Allergeni', gluten: 'Glutine', call: 'Chiama un cameriere', confirm: 'Sì, chiama' },
};

async function api<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const session = await signInDemo();
const { token } = session;
const clubs = await api<{ id: number; name: string }[]>(token, 'GET', '/clubs');
const clubId = clubs.find((club) => club.name === DEMO_CLUB_NAME)?.id;
if (!clubId) throw new Error(`no "${DEMO_CLUB_NAME}"`);
const menus = await api<{ id: number; name: string }[]>(token, 'GET', `/clubs/${clubId}/menu`);
const foodId = menus.find((menu) => menu.name === 'Food')?.id;
const drinksId = menus.find((menu) => menu.name === 'Drinks')?.id;
if (!foodId || !drinksId) throw new Error('the demo club has no Food and Drinks menus');
const themes = await api<{ predefined: { id: number; name: string }[] }>(
  token,
  'GET',
  `/clubs/${clubId}/themes`,
);
const themeId = (name: string) => {
  const id = themes.predefined.find((theme) => theme.name === name)?.id;
  if (!id) throw new Error(`no predefined theme ${name}`);
  return id;
};
const food = await api<{ name: string; theme: { id: number } }>(
  token,
  'GET',
  `/clubs/${clubId}/menu/${foodId}`,
);
const setFoodTheme = (id: number) =>
  api(token, 'PUT', `/clubs/${clubId}/menu`, { id: foodId, name: food.name, themeId: id });
const tables = (
  await api<{ tables: { id: number; name: string }[] }>(token, 'GET', `/clubs/${clubId}/tables`)
).tables;
const table = tables.find((t) => t.name === 'Table 2') ?? tables[0];
if (!table) throw new Error('the demo club has no tables');

fs.mkdirSync(outDir, { recursive: true });
const written: string[] = [];
async function shoot(page: Page, name: string, fullPage = false) {
  const file = path.join(outDir, `${name}.png`);
  // fonts and images settled: no half-drawn shot
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage });
  written.push(file);
  console.log(file);
}

const browser = await launchChromium();

const tablePath = `/public/qrcodemenu/${clubId}/${table.id}`;
const menuPath = (menuId: number) => `/public/menu/${clubId}/${table.id}/${menuId}`;

async function guestPage(language: 'en' | 'it') {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: language === 'it' ? 'it-IT' : 'en-GB',
  });
  return { context, page: await context.newPage() };
}

try {
  // Guest pages, in each theme and language.
  for (const theme of THEMES) {
    await setFoodTheme(themeId(theme));
    for (const language of LANGUAGES) {
      const prefix = `guest.${theme.toLowerCase()}.${language}`;
      const { context, page } = await guestPage(language);
      const texts = TEXTS[language];
      await page.goto(`${guestUrl}${tablePath}`);
      await page.locator('a.table-menu').first().waitFor();
      await shoot(page, `${prefix}.table-menus`);

      await page.goto(`${guestUrl}${menuPath(foodId)}`);
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `${prefix}.menu`);
      await shoot(page, `${prefix}.menu-full`, true);

      await page.getByRole('button', { name: texts.allergens, exact: true }).click();
      await page.getByRole('checkbox', { name: texts.gluten }).check();
      await shoot(page, `${prefix}.allergen-filter`);
      await page.getByRole('checkbox', { name: texts.gluten }).uncheck();
      await page.getByRole('button', { name: texts.allergens, exact: true }).click();

      await page.getByRole('button', { name: texts.call }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, `${prefix}.call-dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // offline: the service worker in control, then a reload without a network
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.reload();
      await page.locator('.saved-notice').waitFor();
      await shoot(page, `${prefix}.offline`);
      await context.setOffline(false);
      await context.close();
    }
  }

  // One real call (Classic, English): the confirmation and the cooldown, and a call for the console.
  await setFoodTheme(themeId('Classic'));
  {
    const { context, page } = await guestPage('en');
    await page.goto(`${guestUrl}${menuPath(foodId)}`);
    await page.getByRole('button', { name: TEXTS.en.call }).click();
    await page.getByRole('dialog').getByRole('button', { name: TEXTS.en.confirm }).click();
    await page
      .getByText(/You can call again in|called|wait/i)
      .first()
      .waitFor();
    await shoot(page, 'guest.classic.en.call-confirmed');
    await context.close();
  }

  // "Not available now": both menus scheduled in an hour-long window two hours from now (club time).
  const clubTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const hour = Number(clubTime.slice(0, 2));
  const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  const window = {
    days: [1, 2, 3, 4, 5, 6, 7],
    startTime: hh(hour + 2),
    endTime: hh(hour + 3),
    tableZoneId: null,
  };
  const added: { menuId: number; id: number }[] = [];
  try {
    for (const menuId of [foodId, drinksId]) {
      const before = await api<{ schedulings: { id: number }[] }>(
        token,
        'GET',
        `/clubs/${clubId}/menu/${menuId}/schedulings`,
      );
      const after = await api<{ schedulings: { id: number }[] }>(
        token,
        'PUT',
        `/clubs/${clubId}/menu/${menuId}/schedulings`,
        [window],
      );
      for (const s of after.schedulings)
        if (!before.schedulings.some((b) => b.id === s.id)) added.push({ menuId, id: s.id });
    }
    for (const theme of THEMES) {
      await setFoodTheme(themeId(theme));
      for (const language of LANGUAGES) {
        const prefix = `guest.${theme.toLowerCase()}.${language}`;
        const { context, page } = await guestPage(language);
        await page.goto(`${guestUrl}${tablePath}`);
        await page.locator('.table-none').waitFor();
        await shoot(page, `${prefix}.table-none-now`);
        await page.goto(`${guestUrl}${menuPath(foodId)}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, `${prefix}.menu-not-available`);
        await context.close();
      }
    }
  } finally {
    for (const { menuId, id } of added)
      await api(token, 'DELETE', `/clubs/${clubId}/menu/${menuId}/schedulings/${id}`);
  }

  // Console: the Calls view (the call above is open) and the board with its scan statistics.
  for (const language of LANGUAGES) {
    for (const size of CONSOLE_SIZES) {
      // the owner's view, as the demo owner sees it without administration
      const context = await consoleContext(browser, { ...session, isAdmin: false }, size, language);
      const page = await context.newPage();
      for (const [name, route] of [
        ['calls', `/clubs/${clubId}/calls`],
        ['board', `/clubs/${clubId}/profile`],
      ] as const) {
        await page.goto(`${consoleUrl}${route}`);
        // the console keeps its live connection open (no network idle): wait for the page's loaders
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0);
        await shoot(page, `console.${name}.${language}.${size.name}`, true);
      }
      await context.close();
    }
  }
} finally {
  await setFoodTheme(food.theme.id);
  await browser.close();
}
console.log(`${written.length} screenshots in ${outDir}`);
