// Text as text (issue 15): the demo owner's texts holding HTML or script (a menu, a section, two
// items, a description, ingredients, a footer, a French translation, a table) and the team's message
// to the club are shown literally and run nothing, in the console (the board and the notice, the
// menu list, the sections and items with their live preview, the menu form, the translation editor,
// the tables and the QR codes) and in the guest app on a phone (the table's menus, the menu in its
// original and in French). On every page: the texts are on screen as written, no JavaScript dialog
// opens, `window.__pwned` stays unset and no element came from a payload (support/script-watch.ts).
//
// Everything is added to "Trattoria Demo" through the API as a menu, a table and a message of their
// own, and taken away afterwards (the menu, the table, the club's previous message back), so the
// demo data the other journeys read is as it was.
import { devices, type Page } from '@playwright/test';
import { call } from '../support/api';
import { adminSession } from '../support/billing';
import { expect, test, watchCsp } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { ScriptWatch } from '../support/script-watch';
import { settled, trackRequests } from '../support/settled';
import { guestUrl } from '../support/stack';

/** Each a different text, so that each is found on its own; every one would run if read as HTML. */
const HOSTILE = {
  menu: 'Menu <img src=x onerror=alert("menu")>',
  footer: '<script>window.__pwned="footer"</script> Cover charge',
  section: '</h2><svg onload=alert("section")>',
  imageItem: '<img src=x onerror=alert(1)>',
  scriptItem: '<script>window.__pwned=1</script>',
  description: '"><svg onload=alert(1)>',
  ingredients: "'><img src=x onerror=window.__pwned='ingredients'>",
  frenchName: '<iframe src="javascript:alert(`fr`)"></iframe> FR',
  table: '<img src=x onerror=alert("table")>',
  messageSummary: '<script>alert("summary")</script>',
  messageBody: '<b onmouseover=alert("message")>Read me</b> <img src=x onerror=window.__pwned="notice">',
};

interface ClubMessage {
  summary: string;
  fullMessage: string;
  severity: number;
}

/** What the test adds to the demo club, and how to take it away. */
interface Added {
  menuId?: number;
  sectionId?: number;
  tableId?: number;
  previousMessage?: ClubMessage | null;
}

async function addHostileTexts(owner: DemoOwner, admin: string, added: Added): Promise<void> {
  const club = owner.clubId;
  const created = await call<{ id: number }>(owner.token, 'POST', `/clubs/${club}/menu`, {
    name: HOSTILE.menu,
    footer: HOSTILE.footer,
    callWaiterEnabled: true,
    translationsEnabled: true,
    sourceLanguage: 'en',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  added.menuId = created.body.id;
  const menu = `/clubs/${club}/menu/${added.menuId}`;

  const section = await call<{ id: number }>(owner.token, 'PUT', `${menu}/sections`, {
    name: HOSTILE.section,
  });
  expect(section.status, JSON.stringify(section.body)).toBe(200);
  added.sectionId = section.body.id;
  for (const item of [
    {
      name: HOSTILE.imageItem,
      description: HOSTILE.description,
      price: 9,
      translations: { fr: { translatedName: HOSTILE.frenchName } },
    },
    { name: HOSTILE.scriptItem, ingredients: HOSTILE.ingredients, price: 7 },
  ]) {
    const saved = await call(owner.token, 'PUT', `${menu}/sections/${added.sectionId}/items`, item);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  const table = await call<{ id: number }>(owner.token, 'PUT', `/clubs/${club}/tables`, {
    name: HOSTILE.table,
  });
  expect(table.status, JSON.stringify(table.body)).toBe(200);
  added.tableId = table.body.id;

  const detail = await call<{ message: ClubMessage | null }>(owner.token, 'GET', `/clubs/${club}`);
  expect(detail.status).toBe(200);
  added.previousMessage = detail.body.message;
  const message = await call(admin, 'POST', `/admin/clubs/${club}/message`, {
    summary: HOSTILE.messageSummary,
    fullMessage: HOSTILE.messageBody,
    severity: 1,
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);
}

/** Takes away what was added, every step tried; the failures, if any, reported together. */
async function removeHostileTexts(owner: DemoOwner, admin: string, added: Added): Promise<void> {
  const club = owner.clubId;
  const steps: [string, () => Promise<{ status: number }>][] = [];
  if (added.menuId !== undefined)
    steps.push(['delete the menu', () => call(owner.token, 'DELETE', `/clubs/${club}/menu/${added.menuId}`)]);
  if (added.tableId !== undefined)
    steps.push([
      'delete the table',
      () => call(owner.token, 'DELETE', `/clubs/${club}/tables/${added.tableId}`),
    ]);
  if (added.previousMessage !== undefined) {
    const previous = added.previousMessage;
    steps.push(['clear the message', () => call(admin, 'DELETE', `/admin/clubs/${club}/message`)]);
    if (previous)
      steps.push([
        'put the previous message back',
        () =>
          call(admin, 'POST', `/admin/clubs/${club}/message`, {
            summary: previous.summary,
            fullMessage: previous.fullMessage,
            severity: previous.severity,
          }),
      ]);
  }
  const failures: string[] = [];
  for (const [what, step] of steps) {
    const answer = await step().catch((error: unknown) => ({ status: 0, error }));
    if (answer.status < 200 || answer.status >= 300) failures.push(`${what}: ${JSON.stringify(answer)}`);
  }
  expect(failures, 'the demo data restored').toEqual([]);
}

/** Opens a page and waits until it has settled (its heading, no request or loader under way). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // the console's first screen can take a while to come on a busy machine
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

/** Shown on the page exactly as written (the first of several places that show it). */
async function expectLiteral(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

// an action that cannot happen fails in a while, naming what it waited for
test.use({ actionTimeout: 30_000 });

test('texts holding HTML or script are shown as text and run nothing, in the console and the guest app', async ({
  page,
  context,
  browser,
}) => {
  // a dozen console pages and three guest pages on a busy 2-core machine
  test.setTimeout(300_000);
  const owner = await DemoOwner.signIn();
  const admin = await adminSession();
  const added: Added = {};
  try {
    await addHostileTexts(owner, admin, added);
    const club = owner.clubId;
    const menu = `/clubs/${club}/menu/${added.menuId}`;

    // The console, as the demo owner on a desktop.
    await owner.signInConsole(context);
    await trackRequests(context);
    const watch = new ScriptWatch(page);

    // the team's message: a banner on the board, the whole of it on the notice page
    await open(page, `/clubs/${club}/profile`);
    await expectLiteral(page, HOSTILE.messageSummary);
    await expect(page.getByText(HOSTILE.messageBody).first()).toBeVisible();
    await watch.expectNothingRan('club board');
    await open(page, `/clubs/${club}/notice`);
    await expect(page.getByText(HOSTILE.messageSummary).first()).toBeVisible();
    await expect(page.getByText(HOSTILE.messageBody).first()).toBeVisible();
    await watch.expectNothingRan('notice page');

    // the menu list
    await open(page, `/clubs/${club}/menu`);
    await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible();
    await expectLiteral(page, HOSTILE.menu);
    await watch.expectNothingRan('menu list');

    // the menu's sections with the live preview: the guest's view of every text
    await open(page, menu);
    await expectLiteral(page, HOSTILE.section);
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: HOSTILE.menu, level: 1 })).toBeVisible();
    await expect(preview.getByRole('heading', { name: HOSTILE.section, level: 2 })).toBeVisible();
    await expect(preview.getByRole('heading', { name: HOSTILE.imageItem, level: 3 })).toBeVisible();
    await expect(preview.getByRole('heading', { name: HOSTILE.scriptItem, level: 3 })).toBeVisible();
    await expect(preview.getByText(HOSTILE.description, { exact: true })).toBeVisible();
    // after its caption ("Ingredients: …"), in the same paragraph
    await expect(preview.getByText(HOSTILE.ingredients)).toBeVisible();
    await expect(preview.getByText(HOSTILE.footer, { exact: true })).toBeVisible();
    await watch.expectNothingRan('sections with the live preview');

    // the section's items, then the item form with its values
    await open(page, `${menu}/sections/${added.sectionId}`);
    await expectLiteral(page, HOSTILE.imageItem);
    await expectLiteral(page, HOSTILE.scriptItem);
    await watch.expectNothingRan('section items');

    // the menu form (its fields hold the texts) beside its preview
    await open(page, `${menu}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue(HOSTILE.menu);
    await expect(
      page
        .getByRole('region', { name: 'Live preview' })
        .getByRole('heading', { name: HOSTILE.menu, level: 1 }),
    ).toBeVisible();
    await watch.expectNothingRan('menu form');

    // the translation editor in French: the originals beside their fields, the French name in its field
    await open(page, `${menu}/translations?lang=fr`);
    const rows = page.getByTestId('translation-row');
    await expect(rows.first()).toBeVisible();
    for (const original of [HOSTILE.menu, HOSTILE.section, HOSTILE.imageItem, HOSTILE.description]) {
      await expect(rows.filter({ has: page.getByText(original, { exact: true }) })).toHaveCount(1);
    }
    const imageItemRow = rows.filter({ has: page.getByText(HOSTILE.imageItem, { exact: true }) });
    await expect(imageItemRow.getByRole('textbox')).toHaveValue(HOSTILE.frenchName);
    await watch.expectNothingRan('translation editor');

    // the tables and their QR codes
    await open(page, `/clubs/${club}/tables`);
    await expectLiteral(page, HOSTILE.table);
    await watch.expectNothingRan('tables');
    await open(page, `/clubs/${club}/qrcode`);
    await expect(page.getByRole('article', { name: `QR code of ${HOSTILE.table}` })).toBeVisible();
    await expectLiteral(page, HOSTILE.table);
    await watch.expectNothingRan('QR codes');

    // The guest app on a phone: the table's menus, the menu, then in French.
    const guestContext = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: guestUrl,
      locale: 'en-GB',
    });
    const guestCsp = await watchCsp(guestContext);
    try {
      const guest = await guestContext.newPage();
      const guestWatch = new ScriptWatch(guest);
      await guest.goto(guestPaths.table(club, added.tableId ?? 0));
      await expect(guest.getByRole('heading', { name: 'Trattoria Demo', level: 1 })).toBeVisible();
      await expectLiteral(guest, HOSTILE.table);
      const link = guest.getByRole('link', { name: HOSTILE.menu, exact: true });
      await expect(link).toBeVisible();
      await guestWatch.expectNothingRan("guest: the table's menus");

      await guest.goto(guestPaths.menu(club, added.tableId ?? 0, added.menuId ?? 0));
      await expect(guest.getByRole('heading', { name: HOSTILE.menu, level: 1 })).toBeVisible();
      await expect(guest.getByRole('heading', { name: HOSTILE.section, level: 2 })).toBeVisible();
      await expect(
        guest.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: HOSTILE.section }),
      ).toBeVisible();
      await expect(guest.getByRole('heading', { name: HOSTILE.imageItem, level: 3 })).toBeVisible();
      await expect(guest.getByRole('heading', { name: HOSTILE.scriptItem, level: 3 })).toBeVisible();
      await expectLiteral(guest, HOSTILE.description);
      await expect(guest.getByText(HOSTILE.ingredients)).toBeVisible();
      await expectLiteral(guest, HOSTILE.footer);
      expect(await guest.title()).toContain(HOSTILE.menu);
      await guestWatch.expectNothingRan('guest: the menu');

      await guest.getByLabel('Language').selectOption('fr');
      await expect(guest.getByRole('heading', { name: HOSTILE.frenchName, level: 3 })).toBeVisible();
      await guestWatch.expectNothingRan('guest: the menu in French');
      await guestCsp.expectPolicyInForce(guest);
      guestCsp.expectNoViolations('the guest app');
    } finally {
      await guestContext.close();
    }
  } finally {
    await removeHostileTexts(owner, admin, added);
  }
});
