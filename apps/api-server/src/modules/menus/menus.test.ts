import { messages } from '@tavola/domain/messages';
import type { PlanId } from '@tavola/domain/plans';
import { PREDEFINED_THEMES } from '@tavola/domain/themes';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  banners,
  clubMembers,
  clubs,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  schedulings,
  sectionTranslations,
  tableZones,
  themes,
} from '#db/schema.ts';
import { DEFAULT_THEME } from '#modules/clubs/default-theme.ts';
import { type TestUser, useTestApp } from '#test/harness.ts';

interface MenuEntry {
  id: number;
  name: string;
  adminDisplayName: string | null;
  position: number;
  hasBanner: boolean;
  hasSchedulings: boolean;
}

function squarePng(side = 32): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data.fill(200);
  return PNG.sync.write(png);
}

describe('menus', () => {
  const t = useTestApp();
  let owner: TestUser;
  let token = '';

  async function createClub(userId: number, plan: PlanId, country = 'IT') {
    const db = t.app.db;
    const [address] = await db
      .insert(addresses)
      .values({ line1: 'Via Roma 1', city: 'Roma', country, postalCode: '00100' })
      .returning();
    const [club] = await db
      .insert(clubs)
      .values({
        name: `Club ${plan}`,
        seats: 40,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: 'Test srl',
        vatNumber: 'IT00743110157',
        plan,
        displayEmail: 'hello@example.com',
      })
      .returning();
    if (!club) throw new Error('club not created');
    const [theme] = await db
      .insert(themes)
      .values({ ...DEFAULT_THEME, name: 'Own', clubId: club.id })
      .returning();
    await db
      .update(clubs)
      .set({ themeId: theme?.id ?? null })
      .where(eq(clubs.id, club.id));
    await db.insert(clubMembers).values({ clubId: club.id, userId, role: 'owner' });
    return club.id;
  }

  async function create(clubId: number, body: Record<string, unknown>) {
    return t.call('createMenu', { params: { clubId }, token, body });
  }

  async function list(clubId: number): Promise<MenuEntry[]> {
    const response = await t.call('listMenus', { params: { clubId }, token });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    owner = await t.createUser();
    token = await t.signIn(owner);
  });

  describe('create and save', () => {
    it('creates a menu with every field, placed last, and reads it back in full', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const [night] = await t.app.db.select().from(themes).where(eq(themes.builtinKey, 'night-dark'));
      const first = await create(clubId, { name: 'Lunch' });
      expect(first.statusCode).toBe(201);
      expect(first.json().position).toBe(0);

      const response = await create(clubId, {
        name: '  Dinner  ',
        adminDisplayName: 'Evenings only',
        footer: 'Cover charge € 2',
        refreshTime: 120,
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        translationsEnabled: true,
        themeId: night?.id,
        // written in English by an Italian club, translated into Italian
        sourceLanguage: 'en',
        translations: { it: { translatedName: 'Cena' } },
      });
      expect(response.statusCode).toBe(201);
      const menu = response.json();
      expect(menu).toMatchObject({
        name: 'Dinner',
        adminDisplayName: 'Evenings only',
        footer: 'Cover charge € 2',
        position: 1,
        refreshTime: 120,
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        translationsEnabled: true,
        banner: null,
        bannerUrl: null,
        logo: null,
        sections: [],
        currency: 'EUR',
        clubDisplayEmail: 'hello@example.com',
        clubAddress: 'Via Roma 1, 00100 Roma, Italy',
        theme: { id: night?.id, name: 'Night', background: '#111827' },
        sourceLanguage: 'en',
        translations: { it: { language: 'it', originalName: 'Dinner', translatedName: 'Cena' } },
      });
      const read = await t.call('getMenu', { params: { clubId, menuId: menu.id }, token });
      expect(read.json()).toEqual(menu);
      expect((await list(clubId)).map((entry) => [entry.name, entry.position])).toEqual([
        ['Lunch', 0],
        ['Dinner', 1],
      ]);
    });

    it('uses the club theme without a theme of its own, and the currency of the club country', async () => {
      const clubId = await createClub(owner.id, 'smart', 'GB');
      const menu = (await create(clubId, { name: 'Pub grub' })).json();
      expect(menu.theme.name).toBe('Own');
      expect(menu.currency).toBe('GBP');
    });

    it('keeps the limits of spec section 5 at each boundary', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const ok = await create(clubId, {
        name: 'n'.repeat(100),
        adminDisplayName: 'a'.repeat(100),
        footer: 'f'.repeat(400),
      });
      expect(ok.statusCode).toBe(201);
      // an emoji is one character
      expect((await create(clubId, { name: '🍕'.repeat(100) })).statusCode).toBe(201);
      for (const [field, body] of [
        ['name', { name: 'n'.repeat(101) }],
        ['adminDisplayName', { name: 'x', adminDisplayName: 'a'.repeat(101) }],
        ['footer', { name: 'x', footer: 'f'.repeat(401) }],
        ['name', { name: '' }],
        ['refreshTime', { name: 'x', refreshTime: -1 }],
      ] as const) {
        const response = await create(clubId, body);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().details[0].field).toBe(field);
      }
      const blank = await create(clubId, { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details).toEqual([{ field: 'name', message: messages.menuNameRequired.message }]);
      expect(await list(clubId)).toHaveLength(2);
    });

    it('accepts a predefined theme or the club’s own, never another club’s', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const otherClub = await createClub((await t.createUser()).id, 'smart');
      const [foreign] = await t.app.db.select().from(themes).where(eq(themes.clubId, otherClub));
      const refused = await create(clubId, { name: 'X', themeId: foreign?.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].field).toBe('themeId');
      const [own] = await t.app.db.select().from(themes).where(eq(themes.clubId, clubId));
      expect((await create(clubId, { name: 'X', themeId: own?.id })).statusCode).toBe(201);
    });

    it('updates through saveMenu, keeping what is left out, and creates without id', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const menu = (
        await create(clubId, { name: 'Brunch', footer: 'Weekends', callWaiterEnabled: true })
      ).json();
      const saved = await t.call('saveMenu', {
        params: { clubId },
        token,
        body: { id: menu.id, name: 'Sunday brunch', adminDisplayName: null },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        id: menu.id,
        name: 'Sunday brunch',
        footer: 'Weekends',
        callWaiterEnabled: true,
        adminDisplayName: null,
      });
      const created = await t.call('saveMenu', { params: { clubId }, token, body: { name: 'Bar' } });
      expect(created.statusCode).toBe(200);
      expect(created.json().position).toBe(1);
      const otherClub = await createClub((await t.createUser()).id, 'smart');
      const [foreignMenu] = await t.app.db
        .insert(menus)
        .values({ clubId: otherClub, name: 'Secret' })
        .returning();
      const foreign = await t.call('saveMenu', {
        params: { clubId },
        token,
        body: { id: foreignMenu?.id, name: 'Mine now' },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('menu_not_found');
      const [still] = await t.app.db
        .select()
        .from(menus)
        .where(eq(menus.id, foreignMenu?.id ?? 0));
      expect(still?.name).toBe('Secret');
    });
  });

  describe('plans', () => {
    it('refuses a third menu on Freemium (create, save and duplicate) with the spec message', async () => {
      const clubId = await createClub(owner.id, 'freemium');
      expect((await create(clubId, { name: 'One' })).statusCode).toBe(201);
      const second = await create(clubId, { name: 'Two' });
      expect(second.statusCode).toBe(201);
      const third = await create(clubId, { name: 'Three' });
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({
        code: 'menu_limit_reached',
        message: messages.menuLimitReached.message,
      });
      const saved = await t.call('saveMenu', { params: { clubId }, token, body: { name: 'Three' } });
      expect(saved.statusCode).toBe(403);
      const duplicate = await t.call('duplicateMenu', {
        params: { clubId, menuId: second.json().id },
        token,
      });
      expect(duplicate.statusCode).toBe(403);
      expect(duplicate.json().code).toBe('menu_limit_reached');
      expect(await list(clubId)).toHaveLength(2);
      // updating an existing menu at the limit is fine
      const update = await t.call('saveMenu', {
        params: { clubId },
        token,
        body: { id: second.json().id, name: 'Two!' },
      });
      expect(update.statusCode).toBe(200);
      // after one is deleted, one more may be created
      await t.call('deleteMenu', { params: { clubId, menuId: second.json().id }, token });
      expect((await create(clubId, { name: 'Three' })).statusCode).toBe(201);
    });

    it('never limits Smart and Professional', async () => {
      for (const plan of ['smart', 'professional'] as const) {
        const clubId = await createClub(owner.id, plan);
        for (const name of ['A', 'B', 'C', 'D'])
          expect((await create(clubId, { name })).statusCode).toBe(201);
      }
    });

    it('keeps labels and translations for the paid plans', async () => {
      const clubId = await createClub(owner.id, 'freemium');
      for (const body of [
        { name: 'X', menuLabelEnabled: true },
        { name: 'X', translationsEnabled: true },
      ]) {
        const response = await create(clubId, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('feature_not_in_plan');
      }
      expect(await list(clubId)).toEqual([]);
      expect(
        (await create(clubId, { name: 'X', menuLabelEnabled: false, callWaiterEnabled: true })).statusCode,
      ).toBe(201);
    });
  });

  describe('reorder', () => {
    it('saves new positions all or nothing and keeps them dense', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const ids: number[] = [];
      for (const name of ['A', 'B', 'C', 'D']) ids.push((await create(clubId, { name })).json().id);
      const [a, b, c, d] = ids as [number, number, number, number];

      const moved = await t.call('saveMenusBatch', {
        params: { clubId },
        token,
        body: [
          { id: d, position: 0 },
          { id: a, position: 1 },
          { id: c, position: 2 },
          { id: b, position: 3 },
        ],
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().map((entry: MenuEntry) => [entry.name, entry.position])).toEqual([
        ['D', 0],
        ['A', 1],
        ['C', 2],
        ['B', 3],
      ]);

      // one menu moved to the top: the others keep their order after it
      const top = await t.call('saveMenusBatch', {
        params: { clubId },
        token,
        body: [{ id: b, position: 0 }],
      });
      expect(top.json().map((entry: MenuEntry) => entry.name)).toEqual(['B', 'D', 'A', 'C']);
      // gaps close up
      const gap = await t.call('saveMenusBatch', {
        params: { clubId },
        token,
        body: [{ id: b, position: 40 }],
      });
      expect(gap.json().map((entry: MenuEntry) => [entry.name, entry.position])).toEqual([
        ['D', 0],
        ['A', 1],
        ['C', 2],
        ['B', 3],
      ]);

      const foreignClub = await createClub((await t.createUser()).id, 'smart');
      const [foreign] = await t.app.db.insert(menus).values({ clubId: foreignClub, name: 'F' }).returning();
      const bad = await t.call('saveMenusBatch', {
        params: { clubId },
        token,
        body: [
          { id: a, position: 0 },
          { id: foreign?.id ?? 0, position: 1 },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([
        { field: '[1].id', message: `No menu with id ${foreign?.id} in this club` },
      ]);
      const twice = await t.call('saveMenusBatch', {
        params: { clubId },
        token,
        body: [
          { id: a, position: 0 },
          { id: a, position: 3 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().details[0].field).toBe('[1].id');
      // nothing was written
      expect((await list(clubId)).map((entry) => entry.name)).toEqual(['D', 'A', 'C', 'B']);
      const [foreignAfter] = await t.app.db
        .select()
        .from(menus)
        .where(eq(menus.id, foreign?.id ?? 0));
      expect(foreignAfter?.position).toBe(0);
    });

    it('renumbers after a delete, which takes the whole menu with it', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const ids: number[] = [];
      for (const name of ['A', 'B', 'C']) ids.push((await create(clubId, { name })).json().id);
      const [section] = await t.app.db
        .insert(menuSections)
        .values({ menuId: ids[1] ?? 0, name: 'S' })
        .returning();
      await t.app.db.insert(menuItems).values({ sectionId: section?.id ?? 0, name: 'I' });
      const deleted = await t.call('deleteMenu', { params: { clubId, menuId: ids[1] ?? 0 }, token });
      expect(deleted.statusCode).toBe(204);
      expect((await list(clubId)).map((entry) => [entry.name, entry.position])).toEqual([
        ['A', 0],
        ['C', 1],
      ]);
      expect(
        await t.app.db
          .select()
          .from(menuSections)
          .where(eq(menuSections.menuId, ids[1] ?? 0)),
      ).toEqual([]);
      const again = await t.call('deleteMenu', { params: { clubId, menuId: ids[1] ?? 0 }, token });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('menu_not_found');
    });
  });

  describe('duplicate', () => {
    it('copies sections, items, translations, schedulings and banner in one go, placed last', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const db = t.app.db;
      const source = (
        await create(clubId, {
          name: 'Dinner',
          adminDisplayName: 'Evenings',
          footer: 'Thanks',
          menuLabelEnabled: true,
          sourceLanguage: 'en',
          translations: { it: { translatedName: 'Cena' } },
        })
      ).json();
      await create(clubId, { name: 'Drinks' });
      for (const [position, name] of ['Starters', 'Mains'].entries()) {
        const [section] = await db
          .insert(menuSections)
          .values({ menuId: source.id, name, position, disabled: position === 1 })
          .returning();
        await db
          .insert(sectionTranslations)
          .values({ sectionId: section?.id ?? 0, language: 'it', translatedName: `${name} IT` });
        for (const [itemPosition, itemName] of ['One', 'Two'].entries()) {
          const [item] = await db
            .insert(menuItems)
            .values({
              sectionId: section?.id ?? 0,
              name: `${name} ${itemName}`,
              position: itemPosition,
              price: 9.5,
              allergens: ['milk', 'eggs'],
              outOfStock: itemPosition === 1,
            })
            .returning();
          await db
            .insert(itemTranslations)
            .values({ itemId: item?.id ?? 0, language: 'it', translatedName: `${itemName} IT` });
        }
      }
      const [zone] = await db.insert(tableZones).values({ clubId, name: 'Terrace' }).returning();
      await db.insert(schedulings).values({
        menuId: source.id,
        days: [6, 7],
        startTime: '18:00',
        endTime: '23:00',
        zoneId: zone?.id ?? null,
      });
      await db.insert(banners).values({
        menuId: source.id,
        title: 'Happy hour',
        price: '2 for 1',
        imageUrl: 'https://x.test/b.png',
      });

      const response = await t.call('duplicateMenu', { params: { clubId, menuId: source.id }, token });
      expect(response.statusCode).toBe(201);
      const copy = response.json();
      const original = (await t.call('getMenu', { params: { clubId, menuId: source.id }, token })).json();

      // the same tree, apart from ids, name and position
      const strip = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(strip);
        if (value && typeof value === 'object')
          return Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => key !== 'id')
              .map(([key, inner]) => [key, strip(inner)]),
          );
        return value;
      };
      const { name, position, translations, ...copyRest } = copy;
      const { name: _n, position: _p, translations: originalTranslations, ...originalRest } = original;
      expect(name).toBe('Dinner (copy)');
      expect(position).toBe(2);
      expect(strip(copyRest)).toEqual(strip(originalRest));
      expect(copy.sections).toHaveLength(2);
      expect(copy.sections[0].items[1].translations.it.translatedName).toBe('Two IT');
      expect(copy.banner).toMatchObject({ title: 'Happy hour', price: '2 for 1' });
      expect(translations.it.translatedName).toBe(originalTranslations.it.translatedName);
      expect(copy.sections[0].id).not.toBe(original.sections[0].id);
      const copiedRules = await db.select().from(schedulings).where(eq(schedulings.menuId, copy.id));
      expect(copiedRules).toMatchObject([
        { days: [6, 7], startTime: '18:00', endTime: '23:00', zoneId: zone?.id },
      ]);
      const entries = await list(clubId);
      expect(entries.map((entry) => [entry.name, entry.hasBanner, entry.hasSchedulings])).toEqual([
        ['Dinner', true, true],
        ['Drinks', false, false],
        ['Dinner (copy)', true, true],
      ]);
      // the original is untouched
      expect(
        (await db.select().from(menuTranslations).where(eq(menuTranslations.menuId, source.id))).length,
      ).toBe(1);
    });

    it('shortens a long name so the copy stays within 100 characters', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const source = (await create(clubId, { name: 'é'.repeat(100) })).json();
      const copy = (await t.call('duplicateMenu', { params: { clubId, menuId: source.id }, token })).json();
      expect([...copy.name]).toHaveLength(100);
      expect(copy.name).toBe(`${'é'.repeat(93)} (copy)`);
    });

    it('answers 404 for a menu of another club', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const otherClub = await createClub((await t.createUser()).id, 'smart');
      const [foreign] = await t.app.db.insert(menus).values({ clubId: otherClub, name: 'F' }).returning();
      for (const operationId of ['duplicateMenu', 'getMenu', 'deleteMenu'] as const) {
        const response = await t.call(operationId, { params: { clubId, menuId: foreign?.id ?? 0 }, token });
        expect(response.statusCode, operationId).toBe(404);
        expect(response.json().code).toBe('menu_not_found');
      }
      expect(await list(clubId)).toEqual([]);
      expect(await t.app.db.select().from(menus).where(eq(menus.clubId, otherClub))).toHaveLength(1);
    });
  });

  describe('getMenu', () => {
    it('orders sections and items by position and carries the club contacts', async () => {
      const response = await t.call('getMenu', {
        params: { clubId: t.demo.clubId, menuId: (await demoMenuId()) ?? 0 },
        token: await t.signIn(t.demo.user),
      });
      expect(response.statusCode).toBe(200);
      const menu = response.json();
      expect(menu.name).toBe('Food');
      expect(menu.sections.map((section: { name: string }) => section.name)).toEqual([
        'Antipasti',
        'Primi',
        'Secondi',
        'Dolci',
      ]);
      expect(menu.sections[1].items.map((item: { position: number }) => item.position)).toEqual([0, 1, 2]);
      expect(menu.clubWebsite).toBe('https://trattoriademo.it');
      expect(menu.currency).toBe('EUR');
      expect(menu.theme.name).toBe('Trattoria');
    });

    async function demoMenuId() {
      const [menu] = await t.app.db
        .select()
        .from(menus)
        .where(and(eq(menus.clubId, t.demo.clubId), eq(menus.name, 'Food')))
        .orderBy(asc(menus.id));
      return menu?.id;
    }
  });

  describe('menu logo', () => {
    it('uploads a logo for a menu, shown instead of the club logo, and removes it', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const menu = (await create(clubId, { name: 'Logo menu' })).json();
      const upload = await t.call('createMenuLogoUpload', { params: { clubId, menuId: menu.id }, token });
      expect(upload.statusCode).toBe(201);
      const uploadToken = new URL(upload.json().uploadUrl).pathname.split('/').at(-1) ?? '';
      const put = await t.call('uploadImage', {
        params: { uploadToken },
        payload: squarePng(),
        contentType: 'image/png',
      });
      expect(put.statusCode).toBe(200);
      const read = (await t.call('getMenu', { params: { clubId, menuId: menu.id }, token })).json();
      expect(read.logo).toBe(put.json().url);
      const removed = await t.call('deleteMenuLogo', { params: { clubId, menuId: menu.id }, token });
      expect(removed.statusCode).toBe(204);
      expect(
        (await t.call('getMenu', { params: { clubId, menuId: menu.id }, token })).json().logo,
      ).toBeNull();
    });

    it('gives no upload address for a menu of another club', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const otherClub = await createClub((await t.createUser()).id, 'smart');
      const [foreign] = await t.app.db.insert(menus).values({ clubId: otherClub, name: 'F' }).returning();
      for (const operationId of ['createMenuLogoUpload', 'deleteMenuLogo'] as const) {
        const response = await t.call(operationId, { params: { clubId, menuId: foreign?.id ?? 0 }, token });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('menu_not_found');
      }
    });
  });

  describe('themes', () => {
    const custom = {
      name: 'Our colours',
      background: '#fafafa',
      main: '#123456',
      text: '#111111',
      divider: '#DDDDDD',
      font: 'Serif',
      buttonText: '#FFFFFF',
      tabBackground: '#123456',
      tabText: '#FFFFFF',
      bestSellerLabelColor: '#B91C1C',
      suggestedLabelColor: '#15803D',
      pdfHighlight: '#123456',
      pdfSectionTitle: '#123456',
      pdfText: '#111111',
    };

    it('lists the predefined themes and the club’s own', async () => {
      const clubId = await createClub(owner.id, 'freemium');
      const response = await t.call('listThemes', { params: { clubId }, token });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.predefined.map((theme: { name: string }) => theme.name)).toEqual(
        PREDEFINED_THEMES.map((theme) => theme.name),
      );
      expect(body.own.map((theme: { name: string }) => theme.name)).toEqual(['Own']);
      const builtinIds = await t.app.db
        .select({ id: themes.id })
        .from(themes)
        .where(isNotNull(themes.builtinKey));
      expect(body.predefined.map((theme: { id: number }) => theme.id).sort()).toEqual(
        builtinIds.map((row) => row.id).sort(),
      );
    });

    it('lets a paid plan create and change its own theme, used by its menus', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const created = await t.call('createTheme', { params: { clubId }, token, body: custom });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Our colours', background: '#FAFAFA', font: 'Serif' });
      const themeId = created.json().id;
      const menu = (await create(clubId, { name: 'Themed', themeId })).json();
      const updated = await t.call('updateTheme', {
        params: { clubId, themeId },
        token,
        body: { ...custom, main: '#654321' },
      });
      expect(updated.statusCode).toBe(200);
      const read = (await t.call('getMenu', { params: { clubId, menuId: menu.id }, token })).json();
      expect(read.theme.main).toBe('#654321');
    });

    it('keeps Freemium on the standard look', async () => {
      const clubId = await createClub(owner.id, 'freemium');
      const created = await t.call('createTheme', { params: { clubId }, token, body: custom });
      expect(created.statusCode).toBe(403);
      expect(created.json().code).toBe('custom_look_not_in_plan');
      const [own] = await t.app.db.select().from(themes).where(eq(themes.clubId, clubId));
      const updated = await t.call('updateTheme', {
        params: { clubId, themeId: own?.id ?? 0 },
        token,
        body: custom,
      });
      expect(updated.statusCode).toBe(403);
      // predefined themes may still be chosen
      const [night] = await t.app.db.select().from(themes).where(eq(themes.builtinKey, 'night-dark'));
      expect((await create(clubId, { name: 'Dark', themeId: night?.id })).statusCode).toBe(201);
    });

    it('never changes a predefined theme or another club’s, and checks colours and fonts', async () => {
      const clubId = await createClub(owner.id, 'smart');
      const [night] = await t.app.db.select().from(themes).where(eq(themes.builtinKey, 'night-dark'));
      const predefined = await t.call('updateTheme', {
        params: { clubId, themeId: night?.id ?? 0 },
        token,
        body: custom,
      });
      expect(predefined.statusCode).toBe(404);
      expect(predefined.json().code).toBe('theme_not_found');
      const otherClub = await createClub((await t.createUser()).id, 'smart');
      const [foreign] = await t.app.db.select().from(themes).where(eq(themes.clubId, otherClub));
      const other = await t.call('updateTheme', {
        params: { clubId, themeId: foreign?.id ?? 0 },
        token,
        body: custom,
      });
      expect(other.statusCode).toBe(404);
      for (const body of [
        { ...custom, main: 'red' },
        { ...custom, font: 'Comic Sans' },
        { ...custom, name: '' },
      ]) {
        expect((await t.call('createTheme', { params: { clubId }, token, body })).statusCode).toBe(400);
      }
      const [nightAfter] = await t.app.db.select().from(themes).where(eq(themes.builtinKey, 'night-dark'));
      expect(nightAfter?.background).toBe('#111827');
    });
  });
});
