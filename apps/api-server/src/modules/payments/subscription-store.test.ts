import { addMonths } from '@tavola/domain/subscription';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { newOwner } from './payments.fixtures.ts';
import { applySubscriptionEvent, readSubscription } from './subscription-store.ts';

describe('the subscription store', () => {
  const t = useTestApp();

  it('gives a partner offer back with its end when the payment meant to replace it fails', async () => {
    const owner = await newOwner(t);
    const now = t.clock.now();
    const offerEnd = addMonths(now, 6);
    const admin = { kind: 'admin', userId: null } as const;
    await t.app.db.transaction((tx) =>
      applySubscriptionEvent(
        tx,
        owner.clubId,
        { type: 'offer_granted', offer: 'partner', plan: 'professional', months: 6, periodEnd: offerEnd },
        admin,
        { at: now },
      ),
    );
    // the owner subscribes with a card that needs the bank's approval, which then fails
    await t.app.db.transaction((tx) =>
      applySubscriptionEvent(
        tx,
        owner.clubId,
        { type: 'payment_requested', plan: 'smart', months: 1 },
        { kind: 'owner' },
        { at: now },
      ),
    );
    await t.app.db.transaction((tx) =>
      applySubscriptionEvent(
        tx,
        owner.clubId,
        { type: 'payment_failed', reason: 'authentication_required', at: now },
        { kind: 'provider' },
      ),
    );

    const { subscription } = await readSubscription(t.app.db, owner.clubId);
    expect(subscription).toMatchObject({ state: 'partner_offered', plan: 'professional', offerMonths: 6 });
    expect(subscription.periodEnd?.toISOString()).toBe(offerEnd.toISOString());
    const [club] = await t.app.db.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, owner.clubId));
    expect(club?.plan).toBe('professional');

    // and the offer still ends when its time is up
    await t.app.db.transaction((tx) =>
      applySubscriptionEvent(tx, owner.clubId, { type: 'period_ended', at: offerEnd }, { kind: 'clock' }),
    );
    expect((await readSubscription(t.app.db, owner.clubId)).subscription.state).toBe('freemium');
  });
});
