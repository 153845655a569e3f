import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  brands,
  clubActivationTokens,
  clubMembers,
  clubMessages,
  clubs,
  users,
} from '#db/schema.ts';
import type { OperationId } from '#http/types.ts';
import { hashToken, newToken } from '#lib/tokens.ts';
import { type TestUser, useTestApp } from '#test/harness.ts';
import { setAdminFlag, UnknownPhoneError } from './admin-flag.ts';

describe('administration', () => {
  const t = useTestApp();
  let admin: TestUser;
  let adminToken = '';
  let ownerToken = '';

  /** A club inserted directly (not enabled), owned by `owner`. */
  async function createClub(name: string, owner: TestUser, extra: Partial<typeof clubs.$inferInsert> = {}) {
    const db = t.app.db;
    const [address] = await db
      .insert(addresses)
      .values({ line1: 'Via Roma 1', city: 'Roma', state: 'RM', country: 'IT', postalCode: '00100' })
      .returning();
    const [club] = await db
      .insert(clubs)
      .values({
        name,
        seats: 40,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: `${name} srl`,
        vatNumber: 'IT00743110157',
        ...extra,
      })
      .returning();
    if (!club) throw new Error('club not created');
    await db.insert(clubMembers).values({ clubId: club.id, userId: owner.id, role: 'owner' });
    return club;
  }

  beforeAll(async () => {
    admin = await t.createUser({ isAdmin: true });
    adminToken = await t.signIn(admin);
    ownerToken = await t.signIn(t.demo.user);
  });

  describe('only administrators get in', () => {
    const calls: [OperationId, Record<string, number>][] = [
      ['listAdminClubs', {}],
      ['setClubEnabled', { clubId: 1 }],
      ['setClubPlan', { clubId: 1 }],
      ['setClubMessage', { clubId: 1 }],
      ['clearClubMessage', { clubId: 1 }],
      ['listAdminBrands', {}],
      ['createBrand', {}],
      ['updateBrand', { brandId: 1 }],
    ];

    it.each(calls)('%s: an owner gets 403 admin_only before any validation', async (operationId, params) => {
      const response = await t.call(operationId, { params, token: ownerToken, body: { nonsense: true } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'admin_only',
        message: 'Only Tavola administrators can do this.',
      });
      expect((await t.call(operationId, { params })).statusCode).toBe(401);
    });
  });

  describe('clubs', () => {
    it('lists every club with owners, state, plan, brand and latest message, newest first', async () => {
      const owner = await t.createUser();
      const [peroni] = await t.app.db.select().from(brands).where(eq(brands.name, 'Peroni'));
      const club = await createClub('Osteria Nuova', owner, { brandId: peroni?.id ?? null, plan: 'smart' });

      const response = await t.call('listAdminClubs', { token: adminToken });
      expect(response.statusCode).toBe(200);
      const list = response.json() as { id: number; name: string }[];
      expect(list[0]).toEqual({
        id: club.id,
        name: 'Osteria Nuova',
        enabled: false,
        plan: 'smart',
        earlyAdopter: false,
        // a plan written straight into clubs: no subscription row, so Freemium's state
        paymentState: 'freemium',
        paymentStateUntil: null,
        brand: { id: peroni?.id, name: 'Peroni', enabled: true },
        owners: [{ id: owner.id, name: 'Test', surname: 'User', email: owner.email, phone: owner.phone }],
        message: null,
        createdAt: club.createdAt.toISOString(),
      });
      const demo = list.find((entry) => entry.id === t.demo.clubId);
      expect(demo).toMatchObject({
        name: 'Trattoria Demo',
        owners: [{ phone: t.demo.user.phone }],
        message: { summary: 'Welcome to Tavola', severity: 0 },
      });
    });

    it('activates a club, mails every owner once, spends pending activation links; deactivates silently', async () => {
      const owner = await t.createUser();
      const coOwner = await t.createUser();
      const club = await createClub('Bar Sport', owner);
      await t.app.db.insert(clubMembers).values({ clubId: club.id, userId: coOwner.id, role: 'owner' });
      const manager = await t.createUser();
      await t.app.db.insert(clubMembers).values({ clubId: club.id, userId: manager.id, role: 'manager' });
      const teamToken = newToken();
      await t.app.db.insert(clubActivationTokens).values({
        tokenHash: hashToken(teamToken),
        clubId: club.id,
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      });

      const activated = await t.call('setClubEnabled', {
        params: { clubId: club.id },
        token: adminToken,
        body: { enabled: true },
      });
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toMatchObject({ id: club.id, enabled: true });
      for (const person of [owner, coOwner]) {
        const mails = t.mail.to(person.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.subject).toBe('Your club Bar Sport is active');
        expect(mails[0]?.text).toContain(`http://localhost:5173/clubs/${club.id}/profile`);
      }
      expect(t.mail.to(manager.email)).toHaveLength(0);
      const [token] = await t.app.db
        .select()
        .from(clubActivationTokens)
        .where(eq(clubActivationTokens.clubId, club.id));
      expect(token?.usedAt).not.toBeNull();

      // enabling again changes nothing and mails nobody
      const again = await t.call('setClubEnabled', {
        params: { clubId: club.id },
        token: adminToken,
        body: { enabled: true },
      });
      expect(again.statusCode).toBe(200);
      expect(t.mail.to(owner.email)).toHaveLength(1);

      const deactivated = await t.call('setClubEnabled', {
        params: { clubId: club.id },
        token: adminToken,
        body: { enabled: false },
      });
      expect(deactivated.json()).toMatchObject({ enabled: false });
      expect(t.mail.to(owner.email)).toHaveLength(1);
      const [row] = await t.app.db.select().from(clubs).where(eq(clubs.id, club.id));
      expect(row?.enabled).toBe(false);
    });

    it('records a plan and the early-adopter flag', async () => {
      const club = await createClub('Pub Irlandese', await t.createUser());
      const response = await t.call('setClubPlan', {
        params: { clubId: club.id },
        token: adminToken,
        body: { plan: 'professional', earlyAdopter: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: club.id, plan: 'professional', earlyAdopter: true });
      const back = await t.call('setClubPlan', {
        params: { clubId: club.id },
        token: adminToken,
        body: { plan: 'freemium', earlyAdopter: false },
      });
      expect(back.json()).toMatchObject({ plan: 'freemium', earlyAdopter: false });
    });

    it('refuses bad plan bodies and unknown clubs', async () => {
      const club = await createClub('Caffè Nero', await t.createUser());
      const params = { clubId: club.id };
      for (const body of [
        { plan: 'gold', earlyAdopter: false },
        { plan: 'smart' },
        { plan: 'smart', earlyAdopter: 'yes' },
        { plan: 'smart', earlyAdopter: false, extra: 1 },
      ]) {
        const response = await t.call('setClubPlan', { params, token: adminToken, body });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('validation_failed');
      }
      for (const operationId of [
        'setClubPlan',
        'setClubEnabled',
        'setClubMessage',
        'clearClubMessage',
      ] as const) {
        const body =
          operationId === 'setClubPlan'
            ? { plan: 'smart', earlyAdopter: false }
            : operationId === 'setClubEnabled'
              ? { enabled: true }
              : operationId === 'setClubMessage'
                ? { summary: 'Hi', fullMessage: 'Hello', severity: 0 }
                : undefined;
        const response = await t.call(operationId, { params: { clubId: 999_999 }, token: adminToken, body });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('club_not_found');
      }
      const [row] = await t.app.db.select().from(clubs).where(eq(clubs.id, club.id));
      expect(row?.plan).toBe('freemium');
    });

    it('posts a club message that becomes the club’s current one, and clears it', async () => {
      const owner = await t.createUser();
      const club = await createClub('Enoteca', owner);
      const params = { clubId: club.id };
      const first = await t.call('setClubMessage', {
        params,
        token: adminToken,
        body: { summary: 'Scheduled maintenance', fullMessage: 'Sunday 2-3 am.', severity: 1 },
      });
      expect(first.statusCode).toBe(201);
      const second = await t.call('setClubMessage', {
        params,
        token: adminToken,
        body: { summary: '  Invoice unpaid  ', fullMessage: 'Please add a payment method.', severity: 2 },
      });
      expect(second.json()).toEqual({
        id: expect.any(Number),
        summary: 'Invoice unpaid',
        fullMessage: 'Please add a payment method.',
        severity: 2,
      });
      const owned = await t.call('listOwnedClubs', { token: await t.signIn(owner) });
      expect(owned.json()[0].message).toEqual(second.json());

      const cleared = await t.call('clearClubMessage', { params, token: adminToken });
      expect(cleared.statusCode).toBe(204);
      const messages = await t.app.db.select().from(clubMessages).where(eq(clubMessages.clubId, club.id));
      expect(messages).toEqual([]);
      const list = (await t.call('listAdminClubs', { token: adminToken })).json() as { id: number }[];
      expect(list.find((entry) => entry.id === club.id)).toMatchObject({ message: null });
    });

    it('checks the club message fields', async () => {
      const club = await createClub('Birreria', await t.createUser());
      const params = { clubId: club.id };
      const ok = { summary: 'S', fullMessage: 'F', severity: 0 };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...ok, summary: '' }, 'summary'],
        [{ ...ok, summary: 's'.repeat(121) }, 'summary'],
        [{ ...ok, fullMessage: '' }, 'fullMessage'],
        [{ ...ok, fullMessage: 'f'.repeat(2001) }, 'fullMessage'],
        [{ ...ok, severity: 3 }, 'severity'],
        [{ ...ok, severity: -1 }, 'severity'],
        [{ ...ok, severity: '1' }, 'severity'],
        [{ ...ok, summary: '   ' }, 'summary'],
        [{ summary: 'S', severity: 0 }, ''],
      ];
      for (const [body, field] of cases) {
        const response = await t.call('setClubMessage', { params, token: adminToken, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        if (field) expect(response.json().details[0].field).toBe(field);
      }
      const longest = await t.call('setClubMessage', {
        params,
        token: adminToken,
        body: { summary: 's'.repeat(120), fullMessage: 'f'.repeat(2000), severity: 2 },
      });
      expect(longest.statusCode).toBe(201);
      const stored = await t.app.db.select().from(clubMessages).where(eq(clubMessages.clubId, club.id));
      expect(stored).toHaveLength(1);
    });
  });

  describe('brands', () => {
    it('creates, renames, disables and re-enables a brand; owners see only enabled ones', async () => {
      const created = await t.call('createBrand', { token: adminToken, body: { name: '  Select ' } });
      expect(created.statusCode).toBe(201);
      const brand = created.json() as { id: number; name: string; enabled: boolean };
      expect(brand).toEqual({ id: expect.any(Number), name: 'Select', enabled: true });

      const renamed = await t.call('updateBrand', {
        params: { brandId: brand.id },
        token: adminToken,
        body: { name: 'Select Aperitivo' },
      });
      expect(renamed.json()).toEqual({ ...brand, name: 'Select Aperitivo' });

      const disabled = await t.call('updateBrand', {
        params: { brandId: brand.id },
        token: adminToken,
        body: { enabled: false },
      });
      expect(disabled.json()).toEqual({ ...brand, name: 'Select Aperitivo', enabled: false });
      const offered = (await t.call('listBrands', { token: ownerToken })).json() as { name: string }[];
      expect(offered.map((entry) => entry.name)).not.toContain('Select Aperitivo');
      const all = (await t.call('listAdminBrands', { token: adminToken })).json() as { name: string }[];
      expect(all.map((entry) => entry.name)).toContain('Select Aperitivo');

      await t.call('updateBrand', {
        params: { brandId: brand.id },
        token: adminToken,
        body: { enabled: true },
      });
      const again = (await t.call('listBrands', { token: ownerToken })).json() as { name: string }[];
      expect(again.map((entry) => entry.name)).toContain('Select Aperitivo');
    });

    it('refuses duplicate names (ignoring case) with 409, blank and too long names with 400', async () => {
      const duplicate = await t.call('createBrand', { token: adminToken, body: { name: 'peroni' } });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        code: 'brand_name_taken',
        message: 'A brand with this name already exists.',
      });
      const [lavazza] = await t.app.db.select().from(brands).where(eq(brands.name, 'Lavazza'));
      const params = { brandId: lavazza?.id ?? 0 };
      const clash = await t.call('updateBrand', { params, token: adminToken, body: { name: 'CAMPARI' } });
      expect(clash.statusCode).toBe(409);
      // its own name in another case is fine
      const own = await t.call('updateBrand', { params, token: adminToken, body: { name: 'LAVAZZA' } });
      expect(own.json()).toMatchObject({ name: 'LAVAZZA' });
      await t.call('updateBrand', { params, token: adminToken, body: { name: 'Lavazza' } });

      for (const body of [
        { name: '' },
        { name: '   ' },
        { name: 'b'.repeat(101) },
        {},
        { name: 'X', logo: 'y' },
      ]) {
        expect((await t.call('createBrand', { token: adminToken, body })).statusCode).toBe(400);
      }
      expect((await t.call('updateBrand', { params, token: adminToken, body: {} })).statusCode).toBe(400);
      expect(
        (await t.call('updateBrand', { params, token: adminToken, body: { enabled: 'no' } })).statusCode,
      ).toBe(400);
      const longest = await t.call('createBrand', { token: adminToken, body: { name: 'b'.repeat(100) } });
      expect(longest.statusCode).toBe(201);

      const missing = await t.call('updateBrand', {
        params: { brandId: 999_999 },
        token: adminToken,
        body: { enabled: false },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('brand_not_found');
    });
  });

  describe('admin:grant and admin:revoke', () => {
    it('grants and revokes the flag by phone; it applies to open sessions at once', async () => {
      const user = await t.createUser();
      const token = await t.signIn(user);
      expect((await t.call('listAdminClubs', { token })).statusCode).toBe(403);

      const spaced = `${user.phone.slice(0, 4)} ${user.phone.slice(4)}`;
      const granted = await setAdminFlag(t.app.db, spaced, true);
      expect(granted).toEqual({
        userId: user.id,
        name: 'Test',
        surname: 'User',
        phone: user.phone,
        isAdmin: true,
        changed: true,
      });
      expect((await t.call('listAdminClubs', { token })).statusCode).toBe(200);
      expect((await t.call('getCurrentUser', { token })).json().isAdmin).toBe(true);
      expect((await setAdminFlag(t.app.db, user.phone, true)).changed).toBe(false);

      const revoked = await setAdminFlag(t.app.db, user.phone, false);
      expect(revoked).toMatchObject({ isAdmin: false, changed: true });
      expect((await t.call('listAdminClubs', { token })).statusCode).toBe(403);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.isAdmin).toBe(false);
    });

    it('names an unknown phone', async () => {
      await expect(setAdminFlag(t.app.db, '3000000001', true)).rejects.toThrow(
        new UnknownPhoneError('3000000001'),
      );
      await expect(setAdminFlag(t.app.db, '3000000001', true)).rejects.toThrow(
        'No account found with the phone number 3000000001.',
      );
    });
  });
});
