/**
 * The owner's billing journey in demo mode (docs/decisions/017): plans by country, subscribing,
 * declines, a payment awaiting approval, changing plan with the time recalculated, cancelling and
 * reactivating renewal, a declined renewal and its unpaid invoice, and the fall back to Freemium.
 * The billing clock is driven by hand (`app.billingClock.runOnce()`) after moving the app clock.
 */
import { addMonths, recalculatePeriodEnd } from '@tavola/domain/subscription';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, invoices, menus } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { EXAMPLE_SELLER } from './invoices/invoice-parties.ts';
import {
  addCard,
  adminToken,
  cardsOf,
  clubPlanColumns,
  DAY_MS,
  expectStatus,
  invoicesOf,
  LONG_SESSIONS,
  lastDay,
  newOwner,
  type Owner,
  paymentState,
  planId,
  subscribeTo,
} from './payments.fixtures.ts';

describe('payments in demo mode', () => {
  const t = useTestApp({ env: LONG_SESSIONS });

  async function history(clubId: number) {
    const response = await t.call('getClubSubscriptionHistory', {
      params: { clubId },
      token: await adminToken(t),
    });
    expectStatus(response, 200);
    return response.json() as {
      event: string;
      fromState: string;
      toState: string;
      actor: string;
      plan: string;
      actorUserId: number | null;
    }[];
  }

  /** A paying Smart monthly club with a 4242 card. */
  async function smartMonthly(): Promise<{ owner: Owner; periodEnd: Date }> {
    const owner = await newOwner(t);
    expectStatus(await addCard(owner, '4242 4242 4242 4242'), 201);
    const start = t.clock.now();
    expectStatus(await subscribeTo(owner, 'smart', 1), 200);
    return { owner, periodEnd: addMonths(start, 1) };
  }

  describe('plans', () => {
    it('lists the plans of the club’s country, Smart before Professional, monthly before annual, with VAT', async () => {
      const italian = await newOwner(t, 'IT');
      const plans = (await italian.call('listPaymentPlans')).json();
      expect(plans).toEqual([
        {
          id: expect.any(Number),
          plan: 'smart',
          isoCountryCode: 'IT',
          months: 1,
          price: 19,
          vat: 22,
          currency: 'EUR',
        },
        {
          id: expect.any(Number),
          plan: 'smart',
          isoCountryCode: 'IT',
          months: 12,
          price: 149,
          vat: 22,
          currency: 'EUR',
        },
        {
          id: expect.any(Number),
          plan: 'professional',
          isoCountryCode: 'IT',
          months: 1,
          price: 39,
          vat: 22,
          currency: 'EUR',
        },
        {
          id: expect.any(Number),
          plan: 'professional',
          isoCountryCode: 'IT',
          months: 12,
          price: 234,
          vat: 22,
          currency: 'EUR',
        },
      ]);
      const british = await newOwner(t, 'GB');
      const gbp = (await british.call('listPaymentPlans')).json() as { currency: string; vat: number }[];
      expect(gbp.map((plan) => [plan.currency, plan.vat])).toEqual(Array(4).fill(['GBP', 20]));
      // no online subscription in a country without prices
      const elsewhere = await newOwner(t, 'JP');
      expect((await elsewhere.call('listPaymentPlans')).json()).toEqual([]);
    });

    it('refuses a plan of another country or an unknown one: 404 payment_plan_not_found', async () => {
      const italian = await newOwner(t, 'IT');
      const british = await newOwner(t, 'GB');
      const gbPlan = await planId(british, 'smart', 1);
      expectStatus(
        await italian.call('subscribe', { body: { paymentPlanId: gbPlan } }),
        404,
        'payment_plan_not_found',
      );
      expectStatus(
        await italian.call('subscribe', { body: { paymentPlanId: 999_999 } }),
        404,
        'payment_plan_not_found',
      );
    });
  });

  describe('subscribing', () => {
    it('Smart monthly with 4242: paid, Smart’s features, the invoice, the next invoice and the history', async () => {
      const owner = await newOwner(t);
      const fresh = await paymentState(owner);
      expect(fresh).toMatchObject({
        state: 'freemium',
        plan: 'freemium',
        provider: 'demo',
        nextInvoice: null,
      });
      expectStatus(await subscribeTo(owner, 'smart', 1), 409, 'no_payment_method');

      const card = await addCard(owner, '4242 4242 4242 4242');
      expectStatus(card, 201);
      expect(card.json()).toMatchObject({
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2099,
        primary: true,
      });
      const now = t.clock.now();
      const response = await subscribeTo(owner, 'smart', 1);
      expectStatus(response, 200);
      const end = addMonths(now, 1);
      expect(response.json()).toMatchObject({
        state: 'paid',
        plan: 'smart',
        subscriptionEnabled: true,
        subscriptionExpiration: lastDay(end),
        paymentPending: false,
        paymentErrorCode: null,
        paymentPlan: { plan: 'smart', months: 1, price: 19, vat: 22, currency: 'EUR' },
        cancelRenewalBefore: new Date(end.getTime() - DAY_MS).toISOString(),
        graceDaysLeft: null,
        nextInvoice: {
          date: end.toISOString().slice(0, 10),
          amount: 19,
          vat: 22,
          total: 23.18,
          currency: 'EUR',
        },
        openInvoiceId: null,
      });
      expect(await clubPlanColumns(t, owner.clubId)).toEqual({
        plan: 'smart',
        subscriptionEnabled: true,
        subscriptionExpiration: lastDay(end),
        earlyAdopter: false,
      });
      expect(await invoicesOf(owner)).toEqual([
        {
          id: expect.any(Number),
          // the demo's own series, the year of issue: never a number of the legal series
          number: expect.stringMatching(new RegExp(`^DEMO-${now.getUTCFullYear()}-\\d{6}$`)),
          demo: true,
          seller: EXAMPLE_SELLER,
          buyer: {
            name: 'Test srl',
            addressLines: ['Via Roma 1', '00100 Roma'],
            country: 'IT',
            vatNumber: 'IT00743110157',
          },
          paidAt: now.toISOString(),
          date: now.toISOString(),
          periodStart: now.toISOString().slice(0, 10),
          periodEnd: lastDay(end),
          plan: 'smart',
          months: 1,
          amount: 19,
          vat: 22,
          vatAmount: 4.18,
          total: 23.18,
          currency: 'EUR',
          status: 'paid',
          url: null,
        },
      ]);
      // a third menu is Smart's
      for (const name of ['Pranzo', 'Cena', 'Vini']) {
        expectStatus(await owner.call('createMenu', { body: { name } }), 201);
      }
      expect((await history(owner.clubId))[0]).toMatchObject({
        event: 'subscribed',
        fromState: 'freemium',
        toState: 'paid',
        plan: 'smart',
        actor: 'owner',
        actorUserId: expect.any(Number),
      });
      expectStatus(await subscribeTo(owner, 'smart', 1), 409, 'already_on_plan');
    });

    it('two subscribe calls at once charge once: the second finds the plan already paid', async () => {
      const owner = await newOwner(t);
      expectStatus(await addCard(owner, '4242424242424242'), 201);
      const [first, second] = await Promise.all([
        subscribeTo(owner, 'smart', 1),
        subscribeTo(owner, 'smart', 1),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      expect([first, second].find((response) => response.statusCode === 409)?.json().code).toBe(
        'already_on_plan',
      );
      expect(await invoicesOf(owner)).toHaveLength(1);
    });

    it('Professional annual with a Stripe test id and no card on file: the card is recorded as primary', async () => {
      const owner = await newOwner(t);
      const now = t.clock.now();
      const response = await subscribeTo(owner, 'professional', 12, 'pm_card_visa');
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        state: 'paid',
        plan: 'professional',
        subscriptionExpiration: lastDay(addMonths(now, 12)),
        paymentPlan: { plan: 'professional', months: 12, price: 234 },
      });
      expect(await cardsOf(owner)).toEqual([expect.objectContaining({ last4: '4242', primary: true })]);
      expect((await invoicesOf(owner))[0]).toMatchObject({ amount: 234, total: 285.48, months: 12 });
      expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('professional');
    });

    it('a declined first payment is 402 with the reason, and nothing starts', async () => {
      const owner = await newOwner(t);
      expectStatus(await addCard(owner, '4000000000000341'), 201);
      expectStatus(await subscribeTo(owner, 'smart', 1), 402, 'card_declined');
      expectStatus(
        await subscribeTo(owner, 'smart', 1, 'pm_card_chargeDeclinedInsufficientFunds'),
        402,
        'insufficient_funds',
      );
      expectStatus(await subscribeTo(owner, 'smart', 1, 'pm_card_chargeDeclined'), 402, 'card_declined');
      expect(await paymentState(owner)).toMatchObject({ state: 'freemium', plan: 'freemium' });
      expect(await invoicesOf(owner)).toEqual([]);
      expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('freemium');
      expect(await history(owner.clubId)).toEqual([]);
    });

    it('the demo card form takes test numbers only, with a secret of this club and a valid expiry', async () => {
      const owner = await newOwner(t);
      expectStatus(await addCard(owner, '4000 0000 0000 0002'), 402, 'card_declined');
      const notTest = await addCard(owner, '4111 1111 1111 1111');
      expectStatus(notTest, 400, 'not_a_test_card');
      expect(notTest.json().message).toBe('Demo mode takes test card numbers only, e.g. 4242 4242 4242 4242');
      const other = await newOwner(t);
      const otherSecret = (await other.call('getPaymentSetup')).json().clientSecret as string;
      await owner.call('getPaymentSetup');
      const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
      expectStatus(
        await owner.call('addDemoCard', { body: { ...card, clientSecret: otherSecret } }),
        400,
        'invalid_or_expired_link',
      );
      const secret = (await owner.call('getPaymentSetup')).json().clientSecret as string;
      expectStatus(
        await owner.call('addDemoCard', { body: { ...card, clientSecret: secret, expYear: 2020 } }),
        400,
        'validation_failed',
      );
      expectStatus(
        await owner.call('addDemoCard', { body: { ...card, clientSecret: secret, cvc: '1234' } }),
        400,
      );
      expectStatus(
        await owner.call('addDemoCard', { body: { ...card, clientSecret: secret, number: 'abc' } }),
        400,
      );
      expect(await cardsOf(owner)).toEqual([]);
    });

    it('a payment awaiting approval: payment_pending with nothing gained yet, then paid once approved', async () => {
      const owner = await newOwner(t);
      expectStatus(await addCard(owner, '4000 0025 0000 3155'), 201);
      const response = await subscribeTo(owner, 'smart', 12);
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        state: 'payment_pending',
        plan: 'freemium',
        paymentPending: true,
        openInvoiceId: expect.any(Number),
      });
      expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('freemium');
      // nothing else can start meanwhile
      expectStatus(await subscribeTo(owner, 'smart', 1), 409, 'invalid_subscription_transition');

      const approved = await t.call('runDemoBillingEvent', {
        params: { clubId: owner.clubId },
        token: await adminToken(t),
        body: { event: 'approve_payment' },
      });
      expectStatus(approved, 200);
      expect(approved.json()).toMatchObject({ plan: 'smart', paymentState: 'paid' });
      expect(await paymentState(owner)).toMatchObject({
        state: 'paid',
        plan: 'smart',
        paymentPending: false,
        openInvoiceId: null,
      });
      expect((await invoicesOf(owner)).map((invoice) => invoice.status)).toEqual(['paid']);
      expect((await history(owner.clubId)).map((entry) => [entry.event, entry.actor])).toEqual([
        ['payment_succeeded', 'admin'],
        ['payment_requested', 'owner'],
      ]);
    });
  });

  describe('changing plan', () => {
    it('Smart monthly with 20 days left → Smart annual: the time is recalculated, nothing is charged', async () => {
      const { owner, periodEnd } = await smartMonthly();
      t.clock.set(periodEnd.getTime() - 20 * DAY_MS);
      const now = t.clock.now();
      const response = await subscribeTo(owner, 'smart', 12);
      expectStatus(response, 200);
      const expected = recalculatePeriodEnd({
        now,
        periodEnd,
        from: { price: 1900, months: 1 },
        to: { price: 14900, months: 12 },
      });
      // 20 days of monthly Smart buy about 30.6 days of annual Smart
      expect((expected.getTime() - now.getTime()) / DAY_MS).toBeCloseTo(30.6, 1);
      expect(response.json()).toMatchObject({
        state: 'paid',
        plan: 'smart',
        subscriptionEnabled: true,
        subscriptionExpiration: lastDay(expected),
        paymentPlan: { months: 12, price: 149 },
        nextInvoice: { date: expected.toISOString().slice(0, 10), amount: 149 },
      });
      expect(await invoicesOf(owner)).toHaveLength(1);
      expect((await history(owner.clubId))[0]).toMatchObject({
        event: 'plan_changed',
        actor: 'owner',
        plan: 'smart',
      });
      expect((await clubPlanColumns(t, owner.clubId))?.subscriptionExpiration).toBe(lastDay(expected));
    });

    it('Smart → Professional gives Professional at once, for fewer days', async () => {
      const { owner, periodEnd } = await smartMonthly();
      const now = t.clock.now();
      const response = await subscribeTo(owner, 'professional', 1);
      expectStatus(response, 200);
      const expected = recalculatePeriodEnd({
        now,
        periodEnd,
        from: { price: 1900, months: 1 },
        to: { price: 3900, months: 1 },
      });
      expect(response.json()).toMatchObject({
        plan: 'professional',
        subscriptionExpiration: lastDay(expected),
      });
      expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('professional');
    });
  });

  describe('renewal', () => {
    it('is cancelled until a day before it renews, reactivated, then runs out to Freemium', async () => {
      const { owner, periodEnd } = await smartMonthly();
      const cancelled = await owner.call('unsubscribe');
      expectStatus(cancelled, 200);
      expect(cancelled.json()).toMatchObject({
        state: 'paid',
        plan: 'smart',
        subscriptionEnabled: false,
        subscriptionExpiration: lastDay(periodEnd),
        cancelRenewalBefore: null,
        nextInvoice: null,
      });
      expect((await clubPlanColumns(t, owner.clubId))?.subscriptionEnabled).toBe(false);
      expectStatus(await owner.call('unsubscribe'), 409, 'invalid_subscription_transition');

      // the same plan again reactivates renewal
      const reactivated = await subscribeTo(owner, 'smart', 1);
      expectStatus(reactivated, 200);
      expect(reactivated.json()).toMatchObject({
        subscriptionEnabled: true,
        subscriptionExpiration: lastDay(periodEnd),
      });
      expect(await invoicesOf(owner)).toHaveLength(1);

      // less than a day before renewal: too late
      t.clock.set(periodEnd.getTime() - DAY_MS + 60_000);
      expectStatus(await owner.call('unsubscribe'), 409, 'cancellation_too_late');
      t.clock.set(periodEnd.getTime() - 2 * DAY_MS);
      expectStatus(await owner.call('unsubscribe'), 200);

      t.clock.set(periodEnd.getTime() + 60_000);
      await t.app.billingClock.runOnce();
      expect(await paymentState(owner)).toMatchObject({
        state: 'freemium',
        plan: 'freemium',
        subscriptionExpiration: null,
      });
      expect(await clubPlanColumns(t, owner.clubId)).toEqual({
        plan: 'freemium',
        subscriptionEnabled: false,
        subscriptionExpiration: null,
        earlyAdopter: false,
      });
      expect((await history(owner.clubId)).map((entry) => [entry.event, entry.actor])).toEqual([
        ['period_ended', 'clock'],
        ['renewal_cancelled', 'owner'],
        ['renewal_reactivated', 'owner'],
        ['renewal_cancelled', 'owner'],
        ['subscribed', 'owner'],
      ]);
      expectStatus(await owner.call('unsubscribe'), 409, 'invalid_subscription_transition');
    });

    it('renews with a paying card: the period moves on and a second invoice is paid', async () => {
      const { owner, periodEnd } = await smartMonthly();
      t.clock.set(periodEnd.getTime() + 60_000);
      await t.app.billingClock.runOnce();
      const next = addMonths(periodEnd, 1);
      expect(await paymentState(owner)).toMatchObject({
        state: 'paid',
        subscriptionExpiration: lastDay(next),
      });
      const list = await invoicesOf(owner);
      expect(list.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
      // the renewal takes a later number of the series (the clock renews other clubs' plans too)
      const [renewal, first] = list.map((invoice) => invoice.number);
      const sequence = (number = '') => Number(number.split('-').at(-1));
      expect(sequence(renewal)).toBeGreaterThan(sequence(first));
      // a second pass finds nothing due
      await t.app.billingClock.runOnce();
      expect(await invoicesOf(owner)).toHaveLength(2);
      expect((await history(owner.clubId))[0]).toMatchObject({ event: 'payment_succeeded', actor: 'clock' });
    });

    it('declined: an unpaid invoice with 13 days left, the plan kept; a new primary card pays it', async () => {
      const { owner, periodEnd } = await smartMonthly();
      const declining = (await addCard(owner, '4000000000000341')).json().id as string;
      expectStatus(
        await owner.call('setPrimaryPaymentMethod', { params: { paymentMethodId: declining } }),
        200,
      );
      t.clock.set(periodEnd.getTime() + 60_000);
      await t.app.billingClock.runOnce();
      const unpaid = await paymentState(owner);
      expect(unpaid).toMatchObject({
        state: 'invoice_unpaid',
        plan: 'smart',
        subscriptionEnabled: false,
        graceDaysLeft: 14,
        paymentErrorCode: 'card_declined',
        openInvoiceId: expect.any(Number),
      });
      expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('smart');
      t.clock.advance(DAY_MS);
      expect((await paymentState(owner)).graceDaysLeft).toBe(13);
      // nothing can start or change meanwhile: pay first
      expectStatus(await subscribeTo(owner, 'professional', 1), 409, 'invalid_subscription_transition');
      // the declining card is charged again: still declined
      const invoiceId = unpaid.openInvoiceId as number;
      expectStatus(await owner.call('payInvoice', { params: { invoiceId } }), 402, 'card_declined');

      const good = (await addCard(owner, '4242424242424242')).json().id as string;
      expectStatus(await owner.call('setPrimaryPaymentMethod', { params: { paymentMethodId: good } }), 200);
      const paid = await owner.call('payInvoice', { params: { invoiceId } });
      expectStatus(paid, 200);
      expect(paid.json()).toMatchObject({
        state: 'paid',
        plan: 'smart',
        subscriptionEnabled: true,
        subscriptionExpiration: lastDay(addMonths(periodEnd, 1)),
        graceDaysLeft: null,
        paymentErrorCode: null,
        openInvoiceId: null,
      });
      expectStatus(await owner.call('payInvoice', { params: { invoiceId } }), 409, 'invoice_not_open');
      expect(
        (await history(owner.clubId)).slice(0, 3).map((entry) => [entry.event, entry.toState, entry.actor]),
      ).toEqual([
        ['payment_succeeded', 'paid', 'owner'],
        ['payment_failed', 'invoice_unpaid', 'owner'],
        ['payment_failed', 'invoice_unpaid', 'clock'],
      ]);
    });

    it('insufficient funds: balance_insufficient; the days run out: Freemium, nothing deleted, features off', async () => {
      const { owner, periodEnd } = await smartMonthly();
      const [menu] = await t.app.db
        .insert(menus)
        .values({ clubId: owner.clubId, name: 'Pranzo' })
        .returning();
      await t.app.db.insert(menus).values([
        { clubId: owner.clubId, name: 'Cena' },
        { clubId: owner.clubId, name: 'Vini' },
      ]);
      await t.app.db.update(clubs).set({ bannerUpdateEnabled: true }).where(eq(clubs.id, owner.clubId));
      const banner = { title: 'Spritz', price: '5 €' };
      expectStatus(
        await owner.call('createBanner', { params: { menuId: menu?.id ?? 0 }, body: banner }),
        201,
      );

      const poor = (await addCard(owner, '4000000000009995')).json().id as string;
      await owner.call('setPrimaryPaymentMethod', { params: { paymentMethodId: poor } });
      t.clock.set(periodEnd.getTime() + 60_000);
      await t.app.billingClock.runOnce();
      expect(await paymentState(owner)).toMatchObject({
        state: 'balance_insufficient',
        plan: 'smart',
        graceDaysLeft: 14,
        paymentErrorCode: 'insufficient_funds',
      });
      // the last minutes of grace: still Smart, one day (the last) left
      t.clock.set(periodEnd.getTime() + 14 * DAY_MS);
      await t.app.billingClock.runOnce();
      expect(await paymentState(owner)).toMatchObject({ state: 'balance_insufficient', graceDaysLeft: 1 });

      t.clock.set(periodEnd.getTime() + 14 * DAY_MS + 120_000);
      await t.app.billingClock.runOnce();
      expect(await paymentState(owner)).toMatchObject({
        state: 'freemium',
        plan: 'freemium',
        openInvoiceId: null,
      });
      expect((await clubPlanColumns(t, owner.clubId))?.plan).toBe('freemium');
      // nothing deleted: three menus remain, and the banner is still read; writing one is Smart's
      const [menuCount] = await t.app.db
        .select({ value: count() })
        .from(menus)
        .where(eq(menus.clubId, owner.clubId));
      expect(menuCount?.value).toBe(3);
      expectStatus(await owner.call('getBanner', { params: { menuId: menu?.id ?? 0 } }), 200);
      expectStatus(
        await owner.call('createBanner', { params: { menuId: menu?.id ?? 0 }, body: banner }),
        403,
        'feature_not_in_plan',
      );
      expectStatus(await owner.call('createMenu', { body: { name: 'Dolci' } }), 403, 'menu_limit_reached');
      // the unpaid invoice is owed no more
      const statuses = await t.app.db
        .select({ status: invoices.status })
        .from(invoices)
        .where(eq(invoices.clubId, owner.clubId));
      expect(statuses.map((row) => row.status).sort()).toEqual(['paid', 'void']);
      expect((await history(owner.clubId))[0]).toMatchObject({
        event: 'grace_ended',
        toState: 'freemium',
        actor: 'clock',
        plan: 'freemium',
      });
    });

    it('a renewal awaiting approval stays paid and pending until approved', async () => {
      const { owner, periodEnd } = await smartMonthly();
      const approval = (await addCard(owner, '4000002500003155')).json().id as string;
      await owner.call('setPrimaryPaymentMethod', { params: { paymentMethodId: approval } });
      t.clock.set(periodEnd.getTime() + 60_000);
      await t.app.billingClock.runOnce();
      await t.app.billingClock.runOnce();
      expect(await paymentState(owner)).toMatchObject({
        state: 'paid',
        paymentPending: true,
        openInvoiceId: expect.any(Number),
      });
      expect(await invoicesOf(owner)).toHaveLength(2);
      const approved = await t.call('runDemoBillingEvent', {
        params: { clubId: owner.clubId },
        token: await adminToken(t),
        body: { event: 'approve_payment' },
      });
      expectStatus(approved, 200);
      expect(await paymentState(owner)).toMatchObject({
        state: 'paid',
        paymentPending: false,
        subscriptionExpiration: lastDay(addMonths(periodEnd, 1)),
      });
    });
  });
});
