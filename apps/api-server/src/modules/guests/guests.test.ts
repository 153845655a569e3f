import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  scanCounts,
  schedulings,
  sectionTranslations,
  tables,
  tableZones,
  themes,
} from '#db/schema.ts';
import { DEFAULT_THEME } from '#modules/clubs/default-theme.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { type CallOptions, useTestApp } from '#test/harness.ts';
import { MB } from './document-cache.ts';
import { availableLanguages, buildPublicMenu, effectiveFlags } from './menu-document.ts';

// Friday 4 January 2030, 11:00 in Rome (UTC+1 in winter)
const FRIDAY_MORNING = Date.parse('2030-01-04T10:00:00Z');
const at = (iso: string) => Date.parse(iso);

const SECRETS = ['SECRET-ADMIN-NOTE', 'SECRET-HIDDEN-SECTION', 'SECRET-HIDDEN-ITEM', 'SECRET-EMPTY-SECTION'];

describe('public guest reads', () => {
  // a budget of its own: the setting reaches the cache
  const t = useTestApp({ env: { GUEST_CACHE_MB: '64' } });
  let token = '';
  let clubId = 0;
  let inside = { zoneId: 0, tableId: 0 };
  let terrace = { zoneId: 0, tableId: 0 };
  let lunchId = 0;
  let dinnerId = 0;
  let hiddenMenuId = 0;
  let antipastiId = 0;
  let bruschettaId = 0;
  let themeId = 0;
  let otherClub = { clubId: 0, tableId: 0, menuId: 0 };
  let disabledClub = { clubId: 0, tableId: 0, menuId: 0 };

  function publicMenu(options: CallOptions & { menuId?: number; tableId?: number } = {}) {
    return t.call('getPublicMenu', {
      ...options,
      params: {
        clubId,
        tableId: options.tableId ?? inside.tableId,
        menuId: options.menuId ?? lunchId,
        ...options.params,
      },
    });
  }
  function tableMenus(tableId = inside.tableId, id = clubId) {
    return t.call('getTableMenus', { params: { clubId: id, tableId } });
  }
  function owner(operationId: Parameters<typeof t.call>[0], options: CallOptions = {}) {
    return t.call(operationId, { ...options, token, params: { clubId, ...options.params } });
  }
  /**
   * After a write straight to the database (not through the API): waits until this process has
   * heard its content notification (context-cache.ts), as every process's guests will. Immediate on
   * the embedded database, a moment on PostgreSQL.
   */
  const settled = () => t.app.guestMenus.contexts.sync(t.app.db);
  const etagOf = async (options: CallOptions = {}) => {
    const response = await publicMenu(options);
    expect(response.statusCode, response.body).toBe(200);
    return String(response.headers.etag);
  };

  async function insertZoneAndTable(club: number, zone: string, table: string) {
    const [z] = await t.app.db.insert(tableZones).values({ clubId: club, name: zone }).returning();
    const [tb] = await t.app.db
      .insert(tables)
      .values({ clubId: club, name: table, zoneId: z?.id ?? null })
      .returning();
    return { zoneId: z?.id ?? 0, tableId: tb?.id ?? 0 };
  }

  async function insertSection(menuId: number, name: string, position: number, disabled = false) {
    const [row] = await t.app.db
      .insert(menuSections)
      .values({ menuId, name, position, disabled })
      .returning();
    return row?.id ?? 0;
  }

  async function insertItem(
    sectionId: number,
    values: Partial<typeof menuItems.$inferInsert> & { name: string },
  ) {
    const [row] = await t.app.db
      .insert(menuItems)
      .values({ sectionId, ...values })
      .returning();
    return row?.id ?? 0;
  }

  /** An enabled Smart club with one table and one always-visible menu. */
  async function smallClub(name: string, enabled: boolean) {
    const user = await t.createUser();
    const id = await createClubFor(t, user.id, name);
    await t.app.db.update(clubs).set({ enabled, plan: 'smart' }).where(eq(clubs.id, id));
    const { tableId } = await insertZoneAndTable(id, 'Sala', 'Tavolo 1');
    const [menu] = await t.app.db.insert(menus).values({ clubId: id, name: 'Menu' }).returning();
    const section = await insertSection(menu?.id ?? 0, 'Piatti', 0);
    await insertItem(section, { name: 'Pasta', price: 10 });
    return { clubId: id, tableId, menuId: menu?.id ?? 0 };
  }

  beforeAll(async () => {
    t.clock.set(FRIDAY_MORNING);
    const user = await t.createUser();
    token = await t.signIn(user);
    clubId = await createClubFor(t, user.id, 'Osteria Ospiti');
    const db = t.app.db;
    const [theme] = await db
      .insert(themes)
      .values({ ...DEFAULT_THEME, name: 'Osteria', clubId })
      .returning();
    themeId = theme?.id ?? 0;
    await db
      .update(clubs)
      .set({
        enabled: true,
        plan: 'smart',
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        translationsEnabled: true,
        bannerUpdateEnabled: true,
        displayPhone: '+39 06 000 0000',
        themeId,
      })
      .where(eq(clubs.id, clubId));
    inside = await insertZoneAndTable(clubId, 'Inside', 'Table 1');
    terrace = await insertZoneAndTable(clubId, 'Terrace', 'Terrace 1');

    const [lunch] = await db
      .insert(menus)
      .values({
        clubId,
        name: 'Pranzo',
        adminDisplayName: 'SECRET-ADMIN-NOTE',
        position: 0,
        footer: 'Coperto 2 €',
        refreshTime: 60,
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        translationsEnabled: true,
        themeId,
      })
      .returning();
    lunchId = lunch?.id ?? 0;
    await db.insert(menuTranslations).values([
      { menuId: lunchId, language: 'de', translatedName: 'Mittagessen' },
      { menuId: lunchId, language: 'it', translatedName: '  ' },
    ]);
    antipastiId = await insertSection(lunchId, 'Antipasti', 0);
    await db.insert(sectionTranslations).values([
      { sectionId: antipastiId, language: 'de', translatedName: 'Vorspeisen' },
      { sectionId: antipastiId, language: 'it', translatedName: 'Per iniziare' },
    ]);
    bruschettaId = await insertItem(antipastiId, {
      name: 'Bruschetta',
      description: 'Toasted bread with tomatoes',
      ingredients: 'Bread, tomatoes',
      allergens: ['gluten'],
      price: 6.5,
      position: 0,
      bestSeller: true,
      branded: true,
      promoted: true,
    });
    const spritzId = await insertItem(antipastiId, {
      name: 'Spritz',
      description: 'Aperitivo',
      price: 8,
      position: 1,
      translateName: false,
      suggested: true,
    });
    await insertItem(antipastiId, { name: 'SECRET-HIDDEN-ITEM', price: 1, position: 2, disabled: true });
    await db.insert(itemTranslations).values([
      // no description: it falls back to the original
      {
        itemId: bruschettaId,
        language: 'de',
        translatedName: 'Geröstetes Brot',
        translatedIngredients: 'Brot, Tomaten',
      },
      // a blank name falls back too
      {
        itemId: bruschettaId,
        language: 'it',
        translatedName: '',
        translatedDescription: 'Pane tostato con pomodori',
      },
      {
        itemId: spritzId,
        language: 'de',
        translatedName: 'Spritz auf Deutsch',
        translatedDescription: 'Aperitif',
      },
    ]);
    const hiddenSection = await insertSection(lunchId, 'SECRET-HIDDEN-SECTION', 1, true);
    await insertItem(hiddenSection, { name: 'Visible item of a hidden section', price: 3 });
    const emptySection = await insertSection(lunchId, 'SECRET-EMPTY-SECTION', 2);
    await insertItem(emptySection, { name: 'SECRET-HIDDEN-ITEM', price: 3, disabled: true });

    // Friday 18:00-23:00 on the terrace only
    const [dinner] = await db
      .insert(menus)
      .values({ clubId, name: 'Cena', position: 1, translationsEnabled: true })
      .returning();
    dinnerId = dinner?.id ?? 0;
    await db
      .insert(schedulings)
      .values({ menuId: dinnerId, days: [5], startTime: '18:00', endTime: '23:00', zoneId: terrace.zoneId });
    const dinnerSection = await insertSection(dinnerId, 'Secondi', 0);
    await insertItem(dinnerSection, { name: 'Saltimbocca', price: 18 });

    const [hidden] = await db
      .insert(menus)
      .values({ clubId, name: 'SECRET-HIDDEN-MENU', position: 2, disabled: true })
      .returning();
    hiddenMenuId = hidden?.id ?? 0;

    otherClub = await smallClub('Altro Locale', true);
    disabledClub = await smallClub('Non Ancora Attivo', false);
  });

  describe('the table view (getTableMenus)', () => {
    it('lists the menus this table sees now, without a token, with the look and contacts', async () => {
      const response = await tableMenus();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
      const view = response.json();
      expect(view).toMatchObject({
        clubName: 'Osteria Ospiti',
        tableName: 'Table 1',
        nextAvailableAt: null,
        menuFooter: 'Coperto 2 €',
        refreshTime: 60,
        translationsEnabled: true,
        clubDisplayPhone: '+39 06 000 0000',
        theme: { id: themeId, name: 'Osteria' },
      });
      expect(view.menu.map((menu: { name: string }) => menu.name)).toEqual(['Pranzo']);
      // blank translations are not offered
      expect(Object.keys(view.menu[0].translations)).toEqual(['de']);
      expect(response.body).not.toContain('SECRET');
    });

    it("adds the terrace's dinner on Friday evening, in the club's time zone", async () => {
      t.clock.set(at('2030-01-04T17:30:00Z'));
      try {
        const terraceView = (await tableMenus(terrace.tableId)).json();
        expect(terraceView.menu.map((menu: { name: string }) => menu.name)).toEqual(['Pranzo', 'Cena']);
        const insideView = (await tableMenus(inside.tableId)).json();
        expect(insideView.menu.map((menu: { name: string }) => menu.name)).toEqual(['Pranzo']);
      } finally {
        t.clock.set(FRIDAY_MORNING);
      }
    });

    it('says when the next menu shows when none is available now', async () => {
      await t.app.db.update(menus).set({ disabled: true }).where(eq(menus.id, lunchId));
      await settled();
      try {
        const view = (await tableMenus(terrace.tableId)).json();
        expect(view.menu).toEqual([]);
        expect(view.nextAvailableAt).toBe('2030-01-04T17:00:00.000Z');
        // the club's own look stands in for the menu's
        expect(view).toMatchObject({ menuFooter: null, refreshTime: 0, theme: { id: themeId } });
        const never = (await tableMenus(inside.tableId)).json();
        expect(never).toMatchObject({ menu: [], nextAvailableAt: null });
      } finally {
        await t.app.db.update(menus).set({ disabled: false }).where(eq(menus.id, lunchId));
        await settled();
      }
    });

    it('answers 404 table_not_found for an unknown or disabled club and a table of another club', async () => {
      for (const [club, table] of [
        [999_999, inside.tableId],
        [disabledClub.clubId, disabledClub.tableId],
        [clubId, otherClub.tableId],
        [clubId, 999_999],
      ] as const) {
        const response = await tableMenus(table, club);
        expect(response.statusCode, `${club}/${table}`).toBe(404);
        expect(response.json()).toEqual({ code: 'table_not_found', message: 'Table not found' });
      }
      // an id past what the database stores is no id at all: the contract refuses it (400)
      expect((await tableMenus(3_000_000_000, clubId)).statusCode).toBe(400);
    });
  });

  describe('one menu (getPublicMenu)', () => {
    it('holds only what guests see, in every language', async () => {
      for (const lang of [undefined, 'de', 'it']) {
        const response = await publicMenu(lang ? { query: { lang } } : {});
        expect(response.statusCode, response.body).toBe(200);
        for (const secret of SECRETS) expect(response.body).not.toContain(secret);
        for (const ownerOnly of [
          'adminDisplayName',
          '"disabled"',
          '"branded"',
          '"promoted"',
          '"translations"',
        ])
          expect(response.body).not.toContain(ownerOnly);
        const menu = response.json();
        expect(menu.sections).toHaveLength(1);
        expect(menu.sections[0].items.map((item: { id: number }) => item.id)).toHaveLength(2);
      }
    });

    it('reads the original texts and the effective switches', async () => {
      const response = await publicMenu();
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const menu = response.json();
      expect(menu).toMatchObject({
        id: lunchId,
        name: 'Pranzo',
        language: null,
        languages: ['de', 'it'],
        clubName: 'Osteria Ospiti',
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        translationsEnabled: true,
        currency: 'EUR',
      });
      expect(menu.sections[0].items[0]).toEqual({
        id: bruschettaId,
        name: 'Bruschetta',
        description: 'Toasted bread with tomatoes',
        ingredients: 'Bread, tomatoes',
        allergens: ['gluten'],
        additionalNotes: null,
        price: 6.5,
        priceText: null,
        position: 0,
        outOfStock: false,
        bestSeller: true,
        suggested: false,
        photo: null,
        dietaryTags: [],
        spiciness: 0,
        orderable: true,
        optionGroups: [],
      });
    });

    it('translates each text, falling back to the original where a translation is missing or blank', async () => {
      const german = (await publicMenu({ query: { lang: 'de' } })).json();
      expect(german.language).toBe('de');
      expect(german.name).toBe('Mittagessen');
      expect(german.sections[0].name).toBe('Vorspeisen');
      const [bruschetta, spritz] = german.sections[0].items;
      expect(bruschetta).toMatchObject({
        name: 'Geröstetes Brot',
        description: 'Toasted bread with tomatoes',
        ingredients: 'Brot, Tomaten',
      });
      // name translation off: the name stays, the rest is translated
      expect(spritz).toMatchObject({ name: 'Spritz', description: 'Aperitif' });

      const italian = (await publicMenu({ query: { lang: 'it' } })).json();
      expect(italian.name).toBe('Pranzo');
      expect(italian.sections[0].name).toBe('Per iniziare');
      expect(italian.sections[0].items[0]).toMatchObject({
        name: 'Bruschetta',
        description: 'Pane tostato con pomodori',
      });
      expect(italian.sections[0].items[1]).toMatchObject({ name: 'Spritz', description: 'Aperitivo' });
    });

    it('takes the language from lang, else from Accept-Language (q-values, regions)', async () => {
      const cases: [Record<string, string>, Record<string, string>, string | null][] = [
        [{}, { 'accept-language': 'de-CH,de;q=0.9,it;q=0.8' }, 'de'],
        [{}, { 'accept-language': 'fr-FR, it;q=0.5, de;q=0.4' }, 'it'],
        [{}, { 'accept-language': 'it;q=0, de;q=0.1' }, 'de'],
        [{}, { 'accept-language': 'fr, en' }, null],
        [{}, {}, null],
        [{ lang: 'it' }, { 'accept-language': 'de' }, 'it'],
        // an explicit choice that is not on offer reads the original
        [{ lang: 'fr' }, { 'accept-language': 'de' }, null],
      ];
      for (const [query, headers, expected] of cases) {
        const response = await publicMenu({ query, headers });
        expect(response.json().language, JSON.stringify([query, headers])).toBe(expected);
        if (query.lang) expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
        else expect(response.headers.vary).toMatch(/Accept-Language/);
      }
    });

    it('offers no language when translations are off for the club, the menu or the plan', async () => {
      const switches = [
        () => t.app.db.update(clubs).set({ translationsEnabled: false }).where(eq(clubs.id, clubId)),
        () => t.app.db.update(menus).set({ translationsEnabled: false }).where(eq(menus.id, lunchId)),
        () => t.app.db.update(clubs).set({ plan: 'freemium' }).where(eq(clubs.id, clubId)),
      ];
      for (const switchOff of switches) {
        await switchOff();
        await settled();
        const menu = (await publicMenu({ query: { lang: 'de' } })).json();
        expect(menu).toMatchObject({
          translationsEnabled: false,
          languages: [],
          language: null,
          name: 'Pranzo',
        });
        await t.app.db
          .update(clubs)
          .set({ translationsEnabled: true, plan: 'smart' })
          .where(eq(clubs.id, clubId));
        await t.app.db.update(menus).set({ translationsEnabled: true }).where(eq(menus.id, lunchId));
        await settled();
      }
    });

    it('shows labels only when the menu, the club and the plan allow them, and calls when both allow', async () => {
      await t.app.db
        .update(clubs)
        .set({ plan: 'freemium', callWaiterEnabled: false })
        .where(eq(clubs.id, clubId));
      await settled();
      try {
        const menu = (await publicMenu()).json();
        expect(menu).toMatchObject({ menuLabelEnabled: false, callWaiterEnabled: false });
        expect(menu.sections[0].items[0].bestSeller).toBe(false);
        expect(menu.sections[0].items[1].suggested).toBe(false);
      } finally {
        await t.app.db
          .update(clubs)
          .set({ plan: 'smart', callWaiterEnabled: true })
          .where(eq(clubs.id, clubId));
        await settled();
      }
    });

    it('answers 404 for unknown, hidden or foreign menus and for closed tables', async () => {
      const expectations: [CallOptions & { menuId?: number; tableId?: number }, string][] = [
        [{ menuId: hiddenMenuId }, 'menu_not_found'],
        [{ menuId: 999_999 }, 'menu_not_found'],
        [{ menuId: otherClub.menuId }, 'menu_not_found'],
        [{ tableId: otherClub.tableId }, 'table_not_found'],
        [{ params: { clubId: 999_999 } }, 'table_not_found'],
        [
          {
            params: { clubId: disabledClub.clubId },
            tableId: disabledClub.tableId,
            menuId: disabledClub.menuId,
          },
          'table_not_found',
        ],
      ];
      for (const [options, code] of expectations) {
        const response = await publicMenu(options);
        expect(response.statusCode, JSON.stringify(options)).toBe(404);
        expect(response.json().code).toBe(code);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect((await publicMenu({ menuId: 3_000_000_000 })).statusCode).toBe(400);
    });

    it("follows the menu's schedule at its boundaries, in the club's time zone", async () => {
      const dinner = (iso: string, tableId = terrace.tableId) => {
        t.clock.set(at(iso));
        return publicMenu({ menuId: dinnerId, tableId });
      };
      try {
        const early = await dinner('2030-01-04T16:59:59Z');
        expect(early.statusCode).toBe(409);
        expect(early.json()).toEqual({
          code: 'menu_not_available',
          message: 'This menu is not available now.',
          nextAvailableAt: '2030-01-04T17:00:00.000Z',
        });
        expect((await dinner('2030-01-04T17:00:00Z')).statusCode).toBe(200);
        expect((await dinner('2030-01-04T21:59:59Z')).statusCode).toBe(200);
        const late = await dinner('2030-01-04T22:00:00Z');
        expect(late.statusCode).toBe(409);
        expect(late.json().nextAvailableAt).toBe('2030-01-11T17:00:00.000Z');
        // the rule is the terrace's: never at a table inside
        const inside409 = await dinner('2030-01-04T17:30:00Z', inside.tableId);
        expect(inside409.json()).toMatchObject({ code: 'menu_not_available', nextAvailableAt: null });
      } finally {
        t.clock.set(FRIDAY_MORNING);
      }
    });
  });

  describe('ETag and 304', () => {
    it('answers 304 to a matching If-None-Match (weak comparison, lists, *), 200 otherwise', async () => {
      const first = await publicMenu();
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
      );
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const response = await publicMenu({ headers: { 'if-none-match': ifNoneMatch } });
        expect(response.statusCode, ifNoneMatch).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toMatch(/^public/);
      }
      const stale = await publicMenu({ headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
      // each language is its own representation
      expect(await etagOf({ query: { lang: 'de' } })).not.toBe(etag);
      expect(await etagOf({ headers: { 'accept-language': 'de' } })).toBe(
        await etagOf({ query: { lang: 'de' } }),
      );
    });

    it('changes after every kind of owner edit guests could see, and only then', async () => {
      let previous = await etagOf();
      const expectChanged = async (what: string, response?: LightMyRequestResponse) => {
        if (response) expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
        const now = await etagOf();
        expect(now, what).not.toBe(previous);
        previous = now;
      };
      const expectSame = async (what: string) => expect(await etagOf(), what).toBe(previous);

      // reads and edits elsewhere change nothing
      await owner('getMenu', { params: { menuId: lunchId } });
      await owner('listMenus');
      await t.app.guestMenus.scans.flush();
      await t.call('logLanguage', { body: { language: 'de' } });
      await t.app.db
        .update(menuItems)
        .set({ price: 99 })
        .where(
          eq(
            menuItems.sectionId,
            (await t.app.db.select().from(menuSections).where(eq(menuSections.menuId, otherClub.menuId)))[0]
              ?.id ?? 0,
          ),
        );
      await expectSame('reads, metrics and other clubs');

      const sectionParams = { menuId: lunchId, sectionId: antipastiId };
      await expectChanged(
        'item',
        await owner('saveItem', {
          params: sectionParams,
          body: { id: bruschettaId, name: 'Bruschetta', price: 7 },
        }),
      );
      await expectChanged(
        'item translation',
        await owner('saveItem', {
          params: sectionParams,
          body: {
            id: bruschettaId,
            name: 'Bruschetta',
            price: 7,
            translations: { de: { translatedName: 'Bruschetta (DE)' } },
          },
        }),
      );
      await expectChanged(
        'section',
        await owner('saveSection', {
          params: { menuId: lunchId },
          body: { id: antipastiId, name: 'Per cominciare' },
        }),
      );
      await expectChanged(
        'scheduling',
        await owner('saveSchedulings', {
          params: { menuId: lunchId },
          body: [{ days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '24:00', tableZoneId: null }],
        }),
      );
      await expectChanged(
        'banner',
        await owner('createBanner', {
          params: { menuId: lunchId },
          body: { title: 'Menu del giorno', price: '12 €' },
        }),
      );
      const theme = { ...DEFAULT_THEME, name: 'Osteria', main: '#123456' };
      const { backgroundImage: _image, ...themeInput } = theme;
      await expectChanged('theme', await owner('updateTheme', { params: { themeId }, body: themeInput }));
      await expectChanged(
        'club settings',
        await owner('updateClubSettings', { body: { menuLabelEnabled: false } }),
      );
      await expectChanged(
        'club contacts',
        await owner('updateClub', { body: { displayPhone: '+39 06 111 1111' } }),
      );
      await expectChanged(
        'table moved to another zone',
        await owner('saveTable', {
          body: { id: inside.tableId, name: 'Table 1', tableZoneId: terrace.zoneId },
        }),
      );
      await expectSame('nothing more');

      const menu = (await publicMenu()).json();
      expect(menu.banner).toMatchObject({ title: 'Menu del giorno' });
      expect(menu.theme.main).toBe('#123456');
      expect(menu.menuLabelEnabled).toBe(false);
      expect(menu.clubDisplayPhone).toBe('+39 06 111 1111');
      expect(menu.sections[0]).toMatchObject({ name: 'Per cominciare', items: [{ price: 7 }, {}] });
    });
  });

  describe('a cold read (nothing in the document cache)', () => {
    it("answers exactly the document built from the owner's full menu, in every language", async () => {
      const documents = t.app.guestMenus.documents;
      expect(documents.budget).toBe(64 * MB);
      const cases = [
        // a banner, its own theme, German texts, labels off for the club (the edits above)
        { club: clubId, table: inside.tableId, menu: lunchId },
        { club: otherClub.clubId, table: otherClub.tableId, menu: otherClub.menuId },
      ];
      for (const { club: id, table, menu: menuId } of cases) {
        const full = await findFullMenu(t.app.db, id, menuId);
        const [club] = await t.app.db
          .select({
            name: clubs.name,
            plan: clubs.plan,
            callWaiterEnabled: clubs.callWaiterEnabled,
            menuLabelEnabled: clubs.menuLabelEnabled,
            translationsEnabled: clubs.translationsEnabled,
            pdfMenuEnabled: clubs.pdfMenuEnabled,
          })
          .from(clubs)
          .where(eq(clubs.id, id));
        if (!full || !club) throw new Error(`menu ${menuId} of club ${id} not found`);
        const flags = effectiveFlags(club, full);
        const languages = availableLanguages(full, flags);
        if (menuId === lunchId) {
          expect(languages).toEqual(['de', 'it']);
          expect(full.banner).not.toBeNull();
        }
        for (const language of [null, ...languages]) {
          documents.clear();
          const response = await t.call('getPublicMenu', {
            params: { clubId: id, tableId: table, menuId },
            query: language === null ? {} : { lang: language },
          });
          expect(response.statusCode, response.body).toBe(200);
          expect(response.body).toBe(JSON.stringify(buildPublicMenu(full, club, flags, languages, language)));
          expect(documents.size).toBe(1);
          expect(documents.bytes).toBeGreaterThan(Buffer.byteLength(response.body));
        }
      }
    });
  });

  describe('scans', () => {
    it('counts a first read once per club local day, table, menu and language, never a revalidation', async () => {
      const scans = t.app.guestMenus.scans;
      // the periodic flush (every 5 s) must not write the pending counts this test looks at
      scans.stop();
      await scans.flush();
      await t.app.db.delete(scanCounts).where(eq(scanCounts.clubId, clubId));
      // Saturday 00:30 in Rome, still Friday in UTC
      t.clock.set(at('2030-01-04T23:30:00Z'));
      try {
        const first = await publicMenu({ tableId: terrace.tableId });
        await publicMenu({ tableId: terrace.tableId });
        await publicMenu({ tableId: terrace.tableId, query: { lang: 'de' } });
        const revalidation = await publicMenu({
          tableId: terrace.tableId,
          headers: { 'if-none-match': String(first.headers.etag) },
        });
        expect(revalidation.statusCode).toBe(304);
        await publicMenu({ tableId: terrace.tableId, headers: { 'if-none-match': '"old-copy"' } });
        // errors count nothing
        await publicMenu({ menuId: hiddenMenuId, tableId: terrace.tableId });
        expect(scans.pendingScans).toBe(3);
        await scans.flush();
        expect(scans.pendingScans).toBe(0);
        await publicMenu({ tableId: terrace.tableId });
        await scans.flush();
        const rows = await t.app.db
          .select()
          .from(scanCounts)
          .where(and(eq(scanCounts.clubId, clubId), eq(scanCounts.tableId, terrace.tableId)));
        expect(
          rows.map(({ day, menuId, language, scans: count }) => ({ day, menuId, language, count })),
        ).toEqual(
          expect.arrayContaining([
            { day: '2030-01-05', menuId: lunchId, language: 'original', count: 3 },
            { day: '2030-01-05', menuId: lunchId, language: 'de', count: 1 },
          ]),
        );
        expect(rows).toHaveLength(2);
      } finally {
        t.clock.set(FRIDAY_MORNING);
        scans.start();
      }
    });
  });
});
