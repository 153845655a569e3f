/**
 * Positions as writes leave them (issue 50): dense 0..n-1 in the owner's order after every create,
 * move and delete, while a write touches only the rows between the old and the new place. Which
 * rows a write touched is read from `xmin` (the transaction that wrote a row's current version):
 * a row left alone keeps it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menuSections } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { createClubFor, createMenuFor } from './menu-content.fixtures.ts';

describe('positions of items and sections', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let menuId = 0;

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Osteria');
    menuId = await createMenuFor(t, clubId, 'Dinner');
  });

  const call = (operationId: Parameters<typeof t.call>[0], params: Record<string, number>, body?: unknown) =>
    t.call(operationId, { params: { clubId, menuId, ...params }, token, ...(body ? { body } : {}) });

  async function saveSection(body: Record<string, unknown>): Promise<{ id: number; position: number }> {
    const response = await call('saveSection', {}, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function saveItem(
    sectionId: number,
    body: Record<string, unknown>,
  ): Promise<{ id: number; position: number }> {
    const response = await call('saveItem', { sectionId }, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** A new section of items named `A`, `B`… (or from `first` on), created through the API one after another. */
  async function sectionOf(name: string, count: number, first = 'A'): Promise<number> {
    const { id } = await saveSection({ name });
    for (let index = 0; index < count; index += 1)
      await saveItem(id, { name: String.fromCharCode(first.charCodeAt(0) + index) });
    return id;
  }

  /** Names in position order, the positions checked dense; with each row's xmin by name. */
  async function items(sectionId: number): Promise<{ names: string[]; xmin: Map<string, string> }> {
    const rows = await t.app.db
      .select({ name: menuItems.name, position: menuItems.position, xmin: sql<string>`xmin::text` })
      .from(menuItems)
      .where(eq(menuItems.sectionId, sectionId))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    return { names: rows.map((row) => row.name), xmin: new Map(rows.map((row) => [row.name, row.xmin])) };
  }

  /** The names whose row a write rewrote, between two reads. */
  const touched = (before: Map<string, string>, after: Map<string, string>) =>
    [...before].filter(([name, xmin]) => after.has(name) && after.get(name) !== xmin).map(([name]) => name);

  async function itemIdOf(sectionId: number, name: string): Promise<number> {
    const [row] = await t.app.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(sql`${menuItems.sectionId} = ${sectionId} and ${menuItems.name} = ${name}`);
    if (!row) throw new Error(`no item ${name}`);
    return row.id;
  }

  it('an edit that keeps the item where it is rewrites that row alone, and keeps its place', async () => {
    const section = await sectionOf('Contorni', 4);
    const before = await items(section);
    const edited = await saveItem(section, { id: await itemIdOf(section, 'B'), name: 'B2', price: 4.5 });
    expect(edited).toMatchObject({ name: 'B2', position: 1, price: 4.5 });
    const after = await items(section);
    expect(after.names).toEqual(['A', 'B2', 'C', 'D']);
    expect(touched(before.xmin, after.xmin)).toEqual([]);
    // an item of another section, or none: 404, nothing written
    const other = await sectionOf('Dolci', 1, 'X');
    const missing = await call(
      'saveItem',
      { sectionId: section },
      { id: await itemIdOf(other, 'X'), name: 'Y' },
    );
    expect(missing.statusCode).toBe(404);
    expect((await items(other)).names).toEqual(['X']);
    // the menu's sections as the next tests expect them
    for (const id of [other, section])
      expect((await call('deleteSection', { sectionId: id })).statusCode).toBe(204);
  });

  it('an item appended leaves every other row as it was', async () => {
    const section = await sectionOf('Antipasti', 5);
    const before = await items(section);
    const added = await saveItem(section, { name: 'F' });
    expect(added.position).toBe(5);
    // a position beyond the end (the contract allows up to 2^31 - 1) is the end too
    const far = await saveItem(section, { name: 'G', position: 2147483647 });
    expect(far.position).toBe(6);
    const after = await items(section);
    expect(after.names).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(touched(before.xmin, after.xmin)).toEqual([]);
  });

  it('an item inserted in the middle shifts only the rows after it', async () => {
    const section = await sectionOf('Primi', 5);
    const before = await items(section);
    const inserted = await saveItem(section, { name: 'X', position: 2 });
    expect(inserted.position).toBe(2);
    const after = await items(section);
    expect(after.names).toEqual(['A', 'B', 'X', 'C', 'D', 'E']);
    expect(touched(before.xmin, after.xmin)).toEqual(['C', 'D', 'E']);
    expect((await saveItem(section, { name: 'Y', position: 0 })).position).toBe(0);
    expect((await items(section)).names).toEqual(['Y', 'A', 'B', 'X', 'C', 'D', 'E']);
  });

  it('an item moved down or up shifts only the rows between its old and new place', async () => {
    const section = await sectionOf('Secondi', 6);
    const b = await itemIdOf(section, 'B');
    let before = await items(section);
    expect((await saveItem(section, { id: b, name: 'B', position: 4 })).position).toBe(4);
    let after = await items(section);
    expect(after.names).toEqual(['A', 'C', 'D', 'E', 'B', 'F']);
    expect(touched(before.xmin, after.xmin)).toEqual(['B', 'C', 'D', 'E']);

    const e = await itemIdOf(section, 'E');
    before = after;
    expect((await saveItem(section, { id: e, name: 'E', position: 0 })).position).toBe(0);
    after = await items(section);
    expect(after.names).toEqual(['E', 'A', 'C', 'D', 'B', 'F']);
    expect(touched(before.xmin, after.xmin)).toEqual(['A', 'C', 'D', 'E']);

    // beyond the end: last; an edit without a position leaves every place as it is
    expect((await saveItem(section, { id: e, name: 'E', position: 99 })).position).toBe(5);
    before = await items(section);
    expect(before.names).toEqual(['A', 'C', 'D', 'B', 'F', 'E']);
    await saveItem(section, { id: e, name: 'E', outOfStock: true });
    after = await items(section);
    expect(after.names).toEqual(before.names);
    expect(touched(before.xmin, after.xmin)).toEqual(['E']);
  });

  it('an item moved to another section closes the gap there and takes its place here', async () => {
    const from = await sectionOf('Contorni', 5);
    const to = await sectionOf('Dolci', 4, 'P');
    const c = await itemIdOf(from, 'C');
    const beforeFrom = await items(from);
    const beforeTo = await items(to);
    const moved = await saveItem(from, { id: c, name: 'C', sectionId: to, position: 1 });
    expect(moved.position).toBe(1);
    const afterFrom = await items(from);
    const afterTo = await items(to);
    expect(afterFrom.names).toEqual(['A', 'B', 'D', 'E']);
    expect(touched(beforeFrom.xmin, afterFrom.xmin)).toEqual(['D', 'E']);
    expect(afterTo.names).toEqual(['P', 'C', 'Q', 'R', 'S']);
    expect(touched(beforeTo.xmin, afterTo.xmin)).toEqual(['Q', 'R', 'S']);
    // without a position it goes last
    const a = await itemIdOf(from, 'A');
    expect((await saveItem(from, { id: a, name: 'A', sectionId: to })).position).toBe(5);
    expect((await items(from)).names).toEqual(['B', 'D', 'E']);
    expect((await items(to)).names).toEqual(['P', 'C', 'Q', 'R', 'S', 'A']);
  });

  it('an item deleted in the middle shifts only the rows after it', async () => {
    const section = await sectionOf('Bevande', 5);
    const before = await items(section);
    const response = await call('deleteItem', { sectionId: section, itemId: await itemIdOf(section, 'B') });
    expect(response.statusCode).toBe(204);
    const after = await items(section);
    expect(after.names).toEqual(['A', 'C', 'D', 'E']);
    expect(touched(before.xmin, after.xmin)).toEqual(['C', 'D', 'E']);
  });

  it('a batch rewrites only the items whose place changes', async () => {
    const section = await sectionOf('Vini', 5);
    const before = await items(section);
    const [a, d] = [await itemIdOf(section, 'A'), await itemIdOf(section, 'D')];
    const response = await call('saveItemsBatch', { sectionId: section }, [
      { id: a, position: 3 },
      { id: d, position: 0 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const after = await items(section);
    expect(after.names).toEqual(['D', 'B', 'C', 'A', 'E']);
    expect(touched(before.xmin, after.xmin)).toEqual(['A', 'D']);
  });

  it('positions written around the API are renumbered in their order by the next write', async () => {
    const { id: section } = await saveSection({ name: 'Pizze' });
    // all at 0 (the column's default), as a script inserting rows might leave them
    await t.app.db.insert(menuItems).values([
      { sectionId: section, name: 'A' },
      { sectionId: section, name: 'B' },
      { sectionId: section, name: 'C' },
    ]);
    expect((await saveItem(section, { name: 'D', position: 1 })).position).toBe(1);
    expect((await items(section)).names).toEqual(['A', 'D', 'B', 'C']);
  });

  it('bad positions and ids are refused as before, and nothing is written', async () => {
    const section = await sectionOf('Liquori', 3);
    const before = await items(section);
    const b = await itemIdOf(section, 'B');
    const refused = [
      [400, 'validation_failed', call('saveItem', { sectionId: section }, { name: 'X', position: 2 ** 31 })],
      [400, 'validation_failed', call('saveItem', { sectionId: section }, { id: 2 ** 31, name: 'X' })],
      [
        404,
        'item_not_found',
        call('saveItem', { sectionId: section }, { id: 2 ** 31 - 1, name: 'X', position: 0 }),
      ],
      [404, 'item_not_found', call('deleteItem', { sectionId: section, itemId: 2 ** 31 - 1 })],
      [
        400,
        'validation_failed',
        call('saveItemsBatch', { sectionId: section }, [
          { id: b, position: 0 },
          { id: await itemIdOf(section, 'C'), position: 0 },
        ]),
      ],
      [
        404,
        'item_not_found',
        call('saveItemsBatch', { sectionId: section }, [{ id: 2 ** 31 - 1, position: 0 }]),
      ],
    ] as const;
    for (const [status, code, response] of refused) {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    const after = await items(section);
    expect(after.names).toEqual(before.names);
    expect(touched(before.xmin, after.xmin)).toEqual([]);
  });

  it('sections: appended without touching the others, moved and deleted shifting only those between', async () => {
    const menuRows = async () => {
      const rows = await t.app.db
        .select({ name: menuSections.name, position: menuSections.position, xmin: sql<string>`xmin::text` })
        .from(menuSections)
        .where(eq(menuSections.menuId, menuId))
        .orderBy(asc(menuSections.position), asc(menuSections.id));
      expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
      return { names: rows.map((row) => row.name), xmin: new Map(rows.map((row) => [row.name, row.xmin])) };
    };
    let before = await menuRows();
    const count = before.names.length;
    const last = await saveSection({ name: 'Caffè' });
    expect(last.position).toBe(count);
    let after = await menuRows();
    expect(touched(before.xmin, after.xmin)).toEqual([]);

    // Caffè to the top: every other section shifts down by one
    before = after;
    expect((await saveSection({ id: last.id, name: 'Caffè', position: 0 })).position).toBe(0);
    after = await menuRows();
    expect(after.names).toEqual(['Caffè', ...before.names.filter((name) => name !== 'Caffè')]);
    expect(touched(before.xmin, after.xmin).sort()).toEqual([...before.names].sort());

    // one in the middle deleted: only those after it shift
    before = after;
    const middle = after.names[2] ?? '';
    const [row] = await t.app.db
      .select()
      .from(menuSections)
      .where(sql`${menuSections.menuId} = ${menuId} and ${menuSections.name} = ${middle}`);
    const deleted = await call('deleteSection', { sectionId: row?.id ?? 0 });
    expect(deleted.statusCode, deleted.body).toBe(204);
    after = await menuRows();
    expect(after.names).toEqual(before.names.filter((name) => name !== middle));
    expect(touched(before.xmin, after.xmin)).toEqual(before.names.slice(3));

    // inserted at 1: those from 1 on shift
    before = after;
    expect((await saveSection({ name: 'Grappe', position: 1 })).position).toBe(1);
    after = await menuRows();
    expect(after.names).toEqual([before.names[0], 'Grappe', ...before.names.slice(1)]);
    expect(touched(before.xmin, after.xmin)).toEqual(before.names.slice(1));
  });
});
