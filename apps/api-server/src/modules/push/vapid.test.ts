/** The VAPID pair: made once, at the first start, and the same for every later start and process. */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vapidKeys } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { loadVapidKeys } from './vapid.ts';

describe('the VAPID keys', () => {
  const t = useTestApp();

  it('are made at the first start, kept in the database, and read back by every later start', async () => {
    const [first, second] = await Promise.all([
      loadVapidKeys(t.app.db, undefined),
      loadVapidKeys(t.app.db, undefined),
    ]);
    expect(first).toEqual(second);
    expect(first?.publicKey).toBe(t.app.push.publicKey);
    expect(Buffer.from(first?.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect((await t.app.db.select({ n: count() }).from(vapidKeys))[0]?.n).toBe(1);
  });

  it('come from the environment when a deployment gives its own pair', async () => {
    const own = { publicKey: 'own-public', privateKey: 'own-private' };
    expect(await loadVapidKeys(t.app.db, own)).toBe(own);
  });
});
