/**
 * The club's activity log: each change of menus, items, prices, stock, the team and the plan leaves
 * one entry with its author as they were named then; owners and managers read it by person and by
 * the club's day, page by page, and export it as CSV.
 */

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, tableZones, users } from '#db/schema.ts';
import {
  addCard,
  expectStatus,
  newOwner,
  type Owner,
  subscribeTo,
} from '#modules/payments/payments.fixtures.ts';
import { applySubscriptionEvent } from '#modules/payments/subscription-store.ts';
import { addMember } from '#modules/team/team.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { linkParameter } from '#test/smtp.ts';
import { recordActivity } from './record.ts';

interface Entry {
  id: number;
  at: string;
  kind: string;
  userId: number | null;
  actorName: string | null;
  subject: string | null;
  details: Record<string, unknown>;
}

describe('the activity log', () => {
  const t = useTestApp();
  let owner: Owner;
  let ownerId = 0;
  let manager: { user: { id: number }; token: string };
  let waiter: { user: { id: number }; token: string };

  const rename = (userId: number, name: string, surname: string) =>
    t.app.db.update(users).set({ name, surname }).where(eq(users.id, userId));

  async function list(query: Record<string, string> = {}, token = owner.token, clubId = owner.clubId) {
    return t.call('listClubActivity', { params: { clubId }, query, token });
  }

  async function entries(query: Record<string, string> = {}): Promise<Entry[]> {
    const response = await list(query);
    expectStatus(response, 200);
    return response.json().entries;
  }

  /** The entries written since `sinceId`, oldest first. */
  async function since(sinceId: number): Promise<Entry[]> {
    return (await entries({ limit: '100' })).filter((entry) => entry.id > sinceId).reverse();
  }

  async function lastId(): Promise<number> {
    return (await entries({ limit: '1' }))[0]?.id ?? 0;
  }

  beforeAll(async () => {
    owner = await newOwner(t, 'IT', 'Trattoria Registro');
    manager = await addMember(t, owner.clubId, 'manager');
    waiter = await addMember(t, owner.clubId, 'waiter');
    await rename(manager.user.id, 'Marta', 'Gestori');
    await rename(waiter.user.id, 'Walter', 'Sala');
    const members = (await owner.call('listClubMembers')).json().members as {
      userId: number;
      role: string;
    }[];
    ownerId = members.find((member) => member.role === 'owner')?.userId ?? 0;
    await rename(ownerId, 'Olga', 'Titolare');
  });

  describe('records', () => {
    let menuId = 0;
    let sectionId = 0;
    let itemId = 0;

    it('menus: created, saved, renamed, hidden and shown, duplicated, deleted', async () => {
      const start = await lastId();
      const created = await owner.call('createMenu', { body: { name: 'Pranzo' } });
      expectStatus(created, 201);
      menuId = created.json().id;
      expectStatus(
        await owner.call('saveMenu', { body: { id: menuId, name: 'Pranzo', footer: 'Coperto 2 €' } }),
        200,
      );
      expectStatus(await owner.call('saveMenu', { body: { id: menuId, name: 'Pranzo di lavoro' } }), 200);
      expectStatus(
        await owner.call('saveMenu', { body: { id: menuId, name: 'Pranzo di lavoro', disabled: true } }),
        200,
      );
      expectStatus(
        await owner.call('saveMenu', { body: { id: menuId, name: 'Pranzo di lavoro', disabled: false } }),
        200,
      );
      const copy = await owner.call('duplicateMenu', { params: { menuId } });
      expectStatus(copy, 201);
      expectStatus(await owner.call('deleteMenu', { params: { menuId: copy.json().id } }), 204);

      const written = await since(start);
      expect(written.map((entry) => [entry.kind, entry.subject, entry.details])).toEqual([
        ['menu_created', 'Pranzo', {}],
        ['menu_updated', 'Pranzo', {}],
        ['menu_updated', 'Pranzo di lavoro', { oldName: 'Pranzo' }],
        ['menu_disabled', 'Pranzo di lavoro', {}],
        ['menu_enabled', 'Pranzo di lavoro', {}],
        ['menu_duplicated', 'Pranzo di lavoro (copy)', { oldName: 'Pranzo di lavoro' }],
        ['menu_deleted', 'Pranzo di lavoro (copy)', {}],
      ]);
      for (const entry of written) {
        expect(entry.userId).toBe(ownerId);
        expect(entry.actorName).toBe('Olga Titolare');
      }
    });

    it('items: created, a price changed with both prices in cents, stock, renamed, moved, deleted', async () => {
      const section = await owner.call('saveSection', { params: { menuId }, body: { name: 'Primi' } });
      expectStatus(section, 200);
      sectionId = section.json().id;
      const start = await lastId();
      const params = { menuId, sectionId };
      const item = await t.call('saveItem', {
        params: { clubId: owner.clubId, ...params },
        token: manager.token,
        body: { name: 'Carbonara', price: 12.5 },
      });
      expectStatus(item, 200);
      itemId = item.json().id;
      const save = (body: Record<string, unknown>) =>
        t.call('saveItem', {
          params: { clubId: owner.clubId, ...params },
          token: manager.token,
          body: { id: itemId, name: 'Carbonara', ...body },
        });
      expectStatus(await save({ price: 13.1 }), 200);
      expectStatus(await save({ price: 13.1, description: 'Guanciale' }), 200);
      expectStatus(await save({ outOfStock: true }), 200);
      expectStatus(await save({ name: 'Carbonara vera', price: null, position: 0 }), 200);

      const written = await since(start);
      expect(written.map((entry) => [entry.kind, entry.subject, entry.details])).toEqual([
        ['item_created', 'Carbonara', { newPrice: 1250 }],
        ['item_price_changed', 'Carbonara', { oldPrice: 1250, newPrice: 1310 }],
        ['item_updated', 'Carbonara', {}],
        ['item_out_of_stock', 'Carbonara', {}],
        ['item_price_changed', 'Carbonara vera', { oldPrice: 1310, newPrice: null }],
        ['item_updated', 'Carbonara vera', { oldName: 'Carbonara' }],
      ]);
      expect(new Set(written.map((entry) => entry.actorName))).toEqual(new Set(['Marta Gestori']));
    });

    it('a waiter’s out-of-stock flag, once per change (marking it as it is adds nothing)', async () => {
      const start = await lastId();
      const stock = (outOfStock: boolean) =>
        t.call('setItemStock', {
          params: { clubId: owner.clubId, menuId, sectionId, itemId },
          token: waiter.token,
          body: { outOfStock },
        });
      expectStatus(await stock(false), 200);
      expectStatus(await stock(false), 200);
      expectStatus(await stock(true), 200);
      const written = await since(start);
      expect(written.map((entry) => [entry.kind, entry.subject, entry.actorName, entry.userId])).toEqual([
        ['item_back_in_stock', 'Carbonara vera', 'Walter Sala', waiter.user.id],
        ['item_out_of_stock', 'Carbonara vera', 'Walter Sala', waiter.user.id],
      ]);
      expectStatus(await owner.call('deleteItem', { params: { menuId, sectionId, itemId } }), 204);
      expect((await since(start)).at(-1)).toMatchObject({ kind: 'item_deleted', subject: 'Carbonara vera' });
    });

    it('the team: invitations, joining, roles, ownership offered, taken back and accepted, removal', async () => {
      const start = await lastId();
      const email = `new.${Date.now()}@example.com`;
      const sent = await owner.call('inviteClubMember', { body: { email, role: 'waiter' } });
      expectStatus(sent, 201);
      const other = await owner.call('inviteClubMember', { body: { email: `x.${email}`, role: 'manager' } });
      expectStatus(
        await owner.call('withdrawClubInvitation', { params: { invitationId: other.json().id } }),
        204,
      );
      const joiner = await t.createUser();
      await rename(joiner.id, 'Nina', 'Nuova');
      const accepted = await t.call('acceptInvitation', {
        token: await t.signIn(joiner),
        body: { token: linkParameter(t.mail.last(email), 'token') },
      });
      expectStatus(accepted, 200);
      expectStatus(
        await owner.call('changeClubMemberRole', {
          params: { userId: joiner.id },
          body: { role: 'manager' },
        }),
        200,
      );
      // the zones the newcomer serves: set, set again the same (no entry), then none
      const zones = await t.app.db
        .insert(tableZones)
        .values([
          { clubId: owner.clubId, name: 'Terrazza Log' },
          { clubId: owner.clubId, name: 'Interno Log' },
        ])
        .returning({ id: tableZones.id });
      const zoneIds = zones.map((zone) => zone.id);
      for (const chosen of [zoneIds, [...zoneIds].reverse(), []]) {
        expectStatus(
          await owner.call('setMemberZones', { params: { userId: joiner.id }, body: { zoneIds: chosen } }),
          200,
        );
      }
      expectStatus(await owner.call('offerOwnership', { body: { userId: joiner.id } }), 200);
      expectStatus(await owner.call('cancelOwnershipTransfer'), 204);
      expectStatus(await owner.call('offerOwnership', { body: { userId: manager.user.id } }), 200);
      expectStatus(
        await t.call('acceptOwnership', { params: { clubId: owner.clubId }, token: manager.token }),
        200,
      );
      // the new owner removes the newcomer
      expectStatus(
        await t.call('removeClubMember', {
          params: { clubId: owner.clubId, userId: joiner.id },
          token: manager.token,
        }),
        204,
      );

      const written = await since(start);
      expect(written.map((entry) => [entry.kind, entry.actorName, entry.subject, entry.details])).toEqual([
        ['invitation_sent', 'Olga Titolare', email, { role: 'waiter' }],
        ['invitation_sent', 'Olga Titolare', `x.${email}`, { role: 'manager' }],
        ['invitation_withdrawn', 'Olga Titolare', `x.${email}`, { role: 'manager' }],
        ['member_joined', 'Nina Nuova', email, { role: 'waiter' }],
        ['member_role_changed', 'Olga Titolare', 'Nina Nuova', { oldRole: 'waiter', role: 'manager' }],
        ['member_zones_changed', 'Olga Titolare', 'Nina Nuova', { zones: ['Interno Log', 'Terrazza Log'] }],
        ['member_zones_changed', 'Olga Titolare', 'Nina Nuova', { zones: [] }],
        ['ownership_offered', 'Olga Titolare', 'Nina Nuova', {}],
        ['ownership_offer_withdrawn', 'Olga Titolare', 'Nina Nuova', {}],
        ['ownership_offered', 'Olga Titolare', 'Marta Gestori', {}],
        ['ownership_accepted', 'Marta Gestori', 'Marta Gestori', {}],
        ['member_removed', 'Marta Gestori', 'Nina Nuova', { role: 'manager' }],
      ]);
      // hand the club back, for the tests that follow
      expectStatus(
        await t.call('offerOwnership', {
          params: { clubId: owner.clubId },
          token: manager.token,
          body: { userId: ownerId },
        }),
        200,
      );
      expectStatus(await owner.call('acceptOwnership'), 200);
    });

    it('the plan: the owner subscribes and cancels; the provider’s change is the system’s', async () => {
      const start = await lastId();
      expectStatus(await addCard(owner, '4242 4242 4242 4242'), 201);
      expectStatus(await subscribeTo(owner, 'smart', 1), 200);
      expectStatus(await owner.call('unsubscribe'), 200);
      await t.app.db.transaction((tx) =>
        applySubscriptionEvent(tx, owner.clubId, { type: 'subscription_ended' }, { kind: 'provider' }),
      );
      const written = await since(start);
      expect(written.map((entry) => [entry.kind, entry.userId, entry.actorName, entry.details])).toEqual([
        ['plan_subscribed', ownerId, 'Olga Titolare', { oldPlan: 'freemium', plan: 'smart', months: 1 }],
        ['plan_renewal_cancelled', ownerId, 'Olga Titolare', { oldPlan: 'smart', plan: 'smart', months: 1 }],
        ['plan_ended', null, null, { oldPlan: 'smart', plan: 'freemium' }],
      ]);
    });

    it('keeps the author’s name as it was, and the entry when the account goes', async () => {
      const before = await entries({ userId: String(waiter.user.id) });
      await rename(waiter.user.id, 'Walter', 'Rinominato');
      const after = await entries({ userId: String(waiter.user.id) });
      expect(after.map((entry) => entry.actorName)).toEqual(before.map((entry) => entry.actorName));
      expect(new Set(after.map((entry) => entry.actorName))).toEqual(new Set(['Walter Sala']));
    });

    it('writes nothing when the change is refused', async () => {
      const start = await lastId();
      const refused = await owner.call('saveMenu', { body: { id: menuId, name: '' } });
      expectStatus(refused, 400);
      const missing = await owner.call('deleteMenu', { params: { menuId: 2_000_000_000 } });
      expectStatus(missing, 404);
      expect(await since(start)).toEqual([]);
    });
  });

  describe('reads', () => {
    it('filters by person and by the club’s local day, and pages newest first', async () => {
      const all = await entries({ limit: '100' });
      expect(all.length).toBeGreaterThan(20);
      const ids = all.map((entry) => entry.id);
      const times = all.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);

      const mine = await entries({ userId: String(manager.user.id), limit: '100' });
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((entry) => entry.userId === manager.user.id)).toBe(true);

      // pages of 5 give the same entries, in the same order, then stop
      const paged: number[] = [];
      let before: number | null = null;
      for (let page = 0; page < 50; page++) {
        const response = await list({ limit: '5', ...(before === null ? {} : { before: String(before) }) });
        expectStatus(response, 200);
        const body = response.json() as { entries: Entry[]; nextBefore: number | null };
        paged.push(...body.entries.map((entry) => entry.id));
        before = body.nextBefore;
        if (before === null) break;
      }
      expect(paged).toEqual(ids);
    });

    /** An entry of the owner's at a given moment (the clock of a request cannot go back and forth). */
    const recordAt = (iso: string, subject: string) =>
      recordActivity(
        t.app.db,
        owner.clubId,
        { userId: ownerId, at: new Date(iso) },
        { kind: 'menu_created', subject },
      );

    it('a day is midnight to midnight in the club’s time zone (Europe/Rome)', async () => {
      // 23:30 in Rome on 14 March is 22:30 UTC; 00:30 on the 15th is 23:30 UTC on the 14th
      await recordAt('2031-03-14T22:30:00Z', 'Sera');
      await recordAt('2031-03-14T23:30:00Z', 'Notte');
      await recordAt('2031-03-15T22:59:00Z', 'Tardi');
      const of = async (day: string) => (await entries({ day })).map((entry) => entry.subject);
      expect(await of('2031-03-14')).toEqual(['Sera']);
      expect(await of('2031-03-15')).toEqual(['Tardi', 'Notte']);
      expect(await of('2031-03-16')).toEqual([]);
      // the day the clocks go forward (Sunday 30 March 2031 in Rome) has 23 hours: from 23:00 UTC
      // on the 29th (midnight, winter time) to 22:00 UTC on the 30th (midnight, summer time)
      await recordAt('2031-03-29T22:59:00Z', 'Prima di mezzanotte');
      await recordAt('2031-03-29T23:00:00Z', 'Prima');
      await recordAt('2031-03-30T21:59:00Z', 'Ultima');
      await recordAt('2031-03-30T22:00:00Z', 'Dopo');
      expect(await of('2031-03-30')).toEqual(['Ultima', 'Prima']);
    });

    it('exports CSV: a header, the club’s local times, and no cell a spreadsheet would run', async () => {
      await recordAt('2031-07-01T10:00:00Z', '=HYPERLINK("http://x","y")');
      await recordAt('2031-07-01T10:00:01Z', '@SUM(1,2), "quoted"');
      await recordAt('2031-07-01T10:00:02Z', '-2+3');
      await recordAt('2031-07-01T10:00:03Z', '\tTab\r\nnew line');
      const response = await t.call('exportClubActivity', {
        params: { clubId: owner.clubId },
        query: { day: '2031-07-01' },
        token: manager.token,
      });
      expectStatus(response, 200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="activity Trattoria Registro 2031-07-01\.csv"/,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).split('\r\n');
      expect(lines).toEqual([
        'time,person,user id,action,subject,old value,new value',
        `2031-07-01T12:00:03+02:00,Olga Titolare,${ownerId},menu_created,"'\tTab`,
        `new line",,`,
        `2031-07-01T12:00:02+02:00,Olga Titolare,${ownerId},menu_created,'-2+3,,`,
        `2031-07-01T12:00:01+02:00,Olga Titolare,${ownerId},menu_created,"'@SUM(1,2), ""quoted""",,`,
        `2031-07-01T12:00:00+02:00,Olga Titolare,${ownerId},menu_created,"'=HYPERLINK(""http://x"",""y"")",,`,
        '',
      ]);
      // winter time: the offset of the day
      await recordAt('2031-12-01T10:00:00Z', 'Inverno');
      const winter = await t.call('exportClubActivity', {
        params: { clubId: owner.clubId },
        query: { day: '2031-12-01' },
        token: owner.token,
      });
      expect(winter.body).toContain('2031-12-01T11:00:00+01:00,Olga Titolare');
    });

    it('exports prices as amounts, and the whole log without a day', async () => {
      const response = await t.call('exportClubActivity', {
        params: { clubId: owner.clubId },
        token: owner.token,
      });
      expectStatus(response, 200);
      expect(response.body).toContain(',item_price_changed,Carbonara,12.50,13.10\r\n');
      expect(response.body).toContain(',plan_ended,,smart,freemium\r\n');
      expect(response.body).toMatch(/,System,,plan_ended,/);
    });
  });

  describe('who may read it', () => {
    it('refuses a waiter with 403 role_not_allowed, for the list and the file', async () => {
      const token = waiter.token;
      expectStatus(await list({}, token), 403, 'role_not_allowed');
      expectStatus(
        await t.call('exportClubActivity', { params: { clubId: owner.clubId }, token }),
        403,
        'role_not_allowed',
      );
    });

    it('never shows one club’s log to another club’s members', async () => {
      const other = await newOwner(t, 'IT', 'Altro Locale');
      expectStatus(await other.call('createMenu', { body: { name: 'Segreto' } }), 201);
      expectStatus(await list({}, other.token), 404, 'club_not_found');
      expectStatus(await list({}, owner.token, other.clubId), 404, 'club_not_found');
      const theirs = (await list({}, other.token, other.clubId)).json().entries as Entry[];
      expect(theirs.map((entry) => entry.subject)).toEqual(['Segreto']);
      expect((await entries({ limit: '100' })).some((entry) => entry.subject === 'Segreto')).toBe(false);
      // another club's entry id as a cursor gives nothing
      const foreign = await list({ before: String(theirs[0]?.id) });
      expect(foreign.json()).toEqual({ entries: [], nextBefore: null, currency: 'EUR' });
    });
  });

  describe('bad input gets 400, never 500', () => {
    const cases: [string, Record<string, string>][] = [
      ['a user id past 2^31', { userId: '2147483648' }],
      ['a negative user id', { userId: '-1' }],
      ['a cursor past 2^31', { before: '99999999999' }],
      ['a page too large', { limit: '101' }],
      ['a page of none', { limit: '0' }],
      ['a day that is not a date', { day: 'yesterday' }],
      ['a day the calendar lacks', { day: '2031-02-30' }],
      ['a month 13', { day: '2031-13-01' }],
      ['a day with a NUL', { day: '2031-01-01\u0000' }],
      ['a user id with a NUL', { userId: '1\u0000' }],
    ];
    for (const [label, query] of cases) {
      it(label, async () => {
        const response = await list(query);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().code).toBeTruthy();
        const file = await t.call('exportClubActivity', {
          params: { clubId: owner.clubId },
          query,
          token: owner.token,
        });
        if (!('before' in query) && !('limit' in query)) expect(file.statusCode, file.body).toBe(400);
      });
    }

    it('an unknown person or a day without changes gives an empty page', async () => {
      expect(await entries({ userId: '2147483647' })).toEqual([]);
      expect(await entries({ day: '1999-12-31' })).toEqual([]);
    });
  });

  it('leaves with the club, and keeps entries of a deleted account without its id', async () => {
    const gone = await addMember(t, owner.clubId, 'manager');
    await rename(gone.user.id, 'Gino', 'Partito');
    expectStatus(
      await t.call('createMenu', {
        params: { clubId: owner.clubId },
        token: gone.token,
        body: { name: 'Ultimo' },
      }),
      201,
    );
    await t.app.db.delete(users).where(eq(users.id, gone.user.id));
    const entry = (await entries({ limit: '100' })).find((candidate) => candidate.subject === 'Ultimo');
    expect(entry).toMatchObject({
      kind: 'menu_created',
      subject: 'Ultimo',
      userId: null,
      actorName: 'Gino Partito',
    });
    const rows = await t.app.db.select().from(activityLog).where(eq(activityLog.clubId, owner.clubId));
    expect(rows.length).toBeGreaterThan(0);
  });
});
