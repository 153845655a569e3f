// What guests see when a club falls back to Freemium with more menus than Freemium allows
// (docs/decisions/017): every menu stays stored, guests see the first two visible ones by position.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs, menuItems, menuSections, menus, tables } from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';

describe('guests after a fall back to Freemium', () => {
  const t = useTestApp();
  let clubId = 0;
  let tableId = 0;
  const menuIds: number[] = [];

  const settled = () => t.app.guestMenus.contexts.sync(t.app.db);
  const tableMenus = () => t.call('getTableMenus', { params: { clubId, tableId } });
  const publicMenu = (menuId: number) => t.call('getPublicMenu', { params: { clubId, tableId, menuId } });
  const setPlan = async (plan: 'freemium' | 'smart') => {
    await t.app.db.update(clubs).set({ plan }).where(eq(clubs.id, clubId));
    await settled();
  };

  beforeAll(async () => {
    const user = await t.createUser();
    clubId = await createClubFor(t, user.id, 'Tre Menu');
    await t.app.db.update(clubs).set({ enabled: true, plan: 'smart' }).where(eq(clubs.id, clubId));
    const [table] = await t.app.db.insert(tables).values({ clubId, name: 'Tavolo 1' }).returning();
    tableId = table?.id ?? 0;
    // positions out of id order, and a hidden menu before the others: the limit counts what guests see
    const specs = [
      { name: 'Hidden', position: 0, disabled: true },
      { name: 'Dinner', position: 2, disabled: false },
      { name: 'Lunch', position: 1, disabled: false },
      { name: 'Drinks', position: 3, disabled: false },
    ];
    for (const spec of specs) {
      const [menu] = await t.app.db
        .insert(menus)
        .values({ clubId, ...spec })
        .returning({ id: menus.id });
      const [section] = await t.app.db
        .insert(menuSections)
        .values({ menuId: menu?.id ?? 0, name: 'Piatti', position: 0 })
        .returning();
      await t.app.db.insert(menuItems).values({ sectionId: section?.id ?? 0, name: 'Pasta', price: 10 });
      menuIds.push(menu?.id ?? 0);
    }
    await settled();
  });

  it('shows every visible menu on a paid plan', async () => {
    const response = await tableMenus();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().menu.map((menu: { name: string }) => menu.name)).toEqual([
      'Lunch',
      'Dinner',
      'Drinks',
    ]);
  });

  it('shows the first two visible menus on Freemium, refuses the others as hidden, and keeps them all', async () => {
    await setPlan('freemium');
    const response = await tableMenus();
    expect(response.json().menu.map((menu: { name: string }) => menu.name)).toEqual(['Lunch', 'Dinner']);
    const [, dinnerId, lunchId, drinksId] = menuIds as [number, number, number, number];
    expect((await publicMenu(lunchId)).statusCode).toBe(200);
    expect((await publicMenu(dinnerId)).statusCode).toBe(200);
    const beyond = await publicMenu(drinksId);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().code).toBe('menu_not_found');
    // nothing is deleted: the owner's data is all there
    expect(await t.app.db.select().from(menus).where(eq(menus.clubId, clubId))).toHaveLength(4);

    // paying again brings the third menu back
    await setPlan('smart');
    expect((await publicMenu(drinksId)).statusCode).toBe(200);
    expect((await tableMenus()).json().menu).toHaveLength(3);
  });
});
