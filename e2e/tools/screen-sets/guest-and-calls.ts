// The guest pages, and the console's waiter calls and board statistics (issue 7). Changes the demo
// club on the way and puts it back: the food menu's theme, and two schedulings it adds for the
// "not available now" pages (removed at the end).
//
// Guest pages at phone size (390×844) in a light and a dark predefined theme (Classic, Night) and in
// English and Italian: the table's menus, the menu (top and whole page), the allergen filter open,
// the call-waiter dialog, the call confirmed, the offline notice, and the "not available now" pages
// of the table and of a menu. Console: the Calls view (with an open call) and the club board (with
// its scan statistics) in English and Italian at 390 and 1280 wide.
import type { Browser } from '@playwright/test';
import { DEMO_CLUB_NAME } from '../../support/demo';
import { CONSOLE_SIZES, callApi, consoleUrl, demoClubId, guestUrl } from '../demo-stack';
import { inEachLanguageAndSize, type ScreenshotRun, shoot } from '../screenshot-run';

const PHONE = { width: 390, height: 844 };
const LANGUAGES = ['en', 'it'] as const;
const THEMES = ['Classic', 'Night'] as const;
/** The guest app's texts used to reach the screens (its catalogs, English and Italian). */
// the demo's dishes carry dietary tags: the filter's button is for both
const TEXTS = {
  en: { filter: 'Diet & allergens', gluten: 'Gluten', call: 'Call a waiter', confirm: 'Yes, call' },
  it: { filter: 'Dieta e allergeni', gluten: 'Glutine', call: 'Chiama un cameriere', confirm: 'Sì, chiama' },
};

/** The demo club as this set finds it, and what its steps share. */
interface GuestScene {
  run: ScreenshotRun;
  clubId: number;
  foodId: number;
  drinksId: number;
  /** the demo table's page of menus */
  tablePath: string;
  menuPath: (menuId: number) => string;
  themeId: (name: string) => number;
  setFoodTheme: (themeId: number) => Promise<unknown>;
}

export async function shootGuestAndCalls(run: ScreenshotRun): Promise<void> {
  const { session } = run;
  const clubId = await demoClubId(session, DEMO_CLUB_NAME);
  const menus = await callApi<{ id: number; name: string }[]>(session, 'GET', `/clubs/${clubId}/menu`);
  const foodId = menus.find((menu) => menu.name === 'Food')?.id;
  const drinksId = menus.find((menu) => menu.name === 'Drinks')?.id;
  if (!foodId || !drinksId) throw new Error('the demo club has no Food and Drinks menus');
  const themes = await callApi<{ predefined: { id: number; name: string }[] }>(
    session,
    'GET',
    `/clubs/${clubId}/themes`,
  );
  const food = await callApi<{ name: string; theme: { id: number } }>(
    session,
    'GET',
    `/clubs/${clubId}/menu/${foodId}`,
  );
  const tables = (
    await callApi<{ tables: { id: number; name: string }[] }>(session, 'GET', `/clubs/${clubId}/tables`)
  ).tables;
  const table = tables.find((t) => t.name === 'Table 2') ?? tables[0];
  if (!table) throw new Error('the demo club has no tables');
  const setFoodTheme = (id: number) =>
    callApi(session, 'PUT', `/clubs/${clubId}/menu`, { id: foodId, name: food.name, themeId: id });
  const scene: GuestScene = {
    run,
    clubId,
    foodId,
    drinksId,
    tablePath: `/public/qrcodemenu/${clubId}/${table.id}`,
    menuPath: (menuId) => `/public/menu/${clubId}/${table.id}/${menuId}`,
    themeId: (name) => {
      const id = themes.predefined.find((theme) => theme.name === name)?.id;
      if (!id) throw new Error(`no predefined theme ${name}`);
      return id;
    },
    setFoodTheme,
  };
  try {
    await shootGuestPages(scene);
    await shootCallConfirmed(scene);
    await shootNotAvailableNow(scene);
    await shootCallsAndBoard(scene);
  } finally {
    await setFoodTheme(food.theme.id);
  }
}

/** A guest's phone in `language`. */
async function guestPage(browser: Browser, language: 'en' | 'it') {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: language === 'it' ? 'it-IT' : 'en-GB',
  });
  return { context, page: await context.newPage() };
}

/** The guest pages in each theme and language. */
async function shootGuestPages(scene: GuestScene): Promise<void> {
  const { run, foodId, tablePath, menuPath, themeId, setFoodTheme } = scene;
  for (const theme of THEMES) {
    await setFoodTheme(themeId(theme));
    for (const language of LANGUAGES) {
      const prefix = `guest.${theme.toLowerCase()}.${language}`;
      const { context, page } = await guestPage(run.browser, language);
      const texts = TEXTS[language];
      await page.goto(`${guestUrl}${tablePath}`);
      await page.locator('a.table-menu').first().waitFor();
      await shoot(run, page, `${prefix}.table-menus`, false);

      await page.goto(`${guestUrl}${menuPath(foodId)}`);
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(run, page, `${prefix}.menu`, false);
      await shoot(run, page, `${prefix}.menu-full`);

      await page.getByRole('button', { name: texts.filter, exact: true }).click();
      await page.getByRole('checkbox', { name: texts.gluten, exact: true }).check();
      await shoot(run, page, `${prefix}.allergen-filter`, false);
      await page.getByRole('checkbox', { name: texts.gluten, exact: true }).uncheck();
      await page.getByRole('button', { name: texts.filter, exact: true }).click();

      await page.getByRole('button', { name: texts.call }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(run, page, `${prefix}.call-dialog`, false);
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
      await shoot(run, page, `${prefix}.offline`, false);
      await context.setOffline(false);
      await context.close();
    }
  }
}

/** One real call (Classic, English): the confirmation and the cooldown, and a call for the console. */
async function shootCallConfirmed(scene: GuestScene): Promise<void> {
  const { run, foodId, menuPath, themeId, setFoodTheme } = scene;
  await setFoodTheme(themeId('Classic'));
  {
    const { context, page } = await guestPage(run.browser, 'en');
    await page.goto(`${guestUrl}${menuPath(foodId)}`);
    await page.getByRole('button', { name: TEXTS.en.call }).click();
    await page.getByRole('dialog').getByRole('button', { name: TEXTS.en.confirm }).click();
    await page
      .getByText(/You can call again in|called|wait/i)
      .first()
      .waitFor();
    await shoot(run, page, 'guest.classic.en.call-confirmed', false);
    await context.close();
  }
}

/** "Not available now": both menus scheduled in an hour-long window two hours from now (club time). */
async function shootNotAvailableNow(scene: GuestScene): Promise<void> {
  const { run, clubId, foodId, drinksId, tablePath, menuPath, themeId, setFoodTheme } = scene;
  const { session } = run;
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
      const before = await callApi<{ schedulings: { id: number }[] }>(
        session,
        'GET',
        `/clubs/${clubId}/menu/${menuId}/schedulings`,
      );
      const after = await callApi<{ schedulings: { id: number }[] }>(
        session,
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
        const { context, page } = await guestPage(run.browser, language);
        await page.goto(`${guestUrl}${tablePath}`);
        await page.locator('.table-none').waitFor();
        await shoot(run, page, `${prefix}.table-none-now`, false);
        await page.goto(`${guestUrl}${menuPath(foodId)}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(run, page, `${prefix}.menu-not-available`, false);
        await context.close();
      }
    }
  } finally {
    for (const { menuId, id } of added)
      await callApi(session, 'DELETE', `/clubs/${clubId}/menu/${menuId}/schedulings/${id}`);
  }
}

/** The console's Calls view (the call above is open) and the board with its scan statistics. */
async function shootCallsAndBoard(scene: GuestScene): Promise<void> {
  const { run, clubId } = scene;
  // the owner's view, as the demo owner sees it without administration
  const asOwner = { ...run, session: { ...run.session, isAdmin: false } };
  await inEachLanguageAndSize(asOwner, CONSOLE_SIZES, async (page, _language, tag) => {
    for (const [name, route] of [
      ['calls', `/clubs/${clubId}/calls`],
      ['board', `/clubs/${clubId}/profile`],
    ] as const) {
      await page.goto(`${consoleUrl}${route}`);
      // the console keeps its live connection open (no network idle): wait for the page's loaders
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0);
      await shoot(run, page, `console.${name}.${tag}`);
    }
  });
}
