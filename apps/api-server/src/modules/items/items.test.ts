import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menuSections } from '#db/schema.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { statementsOf } from '#test/statements.ts';

interface Item {
  id: number;
  name: string;
  description: string | null;
  ingredients: string | null;
  allergens: string[];
  additionalNotes: string | null;
  price: number | null;
  priceText: string | null;
  position: number;
  disabled: boolean;
  outOfStock: boolean;
  bestSeller: boolean;
  suggested: boolean;
  branded: boolean;
  translateName: boolean;
  translations: Record<string, Record<string, unknown>>;
}

describe('items of a section', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let otherMenuId = 0;
  let pizzas = 0;
  let pasta = 0;
  let otherMenuSection = 0;
  let foreignMenuId = 0;
  let foreignSection = 0;

  async function section(menu: number, name: string): Promise<number> {
    const [row] = await t.app.db
      .insert(menuSections)
      .values({ menuId: menu, name })
      .returning({ id: menuSections.id });
    return row?.id ?? 0;
  }

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Pizzeria');
    menuId = await createMenuFor(t, clubId, 'Dinner');
    otherMenuId = await createMenuFor(t, clubId, 'Lunch');
    pizzas = await section(menuId, 'Pizze');
    pasta = await section(menuId, 'Pasta');
    otherMenuSection = await section(otherMenuId, 'Panini');
    const stranger = await t.createUser();
    const foreignClub = await createClubFor(t, stranger.id, 'Elsewhere');
    foreignMenuId = await createMenuFor(t, foreignClub, 'Theirs');
    foreignSection = await section(foreignMenuId, 'Their section');
  });

  const call = (
    operationId: Parameters<typeof t.call>[0],
    options: { params?: Record<string, number>; body?: unknown } = {},
  ) =>
    t.call(operationId, {
      params: { clubId, menuId, sectionId: pizzas, ...options.params },
      token,
      ...(options.body === undefined ? {} : { body: options.body }),
    });

  async function save(body: Record<string, unknown>, sectionId = pizzas): Promise<Item> {
    const response = await call('saveItem', { body, params: { sectionId } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** names by position from the database, positions checked dense */
  async function stored(sectionId = pizzas): Promise<string[]> {
    const rows = await t.app.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.sectionId, sectionId))
      .orderBy(asc(menuItems.position));
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    return rows.map((row) => row.name);
  }

  it('are created with every field, trimmed, last in the section', async () => {
    const margherita = await save({
      name: ' Margherita ',
      description: 'The classic',
      ingredients: 'Tomato, mozzarella, basil',
      allergens: ['milk', 'gluten'],
      additionalNotes: '  ',
      price: 8.5,
      priceText: null,
      bestSeller: true,
      suggested: true,
    });
    expect(margherita).toEqual({
      id: expect.any(Number),
      name: 'Margherita',
      description: 'The classic',
      ingredients: 'Tomato, mozzarella, basil',
      allergens: ['gluten', 'milk'],
      additionalNotes: null,
      price: 8.5,
      priceText: null,
      position: 0,
      disabled: false,
      outOfStock: false,
      bestSeller: true,
      suggested: true,
      branded: false,
      translateName: true,
      photo: null,
      dietaryTags: [],
      spiciness: 0,
      orderable: true,
      optionGroups: [],
      translations: {},
    });
    const fish = await save({ name: 'Catch of the day', priceText: 'market price', price: null });
    expect(fish).toMatchObject({ position: 1, price: null, priceText: 'market price' });
    const free = await save({ name: 'Bread', price: 0, position: 0 });
    expect(free).toMatchObject({ position: 0, price: 0 });
    expect(await stored()).toEqual(['Bread', 'Margherita', 'Catch of the day']);
  });

  it('are updated field by field: left out keeps, null clears', async () => {
    const item = await save({ name: 'Diavola', description: 'Spicy', price: 9, allergens: ['milk'] });
    const toggled = await save({ id: item.id, name: 'Diavola', outOfStock: true, disabled: true });
    expect(toggled).toMatchObject({
      description: 'Spicy',
      price: 9,
      allergens: ['milk'],
      outOfStock: true,
      disabled: true,
    });
    const cleared = await save({
      id: item.id,
      name: 'Diavola',
      description: null,
      price: null,
      allergens: [],
    });
    expect(cleared).toMatchObject({ description: null, price: null, allergens: [], outOfStock: true });
    const flags = await save({
      id: item.id,
      name: 'Diavola',
      outOfStock: false,
      disabled: false,
      bestSeller: true,
      suggested: true,
      branded: true,
      translateName: false,
    });
    expect(flags).toMatchObject({
      outOfStock: false,
      disabled: false,
      bestSeller: true,
      suggested: true,
      branded: true,
      translateName: false,
    });
    const read = await call('getItem', { params: { itemId: item.id } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(flags);
  });

  it('keep the limits of spec section 5 at each boundary', async () => {
    const cases: [string, unknown, unknown][] = [
      ['name', 'n'.repeat(100), 'n'.repeat(101)],
      ['description', 'd'.repeat(254), 'd'.repeat(255)],
      ['ingredients', 'i'.repeat(254), 'i'.repeat(255)],
      ['additionalNotes', 'a'.repeat(254), 'a'.repeat(255)],
      ['priceText', 'p'.repeat(45), 'p'.repeat(46)],
      ['price', 1_000_000, 1_000_000.01],
      ['price', 0, -0.01],
      ['price', 12.99, 12.999],
    ];
    for (const [field, fits, tooMuch] of cases) {
      const body = { name: 'Limit', [field]: fits };
      expect((await call('saveItem', { body })).statusCode, `${field} ${fits}`).toBe(200);
      const refused = await call('saveItem', { body: { ...body, [field]: tooMuch } });
      expect(refused.statusCode, `${field} ${tooMuch}`).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
      expect(refused.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    const decimals = await call('saveItem', { body: { name: 'x', price: 1.005 } });
    expect(decimals.json().details).toEqual([
      { field: 'price', message: 'Price can have at most 2 decimals' },
    ]);
    const blank = await call('saveItem', { body: { name: '   ' } });
    expect(blank.json().details).toEqual([{ field: 'name', message: 'Name is required' }]);
    // emoji count as one character each, as for the spec's users
    expect((await call('saveItem', { body: { name: '🍕'.repeat(100) } })).statusCode).toBe(200);
    expect((await call('saveItem', { body: { name: 'x', price: '8' } })).statusCode).toBe(400);
    expect((await call('saveItem', { body: { name: 'x', outOfStock: 'yes' } })).statusCode).toBe(400);
    expect((await call('saveItem', { body: { name: 'x', promoted: true } })).statusCode).toBe(400);
  });

  it('take allergens as the 14 EU codes, each once', async () => {
    const all = [
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphites',
      'lupin',
      'molluscs',
    ];
    const item = await save({ name: 'Everything', allergens: [...all].reverse() });
    expect(item.allergens).toEqual(all);
    const unknown = await call('saveItem', { body: { name: 'x', allergens: ['lactose'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('allergens.0');
    const twice = await call('saveItem', { body: { name: 'x', allergens: ['milk', 'milk'] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0].field).toBe('allergens');
    expect((await call('saveItem', { body: { name: 'x', allergens: ['Milk'] } })).statusCode).toBe(400);
  });

  it('keep translations, replaced as a set when given', async () => {
    const item = await save({
      name: 'Tiramisù',
      description: 'Coffee and mascarpone',
      translations: {
        en: { translatedName: 'Tiramisu', translatedDescription: ' Coffee ' },
        de: { translatedName: null, translatedIngredients: 'Kaffee' },
      },
    });
    expect(item.translations).toEqual({
      de: {
        id: expect.any(Number),
        language: 'de',
        originalName: 'Tiramisù',
        originalDescription: 'Coffee and mascarpone',
        originalIngredients: null,
        translatedName: null,
        translatedDescription: null,
        translatedIngredients: 'Kaffee',
        outdated: false,
        machineDraft: false,
        outdatedFields: [],
        machineDraftFields: [],
      },
      en: {
        id: expect.any(Number),
        language: 'en',
        originalName: 'Tiramisù',
        originalDescription: 'Coffee and mascarpone',
        originalIngredients: null,
        translatedName: 'Tiramisu',
        translatedDescription: 'Coffee',
        translatedIngredients: null,
        outdated: false,
        machineDraft: false,
        outdatedFields: [],
        machineDraftFields: [],
      },
    });
    const enId = item.translations.en?.id;
    const kept = await save({ id: item.id, name: 'Tiramisù' });
    expect(Object.keys(kept.translations)).toEqual(['de', 'en']);
    const replaced = await save({
      id: item.id,
      name: 'Tiramisù',
      translations: { en: { translatedName: 'Tiramisu cake' } },
    });
    expect(Object.keys(replaced.translations)).toEqual(['en']);
    expect(replaced.translations.en).toMatchObject({ id: enId, translatedName: 'Tiramisu cake' });
    const tooLong = await call('saveItem', {
      body: { name: 'x', translations: { en: { translatedName: 'x'.repeat(101) } } },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('are reordered by a batch, all or nothing', async () => {
    const before = await stored();
    const ids = (
      await t.app.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.sectionId, pizzas))
        .orderBy(asc(menuItems.position))
    ).map((row) => row.id);
    const reversed = [...ids].reverse();
    const response = await call('saveItemsBatch', {
      body: reversed.map((id, position) => ({ id, position })),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json() as Item[];
    expect(items.map((item) => item.id)).toEqual(reversed);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index));
    expect(items[0]).not.toHaveProperty('translations');
    expect(await stored()).toEqual([...before].reverse());

    const pastaItem = await save({ name: 'Carbonara' }, pasta);
    const mixed = await call('saveItemsBatch', {
      body: [
        { id: ids[0], position: 0 },
        { id: ids[1], position: 1 },
        { id: pastaItem.id, position: 2 },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toEqual({
      code: 'item_not_found',
      message: 'Some items are not items of this section. Nothing was changed.',
      details: [{ field: '2.id', message: `Item ${pastaItem.id} is not in this section` }],
    });
    const badEntry = await call('saveItemsBatch', {
      body: [
        { id: ids[0], position: 0 },
        { id: ids[1], position: 'first' },
      ],
    });
    expect(badEntry.statusCode).toBe(400);
    expect(badEntry.json().details[0].field).toBe('1.position');
    const twice = await call('saveItemsBatch', {
      body: [
        { id: ids[1], position: 0 },
        { id: ids[1], position: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { field: '1.id', message: `Item ${ids[1]} is listed more than once` },
    ]);
    expect(await stored()).toEqual([...before].reverse());
    expect(await stored(pasta)).toEqual(['Carbonara']);
  });

  it('move to another section of the same menu: last there, both renumbered', async () => {
    const before = await stored();
    const moving = (
      await t.app.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.sectionId, pizzas))
        .orderBy(asc(menuItems.position))
    )[1];
    if (!moving) throw new Error('no item');
    await save({ name: 'Amatriciana' }, pasta);
    const moved = await save({ id: moving.id, name: moving.name, sectionId: pasta, outOfStock: true });
    expect(moved).toMatchObject({ id: moving.id, position: 2, outOfStock: true });
    expect(await stored()).toEqual(before.filter((name) => name !== moving.name));
    expect(await stored(pasta)).toEqual(['Carbonara', 'Amatriciana', moving.name]);
    // now found under its new section only
    expect((await call('getItem', { params: { itemId: moving.id } })).statusCode).toBe(404);
    expect((await call('getItem', { params: { sectionId: pasta, itemId: moving.id } })).statusCode).toBe(200);

    // a section of another menu, even of the same club, is refused and nothing moves
    for (const target of [otherMenuSection, foreignSection, 999_999]) {
      const refused = await call('saveItem', {
        params: { sectionId: pasta },
        body: { id: moving.id, name: moving.name, sectionId: target },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        code: 'section_not_found',
        message: 'Section not found',
        details: [{ field: 'sectionId', message: `Section ${target} is not in this menu` }],
      });
    }
    expect(await stored(pasta)).toEqual(['Carbonara', 'Amatriciana', moving.name]);
    // created straight into another section
    const created = await save({ name: 'Gricia', sectionId: pasta });
    expect(created.position).toBe(3);
  });

  it('are deleted and the others renumbered', async () => {
    const before = await stored();
    const [first] = await t.app.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.sectionId, pizzas))
      .orderBy(asc(menuItems.position));
    expect((await call('deleteItem', { params: { itemId: first?.id ?? 0 } })).statusCode).toBe(204);
    expect(await stored()).toEqual(before.slice(1));
    const again = await call('deleteItem', { params: { itemId: first?.id ?? 0 } });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('item_not_found');
  });

  it('belong to their section, menu and club', async () => {
    const [pastaItem] = await t.app.db.select().from(menuItems).where(eq(menuItems.sectionId, pasta));
    const itemId = pastaItem?.id ?? 0;
    // through a section that is not the item's
    for (const operationId of ['getItem', 'deleteItem'] as const) {
      const response = await call(operationId, { params: { itemId } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('item_not_found');
    }
    const update = await call('saveItem', { body: { id: itemId, name: 'Hijack' } });
    expect(update.statusCode).toBe(404);
    expect(update.json().code).toBe('item_not_found');
    // a section of another menu through this menu
    const section = await call('getItem', { params: { sectionId: otherMenuSection, itemId } });
    expect(section.json().code).toBe('section_not_found');
    const create = await call('saveItem', { params: { sectionId: otherMenuSection }, body: { name: 'x' } });
    expect(create.json().code).toBe('section_not_found');
    // another club's menu through my club
    for (const operationId of ['saveItem', 'saveItemsBatch', 'getItem', 'deleteItem'] as const) {
      const body =
        operationId === 'saveItem'
          ? { name: 'x' }
          : operationId === 'saveItemsBatch'
            ? [{ id: itemId, position: 0 }]
            : undefined;
      const response = await call(operationId, {
        params: { menuId: foreignMenuId, sectionId: foreignSection, itemId },
        body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('menu_not_found');
    }
    expect(await stored(pasta)).not.toContain('Hijack');
  });

  it('edits an item in place with one statement for the club, the menu and its section', async () => {
    const item = await save({ name: 'Diavola', price: 9 });
    const calls = await statementsOf(t.database, t.app.db, async () => {
      const response = await call('saveItem', { body: { id: item.id, name: 'Diavola piccante', price: 10 } });
      expect(response.statusCode, response.body).toBe(200);
    });
    // PostgreSQL counts each statement: the session with the club; BEGIN, the club's and the menu's
    // locks with the section's check, the update (which returns the old price, the translations and
    // the option groups too), the activity log's entry; COMMIT. PGlite's count stops at the
    // transaction.
    expect(calls).toEqual(
      t.database.kind === 'postgres'
        ? ['query', 'query', 'query', 'query', 'query', 'query']
        : ['query', 'transaction'],
    );
  });
});
