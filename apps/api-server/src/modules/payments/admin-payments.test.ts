/**
 * Administrators and subscriptions: offers (early adopter, partner for 6 or 12 months), the plan
 * set by the team through the state machine, the history, prices and VAT rates, demo events.
 */
import { addMonths } from '@tavola/domain/subscription';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { brands, clubs } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import {
  addCard,
  adminToken,
  clubPlanColumns,
  DAY_MS,
  expectStatus,
  LONG_SESSIONS,
  lastDay,
  newOwner,
  paymentState,
  planId,
  subscribeTo,
} from './payments.fixtures.ts';

describe('subscriptions for administrators', () => {
  const t = useTestApp({ env: LONG_SESSIONS });
  let admin = '';
  beforeEach(async () => {
    admin = await adminToken(t);
  });

  const asAdmin = (
    operationId: Parameters<typeof t.call>[0],
    params: Record<string, number>,
    body?: unknown,
  ) => t.call(operationId, { params, token: admin, ...(body === undefined ? {} : { body }) });

  async function brandId(name: string): Promise<number> {
    const [brand] = await t.app.db.insert(brands).values({ name, createdAt: t.clock.now() }).returning();
    return brand?.id ?? 0;
  }

  it('grants a partner offer for 6 months: the plan until its end, then Freemium', async () => {
    const owner = await newOwner(t);
    const aperol = await brandId('Aperol');
    const now = t.clock.now();
    const granted = await asAdmin(
      'grantClubOffer',
      { clubId: owner.clubId },
      { kind: 'partner', plan: 'smart', months: 6, brandId: aperol },
    );
    expectStatus(granted, 200);
    const end = addMonths(now, 6);
    expect(granted.json()).toMatchObject({
      plan: 'smart',
      earlyAdopter: false,
      paymentState: 'partner_offered',
      paymentStateUntil: lastDay(end),
    });
    expect(await paymentState(owner)).toMatchObject({
      state: 'partner_offered',
      plan: 'smart',
      offerMonths: 6,
      subscriptionExpiration: lastDay(end),
      brand: { id: aperol, name: 'Aperol' },
      nextInvoice: null,
    });
    // the offer's last day: still Smart
    t.clock.set(end.getTime() - DAY_MS);
    await t.app.billingClock.runOnce();
    expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('smart');
    t.clock.set(end.getTime() + 1000);
    await t.app.billingClock.runOnce();
    expect(await paymentState(owner)).toMatchObject({ state: 'freemium', plan: 'freemium', brand: null });
    const history = (await asAdmin('getClubSubscriptionHistory', { clubId: owner.clubId })).json();
    expect(history).toEqual([
      expect.objectContaining({
        event: 'period_ended',
        fromState: 'partner_offered',
        toState: 'freemium',
        actor: 'clock',
        actorUserId: null,
      }),
      expect.objectContaining({
        event: 'offer_granted',
        toState: 'partner_offered',
        plan: 'smart',
        actor: 'admin',
        actorUserId: expect.any(Number),
      }),
    ]);
  });

  it('a partner offer of 12 months by the club’s own brand; refused without months or brand', async () => {
    const owner = await newOwner(t);
    const club = { clubId: owner.clubId };
    expectStatus(
      await asAdmin('grantClubOffer', club, { kind: 'partner', plan: 'professional' }),
      400,
      'validation_failed',
    );
    expectStatus(
      await asAdmin('grantClubOffer', club, { kind: 'partner', plan: 'professional', months: 12 }),
      400,
      'validation_failed',
    );
    expectStatus(
      await asAdmin('grantClubOffer', club, {
        kind: 'partner',
        plan: 'professional',
        months: 12,
        brandId: 999_999,
      }),
      404,
      'brand_not_found',
    );
    const peroni = await brandId('Peroni Nastro');
    await t.app.db.update(clubs).set({ brandId: peroni }).where(eq(clubs.id, owner.clubId));
    const granted = await asAdmin('grantClubOffer', club, {
      kind: 'partner',
      plan: 'professional',
      months: 12,
    });
    expectStatus(granted, 200);
    expect(granted.json()).toMatchObject({ plan: 'professional', paymentState: 'partner_offered' });
    expect((await paymentState(owner)).offerMonths).toBe(12);
  });

  it('early adopter: granted, withdrawn to Freemium; nothing to withdraw is 409', async () => {
    const owner = await newOwner(t);
    const club = { clubId: owner.clubId };
    expectStatus(await asAdmin('endClubOffer', club), 409, 'invalid_subscription_transition');
    const granted = await asAdmin('grantClubOffer', club, { kind: 'early_adopter', plan: 'smart' });
    expectStatus(granted, 200);
    expect(granted.json()).toMatchObject({
      plan: 'smart',
      earlyAdopter: true,
      paymentState: 'early_adopter',
      paymentStateUntil: null,
    });
    expect(await clubPlanColumns(t, owner.clubId)).toMatchObject({ plan: 'smart', earlyAdopter: true });
    const ended = await asAdmin('endClubOffer', club);
    expectStatus(ended, 200);
    expect(ended.json()).toMatchObject({ plan: 'freemium', earlyAdopter: false, paymentState: 'freemium' });
    expectStatus(await asAdmin('endClubOffer', { clubId: 999_999 }), 404, 'club_not_found');
  });

  it('setClubPlan goes through the state machine, and is refused while the club pays', async () => {
    const owner = await newOwner(t);
    const club = { clubId: owner.clubId };
    const early = await asAdmin('setClubPlan', club, { plan: 'professional', earlyAdopter: true });
    expectStatus(early, 200);
    expect(early.json()).toMatchObject({
      plan: 'professional',
      earlyAdopter: true,
      paymentState: 'early_adopter',
    });
    const granted = await asAdmin('setClubPlan', club, { plan: 'smart', earlyAdopter: false });
    expect(granted.json()).toMatchObject({ plan: 'smart', earlyAdopter: false, paymentState: 'granted' });
    const back = await asAdmin('setClubPlan', club, { plan: 'freemium', earlyAdopter: false });
    expect(back.json()).toMatchObject({ plan: 'freemium', paymentState: 'freemium' });
    // Freemium again changes nothing and records nothing
    expectStatus(await asAdmin('setClubPlan', club, { plan: 'freemium', earlyAdopter: false }), 200);
    const events = (await asAdmin('getClubSubscriptionHistory', club)).json() as { event: string }[];
    expect(events.map((entry) => entry.event)).toEqual(['offer_ended', 'offer_granted', 'offer_granted']);

    expectStatus(await addCard(owner, '4242424242424242'), 201);
    expectStatus(await subscribeTo(owner, 'smart', 1), 200);
    for (const body of [
      { plan: 'professional', earlyAdopter: true },
      { plan: 'freemium', earlyAdopter: false },
    ]) {
      expectStatus(await asAdmin('setClubPlan', club, body), 409, 'subscription_active');
    }
    expectStatus(
      await asAdmin('grantClubOffer', club, { kind: 'early_adopter', plan: 'professional' }),
      409,
      'subscription_active',
    );
    expect((await paymentState(owner)).state).toBe('paid');
  });

  it('demo events make time pass: renewal, period end, grace end; refused when they do not apply', async () => {
    const owner = await newOwner(t);
    const club = { clubId: owner.clubId };
    expectStatus(
      await asAdmin('runDemoBillingEvent', club, { event: 'renewal' }),
      409,
      'invalid_subscription_transition',
    );
    const declining = (await addCard(owner, '4000000000000341')).json().id as string;
    expectStatus(await subscribeTo(owner, 'smart', 1, 'pm_card_visa'), 200);
    // the declining card made primary again: the renewal is declined
    expectStatus(
      await owner.call('setPrimaryPaymentMethod', { params: { paymentMethodId: declining } }),
      200,
    );
    const renewed = await asAdmin('runDemoBillingEvent', club, { event: 'renewal' });
    expectStatus(renewed, 200);
    expect(renewed.json()).toMatchObject({
      paymentState: 'invoice_unpaid',
      plan: 'smart',
      paymentStateUntil: new Date(t.clock.now().getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
    });
    // made to happen now: the paid period ended now, so no paid time outlasts the days to pay
    const state = (await owner.call('getCurrentPaymentState')).json();
    expect(state).toMatchObject({ state: 'invoice_unpaid', graceDaysLeft: 14 });
    expect(state.subscriptionExpiration).toBe(
      new Date(t.clock.now().getTime() - 1).toISOString().slice(0, 10),
    );
    expectStatus(
      await asAdmin('runDemoBillingEvent', club, { event: 'period_end' }),
      409,
      'invalid_subscription_transition',
    );
    const ended = await asAdmin('runDemoBillingEvent', club, { event: 'grace_end' });
    expectStatus(ended, 200);
    expect(ended.json()).toMatchObject({ paymentState: 'freemium', plan: 'freemium' });
    expectStatus(
      await asAdmin('runDemoBillingEvent', club, { event: 'approve_payment' }),
      409,
      'invalid_subscription_transition',
    );
    expectStatus(
      await asAdmin('runDemoBillingEvent', { clubId: 999_999 }, { event: 'renewal' }),
      404,
      'club_not_found',
    );
  });

  it('edits a price, a VAT rate and availability: the plans on sale follow', async () => {
    const owner = await newOwner(t, 'AT');
    const all = (await asAdmin('listAdminPaymentPlans', {})).json() as {
      id: number;
      isoCountryCode: string;
      active: boolean;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((plan) => plan.active)).toBe(true);
    const smartMonthly = await planId(owner, 'smart', 1);
    const edited = await asAdmin(
      'updatePaymentPlan',
      { paymentPlanId: smartMonthly },
      { price: 17.5, vat: 19.5, active: true },
    );
    expectStatus(edited, 200);
    expect(edited.json()).toEqual({
      id: smartMonthly,
      plan: 'smart',
      isoCountryCode: 'AT',
      months: 1,
      price: 17.5,
      vat: 19.5,
      currency: 'EUR',
      active: true,
    });
    const onSale = (await owner.call('listPaymentPlans')).json() as {
      id: number;
      price: number;
      vat: number;
    }[];
    expect(onSale.find((plan) => plan.id === smartMonthly)).toMatchObject({ price: 17.5, vat: 19.5 });

    expectStatus(
      await asAdmin(
        'updatePaymentPlan',
        { paymentPlanId: smartMonthly },
        { price: 17.5, vat: 19.5, active: false },
      ),
      200,
    );
    const withoutIt = (await owner.call('listPaymentPlans')).json() as { id: number }[];
    expect(withoutIt.map((plan) => plan.id)).not.toContain(smartMonthly);
    expectStatus(
      await owner.call('subscribe', { body: { paymentPlanId: smartMonthly } }),
      404,
      'payment_plan_not_found',
    );

    for (const body of [
      { price: -1, vat: 20, active: true },
      { price: 10.001, vat: 20, active: true },
      { price: 10, vat: 101, active: true },
      { price: 10, vat: 20 },
    ]) {
      expectStatus(
        await asAdmin('updatePaymentPlan', { paymentPlanId: smartMonthly }, body),
        400,
        'validation_failed',
      );
    }
    expectStatus(
      await asAdmin('updatePaymentPlan', { paymentPlanId: 999_999 }, { price: 1, vat: 1, active: true }),
      404,
      'payment_plan_not_found',
    );
    expectStatus(
      await asAdmin('updatePaymentPlan', { paymentPlanId: 2 ** 31 }, { price: 1, vat: 1, active: true }),
      400,
    );
    expectStatus(await asAdmin('getClubSubscriptionHistory', { clubId: 999_999 }), 404, 'club_not_found');
  });
});
