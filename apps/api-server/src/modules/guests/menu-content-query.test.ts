/**
 * The guests' one-statement menu read (menu-content-query.ts) gives what the menu's owner reads
 * (`findFullMenu`), the club's guest switches, the schedulings, and the 'missing' and 'hidden'
 * answers and content versions of the several-statement read it replaced (issue 50; the two were
 * compared here before that one was removed), on a rich menu: hidden sections and items,
 * machine drafts and outdated translations, option groups with options, allergens and translations,
 * a photo, a banner, the menu's own theme, schedulings, texts JSON must escape, a content version
 * past 2^32, and a Freemium club past its menu limit. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import {
  banners,
  clubs,
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
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
import { findFullMenu } from '#modules/menus/queries.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { statementsOf } from '#test/statements.ts';
import { loadMenuContent, loadOwnerFullMenu } from './menu-content-query.ts';
import type { MenuContent } from './queries.ts';

const TRICKY = 'Caffè "speciale" \\ al 100% — 🍕\nnuova riga';

describe('the guests’ menu read in one statement', () => {
  const t = useTestApp();
  let db: Db;
  let rich = { clubId: 0, menuId: 0, hiddenMenuId: 0, emptyMenuId: 0 };
  let freemium = { clubId: 0, firstId: 0, secondId: 0, thirdId: 0, disabledId: 0 };

  /** What the read must answer for a menu guests may see: the owner's full menu and the club's state. */
  async function expectedMenu(clubId: number, menuId: number): Promise<MenuContent> {
    const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
    const menu = await findFullMenu(db, clubId, menuId);
    if (!club || !menu) throw new Error('fixture missing');
    const rules = await db
      .select({
        days: schedulings.days,
        startTime: schedulings.startTime,
        endTime: schedulings.endTime,
        zoneId: schedulings.zoneId,
      })
      .from(schedulings)
      .where(eq(schedulings.menuId, menuId))
      .orderBy(asc(schedulings.id));
    return {
      kind: 'menu',
      contentVersion: club.contentVersion,
      club: {
        name: club.name,
        plan: club.plan,
        callWaiterEnabled: club.callWaiterEnabled,
        menuLabelEnabled: club.menuLabelEnabled,
        translationsEnabled: club.translationsEnabled,
        pdfMenuEnabled: club.pdfMenuEnabled,
      },
      schedulings: rules,
      menu,
    };
  }

  async function versionOf(clubId: number) {
    const [club] = await db.select({ v: clubs.contentVersion }).from(clubs).where(eq(clubs.id, clubId));
    return club?.v ?? Number.NaN;
  }

  beforeAll(async () => {
    db = t.app.db;
    const user = await t.createUser();

    // --- a Smart club with a rich menu -------------------------------------------------------
    const clubId = await createClubFor(t, user.id, TRICKY);
    await db
      .update(clubs)
      .set({ enabled: true, plan: 'smart', translationsEnabled: true, pdfMenuEnabled: true, logo: '/l.png' })
      .where(eq(clubs.id, clubId));
    const [theme] = await db
      .insert(themes)
      .values({
        clubId,
        name: 'Sera',
        background: '#000000',
        backgroundImage: 'https://example.com/bg.jpg',
        main: '#111111',
        text: '#222222',
        divider: '#333333',
        font: 'Barlow',
        buttonText: '#444444',
        tabBackground: '#555555',
        tabText: '#666666',
        bestSellerLabelColor: '#777777',
        suggestedLabelColor: '#888888',
        pdfHighlight: '#999999',
        pdfSectionTitle: '#aaaaaa',
        pdfText: '#bbbbbb',
      })
      .returning();
    const menuId = await createMenuFor(t, clubId, 'Cena');
    await db
      .update(menus)
      .set({
        adminDisplayName: 'Cena (interno)',
        footer: TRICKY,
        translationsEnabled: true,
        callWaiterEnabled: true,
        themeId: theme?.id ?? null,
        sourceLanguage: null,
        refreshTime: 30,
      })
      .where(eq(menus.id, menuId));
    await db.insert(menuTranslations).values([
      { menuId, language: 'it', translatedName: 'Cena', originalName: 'Cena', machineDraft: false },
      { menuId, language: 'en', translatedName: 'Dinner', originalName: 'Old name', machineDraft: false },
      { menuId, language: 'de', translatedName: 'Abendessen', originalName: null, machineDraft: true },
    ]);
    await db.insert(banners).values({
      menuId,
      title: TRICKY,
      subtitle: null,
      description: 'Solo oggi',
      price: '€ 12',
      forYou: true,
    });
    const [zone] = await db.insert(tableZones).values({ clubId, name: 'Terrazza' }).returning();
    await db.insert(schedulings).values([
      { menuId, days: [5, 6], startTime: '19:00', endTime: '23:30', zoneId: null },
      { menuId, days: [0], startTime: '12:00', endTime: '15:00', zoneId: zone?.id ?? null },
    ]);
    // sections out of insertion order, one hidden, one empty, one tied on position
    const sectionIds: number[] = [];
    for (const [name, position, disabled] of [
      ['Secondi', 2, false],
      ['Antipasti', 0, false],
      ['Segreta', 1, true],
      ['Vuota', 2, false],
    ] as const) {
      const [section] = await db
        .insert(menuSections)
        .values({ menuId, name, position, disabled })
        .returning();
      sectionIds.push(section?.id ?? 0);
    }
    const [secondi = 0, antipasti = 0, segreta = 0] = sectionIds;
    await db.insert(sectionTranslations).values([
      { sectionId: antipasti, language: 'en', translatedName: 'Starters', originalName: 'Antipasti' },
      {
        sectionId: antipasti,
        language: 'de',
        translatedName: 'Vorspeisen',
        originalName: null,
        machineDraft: true,
      },
      { sectionId: secondi, language: 'en', translatedName: 'Mains', originalName: 'Primi' },
    ]);
    const items = await db
      .insert(menuItems)
      .values([
        {
          sectionId: antipasti,
          name: 'Bruschetta',
          description: TRICKY,
          ingredients: 'pane, pomodoro',
          allergens: ['gluten', 'celery'],
          price: 12.34,
          position: 1,
          bestSeller: true,
          dietaryTags: ['vegan', 'vegetarian'],
          spiciness: 2,
          photo: {
            key: '0123456789abcdef0123456789abcdef',
            url: '/photos/0123456789abcdef0123456789abcdef',
            widths: [320, 640],
            width: 1600,
            height: 1200,
            placeholder: 'data:image/webp;base64,AAAA',
          },
        },
        {
          sectionId: antipasti,
          name: 'Olive',
          price: null,
          priceText: 'a peso',
          position: 0,
          translateName: false,
        },
        { sectionId: antipasti, name: 'Nascosto', price: 5, position: 0, disabled: true, outOfStock: true },
        {
          sectionId: secondi,
          name: 'Bistecca',
          price: 1234567.89,
          position: 0,
          suggested: true,
          branded: true,
        },
        { sectionId: segreta, name: 'Segreto', price: 1, position: 0 },
      ])
      .returning();
    const [bruschetta, olive, , bistecca] = items.map((item) => item.id);
    await db.insert(itemTranslations).values([
      {
        itemId: bruschetta ?? 0,
        language: 'en',
        translatedName: 'Bruschetta',
        originalName: 'Bruschetta',
        translatedDescription: 'Toast',
        originalDescription: 'Old description',
        translatedIngredients: null,
        originalIngredients: null,
        descriptionMachineDraft: true,
      },
      {
        itemId: bruschetta ?? 0,
        language: 'de',
        translatedName: 'Röstbrot',
        originalName: null,
        translatedIngredients: 'Brot, Tomate',
        originalIngredients: '',
        nameMachineDraft: true,
      },
      { itemId: olive ?? 0, language: 'en', translatedName: 'Olives', originalName: 'Olive' },
    ]);
    const [size, extras] = await db
      .insert(itemOptionGroups)
      .values([
        {
          itemId: bistecca ?? 0,
          name: 'Cottura',
          choice: 'single',
          minChoices: 1,
          maxChoices: 1,
          required: true,
          position: 1,
        },
        {
          itemId: bistecca ?? 0,
          name: 'Extra',
          choice: 'multiple',
          minChoices: 0,
          maxChoices: 3,
          position: 0,
        },
        {
          itemId: bruschetta ?? 0,
          name: 'Vuoto',
          choice: 'multiple',
          minChoices: 0,
          maxChoices: 2,
          position: 0,
        },
      ])
      .returning();
    await db.insert(itemOptionGroupTranslations).values([
      { groupId: size?.id ?? 0, language: 'en', translatedName: 'Doneness', originalName: 'Cottura' },
      {
        groupId: size?.id ?? 0,
        language: 'de',
        translatedName: 'Garstufe',
        originalName: 'Old',
        machineDraft: true,
      },
    ]);
    const options = await db
      .insert(itemOptions)
      .values([
        { groupId: size?.id ?? 0, name: 'Al sangue', price: null, position: 1 },
        { groupId: size?.id ?? 0, name: 'Media', price: 0, position: 0, allergens: ['mustard', 'celery'] },
        { groupId: extras?.id ?? 0, name: 'Funghi', price: 2.5, position: 0, outOfStock: true },
      ])
      .returning();
    await db.insert(itemOptionTranslations).values([
      { optionId: options[0]?.id ?? 0, language: 'en', translatedName: 'Rare', originalName: 'Al sangue' },
      {
        optionId: options[2]?.id ?? 0,
        language: 'de',
        translatedName: 'Pilze',
        originalName: null,
        machineDraft: true,
      },
    ]);
    const hiddenMenuId = await createMenuFor(t, clubId, 'Nascosto');
    await db.update(menus).set({ disabled: true, position: 1 }).where(eq(menus.id, hiddenMenuId));
    const emptyMenuId = await createMenuFor(t, clubId, 'Vuoto');
    await db.update(menus).set({ position: 2, sourceLanguage: 'fr' }).where(eq(menus.id, emptyMenuId));
    // a version past 2^32: the bigint column read as a number
    await db
      .update(clubs)
      .set({ contentVersion: 2 ** 40 + 7 })
      .where(eq(clubs.id, clubId));
    rich = { clubId, menuId, hiddenMenuId, emptyMenuId };

    // --- a club back on Freemium with more menus than its plan allows -----------------------
    const freemiumId = await createClubFor(t, user.id, 'Osteria Freemium');
    await db.update(clubs).set({ enabled: true, plan: 'freemium' }).where(eq(clubs.id, freemiumId));
    const ids: number[] = [];
    for (const [name, position, disabled] of [
      ['Pranzo', 0, false],
      ['Spenta', 0, true],
      ['Cena', 1, false],
      ['Notte', 1, false],
    ] as const) {
      const id = await createMenuFor(t, freemiumId, name);
      await db.update(menus).set({ position, disabled }).where(eq(menus.id, id));
      ids.push(id);
    }
    freemium = {
      clubId: freemiumId,
      firstId: ids[0] ?? 0,
      disabledId: ids[1] ?? 0,
      secondId: ids[2] ?? 0,
      thirdId: ids[3] ?? 0,
    };
  });

  it('reads the rich menu as the owner reads it, with the club’s switches and schedulings', async () => {
    const content = await loadMenuContent(db, rich.clubId, rich.menuId);
    expect(content).toStrictEqual(await expectedMenu(rich.clubId, rich.menuId));
    // the fixture's corners did reach the answer
    if (content.kind !== 'menu') throw new Error('not a menu');
    expect(content.contentVersion).toBe(2 ** 40 + 7);
    expect(content.menu.sections.map((section) => section.name)).toEqual([
      'Antipasti',
      'Segreta',
      'Secondi',
      'Vuota',
    ]);
    const bruschetta = content.menu.sections[0]?.items[2];
    expect(bruschetta?.price).toBe(12.34);
    expect(bruschetta?.photo?.url).toBe('/photos/0123456789abcdef0123456789abcdef');
    expect(bruschetta?.translations.en?.machineDraftFields).toEqual(['description']);
    expect(content.menu.sections[2]?.items[0]?.optionGroups.map((group) => group.name)).toEqual([
      'Extra',
      'Cottura',
    ]);
    expect(content.menu.banner?.title).toBe(TRICKY);
    expect(content.menu.theme.name).toBe('Sera');
    expect(content.schedulings).toHaveLength(2);
  });

  it('reads a menu without sections, translations or banner, in the club’s theme-less fallback', async () => {
    expect(await loadMenuContent(db, rich.clubId, rich.emptyMenuId)).toStrictEqual(
      await expectedMenu(rich.clubId, rich.emptyMenuId),
    );
  });

  it('answers hidden for a switched-off menu and missing for another club’s or an unknown one', async () => {
    const version = await versionOf(rich.clubId);
    expect(await loadMenuContent(db, rich.clubId, rich.hiddenMenuId)).toStrictEqual({
      kind: 'hidden',
      contentVersion: version,
    });
    expect(await loadMenuContent(db, rich.clubId, freemium.firstId)).toStrictEqual({
      kind: 'missing',
      contentVersion: version,
    });
    expect(await loadMenuContent(db, rich.clubId, 2_147_483_647)).toStrictEqual({
      kind: 'missing',
      contentVersion: version,
    });
    expect(await loadMenuContent(db, 2_147_483_647, rich.menuId)).toStrictEqual({
      kind: 'missing',
      contentVersion: -1,
    });
  });

  it('shows a Freemium club’s first visible menus only, past its menu limit', async () => {
    const version = await versionOf(freemium.clubId);
    const { clubId } = freemium;
    expect(await loadMenuContent(db, clubId, freemium.firstId)).toStrictEqual(
      await expectedMenu(clubId, freemium.firstId),
    );
    // the switched-off menu before it does not count
    expect(await loadMenuContent(db, clubId, freemium.secondId)).toStrictEqual(
      await expectedMenu(clubId, freemium.secondId),
    );
    expect(await loadMenuContent(db, clubId, freemium.thirdId)).toStrictEqual({
      kind: 'hidden',
      contentVersion: version,
    });
    expect(await loadMenuContent(db, clubId, freemium.disabledId)).toStrictEqual({
      kind: 'hidden',
      contentVersion: version,
    });
  });

  it('is one statement, with no transaction around it', async () => {
    const calls = await statementsOf(t.database, db, async () => {
      await loadMenuContent(db, rich.clubId, rich.menuId);
      await loadMenuContent(db, rich.clubId, rich.hiddenMenuId);
    });
    expect(calls).toEqual(['query', 'query']);
  });

  it('reads the demo’s menus (photos, options, Italian and German texts) as their owner reads them', async () => {
    const demoMenus = await db
      .select({ id: menus.id, disabled: menus.disabled })
      .from(menus)
      .where(eq(menus.clubId, t.demo.clubId));
    expect(demoMenus.filter((menu) => !menu.disabled).length).toBeGreaterThan(0);
    for (const { id, disabled } of demoMenus) {
      const content = await loadMenuContent(db, t.demo.clubId, id);
      if (disabled) expect(content.kind, `menu ${id}`).toBe('hidden');
      else expect(content, `menu ${id}`).toStrictEqual(await expectedMenu(t.demo.clubId, id));
    }
  });

  it("gives the owner's read (getMenu) every menu as findFullMenu does, hidden ones included", async () => {
    for (const [clubId, menuId] of [
      [rich.clubId, rich.menuId],
      [rich.clubId, rich.hiddenMenuId],
      [rich.clubId, rich.emptyMenuId],
      [freemium.clubId, freemium.thirdId],
      [freemium.clubId, freemium.disabledId],
    ] as const) {
      const owner = await loadOwnerFullMenu(db, clubId, menuId);
      expect(owner, `menu ${menuId}`).not.toBeNull();
      expect(owner, `menu ${menuId}`).toStrictEqual(await findFullMenu(db, clubId, menuId));
    }
    // another club's menu, or none: nothing
    expect(await loadOwnerFullMenu(db, rich.clubId, freemium.firstId)).toBeNull();
    expect(await loadOwnerFullMenu(db, 2_147_483_647, rich.menuId)).toBeNull();
  });

  it('follows an edit: the next read has the new text and version', async () => {
    await db
      .update(menuItems)
      .set({ name: 'Olive taggiasche' })
      .where(and(eq(menuItems.name, 'Olive')));
    const content = await loadMenuContent(db, rich.clubId, rich.menuId);
    expect(content).toStrictEqual(await expectedMenu(rich.clubId, rich.menuId));
    if (content.kind !== 'menu') throw new Error('not a menu');
    expect(content.menu.sections[0]?.items[0]?.name).toBe('Olive taggiasche');
    // the translation made from the old name is outdated now
    expect(content.menu.sections[0]?.items[0]?.translations.en?.outdated).toBe(true);
  });
});
