import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { normalizeStoredPhones } from './normalize-stored-phones.ts';

describe('phones stored before their normal form (issue 48)', () => {
  const t = useTestApp();

  /** an account as an older version stored it: its phone only stripped of separators */
  async function legacyUser(phone: string, options: { activated?: boolean } = {}) {
    const user = await t.createUser(options);
    await t.app.db.update(users).set({ phone }).where(eq(users.id, user.id));
    return { ...user, phone };
  }

  async function phoneOf(id: number) {
    const [row] = await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.id, id));
    return row?.phone;
  }

  it('moves them to E.164 in one pass, and they sign in with any spelling', async () => {
    const national = await legacyUser('3471112222');
    const international = await legacyUser('+393471113333');
    const doubleZero = await legacyUser('00393471114444');

    const first = await normalizeStoredPhones(t.app.db, 'IT');
    expect(first).toEqual({ changed: 2, collisions: [] });
    expect(await phoneOf(national.id)).toBe('+393471112222');
    expect(await phoneOf(international.id)).toBe('+393471113333');
    expect(await phoneOf(doubleZero.id)).toBe('+393471114444');

    // idempotent: a second start changes nothing
    expect(await normalizeStoredPhones(t.app.db, 'IT')).toEqual({ changed: 0, collisions: [] });

    for (const username of ['347 111 2222', '+39 347 111 2222', '0039 347-111-2222']) {
      const response = await t.call('login', {
        body: { username, password: national.password, totp: await t.freshTotp(national) },
      });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('gives a contested number to one account only, and reports the others', async () => {
    // two accounts that the old form kept apart: one not activated, one in use
    const unused = await legacyUser('3472225555', { activated: false });
    const inUse = await legacyUser('00393472225555');
    // a third one already holds the normal form of another number; an old row meets it
    const holder = await legacyUser('+393472226666');
    const latecomer = await legacyUser('3472226666');

    const outcome = await normalizeStoredPhones(t.app.db, 'IT');
    expect(outcome.changed).toBe(1);
    expect(outcome.collisions).toEqual([
      { phone: '+393472225555', keptBy: inUse.id, leftOld: [unused.id] },
      { phone: '+393472226666', keptBy: holder.id, leftOld: [latecomer.id] },
    ]);
    expect(await phoneOf(inUse.id)).toBe('+393472225555');
    expect(await phoneOf(unused.id)).toBe('3472225555');
    expect(await phoneOf(holder.id)).toBe('+393472226666');
    expect(await phoneOf(latecomer.id)).toBe('3472226666');

    // the next start reports them again (nothing else changes) until the team settles them
    const again = await normalizeStoredPhones(t.app.db, 'IT');
    expect(again).toEqual({ changed: 0, collisions: outcome.collisions });
    await t.app.db.delete(users).where(inArray(users.id, [unused.id, latecomer.id]));
  });

  it('reads a number without a country code in the configured country', async () => {
    const london = await legacyUser('02079460000');
    await normalizeStoredPhones(t.app.db, 'GB');
    expect(await phoneOf(london.id)).toBe('+442079460000');
  });
});
