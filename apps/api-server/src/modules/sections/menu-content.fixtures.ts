/** Clubs and menus written straight to the database, for the section and item suites. */
import { addresses, clubMembers, clubs, menus } from '#db/schema.ts';
import type { TestContext } from '#test/harness.ts';

export async function createClubFor(t: TestContext, userId: number, name: string): Promise<number> {
  const db = t.app.db;
  const [address] = await db
    .insert(addresses)
    .values({ line1: 'Via Roma 1', city: 'Roma', country: 'IT', postalCode: '00100' })
    .returning();
  const [club] = await db
    .insert(clubs)
    .values({
      name,
      seats: 40,
      addressId: address?.id ?? 0,
      timeZone: 'Europe/Rome',
      companyName: 'Test srl',
      vatNumber: 'IT00743110157',
    })
    .returning();
  if (!club) throw new Error('club not created');
  await db.insert(clubMembers).values({ clubId: club.id, userId, role: 'owner' });
  return club.id;
}

export async function createMenuFor(t: TestContext, clubId: number, name: string): Promise<number> {
  const [menu] = await t.app.db.insert(menus).values({ clubId, name }).returning({ id: menus.id });
  if (!menu) throw new Error('menu not created');
  return menu.id;
}
