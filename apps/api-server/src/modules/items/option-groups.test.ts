import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  menuSections,
  menus,
  tables,
} from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { brokenInvariants } from '#test/fuzz/invariants.ts';
import { useTestApp } from '#test/harness.ts';

interface Option {
  id: number;
  name: string;
  price: number | null;
  outOfStock: boolean;
  allergens: string[];
  position: number;
  translations: Record<
    string,
    { translatedName: string | null; originalName: string; outdated: boolean; machineDraft: boolean }
  >;
}
interface Group {
  id: number;
  name: string;
  choice: 'single' | 'multiple';
  minChoices: number;
  maxChoices: number;
  required: boolean;
  position: number;
  options: Option[];
  translations: Option['translations'];
}
interface Item {
  id: number;
  name: string;
  allergens: string[];
  dietaryTags: string[];
  spiciness: number;
  optionGroups: Group[];
}

const SIZE = {
  name: 'Size',
  choice: 'single',
  minChoices: 1,
  maxChoices: 1,
  required: true,
  options: [
    { name: 'Small', price: 8 },
    { name: 'Large', price: 11.5, translations: { de: { translatedName: 'Groß' } } },
  ],
  translations: { de: { translatedName: 'Größe' }, en: { translatedName: 'Size' } },
};
const EXTRAS = {
  name: 'Extras',
  choice: 'multiple',
  minChoices: 0,
  maxChoices: 3,
  required: false,
  options: [
    { name: '+ parmesan', price: 1.5, allergens: ['milk'] },
    { name: '+ basil', price: null, outOfStock: true },
  ],
};

describe('item options', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let sectionId = 0;

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Pizzeria Opzioni');
    await t.app.db.update(clubs).set({ plan: 'smart' }).where(eq(clubs.id, clubId));
    menuId = await createMenuFor(t, clubId, 'Dinner');
    const [section] = await t.app.db.insert(menuSections).values({ menuId, name: 'Pizze' }).returning();
    sectionId = section?.id ?? 0;
  });

  const saveItem = (body: Record<string, unknown>, club = clubId, menu = menuId, section = sectionId) =>
    t.call('saveItem', { params: { clubId: club, menuId: menu, sectionId: section }, token, body });

  async function save(body: Record<string, unknown>): Promise<Item> {
    const response = await saveItem(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function read(itemId: number): Promise<Item> {
    const response = await t.call('getItem', { params: { clubId, menuId, sectionId, itemId }, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** the item's groups and options as stored, to check that a refused save changed nothing */
  async function storedRows(itemId: number) {
    const groups = await t.app.db.select().from(itemOptionGroups).where(eq(itemOptionGroups.itemId, itemId));
    const options =
      groups.length === 0
        ? []
        : await t.app.db
            .select()
            .from(itemOptions)
            .where(
              inArray(
                itemOptions.groupId,
                groups.map((group) => group.id),
              ),
            );
    return { groups: groups.sort((a, b) => a.id - b.id), options: options.sort((a, b) => a.id - b.id) };
  }

  function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; details: { field: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((detail) => detail.field)).toContain(field);
    return body.details.find((detail) => detail.field === field)?.message ?? '';
  }

  it('keeps a Size and an Extras group, in order, with prices, allergens and translations', async () => {
    const saved = await save({ name: 'Margherita', price: 9, optionGroups: [SIZE, EXTRAS] });
    const item = await read(saved.id);
    expect(item).toEqual(saved);
    expect(item.optionGroups.map((group) => [group.name, group.choice, group.position])).toEqual([
      ['Size', 'single', 0],
      ['Extras', 'multiple', 1],
    ]);
    const [size, extras] = item.optionGroups as [Group, Group];
    expect(size).toMatchObject({ minChoices: 1, maxChoices: 1, required: true });
    expect(size.options.map((option) => [option.name, option.price, option.position])).toEqual(
      [
        ['Small', 8],
        ['Large', 11.5],
      ].map(([name, price], position) => [name, price, position]),
    );
    expect(size.translations).toEqual({
      de: { translatedName: 'Größe', originalName: 'Size', outdated: false, machineDraft: false },
      en: { translatedName: 'Size', originalName: 'Size', outdated: false, machineDraft: false },
    });
    expect(size.options[1]?.translations.de?.translatedName).toBe('Groß');
    expect(extras.options).toMatchObject([
      { name: '+ parmesan', price: 1.5, allergens: ['milk'], outOfStock: false },
      { name: '+ basil', price: null, allergens: [], outOfStock: true },
    ]);
  });

  it('a save without optionGroups keeps them; an outdated translation shows after a rename', async () => {
    const saved = await save({ name: 'Diavola', optionGroups: [SIZE] });
    const renamed = await save({ id: saved.id, name: 'Diavola piccante' });
    expect(renamed.optionGroups).toEqual(saved.optionGroups);

    const group = saved.optionGroups[0] as Group;
    const sizes = await save({
      id: saved.id,
      name: 'Diavola piccante',
      optionGroups: [
        {
          ...SIZE,
          id: group.id,
          name: 'Portion',
          translations: undefined,
          options: group.options.map(({ id, name, price }) => ({ id, name, price })),
        },
      ],
    });
    // the group's name changed and its translations were left as they were: outdated
    expect(sizes.optionGroups[0]?.translations.de).toEqual({
      translatedName: 'Größe',
      originalName: 'Size',
      outdated: true,
      machineDraft: false,
    });
  });

  it('replaces the groups as a whole: updates, creates and deletes in one save', async () => {
    const saved = await save({ name: 'Capricciosa', optionGroups: [SIZE, EXTRAS] });
    const [size, extras] = saved.optionGroups as [Group, Group];
    const [small, large] = size.options as [Option, Option];
    const updated = await save({
      id: saved.id,
      name: 'Capricciosa',
      optionGroups: [
        {
          name: 'Dough',
          choice: 'single',
          minChoices: 0,
          maxChoices: 1,
          required: false,
          options: [{ name: 'Wholemeal', price: null, allergens: ['gluten'] }],
        },
        {
          id: size.id,
          name: 'Size',
          choice: 'single',
          minChoices: 1,
          maxChoices: 1,
          required: true,
          // Large first and repriced, Small deleted, Family created
          options: [
            { id: large.id, name: 'Large', price: 12 },
            { name: 'Family', price: 20 },
          ],
        },
      ],
    });
    expect(updated.optionGroups.map((group) => group.name)).toEqual(['Dough', 'Size']);
    const newSize = updated.optionGroups[1] as Group;
    expect(newSize.id).toBe(size.id);
    expect(newSize.position).toBe(1);
    expect(
      newSize.options.map((option) => [option.id === large.id, option.name, option.price, option.position]),
    ).toEqual([
      [true, 'Large', 12, 0],
      [false, 'Family', 20, 1],
    ]);
    // the options' translations were not in this save: kept
    expect(newSize.options[0]?.translations.de?.translatedName).toBe('Groß');

    const rows = await storedRows(saved.id);
    expect(rows.groups.map((group) => group.id)).not.toContain(extras.id);
    expect(rows.options.map((option) => option.id)).not.toContain(small.id);
    expect(rows.groups).toHaveLength(2);
    expect(rows.options).toHaveLength(3);
    // the deleted group's translations went with it
    const orphanTexts = await t.app.db
      .select()
      .from(itemOptionGroupTranslations)
      .where(eq(itemOptionGroupTranslations.groupId, extras.id));
    expect(orphanTexts).toEqual([]);

    const cleared = await save({ id: saved.id, name: 'Capricciosa', optionGroups: [] });
    expect(cleared.optionGroups).toEqual([]);
    expect((await storedRows(saved.id)).groups).toEqual([]);
  });

  it("refuses another item's group or option ids with 404, changing nothing", async () => {
    const mine = await save({ name: 'Marinara', optionGroups: [SIZE] });
    const theirs = await save({ name: 'Quattro stagioni', optionGroups: [EXTRAS] });
    const before = await storedRows(mine.id);
    const theirGroup = theirs.optionGroups[0] as Group;
    const myGroup = mine.optionGroups[0] as Group;

    const stolenGroup = await saveItem({
      id: mine.id,
      name: 'Marinara renamed',
      optionGroups: [{ ...EXTRAS, id: theirGroup.id }],
    });
    expect(stolenGroup.statusCode).toBe(404);
    expect(stolenGroup.json()).toMatchObject({
      code: 'option_group_not_found',
      details: [{ field: 'optionGroups.0.id' }],
    });

    const stolenOption = await saveItem({
      id: mine.id,
      name: 'Marinara renamed',
      optionGroups: [
        { ...SIZE, id: myGroup.id, options: [{ id: theirGroup.options[0]?.id, name: 'Mine now' }] },
      ],
    });
    expect(stolenOption.statusCode).toBe(404);
    expect(stolenOption.json()).toMatchObject({
      code: 'option_not_found',
      details: [{ field: 'optionGroups.0.options.0.id' }],
    });

    // an option of this item, given in a new group
    const movedOption = await saveItem({
      id: mine.id,
      name: 'Marinara renamed',
      optionGroups: [{ ...SIZE, options: [{ id: myGroup.options[0]?.id, name: 'Small' }] }],
    });
    expect(movedOption.statusCode).toBe(404);
    expect(movedOption.json().code).toBe('option_not_found');

    expect(await storedRows(mine.id)).toEqual(before);
    expect((await read(mine.id)).name).toBe('Marinara');
    expect((await read(theirs.id)).optionGroups).toEqual(theirs.optionGroups);
  });

  it('refuses broken group rules, naming the field, and stores nothing', async () => {
    const item = await save({ name: 'Bianca' });
    const refused = async (group: Record<string, unknown>, field: string) => {
      const message = expectRefused(
        await saveItem({ id: item.id, name: 'Bianca', optionGroups: [EXTRAS, group] }),
        field,
      );
      expect((await storedRows(item.id)).groups).toEqual([]);
      return message;
    };
    expect(
      await refused({ ...EXTRAS, minChoices: 3, maxChoices: 2, required: true }, 'optionGroups.1.minChoices'),
    ).toBe('The minimum cannot be more than the maximum');
    expect(await refused({ ...SIZE, maxChoices: 2 }, 'optionGroups.1.maxChoices')).toBe(
      'A single choice allows exactly 1 option: set the maximum to 1',
    );
    await refused({ ...SIZE, required: false }, 'optionGroups.1.required');
    await refused({ ...SIZE, minChoices: 0 }, 'optionGroups.1.minChoices');
    await refused({ ...EXTRAS, minChoices: 3, required: true }, 'optionGroups.1.minChoices');
    await refused({ ...EXTRAS, maxChoices: 0 }, 'optionGroups.1.maxChoices');
    await refused({ ...EXTRAS, options: [{ name: '+ egg', price: -1 }] }, 'optionGroups.1.options.0.price');
    await refused(
      { ...EXTRAS, options: [{ name: '+ egg', price: 0.005 }] },
      'optionGroups.1.options.0.price',
    );
    await refused({ ...EXTRAS, name: '   ' }, 'optionGroups.1.name');
    await refused({ ...EXTRAS, options: [{ name: 'x'.repeat(61) }] }, 'optionGroups.1.options.0.name');
  });

  it('refuses NUL and control characters in names and translations', async () => {
    const item = await save({ name: 'Ortolana' });
    for (const name of ['+ egg\u0000', '\u001b[31m+ egg', '+ egg\u007f'])
      expect(
        expectRefused(
          await saveItem({
            id: item.id,
            name: 'Ortolana',
            optionGroups: [{ ...EXTRAS, options: [{ name }] }],
          }),
          'optionGroups.0.options.0.name',
        ),
      ).toBe('Remove the invisible control characters from this text');
    expectRefused(
      await saveItem({ id: item.id, name: 'Ortolana', optionGroups: [{ ...EXTRAS, name: 'Extra\u0000' }] }),
      'optionGroups.0.name',
    );
    expectRefused(
      await saveItem({
        id: item.id,
        name: 'Ortolana',
        optionGroups: [{ ...SIZE, translations: { de: { translatedName: 'Grö\u0000ße' } } }],
      }),
      'optionGroups.0.translations.de.translatedName',
    );
    expect((await storedRows(item.id)).groups).toEqual([]);
  });

  it('refuses a translation in the menu’s own language', async () => {
    const item = await save({ name: 'Boscaiola' });
    expectRefused(
      await saveItem({
        id: item.id,
        name: 'Boscaiola',
        optionGroups: [
          { ...SIZE, options: [{ name: 'Small', translations: { it: { translatedName: 'Piccola' } } }] },
        ],
      }),
      'optionGroups.0.options.0.translations.it',
    );
  });

  it('a menu cannot switch to a language its option names are translated into', async () => {
    await save({
      name: 'Tedesca',
      optionGroups: [
        { ...EXTRAS, options: [{ name: 'Wurst', translations: { en: { translatedName: 'Sausage' } } }] },
      ],
    });
    const menu = (await t.call('getMenu', { params: { clubId, menuId }, token })).json();
    const refused = await t.call('saveMenu', {
      params: { clubId },
      token,
      body: { id: menuId, name: menu.name, sourceLanguage: 'en' },
    });
    expectRefused(refused, 'sourceLanguage');
  });

  it('refuses 500 options on one item, and accepts the limits exactly', async () => {
    const item = await save({ name: 'Calzone' });
    const options = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `Extra ${i + 1}`, price: 1 }));
    const fiveHundred = await saveItem({
      id: item.id,
      name: 'Calzone',
      optionGroups: [{ ...EXTRAS, options: options(500) }],
    });
    expect(fiveHundred.statusCode).toBe(400);
    expect(fiveHundred.json().code).toBe('validation_failed');
    const tenOfFifty = Array.from({ length: 10 }, () => ({ ...EXTRAS, options: options(50) }));
    expectRefused(await saveItem({ id: item.id, name: 'Calzone', optionGroups: tenOfFifty }), 'optionGroups');
    expect((await storedRows(item.id)).groups).toEqual([]);

    // 2 groups of 50: the most an item may have, saved and read back in order
    const hundred = await save({
      id: item.id,
      name: 'Calzone',
      optionGroups: [
        { ...EXTRAS, options: options(50) },
        { ...EXTRAS, name: 'More', options: options(50) },
      ],
    });
    expect(hundred.optionGroups.flatMap((group) => group.options)).toHaveLength(100);
    expect(hundred.optionGroups[1]?.options.map((option) => option.position)).toEqual([...Array(50).keys()]);
    const twentyOne = Array.from({ length: 21 }, () => ({ ...EXTRAS, options: [] }));
    expect((await saveItem({ id: item.id, name: 'Calzone', optionGroups: twentyOne })).statusCode).toBe(400);
  });

  it('answers 400, not 500, to an id past 2^31', async () => {
    const item = await save({ name: 'Romana', optionGroups: [SIZE] });
    for (const body of [
      { id: item.id, name: 'Romana', optionGroups: [{ ...SIZE, id: 2 ** 31 }] },
      { id: item.id, name: 'Romana', optionGroups: [{ ...SIZE, options: [{ id: 2 ** 31, name: 'Small' }] }] },
      { id: item.id, name: 'Romana', optionGroups: [{ ...SIZE, id: 2 ** 53 }] },
    ]) {
      const response = await saveItem(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    // the largest id there can be is just not found
    const largest = await saveItem({
      id: item.id,
      name: 'Romana',
      optionGroups: [{ ...SIZE, id: 2 ** 31 - 1 }],
    });
    expect(largest.statusCode).toBe(404);
    expect(largest.json().code).toBe('option_group_not_found');
  });

  it('keeps dietary tags and spiciness, and refuses the tags the allergens contradict', async () => {
    const vegan = await save({
      name: 'Vegana',
      dietaryTags: ['gluten-free', 'vegan'],
      spiciness: 2,
    });
    expect(vegan).toMatchObject({ dietaryTags: ['vegan', 'gluten-free'], spiciness: 2 });

    const veganMessage = 'A vegan dish cannot contain milk or eggs: remove the tag or the allergen.';
    const glutenMessage =
      'A gluten-free dish cannot contain cereals with gluten: remove the tag or the allergen.';
    // on create
    expect(
      expectRefused(
        await saveItem({ name: 'Fake vegan', dietaryTags: ['vegan'], allergens: ['milk'] }),
        'dietaryTags',
      ),
    ).toBe(veganMessage);
    expect(
      expectRefused(
        await saveItem({ name: 'Fake vegan', dietaryTags: ['vegan'], allergens: ['eggs'] }),
        'dietaryTags',
      ),
    ).toBe(veganMessage);
    expect(
      expectRefused(
        await saveItem({ name: 'Fake gf', dietaryTags: ['gluten-free'], allergens: ['gluten'] }),
        'dietaryTags',
      ),
    ).toBe(glutenMessage);
    // on update: an allergen added to a tagged dish, or a tag added to a dish with the allergen
    expect(
      expectRefused(await saveItem({ id: vegan.id, name: 'Vegana', allergens: ['milk'] }), 'dietaryTags'),
    ).toBe(veganMessage);
    const cheese = await save({ name: 'Formaggi', allergens: ['milk', 'gluten'] });
    expect(
      expectRefused(
        await saveItem({ id: cheese.id, name: 'Formaggi', dietaryTags: ['gluten-free'] }),
        'dietaryTags',
      ),
    ).toBe(glutenMessage);
    // vegetarian with milk and eggs is fine
    expect(
      (await save({ id: cheese.id, name: 'Formaggi', dietaryTags: ['vegetarian'] })).dietaryTags,
    ).toEqual(['vegetarian']);
    expect(await read(vegan.id)).toMatchObject({ allergens: [], dietaryTags: ['vegan', 'gluten-free'] });

    // spiciness 0..3, tags from the list
    expect((await saveItem({ id: vegan.id, name: 'Vegana', spiciness: 4 })).statusCode).toBe(400);
    expect((await saveItem({ id: vegan.id, name: 'Vegana', spiciness: -1 })).statusCode).toBe(400);
    expect((await saveItem({ id: vegan.id, name: 'Vegana', dietaryTags: ['paleo'] })).statusCode).toBe(400);
  });

  it('options need the plan (403); tags do not', async () => {
    const owner = await t.createUser();
    const ownerToken = await t.signIn(owner);
    const freeClub = await createClubFor(t, owner.id, 'Free trattoria');
    const freeMenu = await createMenuFor(t, freeClub, 'Menu');
    const [section] = await t.app.db
      .insert(menuSections)
      .values({ menuId: freeMenu, name: 'Piatti' })
      .returning();
    const call = (body: Record<string, unknown>) =>
      t.call('saveItem', {
        params: { clubId: freeClub, menuId: freeMenu, sectionId: section?.id ?? 0 },
        token: ownerToken,
        body,
      });

    const refused = await call({ name: 'Pasta', optionGroups: [SIZE] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('feature_not_in_plan');

    const tagged = await call({ name: 'Pasta', dietaryTags: ['vegetarian'], spiciness: 1, optionGroups: [] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toMatchObject({ dietaryTags: ['vegetarian'], spiciness: 1, optionGroups: [] });

    // groups written on a paid plan stay after a move to Freemium, and can be removed
    await t.app.db.update(clubs).set({ plan: 'smart' }).where(eq(clubs.id, freeClub));
    const withOptions = (await call({ id: tagged.json().id, name: 'Pasta', optionGroups: [SIZE] })).json();
    await t.app.db.update(clubs).set({ plan: 'freemium' }).where(eq(clubs.id, freeClub));
    const renamed = await call({ id: withOptions.id, name: 'Pasta fresca' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().optionGroups).toHaveLength(1);
    expect((await call({ id: withOptions.id, name: 'Pasta fresca', optionGroups: [SIZE] })).statusCode).toBe(
      403,
    );
    const removed = await call({ id: withOptions.id, name: 'Pasta fresca', optionGroups: [] });
    expect(removed.json().optionGroups).toEqual([]);
  });

  it('a duplicated menu copies the options with their translations', async () => {
    await save({ name: 'Copiata', optionGroups: [SIZE, EXTRAS] });
    const original = (await t.call('getMenu', { params: { clubId, menuId }, token })).json();
    const response = await t.call('duplicateMenu', { params: { clubId, menuId }, token });
    expect(response.statusCode, response.body).toBe(201);
    const strip = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(strip);
      if (value && typeof value === 'object')
        return Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'id')
            .map(([k, v]) => [k, strip(v)]),
        );
      return value;
    };
    const groupsOf = (menu: { sections: { items: Item[] }[] }) =>
      menu.sections.flatMap((section) => section.items.map((item) => strip(item.optionGroups)));
    expect(groupsOf(response.json())).toEqual(groupsOf(original));
    const copied = response.json().sections[0].items.find((item: Item) => item.name === 'Copiata') as Item;
    expect(copied.optionGroups).toHaveLength(2);
    const originalItem = original.sections[0].items.find((item: Item) => item.name === 'Copiata') as Item;
    expect(copied.optionGroups[0]?.id).not.toBe(originalItem.optionGroups[0]?.id);
  });

  it('every save above kept the invariants the fuzzers check, which do see a broken group', async () => {
    // this file's clubs are put on Smart straight in the database, without a subscription
    const broken = async () => (await brokenInvariants(t.app.db)).filter((line) => !line.startsWith('club '));
    expect(await broken()).toEqual([]);
    const item = await save({ name: 'Rotta' });
    await t.app.db.insert(itemOptionGroups).values({
      itemId: item.id,
      name: 'Broken',
      choice: 'single',
      minChoices: 1,
      maxChoices: 1,
      required: true,
    });
    expect(await broken()).toEqual([
      expect.stringMatching(/^option group \d+ is single 1\.\.1, required true, with 0 options$/),
    ]);
    await t.app.db.delete(itemOptionGroups).where(eq(itemOptionGroups.itemId, item.id));
  });
});

describe('item options in the public menu', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let sectionId = 0;
  let tableId = 0;

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Osteria Opzioni');
    await t.app.db
      .update(clubs)
      .set({ enabled: true, plan: 'smart', translationsEnabled: true })
      .where(eq(clubs.id, clubId));
    menuId = await createMenuFor(t, clubId, 'Cena');
    await t.app.db.update(menus).set({ translationsEnabled: true }).where(eq(menus.id, menuId));
    const [section] = await t.app.db.insert(menuSections).values({ menuId, name: 'Pizze' }).returning();
    sectionId = section?.id ?? 0;
    const [table] = await t.app.db.insert(tables).values({ clubId, name: 'T1' }).returning();
    tableId = table?.id ?? 0;
  });

  const saveItem = (body: Record<string, unknown>) =>
    t.call('saveItem', { params: { clubId, menuId, sectionId }, token, body });
  const publicMenu = (lang?: string) =>
    t.call('getPublicMenu', { params: { clubId, tableId, menuId }, ...(lang ? { query: { lang } } : {}) });
  const settled = () => t.app.guestMenus.contexts.sync(t.app.db);

  it("carries the groups in the guest's language, without empty groups or machine drafts", async () => {
    const saved = await saveItem({
      name: 'Margherita',
      price: 9,
      dietaryTags: ['vegetarian'],
      optionGroups: [SIZE, EXTRAS, { ...EXTRAS, name: 'Nothing yet', options: [] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const extrasId = saved.json().optionGroups[1].id;
    // a machine draft of the extras' name: guests read the original
    await t.app.db.insert(itemOptionGroupTranslations).values({
      groupId: extrasId,
      language: 'de',
      translatedName: 'Extras (DE draft)',
      originalName: 'Extras',
      machineDraft: true,
    });
    await settled();

    const german = await publicMenu('de');
    expect(german.statusCode, german.body).toBe(200);
    const item = german.json().sections[0].items[0];
    expect(item).toMatchObject({ name: 'Margherita', dietaryTags: ['vegetarian'], spiciness: 0 });
    expect(item.optionGroups).toEqual([
      {
        id: saved.json().optionGroups[0].id,
        name: 'Größe',
        choice: 'single',
        minChoices: 1,
        maxChoices: 1,
        required: true,
        options: [
          expect.objectContaining({ name: 'Small', price: 8, outOfStock: false, allergens: [] }),
          expect.objectContaining({ name: 'Groß', price: 11.5 }),
        ],
      },
      expect.objectContaining({
        name: 'Extras',
        choice: 'multiple',
        options: [
          expect.objectContaining({ name: '+ parmesan', price: 1.5, allergens: ['milk'] }),
          expect.objectContaining({ name: '+ basil', price: null, outOfStock: true }),
        ],
      }),
    ]);
    // nothing of the owner's (translations, positions) reaches guests
    expect(Object.keys(item.optionGroups[0]).sort()).toEqual(
      ['choice', 'id', 'maxChoices', 'minChoices', 'name', 'options', 'required'].sort(),
    );
    expect(Object.keys(item.optionGroups[0].options[0]).sort()).toEqual(
      ['allergens', 'id', 'name', 'outOfStock', 'price'].sort(),
    );

    const original = (await publicMenu()).json().sections[0].items[0];
    expect(original.optionGroups.map((group: Group) => group.name)).toEqual(['Size', 'Extras']);
    expect(original.optionGroups[0].options[1].name).toBe('Large');
    // an accepted option translation makes its language available
    expect(german.json().languages).toContain('de');
  });

  it('a change to an option reaches guests at once (the content version moves)', async () => {
    const before = await publicMenu();
    const item = before.json().sections[0].items[0];
    const full = (
      await t.call('getItem', { params: { clubId, menuId, sectionId, itemId: item.id }, token })
    ).json() as Item;
    const etag = String(before.headers.etag);
    const [size, extras] = full.optionGroups as [Group, Group];
    const renamed = await saveItem({
      id: item.id,
      name: 'Margherita',
      optionGroups: [
        {
          ...SIZE,
          id: size.id,
          translations: undefined,
          options: size.options.map(({ id, name, price }) => ({ id, name, price })),
        },
        {
          ...EXTRAS,
          id: extras.id,
          options: [{ id: extras.options[0]?.id, name: '+ parmigiano', price: 2, allergens: ['milk'] }],
        },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await settled();
    const after = await publicMenu();
    expect(String(after.headers.etag)).not.toBe(etag);
    expect(after.json().sections[0].items[0].optionGroups[1].options).toEqual([
      { id: extras.options[0]?.id, name: '+ parmigiano', price: 2, outOfStock: false, allergens: ['milk'] },
    ]);

    // a write straight to an option's row moves the version too (the triggers, not the handler)
    const etag2 = String(after.headers.etag);
    await t.app.db
      .update(itemOptions)
      .set({ outOfStock: true })
      .where(eq(itemOptions.id, extras.options[0]?.id ?? 0));
    await settled();
    const third = await publicMenu();
    expect(String(third.headers.etag)).not.toBe(etag2);
    expect(third.json().sections[0].items[0].optionGroups[1].options[0].outOfStock).toBe(true);

    // and so does a write to the translation tables, in the language guests read
    const german = async () => (await publicMenu('de')).json().sections[0].items[0].optionGroups[1];
    await t.app.db.insert(itemOptionTranslations).values({
      optionId: extras.options[0]?.id ?? 0,
      language: 'de',
      translatedName: '+ Parmesan',
      originalName: '+ parmigiano',
    });
    await settled();
    expect((await german()).options[0].name).toBe('+ Parmesan');
    await t.app.db
      .update(itemOptionGroupTranslations)
      .set({ machineDraft: false })
      .where(eq(itemOptionGroupTranslations.groupId, extras.id));
    await settled();
    expect((await german()).name).toBe('Extras (DE draft)');
  });

  it('leaves the groups out without the plan, and keeps the tags', async () => {
    await t.app.db.update(clubs).set({ plan: 'freemium' }).where(eq(clubs.id, clubId));
    await settled();
    const item = (await publicMenu()).json().sections[0].items[0];
    expect(item.optionGroups).toEqual([]);
    expect(item.dietaryTags).toEqual(['vegetarian']);
    await t.app.db.update(clubs).set({ plan: 'smart' }).where(eq(clubs.id, clubId));
    await settled();
    expect((await publicMenu()).json().sections[0].items[0].optionGroups).toHaveLength(2);
  });
});
