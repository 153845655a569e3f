import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';
import { DEMO_BAR_CLUB_NAME, DEMO_CLUB_NAME } from './demo-account.ts';
import {
  clubs,
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  menus,
  tables,
} from './schema.ts';
import { demoGuestPath, seedDemo } from './seed-demo.ts';

describe('demo seed', () => {
  const t = useTestApp();

  it('puts "Trattoria Demo" on a paid Smart plan and "Bar Demo" on Freemium at the menu limit', async () => {
    const token = await t.signIn(t.demo.user);
    const owned = (await t.call('listOwnedClubs', { token })).json() as { id: number; name: string }[];
    expect(owned.map((club) => club.name)).toEqual([DEMO_BAR_CLUB_NAME, DEMO_CLUB_NAME]);
    const trattoria = (await t.call('getClub', { params: { clubId: t.demo.clubId }, token })).json();
    expect(trattoria).toMatchObject({ plan: 'smart', earlyAdopter: false });
    const barId = owned.find((club) => club.name === DEMO_BAR_CLUB_NAME)?.id ?? 0;
    const bar = (await t.call('getClub', { params: { clubId: barId }, token })).json();
    expect(bar).toMatchObject({ plan: 'freemium', earlyAdopter: false });
    const barMenus = (await t.call('listMenus', { params: { clubId: barId }, token })).json();
    expect(barMenus.map((menu: { name: string; position: number }) => [menu.name, menu.position])).toEqual([
      ['Aperitivo', 0],
      ['Caffè', 1],
    ]);
    const full = (
      await t.call('getMenu', { params: { clubId: barId, menuId: barMenus[0].id }, token })
    ).json();
    expect(full.sections.length).toBeGreaterThan(1);
    const third = await t.call('createMenu', { params: { clubId: barId }, token, body: { name: 'Third' } });
    expect(third.json().code).toBe('menu_limit_reached');
  });

  it('gives "Trattoria Demo" Italian and German menus with labels, waiter calls and gluten to hide', async () => {
    const [table] = await t.app.db.select().from(tables).where(eq(tables.clubId, t.demo.clubId));
    const demoMenus = await t.app.db.select().from(menus).where(eq(menus.clubId, t.demo.clubId));
    const food = demoMenus.find((menu) => menu.name === 'Food');
    const read = (lang?: string) =>
      t.call('getPublicMenu', {
        params: { clubId: t.demo.clubId, tableId: table?.id ?? 0, menuId: food?.id ?? 0 },
        ...(lang ? { query: { lang } } : {}),
      });
    const original = (await read()).json();
    expect(original).toMatchObject({
      name: 'Food',
      languages: ['de', 'it'],
      translationsEnabled: true,
      callWaiterEnabled: true,
      menuLabelEnabled: true,
    });
    const items = original.sections.flatMap((section: { items: { allergens: string[] }[] }) => section.items);
    const withGluten = items.filter((item: { allergens: string[] }) => item.allergens.includes('gluten'));
    expect(withGluten.length).toBeGreaterThanOrEqual(3);
    expect(items.length - withGluten.length).toBeGreaterThanOrEqual(3);

    const italian = (await read('it')).json();
    expect(italian.name).toBe('Cucina');
    expect(italian.sections.map((section: { name: string }) => section.name)).toContain('Primi piatti');
    expect(italian.sections[0].items[0].description).toBe(
      'Pane casereccio tostato con pomodori freschi, basilico e aglio.',
    );
    const german = (await read('de')).json();
    expect(german.name).toBe('Speisen');
    expect(german.sections[0].name).toBe('Vorspeisen');
    expect(german.sections[0].items[0].name).toBe('Bruschetta mit Tomaten');
  });

  it('gives dishes dietary tags and spiciness, and the pizza a Size and an Extras group named in Italian and German', async () => {
    const token = await t.signIn(t.demo.user);
    const demoMenus = await t.app.db.select().from(menus).where(eq(menus.clubId, t.demo.clubId));
    const food = (
      await t.call('getMenu', {
        params: { clubId: t.demo.clubId, menuId: demoMenus.find((menu) => menu.name === 'Food')?.id ?? 0 },
        token,
      })
    ).json();
    const dish = (name: string) =>
      food.sections
        .flatMap((section: { items: { name: string }[] }) => section.items)
        .find((item: { name: string }) => item.name === name);
    expect(dish('Pizza marinara')).toMatchObject({
      dietaryTags: ['vegan'],
      spiciness: 0,
      allergens: ['gluten'],
    });
    expect(dish('Linguine alle vongole')).toMatchObject({ spiciness: 1 });
    expect(dish('Cacio e pepe').dietaryTags).toEqual(['vegetarian']);

    const pizza = dish('Pizza marinara');
    const groups = await t.app.db
      .select()
      .from(itemOptionGroups)
      .where(eq(itemOptionGroups.itemId, pizza.id))
      .orderBy(itemOptionGroups.position);
    expect(
      groups.map((group) => [group.name, group.choice, group.minChoices, group.maxChoices, group.required]),
    ).toEqual([
      ['Size', 'single', 1, 1, true],
      ['Extras', 'multiple', 0, 4, false],
    ]);
    const extras = await t.app.db
      .select()
      .from(itemOptions)
      .where(eq(itemOptions.groupId, groups[1]?.id ?? 0))
      .orderBy(itemOptions.position);
    expect(extras[0]).toMatchObject({ name: '+ parmesan', price: 1.5, allergens: ['milk'] });
    const names = await t.app.db
      .select()
      .from(itemOptionGroupTranslations)
      .where(eq(itemOptionGroupTranslations.groupId, groups[0]?.id ?? 0));
    expect(Object.fromEntries(names.map((row) => [row.language, row.translatedName]))).toEqual({
      it: 'Formato',
      de: 'Größe',
    });
    const parmesan = await t.app.db
      .select()
      .from(itemOptionTranslations)
      .where(eq(itemOptionTranslations.optionId, extras[0]?.id ?? 0));
    expect(parmesan.map((row) => row.translatedName).sort()).toEqual(['+ Parmesan', '+ parmigiano']);
  });

  it("names the guest page of the demo club's first table that takes orders, with its key", async () => {
    const path = await demoGuestPath(t.app.db);
    const [, clubId, tableId] = /^\/public\/qrcodemenu\/(\d+)\/(\d+)\?k=[0-9a-f]{32}$/.exec(path ?? '') ?? [];
    expect(Number(clubId)).toBe(t.demo.clubId);
    const view = await t.call('getTableMenus', {
      params: { clubId: Number(clubId), tableId: Number(tableId) },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ tableName: 'Terrace 1', ordering: true });
  });

  it('gives "Trattoria Demo" a Smart monthly subscription in demo mode: a 4242 card, a paid invoice, renewal on', async () => {
    const token = await t.signIn(t.demo.user);
    const params = { clubId: t.demo.clubId };
    const state = (await t.call('getCurrentPaymentState', { params, token })).json();
    expect(state).toMatchObject({
      state: 'paid',
      plan: 'smart',
      subscriptionEnabled: true,
      provider: 'demo',
      paymentPlan: { plan: 'smart', months: 1, price: 19, vat: 22, currency: 'EUR' },
      nextInvoice: { amount: 19, total: 23.18 },
    });
    const cards = (await t.call('listPaymentMethods', { params, token })).json();
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', primary: true })]);
    const paid = (await t.call('listInvoices', { params, token })).json();
    expect(paid).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^DEMO-\d{4}-000001$/),
        demo: true,
        status: 'paid',
        total: 23.18,
      }),
    ]);
  });

  it('creates nothing twice, and adds "Bar Demo" to a database seeded before it existed', async () => {
    expect(await seedDemo(t.app.db)).toBe(false);
    const [bar] = await t.app.db.select().from(clubs).where(eq(clubs.name, DEMO_BAR_CLUB_NAME));
    await t.app.db.delete(menus).where(eq(menus.clubId, bar?.id ?? 0));
    await t.app.db.delete(clubs).where(eq(clubs.id, bar?.id ?? 0));
    expect(await seedDemo(t.app.db)).toBe(true);
    expect(await t.app.db.select().from(clubs).where(eq(clubs.name, DEMO_BAR_CLUB_NAME))).toHaveLength(1);
    expect(await t.app.db.select().from(clubs).where(eq(clubs.name, DEMO_CLUB_NAME))).toHaveLength(1);
  });
});
