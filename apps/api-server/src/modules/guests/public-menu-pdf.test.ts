/**
 * getPublicMenuPdf: a guest at a table downloads the menu as a PDF, without signing in, when the
 * club's switch is on and its plan includes the PDF, in the language asked for; never a menu the
 * table may not read now. The text is read back with poppler's pdftotext, as in menu-pdf.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  schedulings,
  tables,
  tableZones,
} from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-guest-pdf-'));
  try {
    const file = path.join(dir, 'menu.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Friday 4 January 2030, 11:00 in Rome
const FRIDAY_MORNING = Date.parse('2030-01-04T10:00:00Z');

describe('the menu as a PDF for guests (getPublicMenuPdf)', () => {
  const t = useTestApp();
  let clubId = 0;
  let tableId = 0;
  let menuId = 0;
  let hiddenMenuId = 0;
  let eveningMenuId = 0;

  const pdf = (
    query: { lang?: string } = {},
    params: Partial<{ clubId: number; tableId: number; menuId: number }> = {},
  ) => t.call('getPublicMenuPdf', { params: { clubId, tableId, menuId, ...params }, query });
  const menuDocument = () => t.call('getPublicMenu', { params: { clubId, tableId, menuId } });
  const setClub = async (values: Partial<typeof clubs.$inferInsert>) => {
    await t.app.db.update(clubs).set(values).where(eq(clubs.id, clubId));
    // as every process's guests will: after the content notification of the write
    await t.app.guestMenus.contexts.sync(t.app.db);
  };

  beforeAll(async () => {
    t.clock.set(FRIDAY_MORNING);
    const db = t.app.db;
    const user = await t.createUser();
    clubId = await createClubFor(t, user.id, 'Osteria PDF');
    await db
      .update(clubs)
      .set({ enabled: true, plan: 'smart', pdfMenuEnabled: true, translationsEnabled: true })
      .where(eq(clubs.id, clubId));
    const [zone] = await db.insert(tableZones).values({ clubId, name: 'Sala' }).returning();
    const [table] = await db
      .insert(tables)
      .values({ clubId, name: 'Tavolo 1', zoneId: zone?.id ?? null })
      .returning();
    tableId = table?.id ?? 0;
    const [menu] = await db
      .insert(menus)
      .values({ clubId, name: 'Cibo', position: 0, translationsEnabled: true, sourceLanguage: 'it' })
      .returning();
    menuId = menu?.id ?? 0;
    await db.insert(menuTranslations).values({ menuId, language: 'fr', translatedName: 'Nourriture' });
    const [section] = await db
      .insert(menuSections)
      .values({ menuId, name: 'Primi', position: 0 })
      .returning();
    const [item] = await db
      .insert(menuItems)
      .values({ sectionId: section?.id ?? 0, name: 'Zuppa di pesce', price: 14, position: 0 })
      .returning();
    await db
      .insert(itemTranslations)
      .values({ itemId: item?.id ?? 0, language: 'fr', translatedName: 'Soupe de poisson' });
    const [hidden] = await db
      .insert(menus)
      .values({ clubId, name: 'Segreto', position: 1, disabled: true })
      .returning();
    hiddenMenuId = hidden?.id ?? 0;
    const [evening] = await db.insert(menus).values({ clubId, name: 'Cena', position: 2 }).returning();
    eveningMenuId = evening?.id ?? 0;
    await db
      .insert(schedulings)
      .values({ menuId: eveningMenuId, days: [5], startTime: '19:00', endTime: '23:00', zoneId: null });
  });

  it("tells guests in the menu's document whether the PDF is offered: the switch and the plan", async () => {
    expect((await menuDocument()).json()).toMatchObject({ pdfMenuEnabled: true });
    await setClub({ pdfMenuEnabled: false });
    expect((await menuDocument()).json()).toMatchObject({ pdfMenuEnabled: false });
    await setClub({ pdfMenuEnabled: true, plan: 'freemium' });
    expect((await menuDocument()).json()).toMatchObject({ pdfMenuEnabled: false });
    await setClub({ plan: 'smart' });
    expect((await menuDocument()).json()).toMatchObject({ pdfMenuEnabled: true });
  });

  it('serves the PDF without sign-in, in the language asked for, named with it', async () => {
    const french = await pdf({ lang: 'fr' });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.headers['content-type']).toBe('application/pdf');
    expect(french.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(french.headers['content-disposition']).toContain('filename="Nourriture (fr).pdf"');
    expect(french.headers['cache-control']).toMatch(/^public, max-age=0/);
    const frenchText = await pdfText(french.rawPayload);
    expect(frenchText).toContain('Soupe de poisson');
    expect(frenchText).not.toContain('Zuppa di pesce');

    const original = await pdf();
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain('filename="Cibo (it).pdf"');
    expect(await pdfText(original.rawPayload)).toContain('Zuppa di pesce');
  });

  it('prints the originals, named with their language, for a language the menu does not have', async () => {
    const german = await pdf({ lang: 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-disposition']).toContain('filename="Cibo (it).pdf"');
    expect(await pdfText(german.rawPayload)).toContain('Zuppa di pesce');
  });

  it('answers 404 pdf_menu_not_offered when the switch is off or the plan has no PDF', async () => {
    await setClub({ pdfMenuEnabled: false });
    const off = await pdf({ lang: 'fr' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ code: 'pdf_menu_not_offered' });
    expect(off.headers['cache-control']).toBe('no-store');

    await setClub({ pdfMenuEnabled: true, plan: 'freemium' });
    const freemium = await pdf();
    expect(freemium.statusCode).toBe(404);
    expect(freemium.json()).toMatchObject({ code: 'pdf_menu_not_offered' });

    await setClub({ plan: 'smart' });
    expect((await pdf()).statusCode).toBe(200);
  });

  it('never prints a hidden menu or one not shown now, nor for an unknown table, menu or club', async () => {
    const hidden = await pdf({}, { menuId: hiddenMenuId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'menu_not_found' });
    const later = await pdf({}, { menuId: eveningMenuId });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'menu_not_available' });
    for (const params of [
      { menuId: 999_999 },
      { tableId: 999_999 },
      { clubId: 999_999 },
      { menuId: 2 ** 31 - 1 },
    ]) {
      const response = await pdf({}, params);
      expect(response.statusCode, JSON.stringify(params)).toBe(404);
    }
  });

  it('refuses a loop of downloads from one address with 429 rate_limited, not another address', async () => {
    const from = (remoteAddress: string) =>
      t.call('getPublicMenuPdf', { params: { clubId, tableId, menuId: hiddenMenuId }, remoteAddress });
    for (let n = 0; n < 30; n++) expect((await from('203.0.113.7')).statusCode).toBe(404);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.8')).statusCode).toBe(404);
  });

  it('answers 400, never a 500, for ids past 2^31, malformed ids and a malformed lang', async () => {
    const cases = [
      `/api/v1/clubs/${clubId}/menu/tables/${tableId}/menus/${2 ** 31}/pdf`,
      `/api/v1/clubs/${2 ** 31}/menu/tables/${tableId}/menus/${menuId}/pdf`,
      `/api/v1/clubs/${clubId}/menu/tables/${2 ** 53}/menus/${menuId}/pdf`,
      `/api/v1/clubs/${clubId}/menu/tables/${tableId}/menus/abc/pdf`,
      `/api/v1/clubs/${clubId}/menu/tables/${tableId}/menus/-1/pdf`,
      `/api/v1/clubs/${clubId}/menu/tables/${tableId}/menus/${menuId}/pdf?lang=french`,
      `/api/v1/clubs/${clubId}/menu/tables/${tableId}/menus/${menuId}/pdf?lang=FR`,
    ];
    for (const url of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
