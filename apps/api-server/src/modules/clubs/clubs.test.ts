import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, brands, clubMembers, clubs, menuItems, menuSections, menus, themes } from '#db/schema.ts';
import { seedDemo } from '#db/seed-demo.ts';
import { useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';

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
      // the demo's second club, on Freemium at the menu limit (db/seed-demo.ts)
      {
        id: expect.any(Number),
        name: 'Bar Demo',
        enabled: true,
        role: 'owner',
        ownershipOffered: false,
        brand: null,
        freeForever: false,
        subscriptionEnabled: false,
        subscriptionExpiration: null,
        message: null,
      },
      {
        id: t.demo.clubId,
        name: 'Trattoria Demo',
        enabled: true,
        role: 'owner',
        ownershipOffered: false,
        brand: { id: expect.any(Number), name: 'Peroni', enabled: true },
        freeForever: false,
        // pays for Smart monthly in demo mode (db/seed-demo.ts): renewal on, the period's last day
        subscriptionEnabled: true,
        subscriptionExpiration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
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

const TEAM = 'team@tavola.local';
const VALID_IT_VAT = '00159560366';

function newClubBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bar Centrale',
    seats: 40,
    address: { line1: 'Via Roma 1', city: 'Milano', state: 'MI', country: 'IT', postalCode: '20121' },
    brandId: null,
    companyName: 'Centrale S.r.l.',
    vatNumber: VALID_IT_VAT,
    ...overrides,
  };
}

describe('club creation and activation', () => {
  const t = useTestApp();

  async function brandId(name: string) {
    const [brand] = await t.app.db.select().from(brands).where(eq(brands.name, name));
    if (!brand) throw new Error(`no brand ${name}`);
    return brand.id;
  }

  it('creates a club owned by the caller, not enabled, and asks the team to activate it', async () => {
    const owner = await t.createUser();
    const token = await t.signIn(owner);
    const peroni = await brandId('Peroni');
    const created = await t.call('createClub', {
      token,
      body: newClubBody({
        name: '  Osteria Nuova ',
        brandId: peroni,
        salesAccountName: 'Giulia',
        salesAccountLastName: 'Rossi',
        vatNumber: 'IT 001 595 603 66',
        address: {
          line1: 'Via Roma 1',
          line2: 'Scala B',
          city: 'Milano',
          state: 'MI',
          country: 'IT',
          postalCode: '20121',
        },
        billingAddress: { line1: 'Corso Como 5', city: 'Milano', country: 'IT', postalCode: '20154' },
        website: 'https://osterianuova.it',
        instagram: 'https://instagram.com/osterianuova',
        whatsapp: '+39 333 111 2222',
        displayEmail: 'ciao@osterianuova.it',
      }),
    });
    expect(created.statusCode).toBe(201);
    const clubId = created.json().clubId as number;

    const detail = (await t.call('getClub', { token, params: { clubId } })).json();
    expect(detail).toMatchObject({
      id: clubId,
      name: 'Osteria Nuova',
      enabled: false,
      seats: 40,
      timeZone: 'Europe/Rome',
      plan: 'freemium',
      earlyAdopter: false,
      address: 'Via Roma 1, Scala B, 20121 Milano (MI), Italy',
      clubAddress: { line1: 'Via Roma 1', line2: 'Scala B', city: 'Milano', state: 'MI', country: 'IT' },
      billingAddress: { line1: 'Corso Como 5', line2: null, state: null, postalCode: '20154' },
      brand: { id: peroni, name: 'Peroni', enabled: true },
      salesAccountName: 'Giulia',
      salesAccountLastName: 'Rossi',
      companyName: 'Centrale S.r.l.',
      vatNumber: 'IT00159560366',
      website: 'https://osterianuova.it',
      facebook: null,
      displayEmail: 'ciao@osterianuova.it',
      message: null,
      pdfMenuEnabled: false,
      theme: { name: 'Tavola', font: 'Barlow' },
    });
    const owned = (await t.call('listOwnedClubs', { token })).json() as { id: number }[];
    expect(owned.map((club) => club.id)).toEqual([clubId]);

    const request = t.mail.last(TEAM);
    expect(request.subject).toBe('Club activation request: Osteria Nuova');
    expect(request.text).toContain(`Owner: Test User, ${owner.email}`);
    expect(request.text).toContain('Partner brand: Peroni, sales account Giulia Rossi');
    const link = request.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link.startsWith('http://localhost:8080/api/v1/clubs/activate?token=')).toBe(true);
    const activationToken = linkParameter(request, 'token');
    expect(activationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // a stranger cannot see it meanwhile; the link needs no sign-in
    const stranger = await t.signIn(await t.createUser());
    expect((await t.call('getClub', { token: stranger, params: { clubId } })).statusCode).toBe(404);

    const activated = await t.call('activateClub', { query: { token: activationToken } });
    expect(activated.statusCode).toBe(200);
    expect(activated.headers['content-type']).toMatch(/^text\/plain/);
    expect(activated.body).toContain('"Osteria Nuova"');
    expect((await t.call('getClub', { token, params: { clubId } })).json().enabled).toBe(true);
    const told = t.mail.last(owner.email);
    expect(told.subject).toBe('Your club Osteria Nuova is active');
    expect(told.text).toContain(`http://localhost:5173/clubs/${clubId}/profile`);

    // single use
    const again = await t.call('activateClub', { query: { token: activationToken } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_or_expired_link');
    expect((await t.call('activateClub', { query: { token: 'made-up' } })).json().code).toBe(
      'invalid_or_expired_link',
    );
  });

  it('lets an activation link work for 7 days only', async () => {
    const token = await t.signIn(await t.createUser());
    const first = await t.call('createClub', { token, body: newClubBody({ name: 'Early' }) });
    const firstToken = linkParameter(t.mail.last(TEAM), 'token');
    const second = await t.call('createClub', { token, body: newClubBody({ name: 'Late' }) });
    const secondToken = linkParameter(t.mail.last(TEAM), 'token');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    t.clock.advance(7 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await t.call('activateClub', { query: { token: firstToken } })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const expired = await t.call('activateClub', { query: { token: secondToken } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_or_expired_link');
    const clubId = second.json().clubId as number;
    const [club] = await t.app.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club?.enabled).toBe(false);
  });

  it('derives the time zone from the state where the country has several', async () => {
    const token = await t.signIn(await t.createUser());
    const created = await t.call('createClub', {
      token,
      body: newClubBody({
        address: {
          line1: '1 Market St',
          city: 'San Francisco',
          state: 'CA',
          country: 'US',
          postalCode: '94105',
        },
        vatNumber: '12-3456789',
      }),
    });
    expect(created.statusCode).toBe(201);
    const detail = (await t.call('getClub', { token, params: { clubId: created.json().clubId } })).json();
    expect(detail.timeZone).toBe('America/Los_Angeles');
    expect(detail.vatNumber).toBe('123456789');
  });

  it('requires the sales account when a brand is chosen, with the domain messages', async () => {
    const token = await t.signIn(await t.createUser());
    const response = await t.call('createClub', {
      token,
      body: newClubBody({
        brandId: await brandId('Campari'),
        salesAccountName: '  ',
        salesAccountLastName: null,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      details: [
        { field: 'salesAccountName', message: 'Sales account name is required' },
        { field: 'salesAccountLastName', message: 'Sales account last name is required' },
      ],
    });
    // without a brand the sales account is not needed, and not kept
    const none = await t.call('createClub', {
      token,
      body: newClubBody({ salesAccountName: 'Ignored', salesAccountLastName: 'Too' }),
    });
    const detail = (await t.call('getClub', { token, params: { clubId: none.json().clubId } })).json();
    expect([detail.brand, detail.salesAccountName, detail.salesAccountLastName]).toEqual([null, null, null]);
  });

  it.each([
    ['IT', '00159560367', false],
    ['IT', '12345678901', false],
    ['IT', VALID_IT_VAT, true],
    ['IT', `IT${VALID_IT_VAT}`, true],
    ['DE', 'DE123456789', true],
    ['DE', '12345678', false],
    ['FR', 'FRXX123456789', true],
    ['FR', 'FR12345', false],
    ['GR', 'EL123456789', true],
    ['NL', '123456789B01', true],
    ['NL', '123456789A01', false],
    ['CH', 'CHE-123.456.789', true],
    ['CH', 'X1', false],
  ])('VAT number for %s %s: valid %s', async (country, vatNumber, valid) => {
    const token = await t.signIn(t.demo.user);
    const response = await t.call('createClub', {
      token,
      body: newClubBody({
        vatNumber,
        address: { line1: 'Street 1', city: 'City', country, postalCode: '12345' },
      }),
    });
    if (valid) {
      expect(response.statusCode).toBe(201);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_vat_number',
        message: 'Invalid VAT number',
        details: [{ field: 'vatNumber', message: 'Invalid VAT number' }],
      });
    }
  });

  it.each([
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['no seats', { seats: 0 }, 'seats'],
    ['too many seats', { seats: 100_001 }, 'seats'],
    ['a VAT number of 31 characters', { vatNumber: '1'.repeat(31) }, 'vatNumber'],
    ['an empty company name', { companyName: '' }, 'companyName'],
    ['an unknown field', { enabled: true }, 'enabled'],
    ['no brand choice', { brandId: undefined }, 'brandId'],
  ])('refuses %s (contract bounds)', async (_label, overrides, field) => {
    const token = await t.signIn(t.demo.user);
    const response = await t.call('createClub', { token, body: newClubBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().details)).toContain(field);
  });

  it('accepts the boundaries and reports domain problems by field', async () => {
    const token = await t.signIn(t.demo.user);
    const atLimits = await t.call('createClub', {
      token,
      body: newClubBody({ name: 'x'.repeat(100), seats: 100_000, companyName: 'c'.repeat(255) }),
    });
    expect(atLimits.statusCode).toBe(201);

    const response = await t.call('createClub', {
      token,
      body: newClubBody({
        name: '   ',
        brandId: 999_999,
        address: { line1: ' ', city: 'Nowhere', country: 'ZZ', postalCode: '1' },
        billingAddress: { line1: 'Via Po 2', city: ' ', country: 'IT', postalCode: '10123' },
        website: 'osteria.it',
        displayEmail: 'ciao@',
        whatsapp: '12',
      }),
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { field: string; message: string }[];
    expect(Object.fromEntries(details.map((detail) => [detail.field, detail.message]))).toEqual({
      name: 'Club name is required',
      'address.line1': 'Address is required',
      'address.country': 'Choose a country from the list',
      'billingAddress.city': 'City is required',
      brandId: 'This brand is not available, choose another one or none',
      salesAccountName: 'Sales account name is required',
      salesAccountLastName: 'Sales account last name is required',
      website: 'Enter a web address starting with http:// or https://',
      displayEmail: 'Email format is invalid',
      whatsapp: 'Phone number must have at least 6 digits',
    });

    const unknownBrand = await t.call('createClub', {
      token,
      body: newClubBody({ brandId: 999_999, salesAccountName: 'Anna', salesAccountLastName: 'Verdi' }),
    });
    expect(unknownBrand.json().details).toEqual([
      { field: 'brandId', message: 'This brand is not available, choose another one or none' },
    ]);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('createClub', { body: newClubBody() })).statusCode).toBe(401);
  });
});

describe('club profile, settings and promotion', () => {
  const t = useTestApp();

  async function ownClub(overrides: Record<string, unknown> = {}) {
    const token = await t.signIn(await t.createUser());
    const created = await t.call('createClub', { token, body: newClubBody(overrides) });
    expect(created.statusCode).toBe(201);
    return { token, clubId: created.json().clubId as number };
  }

  it('shows the demo club in full', async () => {
    const token = await t.signIn(t.demo.user);
    const response = await t.call('getClub', { token, params: { clubId: t.demo.clubId } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Trattoria Demo',
      enabled: true,
      timeZone: 'Europe/Rome',
      address: 'Via dei Coronari 12, 00186 Roma (RM), Italy',
      message: { summary: 'Welcome to Tavola', severity: 0 },
      theme: { name: 'Trattoria' },
      callWaiterEnabled: true,
    });
  });

  it('updates contacts and leaves the other fields alone', async () => {
    const { token, clubId } = await ownClub();
    const response = await t.call('updateClub', {
      token,
      params: { clubId },
      body: {
        displayEmail: 'info@bar.it',
        displayPhone: '+39 02 1234 567',
        website: 'https://bar.it',
        facebook: 'https://facebook.com/bar',
        instagram: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bar Centrale',
      displayEmail: 'info@bar.it',
      displayPhone: '+39 02 1234 567',
      website: 'https://bar.it',
      facebook: 'https://facebook.com/bar',
      instagram: null,
      whatsapp: null,
    });
    const cleared = await t.call('updateClub', { token, params: { clubId }, body: { website: null } });
    expect(cleared.json().website).toBeNull();
    expect(cleared.json().facebook).toBe('https://facebook.com/bar');

    const bad = await t.call('updateClub', { token, params: { clubId }, body: { website: 'bar dot it' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'website', message: 'Enter a web address starting with http:// or https://' },
    ]);
    expect((await t.call('updateClub', { token, params: { clubId }, body: {} })).statusCode).toBe(400);
  });

  it('sets the time zone from the IANA list only', async () => {
    const { token, clubId } = await ownClub();
    const set = await t.call('updateClub', {
      token,
      params: { clubId },
      body: { timeZone: 'Europe/London' },
    });
    expect(set.json().timeZone).toBe('Europe/London');
    const bad = await t.call('updateClub', { token, params: { clubId }, body: { timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'timeZone', message: 'Choose a time zone from the list' }]);
    expect((await t.call('getClub', { token, params: { clubId } })).json().timeZone).toBe('Europe/London');
  });

  it('re-checks the VAT number and the time zone when the club moves country', async () => {
    const { token, clubId } = await ownClub();
    const spain = { line1: 'Calle Mayor 1', city: 'Madrid', state: 'MD', country: 'ES', postalCode: '28013' };
    const refused = await t.call('updateClub', { token, params: { clubId }, body: { address: spain } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_vat_number');

    const moved = await t.call('updateClub', {
      token,
      params: { clubId },
      body: { address: spain, vatNumber: 'ESX1234567L' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      timeZone: 'Europe/Madrid',
      vatNumber: 'ESX1234567L',
      clubAddress: { country: 'ES', city: 'Madrid' },
    });
  });

  it('adds, changes and drops the billing address', async () => {
    const { token, clubId } = await ownClub();
    const billing = { line1: 'Via Po 2', city: 'Torino', country: 'IT', postalCode: '10123' };
    const added = await t.call('updateClub', {
      token,
      params: { clubId },
      body: { billingAddress: billing },
    });
    expect(added.json().billingAddress).toMatchObject(billing);
    const changed = await t.call('updateClub', {
      token,
      params: { clubId },
      body: { billingAddress: { ...billing, line1: 'Via Po 4' } },
    });
    expect(changed.json().billingAddress.id).toBe(added.json().billingAddress.id);
    expect(changed.json().billingAddress.line1).toBe('Via Po 4');
    const dropped = await t.call('updateClub', { token, params: { clubId }, body: { billingAddress: null } });
    expect(dropped.json().billingAddress).toBeNull();
    const left = await t.app.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, added.json().billingAddress.id));
    expect(left).toEqual([]);
  });

  it('needs a sales account to choose a brand later, and forgets it when the brand goes', async () => {
    const { token, clubId } = await ownClub();
    const [brand] = await t.app.db.select().from(brands).where(eq(brands.name, 'Lavazza'));
    const refused = await t.call('updateClub', { token, params: { clubId }, body: { brandId: brand?.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      'salesAccountName',
      'salesAccountLastName',
    ]);
    const chosen = await t.call('updateClub', {
      token,
      params: { clubId },
      body: { brandId: brand?.id, salesAccountName: 'Marco', salesAccountLastName: 'Bianchi' },
    });
    expect(chosen.json().brand.name).toBe('Lavazza');
    const none = await t.call('updateClub', { token, params: { clubId }, body: { brandId: null } });
    expect(none.json()).toMatchObject({ brand: null, salesAccountName: null, salesAccountLastName: null });
  });

  it('switches the settings one by one', async () => {
    const { token, clubId } = await ownClub();
    const on = await t.call('updateClubSettings', {
      token,
      params: { clubId },
      body: { pdfMenuEnabled: true, callWaiterEnabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      pdfMenuEnabled: true,
      callWaiterEnabled: true,
      translationsEnabled: false,
      menuLabelEnabled: false,
      bannerUpdateEnabled: false,
    });
    const off = await t.call('updateClubSettings', {
      token,
      params: { clubId },
      body: { pdfMenuEnabled: false },
    });
    expect(off.json()).toMatchObject({ pdfMenuEnabled: false, callWaiterEnabled: true });
    const notBoolean = await t.call('updateClubSettings', {
      token,
      params: { clubId },
      body: { pdfMenuEnabled: 'yes' },
    });
    expect(notBoolean.statusCode).toBe(400);
  });

  it("refuses another club's theme", async () => {
    const { token, clubId } = await ownClub();
    const [demoTheme] = await t.app.db.select().from(themes).where(eq(themes.clubId, t.demo.clubId));
    const response = await t.call('updateClubSettings', {
      token,
      params: { clubId },
      body: { themeId: demoTheme?.id ?? 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'themeId', message: 'Choose one of the themes of this club' },
    ]);
  });

  it('promotes the branded items of a club with a brand, and only those', async () => {
    const db = t.app.db;
    const token = await t.signIn(t.demo.user);
    const [menu] = await db.select().from(menus).where(eq(menus.clubId, t.demo.clubId));
    if (!menu) throw new Error('demo menu missing');
    const [section] = await db.insert(menuSections).values({ menuId: menu.id, name: 'Beers' }).returning();
    if (!section) throw new Error('section not created');
    const [branded, plain] = await db
      .insert(menuItems)
      .values([
        { sectionId: section.id, name: 'Peroni Nastro Azzurro', branded: true },
        { sectionId: section.id, name: 'House lager' },
      ])
      .returning();

    // another club's branded item stays as it is
    const other = await ownClub();
    const [otherMenu] = await db.insert(menus).values({ clubId: other.clubId, name: 'Drinks' }).returning();
    const [otherSection] = await db
      .insert(menuSections)
      .values({ menuId: otherMenu?.id ?? 0, name: 'Beers' })
      .returning();
    const [otherItem] = await db
      .insert(menuItems)
      .values({ sectionId: otherSection?.id ?? 0, name: 'Other beer', branded: true })
      .returning();

    const response = await t.call('promoteBrandedItems', { token, params: { clubId: t.demo.clubId } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'promoted' });
    const promoted = async (id: number | undefined) =>
      (
        await db
          .select()
          .from(menuItems)
          .where(eq(menuItems.id, id ?? 0))
      )[0]?.promoted;
    expect(await promoted(branded?.id)).toBe(true);
    expect(await promoted(plain?.id)).toBe(false);
    expect(await promoted(otherItem?.id)).toBe(false);

    const refused = await t.call('promoteBrandedItems', {
      token: other.token,
      params: { clubId: other.clubId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('club_has_no_brand');
  });
});

describe('club creation when the team cannot be mailed', () => {
  const t = useTestApp({
    env: { TEAM_EMAIL: 'team@reject.test', PUBLIC_API_URL: 'https://api.tavola.app/' },
  });

  it('keeps the club (the owner can build menus; the failure is logged for the team)', async () => {
    const token = await t.signIn(await t.createUser());
    const created = await t.call('createClub', { token, body: newClubBody({ name: 'Quiet club' }) });
    expect(created.statusCode).toBe(201);
    const clubId = created.json().clubId as number;
    const detail = await t.call('getClub', { token, params: { clubId } });
    expect(detail.json()).toMatchObject({ name: 'Quiet club', enabled: false });
    expect(t.mail.to('team@reject.test')).toEqual([]);
  });
});
