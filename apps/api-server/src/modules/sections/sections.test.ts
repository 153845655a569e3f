import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menuSections } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { createClubFor, createMenuFor } from './menu-content.fixtures.ts';

interface Section {
  id: number;
  name: string;
  position: number;
  disabled: boolean;
  station: 'kitchen' | 'bar';
  items: { id: number; name: string; position: number }[];
  translations: Record<
    string,
    { id: number; language: string; originalName: string; translatedName: string; outdated: boolean }
  >;
}

describe('sections of a menu', () => {
  const t = useTestApp();
  let token = '';
  let otherToken = '';
  let clubId = 0;
  let menuId = 0;
  let otherMenuId = 0;
  let foreignMenuId = 0;
  let foreignClubId = 0;

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Osteria');
    menuId = await createMenuFor(t, clubId, 'Dinner');
    otherMenuId = await createMenuFor(t, clubId, 'Lunch');
    const other = await t.createUser();
    otherToken = await t.signIn(other);
    foreignClubId = await createClubFor(t, other.id, 'Elsewhere');
    foreignMenuId = await createMenuFor(t, foreignClubId, 'Their menu');
  });

  const call = (
    operationId: Parameters<typeof t.call>[0],
    options: { params?: Record<string, number>; body?: unknown; as?: string } = {},
  ) =>
    t.call(operationId, {
      params: { clubId, menuId, ...options.params },
      token: options.as ?? token,
      ...(options.body === undefined ? {} : { body: options.body }),
    });

  async function save(body: Record<string, unknown>, params: Record<string, number> = {}): Promise<Section> {
    const response = await call('saveSection', { body, params });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** names by position, straight from the database, with the positions checked dense */
  async function stored(id = menuId): Promise<string[]> {
    const rows = await t.app.db
      .select()
      .from(menuSections)
      .where(eq(menuSections.menuId, id))
      .orderBy(asc(menuSections.position));
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    return rows.map((row) => row.name);
  }

  it('are created last, trimmed, shown, then renamed, hidden and moved', async () => {
    const starters = await save({ name: '  Starters ' });
    expect(starters).toEqual({
      id: expect.any(Number),
      name: 'Starters',
      position: 0,
      disabled: false,
      station: 'kitchen',
      items: [],
      translations: {},
    });
    const mains = await save({ name: 'Mains' });
    // a bar section sends its dishes to the bar
    expect((await save({ id: mains.id, name: 'Mains', station: 'bar' })).station).toBe('bar');
    expect((await save({ id: mains.id, name: 'Mains' })).station).toBe('bar');
    await save({ id: mains.id, name: 'Mains', station: 'kitchen' });
    expect(mains.position).toBe(1);
    const first = await save({ name: 'Aperitivo', position: 0 });
    expect(first.position).toBe(0);
    expect(await stored()).toEqual(['Aperitivo', 'Starters', 'Mains']);

    const renamed = await save({ id: mains.id, name: 'Secondi', disabled: true });
    expect(renamed).toMatchObject({ id: mains.id, name: 'Secondi', disabled: true, position: 2 });
    // leaving `disabled` out keeps it
    expect((await save({ id: mains.id, name: 'Secondi' })).disabled).toBe(true);
    expect((await save({ id: mains.id, name: 'Secondi', disabled: false })).disabled).toBe(false);

    await save({ id: mains.id, name: 'Secondi', position: 0 });
    expect(await stored()).toEqual(['Secondi', 'Aperitivo', 'Starters']);
    // a position beyond the end means last
    await save({ id: mains.id, name: 'Secondi', position: 99 });
    expect(await stored()).toEqual(['Aperitivo', 'Starters', 'Secondi']);
  });

  it('need a name of 1 to 100 characters', async () => {
    const blank = await call('saveSection', { body: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect((await call('saveSection', { body: { name: '' } })).statusCode).toBe(400);
    const long = await call('saveSection', { body: { name: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('name');
    expect((await call('saveSection', { body: { name: 'Sala', colour: 'red' } })).statusCode).toBe(400);
    expect((await call('saveSection', { body: { name: 'à'.repeat(100) } })).statusCode).toBe(200);
    expect((await call('saveSection', { body: { name: 'x', position: -1 } })).statusCode).toBe(400);
  });

  it('keep translations: given ones replace the set, a null or blank name removes a language', async () => {
    const desserts = await save({
      name: 'Dolci',
      translations: { en: { translatedName: ' Desserts ' }, de: { translatedName: 'Nachspeisen' } },
    });
    expect(desserts.translations).toEqual({
      de: {
        id: expect.any(Number),
        language: 'de',
        originalName: 'Dolci',
        translatedName: 'Nachspeisen',
        outdated: false,
        machineDraft: false,
      },
      en: {
        id: expect.any(Number),
        language: 'en',
        originalName: 'Dolci',
        translatedName: 'Desserts',
        outdated: false,
        machineDraft: false,
      },
    });
    const enId = desserts.translations.en?.id;
    const updated = await save({
      id: desserts.id,
      name: 'Dolci',
      translations: { en: { translatedName: 'Sweets' }, de: { translatedName: null } },
    });
    expect(Object.keys(updated.translations)).toEqual(['en']);
    expect(updated.translations.en).toMatchObject({ id: enId, translatedName: 'Sweets' });
    // without `translations` they stay as they are; renamed, the section's translations are outdated
    // (still there) until saved again
    expect((await save({ id: desserts.id, name: 'Dolci' })).translations.en?.translatedName).toBe('Sweets');
    const renamed = await save({ id: desserts.id, name: 'Dolci della casa' });
    expect(renamed.translations.en).toMatchObject({
      translatedName: 'Sweets',
      originalName: 'Dolci',
      outdated: true,
    });
    // sending the same text back does not confirm it; a new text does
    const resent = await save({
      id: desserts.id,
      name: 'Dolci della casa',
      translations: { en: { translatedName: 'Sweets' } },
    });
    expect(resent.translations.en?.outdated).toBe(true);
    const rewritten = await save({
      id: desserts.id,
      name: 'Dolci della casa',
      translations: { en: { translatedName: 'House desserts' } },
    });
    expect(rewritten.translations.en).toMatchObject({ originalName: 'Dolci della casa', outdated: false });
    const bad = await call('saveSection', {
      body: { id: desserts.id, name: 'Dolci', translations: { English: { translatedName: 'x' } } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('are reordered by a batch, all or nothing, positions 0..n-1', async () => {
    const ids = await t.app.db
      .select({ id: menuSections.id, name: menuSections.name })
      .from(menuSections)
      .where(eq(menuSections.menuId, menuId))
      .orderBy(asc(menuSections.position));
    const reversed = [...ids].reverse();
    const response = await call('saveSectionsBatch', {
      body: reversed.map((section, position) => ({ id: section.id, position })),
    });
    expect(response.statusCode).toBe(200);
    const sections = response.json() as Section[];
    expect(sections.map((section) => section.name)).toEqual(reversed.map((section) => section.name));
    expect(sections.map((section) => section.position)).toEqual(sections.map((_, index) => index));
    const order = await stored();

    // one entry of another menu: 404 naming entry and id, nothing moved
    const lunch = await save({ name: 'Pranzo' }, { menuId: otherMenuId });
    const foreign = await call('saveSectionsBatch', {
      body: [
        { id: ids[0]?.id, position: 1 },
        { id: lunch.id, position: 0 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      code: 'section_not_found',
      message: 'Some sections are not sections of this menu. Nothing was changed.',
      details: [{ field: '1.id', message: `Section ${lunch.id} is not in this menu` }],
    });
    expect(await stored()).toEqual(order);

    const unknown = await call('saveSectionsBatch', { body: [{ id: 999_999, position: 0 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details[0].field).toBe('0.id');

    const twice = await call('saveSectionsBatch', {
      body: [
        { id: ids[0]?.id, position: 0 },
        { id: ids[0]?.id, position: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { field: '1.id', message: `Section ${ids[0]?.id} is listed more than once` },
    ]);
    const samePlace = await call('saveSectionsBatch', {
      body: [
        { id: ids[0]?.id, position: 0 },
        { id: ids[1]?.id, position: 0 },
      ],
    });
    expect(samePlace.statusCode).toBe(400);
    expect(samePlace.json().details[0].field).toBe('1.position');

    const badField = await call('saveSectionsBatch', {
      body: [
        { id: ids[0]?.id, position: 0 },
        { id: ids[1]?.id, position: -2 },
      ],
    });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().details[0].field).toBe('1.position');
    expect((await call('saveSectionsBatch', { body: [] })).statusCode).toBe(400);
    expect(await stored()).toEqual(order);

    // a partial list: the listed section takes its place, the others keep their order
    const last = order.length - 1;
    const lastId = (
      await t.app.db
        .select()
        .from(menuSections)
        .where(and(eq(menuSections.menuId, menuId), eq(menuSections.name, order[last] ?? '')))
    )[0]?.id;
    await call('saveSectionsBatch', { body: [{ id: lastId, position: 0 }] });
    expect(await stored()).toEqual([order[last], ...order.slice(0, last)]);
  });

  it('are read with their items in position order', async () => {
    const wine = await save({ name: 'Vini' });
    await t.app.db.insert(menuItems).values([
      { sectionId: wine.id, name: 'Rosso', position: 1 },
      { sectionId: wine.id, name: 'Bianco', position: 0 },
    ]);
    const response = await call('getSection', { params: { sectionId: wine.id } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Section).items.map((item) => item.name)).toEqual(['Bianco', 'Rosso']);
  });

  it('are deleted with their items, and the others are renumbered', async () => {
    const before = await stored();
    const wine = (
      await t.app.db
        .select()
        .from(menuSections)
        .where(and(eq(menuSections.menuId, menuId), eq(menuSections.name, 'Vini')))
    )[0];
    const [first] = await t.app.db
      .select()
      .from(menuSections)
      .where(eq(menuSections.menuId, menuId))
      .orderBy(asc(menuSections.position));
    expect((await call('deleteSection', { params: { sectionId: first?.id ?? 0 } })).statusCode).toBe(204);
    expect(await stored()).toEqual(before.slice(1));
    expect((await call('deleteSection', { params: { sectionId: wine?.id ?? 0 } })).statusCode).toBe(204);
    expect(
      await t.app.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.sectionId, wine?.id ?? 0)),
    ).toEqual([]);
    const again = await call('deleteSection', { params: { sectionId: wine?.id ?? 0 } });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('section_not_found');
  });

  it('belong to a menu of the club and a section of the menu', async () => {
    const theirs = await save({ name: 'Theirs' }, { menuId: otherMenuId });
    // a menu of another club, through my club: not found
    for (const operationId of ['saveSection', 'saveSectionsBatch', 'getSection', 'deleteSection'] as const) {
      const body =
        operationId === 'saveSection'
          ? { name: 'x' }
          : operationId === 'saveSectionsBatch'
            ? [{ id: theirs.id, position: 0 }]
            : undefined;
      const response = await call(operationId, {
        params: { menuId: foreignMenuId, sectionId: theirs.id },
        body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('menu_not_found');
    }
    // a section of another menu of the same club
    const wrongMenu = await call('getSection', { params: { sectionId: theirs.id } });
    expect(wrongMenu.statusCode).toBe(404);
    expect(wrongMenu.json().code).toBe('section_not_found');
    expect((await call('deleteSection', { params: { sectionId: theirs.id } })).statusCode).toBe(404);
    const update = await call('saveSection', { body: { id: theirs.id, name: 'Mine now' } });
    expect(update.statusCode).toBe(404);
    expect(await stored(otherMenuId)).toContain('Theirs');
    // another owner reaches neither my club nor, through theirs, my menu
    const stranger = await call('getSection', { params: { sectionId: theirs.id }, as: otherToken });
    expect(stranger.json().code).toBe('club_not_found');
    const throughTheirs = await call('getSection', {
      params: { clubId: foreignClubId, menuId: otherMenuId, sectionId: theirs.id },
      as: otherToken,
    });
    expect(throughTheirs.statusCode).toBe(404);
    expect(throughTheirs.json().code).toBe('menu_not_found');
  });
});
