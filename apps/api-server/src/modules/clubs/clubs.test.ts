import { describe, expect, it } from 'vitest';
import { clubMembers } from '#db/schema.ts';
import { seedDemo } from '#db/seed-demo.ts';
import { useTestApp } from '#test/harness.ts';

describe('brands and owned clubs', () => {
  const t = useTestApp();

  it('lists the enabled partner brands by name', async () => {
    const token = await t.signIn(t.demo.user);
    const response = await t.call('listBrands', { token });
    expect(response.statusCode).toBe(200);
    const brands = response.json() as { id: number; name: string; enabled: boolean }[];
    expect(brands.map((brand) => brand.name)).toEqual(['Campari', 'Lavazza', 'Peroni', 'San Pellegrino']);
    expect(brands.every((brand) => brand.enabled)).toBe(true);
    expect((await t.call('listBrands')).statusCode).toBe(401);
  });

  it('lists the clubs the owner owns, with brand and latest message', async () => {
    const token = await t.signIn(t.demo.user);
    const response = await t.call('listOwnedClubs', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: t.demo.clubId,
        name: 'Trattoria Demo',
        brand: { id: expect.any(Number), name: 'Peroni', enabled: true },
        freeForever: false,
        subscriptionEnabled: false,
        subscriptionExpiration: null,
        message: {
          id: expect.any(Number),
          summary: 'Welcome to Tavola',
          fullMessage: expect.any(String),
          severity: 0,
        },
      },
    ]);
  });

  it('shows a user no club of others, a manager the clubs they manage, an admin every club', async () => {
    const stranger = await t.createUser();
    const strangerToken = await t.signIn(stranger);
    expect((await t.call('listOwnedClubs', { token: strangerToken })).json()).toEqual([]);

    const manager = await t.createUser();
    await t.app.db.insert(clubMembers).values({ clubId: t.demo.clubId, userId: manager.id, role: 'manager' });
    const managed = await t.call('listOwnedClubs', { token: await t.signIn(manager) });
    expect(managed.json().map((club: { id: number }) => club.id)).toEqual([t.demo.clubId]);

    const admin = await t.createUser({ isAdmin: true });
    const all = await t.call('listOwnedClubs', { token: await t.signIn(admin) });
    expect(all.json().map((club: { id: number }) => club.id)).toContain(t.demo.clubId);

    expect((await t.call('listOwnedClubs')).statusCode).toBe(401);
  });

  it('seeds the demo data once (a second run changes nothing)', async () => {
    expect(await seedDemo(t.app.db)).toBe(false);
  });
});
