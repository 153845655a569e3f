/** Out of stock during service: the one item change a waiter may make, seen by guests at once. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs, menuItems, menuSections, menus, tables } from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { addMember } from '#modules/team/team.fixtures.ts';
import { useTestApp } from '#test/harness.ts';

describe('marking an item out of stock', () => {
  const t = useTestApp();
  let ownerToken = '';
  let waiterToken = '';
  const ids = { clubId: 0, tableId: 0, menuId: 0, sectionId: 0, itemId: 0, otherSectionId: 0 };

  beforeAll(async () => {
    const owner = await t.createUser();
    ownerToken = await t.signIn(owner);
    const db = t.app.db;
    ids.clubId = await createClubFor(t, owner.id, 'Osteria Scorte');
    await db.update(clubs).set({ enabled: true, plan: 'smart' }).where(eq(clubs.id, ids.clubId));
    const [table] = await db.insert(tables).values({ clubId: ids.clubId, name: 'Tavolo 1' }).returning();
    const [menu] = await db.insert(menus).values({ clubId: ids.clubId, name: 'Menu' }).returning();
    const [section, other] = await db
      .insert(menuSections)
      .values([
        { menuId: menu?.id ?? 0, name: 'Piatti', position: 0 },
        { menuId: menu?.id ?? 0, name: 'Dolci', position: 1 },
      ])
      .returning();
    const [item] = await db
      .insert(menuItems)
      .values({ sectionId: section?.id ?? 0, name: 'Pasta', price: 10 })
      .returning();
    Object.assign(ids, {
      tableId: table?.id ?? 0,
      menuId: menu?.id ?? 0,
      sectionId: section?.id ?? 0,
      otherSectionId: other?.id ?? 0,
      itemId: item?.id ?? 0,
    });
    waiterToken = (await addMember(t, ids.clubId, 'waiter')).token;
  });

  const params = () => ({
    clubId: ids.clubId,
    menuId: ids.menuId,
    sectionId: ids.sectionId,
    itemId: ids.itemId,
  });

  it('lets a waiter mark it, and the guests’ menu says so at once', async () => {
    const marked = await t.call('setItemStock', {
      params: params(),
      token: waiterToken,
      body: { outOfStock: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ itemId: ids.itemId, outOfStock: true });
    const guest = await t.call('getPublicMenu', {
      params: { clubId: ids.clubId, tableId: ids.tableId, menuId: ids.menuId },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.body).toContain('"outOfStock":true');

    const back = await t.call('setItemStock', {
      params: params(),
      token: ownerToken,
      body: { outOfStock: false },
    });
    expect(back.json().outOfStock).toBe(false);
    const [row] = await t.app.db.select().from(menuItems).where(eq(menuItems.id, ids.itemId));
    expect(row?.outOfStock).toBe(false);
    expect(row?.name).toBe('Pasta');
  });

  it('refuses an item of another section, an unknown one, and a body that is not a boolean', async () => {
    const elsewhere = await t.call('setItemStock', {
      params: { ...params(), sectionId: ids.otherSectionId },
      token: waiterToken,
      body: { outOfStock: true },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('item_not_found');
    const unknown = await t.call('setItemStock', {
      params: { ...params(), itemId: 2_147_483_647 },
      token: waiterToken,
      body: { outOfStock: true },
    });
    expect(unknown.statusCode).toBe(404);
    const text = await t.call('setItemStock', {
      params: params(),
      token: waiterToken,
      body: { outOfStock: 'yes' },
    });
    expect(text.statusCode).toBe(400);
    // the waiter still cannot edit the item itself
    const edit = await t.call('deleteItem', { params: params(), token: waiterToken });
    expect(edit.json().code).toBe('role_not_allowed');
  });
});
