/**
 * Stripe's webhook through the real app, with STRIPE_* pointing at the fake Stripe: signatures made
 * with the SDK's `generateTestHeaderString`, events built from the fake's own objects.
 */
import { graceDaysLeft } from '@tavola/domain/subscription';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clubSubscriptions,
  clubs,
  invoices,
  paymentMethods,
  stripeEvents,
  subscriptionEvents,
} from '#db/schema.ts';
import { startFakeStripe } from '#test/fake-stripe.ts';
import { HOSTILE_STRINGS, hostileValue } from '#test/fuzz/hostile-values.ts';
import { brokenInvariants } from '#test/fuzz/invariants.ts';
import { applyMutation } from '#test/fuzz/schema-arbitraries.ts';
import { useTestApp } from '#test/harness.ts';
import { SMART_MONTHLY } from './payments.fixtures.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';
import { applySubscriptionEvent, readSubscription } from './subscription-store.ts';

const SECRET = 'whsec_test_secret';
const fake = await startFakeStripe();
const stripeConfig = { secretKey: 'sk_test_fake', webhookSecret: SECRET, apiUrl: new URL(fake.url) };
const provider = await createStripeProvider(stripeConfig);

const DAY_MS = 86_400_000;
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

afterAll(async () => {
  await fake.close();
});

describe('Stripe webhook', () => {
  const ctx = useTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: fake.url },
  });
  let keys = 0;
  const key = () => `webhook-test-${++keys}`;
  let events = 0;

  function event(type: string, object: unknown, created = ctx.clock.now()) {
    return {
      id: `evt_test_${++events}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(created),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
  }

  function deliver(body: unknown, options: { timestamp?: number; secret?: string; signature?: string } = {}) {
    const payload = JSON.stringify(body, null, 2);
    const signature =
      options.signature ??
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? SECRET,
        timestamp: options.timestamp ?? seconds(ctx.clock.now()),
      });
    return ctx.call('receiveStripeWebhook', { payload, headers: { 'stripe-signature': signature } });
  }

  async function state() {
    const { subscription, row } = await readSubscription(ctx.app.db, ctx.demo.clubId);
    const [club] = await ctx.app.db
      .select({ plan: clubs.plan })
      .from(clubs)
      .where(eq(clubs.id, ctx.demo.clubId));
    return { subscription, row, plan: club?.plan };
  }

  async function history() {
    return ctx.app.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.clubId, ctx.demo.clubId));
  }

  /** The demo club paying for Smart monthly through Stripe (the fake), as `subscribe` leaves it. */
  async function subscribedClub(options: { periodEnd?: Date } = {}) {
    const customerId = await provider.createCustomer(
      { clubId: ctx.demo.clubId, name: 'Trattoria', email: null },
      key(),
    );
    const card = await provider.attachPaymentMethod(customerId, 'pm_card_visa', key());
    if (!card) throw new Error('no card');
    const started = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    if (started.outcome.kind !== 'paid') throw new Error('first payment not paid');
    const periodEnd = options.periodEnd ?? started.outcome.invoice.periodEnd;
    await ctx.app.db.transaction((tx) =>
      applySubscriptionEvent(
        tx,
        ctx.demo.clubId,
        { type: 'subscribed', plan: 'smart', months: 1, periodEnd },
        { kind: 'owner' },
        { provider: 'stripe', customerId, providerSubscriptionId: started.subscriptionId },
      ),
    );
    return {
      customerId,
      card,
      subscriptionId: started.subscriptionId,
      firstInvoice: started.outcome.invoice,
    };
  }

  beforeEach(async () => {
    const { db } = ctx.app;
    const clubId = ctx.demo.clubId;
    await db.delete(clubSubscriptions).where(eq(clubSubscriptions.clubId, clubId));
    await db.delete(invoices).where(eq(invoices.clubId, clubId));
    await db.delete(paymentMethods).where(eq(paymentMethods.clubId, clubId));
    await db.update(clubs).set({ plan: 'freemium' }).where(eq(clubs.id, clubId));
  });

  it('a good signature is answered 200; a bad one, and one older than 300 s, 400 invalid_signature', async () => {
    const body = event('customer.created', { id: 'cus_x', object: 'customer' });
    const good = await deliver(body);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true });

    const wrongSecret = await deliver(event('customer.created', {}), { secret: 'whsec_other' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().code).toBe('invalid_signature');
    const garbage = await deliver(event('customer.created', {}), { signature: 't=1,v1=deadbeef' });
    expect(garbage.json().code).toBe('invalid_signature');

    const old = await deliver(event('customer.created', {}), { timestamp: seconds(ctx.clock.now()) - 301 });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_signature');
    const justInTime = await deliver(event('customer.created', {}), {
      timestamp: seconds(ctx.clock.now()) - 299,
    });
    expect(justInTime.statusCode).toBe(200);
  });

  it('the signature covers the bytes as sent: the same JSON re-serialised does not verify', async () => {
    const body = event('customer.created', {});
    const signedPayload = JSON.stringify(body, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: signedPayload,
      secret: SECRET,
      timestamp: seconds(ctx.clock.now()),
    });
    const reformatted = await ctx.call('receiveStripeWebhook', {
      payload: JSON.stringify(body),
      headers: { 'stripe-signature': signature },
    });
    expect(reformatted.json().code).toBe('invalid_signature');
  });

  it('invoice.payment_failed on a renewal: unpaid, with 13 more days to pay, the plan kept, the invoice open', async () => {
    const { customerId, subscriptionId } = await subscribedClub();
    const declining = fake.attachTestCard(customerId, 'pm_card_chargeDeclined');
    const stripeSubscription = fake.get(subscriptionId);
    if (stripeSubscription) stripeSubscription.default_payment_method = declining.id;
    const renewal = fake.renew(subscriptionId);
    expect(renewal.status).toBe('open');

    const response = await deliver(event('invoice.payment_failed', renewal));
    expect(response.statusCode).toBe(200);
    const after = await state();
    expect(after.subscription).toMatchObject({
      state: 'invoice_unpaid',
      errorCode: 'card_declined',
      renewal: false,
    });
    expect(graceDaysLeft(after.subscription, ctx.clock.now())).toBe(14);
    expect(after.plan).toBe('smart');
    const [stored] = await ctx.app.db.select().from(invoices).where(eq(invoices.providerId, renewal.id));
    expect(stored).toMatchObject({
      status: 'open',
      amountCents: 1900,
      vatCents: 418,
      totalCents: 2318,
      plan: 'smart',
    });
  });

  it('insufficient funds is the balance-insufficient state; invoice.paid then settles it: paid, the period moved on', async () => {
    const { customerId, subscriptionId } = await subscribedClub();
    const poor = fake.attachTestCard(customerId, 'pm_card_chargeDeclinedInsufficientFunds');
    const stripeSubscription = fake.get(subscriptionId);
    if (stripeSubscription) stripeSubscription.default_payment_method = poor.id;
    const renewal = fake.renew(subscriptionId);
    await deliver(event('invoice.payment_failed', renewal));
    expect((await state()).subscription).toMatchObject({
      state: 'balance_insufficient',
      errorCode: 'insufficient_funds',
    });

    // the owner pays with another card
    const good = await provider.attachPaymentMethod(customerId, 'pm_card_mastercard', key());
    if (!good) throw new Error('no card');
    const outcome = await provider.payInvoice({
      invoiceId: renewal.id,
      paymentMethodId: good.id,
      idempotencyKey: key(),
    });
    expect(outcome.kind).toBe('paid');
    ctx.clock.advance(1000);
    const paid = await deliver(event('invoice.paid', fake.get(renewal.id)));
    expect(paid.statusCode).toBe(200);
    const after = await state();
    expect(after.subscription).toMatchObject({ state: 'paid', renewal: true, errorCode: null });
    expect(after.subscription.periodEnd?.getTime()).toBe(outcome.invoice?.periodEnd.getTime());
    const [stored] = await ctx.app.db.select().from(invoices).where(eq(invoices.providerId, renewal.id));
    expect(stored?.status).toBe('paid');
    expect(stored?.paidAt).toBeInstanceOf(Date);
  });

  it('invoice.paid of a renewal moves the period on; a late invoice.payment_failed of it neither reopens it nor unpays', async () => {
    const { subscriptionId } = await subscribedClub();
    const before = await state();
    const renewal = fake.renew(subscriptionId);
    expect(renewal.status).toBe('paid');
    ctx.clock.advance(2000);
    await deliver(event('invoice.paid', renewal));
    const after = await state();
    expect(after.subscription.state).toBe('paid');
    expect(after.subscription.periodEnd?.getTime()).toBeGreaterThan(
      before.subscription.periodEnd?.getTime() ?? 0,
    );

    // an older failure of the same invoice, delivered late
    const late = await deliver(
      event(
        'invoice.payment_failed',
        { ...renewal, status: 'open' },
        new Date(ctx.clock.now().getTime() - 1000),
      ),
    );
    expect(late.statusCode).toBe(200);
    expect((await state()).subscription.state).toBe('paid');
    const [stored] = await ctx.app.db.select().from(invoices).where(eq(invoices.providerId, renewal.id));
    expect(stored?.status).toBe('paid');
  });

  it('a replay (the same delivery again) and a duplicate (the same event id, signed again) change nothing', async () => {
    const { customerId, subscriptionId } = await subscribedClub();
    const declining = fake.attachTestCard(customerId, 'pm_card_chargeDeclined');
    const stripeSubscription = fake.get(subscriptionId);
    if (stripeSubscription) stripeSubscription.default_payment_method = declining.id;
    const renewal = fake.renew(subscriptionId);
    const failed = event('invoice.payment_failed', renewal);
    const payload = JSON.stringify(failed);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: seconds(ctx.clock.now()),
    });
    const first = await ctx.call('receiveStripeWebhook', {
      payload,
      headers: { 'stripe-signature': signature },
    });
    expect(first.statusCode).toBe(200);
    const afterFirst = await state();
    const historyAfterFirst = (await history()).length;

    ctx.clock.advance(60_000);
    const replay = await ctx.call('receiveStripeWebhook', {
      payload,
      headers: { 'stripe-signature': signature },
    });
    expect(replay.statusCode).toBe(200);
    const duplicate = await deliver(failed);
    expect(duplicate.statusCode).toBe(200);

    expect(await history()).toHaveLength(historyAfterFirst);
    expect((await state()).subscription).toEqual(afterFirst.subscription);
    const stored = await ctx.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, failed.id));
    expect(stored).toHaveLength(1);
  });

  it('out of order: a subscription.updated older than the one applied changes nothing', async () => {
    const { subscriptionId } = await subscribedClub();
    const stripeSubscription = fake.get(subscriptionId);
    const older = ctx.clock.now();
    ctx.clock.advance(5000);
    const newer = ctx.clock.now();
    // the newest: renewal cancelled in Stripe
    await deliver(
      event('customer.subscription.updated', { ...stripeSubscription, cancel_at_period_end: true }, newer),
    );
    expect((await state()).subscription).toMatchObject({ state: 'paid', renewal: false });
    const rows = (await history()).length;
    // an older one, still with renewal on, arrives after it
    const late = await deliver(
      event('customer.subscription.updated', { ...stripeSubscription, cancel_at_period_end: false }, older),
    );
    expect(late.statusCode).toBe(200);
    expect((await state()).subscription).toMatchObject({ state: 'paid', renewal: false });
    expect(await history()).toHaveLength(rows);
    // a newer one reactivating renewal applies
    ctx.clock.advance(1000);
    await deliver(
      event('customer.subscription.updated', { ...stripeSubscription, cancel_at_period_end: false }),
    );
    expect((await state()).subscription).toMatchObject({ state: 'paid', renewal: true });
  });

  it('a change the state machine refuses is acknowledged and changes nothing (renewal cancelled too late)', async () => {
    const { subscriptionId } = await subscribedClub({
      periodEnd: new Date(ctx.clock.now().getTime() + DAY_MS / 2),
    });
    const response = await deliver(
      event('customer.subscription.updated', { ...fake.get(subscriptionId), cancel_at_period_end: true }),
    );
    expect(response.statusCode).toBe(200);
    expect((await state()).subscription).toMatchObject({ state: 'paid', renewal: true });
  });

  it('customer.subscription.deleted: back to Freemium, nothing deleted; another subscription’s deletion is ignored', async () => {
    const { subscriptionId } = await subscribedClub();
    await deliver(
      event('customer.subscription.deleted', {
        ...fake.get('sub_other'),
        id: 'sub_other',
        object: 'subscription',
        customer: (await state()).row?.customerId,
      }),
    );
    expect((await state()).subscription.state).toBe('paid');

    await provider.endSubscription({ subscriptionId, idempotencyKey: key() });
    const response = await deliver(event('customer.subscription.deleted', fake.get(subscriptionId)));
    expect(response.statusCode).toBe(200);
    const after = await state();
    expect(after.subscription.state).toBe('freemium');
    expect(after.plan).toBe('freemium');
    // the club's invoices stay
    expect(after.row?.customerId).toBeTruthy();
  });

  it('setup_intent.succeeded records the card (primary as the first); payment_method.detached forgets it', async () => {
    const { customerId } = await subscribedClub();
    const card = fake.attachTestCard(customerId, 'pm_card_mastercard');
    const intent = {
      id: 'seti_test',
      object: 'setup_intent',
      customer: customerId,
      payment_method: card.id,
      status: 'succeeded',
    };
    const recorded = await deliver(event('setup_intent.succeeded', intent));
    expect(recorded.statusCode).toBe(200);
    const cards = await ctx.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.clubId, ctx.demo.clubId));
    expect(cards).toEqual([
      expect.objectContaining({ providerId: card.id, brand: 'mastercard', last4: '4444', isPrimary: true }),
    ]);

    const detached = await deliver(event('payment_method.detached', { ...card, customer: null }));
    expect(detached.statusCode).toBe(200);
    expect(
      await ctx.app.db.select().from(paymentMethods).where(eq(paymentMethods.clubId, ctx.demo.clubId)),
    ).toEqual([]);
  });

  it('Stripe answering 429 while the card is read: 503, nothing stored, and Stripe’s retry records it', async () => {
    const { customerId } = await subscribedClub();
    const card = fake.attachTestCard(customerId, 'pm_card_visa');
    const body = event('setup_intent.succeeded', {
      id: 'seti_retry',
      object: 'setup_intent',
      customer: customerId,
      payment_method: card.id,
    });
    fake.failNext({ kind: 'rate_limit' });
    // Stripe is asked for the card, answers 429: 503 (a listed answer), Stripe delivers again later
    const limited = await deliver(body);
    expect(limited.statusCode).toBe(503);
    expect(await ctx.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, body.id))).toEqual([]);

    const retried = await deliver(body);
    expect(retried.statusCode).toBe(200);
    const cards = await ctx.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.providerId, card.id));
    expect(cards).toHaveLength(1);
  });

  it('with STRIPE_SECRET_KEY the app pays through Stripe: subscribe with pm_card_visa, its invoice.paid echo changes nothing', async () => {
    expect(ctx.app.payments.name).toBe('stripe');
    const token = await ctx.signIn(ctx.demo.user);
    const plans = await ctx.call('listPaymentPlans', { token, params: { clubId: ctx.demo.clubId } });
    const annual = (plans.json() as { id: number; plan: string; months: number }[]).find(
      (plan) => plan.plan === 'smart' && plan.months === 12,
    );
    if (!annual) throw new Error('no Smart annual plan');

    const declined = await ctx.call('subscribe', {
      token,
      params: { clubId: ctx.demo.clubId },
      body: { paymentPlanId: annual.id, paymentMethodId: 'pm_card_chargeDeclined' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('card_declined');

    const subscribed = await ctx.call('subscribe', {
      token,
      params: { clubId: ctx.demo.clubId },
      body: { paymentPlanId: annual.id, paymentMethodId: 'pm_card_visa' },
    });
    expect(subscribed.statusCode).toBe(200);
    const after = await state();
    expect(after.subscription).toMatchObject({ state: 'paid', plan: 'smart', months: 12, renewal: true });
    const subscriptionId = after.row?.providerSubscriptionId;
    const stripeSubscription = subscriptionId ? fake.get(subscriptionId) : undefined;
    expect(stripeSubscription?.status).toBe('active');

    const rows = (await history()).length;
    const firstInvoice = fake.get(String(stripeSubscription?.latest_invoice));
    expect((await deliver(event('invoice.paid', firstInvoice))).statusCode).toBe(200);
    expect(await history()).toHaveLength(rows);
    const listed = await ctx.call('listInvoices', { token, params: { clubId: ctx.demo.clubId } });
    expect(listed.json()).toEqual([expect.objectContaining({ status: 'paid', months: 12, total: 181.78 })]);
  });

  it("an invoice whose metadata has a VAT rate no plan can have (2147483648) is read with the club's own rate: 200, stored whole", async () => {
    // found by the property below: the rate went into the invoice row's integer column, a 500
    const club = await subscribedClub();
    const invoice = structuredClone(fake.get(club.firstInvoice.id)) as unknown as {
      parent: { subscription_details: { metadata: Record<string, string> } };
    };
    invoice.parent.subscription_details.metadata.tavola_vat_basis_points = '2147483648';
    const response = await deliver(event('invoice.paid', invoice));
    expect(response.statusCode, response.body).toBe(200);
    expect(await brokenInvariants(ctx.app.db)).toEqual([]);
  });

  // 150 deliveries, each checked against the database: 15-30 s alone, more beside the journeys on
  // two cores (a fresh-clone run took 30.2 s), so it has time of its own as the other property tests
  it('signed events of any shape (fields missing, of the wrong type, hostile): never a 5xx, nothing inconsistent stored', {
    timeout: 180_000,
  }, async () => {
    // Only Stripe can sign, but a changed API version or a leaked secret must not make the webhook
    // fail (Stripe retries a 5xx for days) or store half an event. Events start from the real
    // objects of a subscribed club, so the handlers run to their writes, and one field at any depth
    // is then replaced, removed, or the whole object swapped for a hostile value.
    const club = await subscribedClub();
    const invoice = fake.get(club.firstInvoice.id) as Record<string, unknown>;
    const subscription = fake.get(club.subscriptionId) as Record<string, unknown>;
    const objects: Record<string, Record<string, unknown>> = {
      'invoice.paid': invoice,
      'invoice.payment_failed': invoice,
      'customer.subscription.updated': subscription,
      'customer.subscription.deleted': subscription,
      'setup_intent.succeeded': {
        id: 'seti_1',
        object: 'setup_intent',
        customer: club.customerId,
        payment_method: club.card.id,
      },
      'payment_method.detached': { id: club.card.id, object: 'payment_method', customer: null },
    };
    const eventArbitrary = fc.record({
      type: fc.oneof(fc.constantFrom(...Object.keys(objects), 'invoice.created'), hostileString),
      change: fc.oneof(
        fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: hostileValue }),
        fc.record({ kind: fc.constant('drop-field' as const), at: fc.nat() }),
        fc.record({ kind: fc.constant('whole' as const), with: hostileValue }),
      ),
      envelope: fc.option(fc.constantFrom('id', 'created', 'data', 'type'), { freq: 4 }),
      envelopeValue: hostileValue,
    });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(eventArbitrary, async ({ type, change, envelope, envelopeValue }) => {
        const base = objects[type] ?? invoice;
        const object = change.kind === 'whole' ? change.with : applyMutation(base, change);
        const body: Record<string, unknown> = { ...event(type, object), id: `evt_shape_${++runs}` };
        if (envelope) body[envelope] = envelopeValue;
        const response = await deliver(body);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(await brokenInvariants(ctx.app.db)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('events of unknown customers and other types are acknowledged', async () => {
    const { firstInvoice } = await subscribedClub();
    const response = await deliver(
      event('invoice.paid', { ...fake.get(firstInvoice.id), id: 'in_nope', customer: 'cus_unknown' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await deliver(event('invoice.created', { id: 'in_other' }))).statusCode).toBe(200);
    // a card Stripe no longer has: nothing to record, no 503 (retrying would not find it either)
    const gone = {
      id: 'seti_gone',
      object: 'setup_intent',
      customer: 'cus_unknown',
      payment_method: 'pm_gone',
    };
    expect((await deliver(event('setup_intent.succeeded', gone))).statusCode).toBe(200);
  });

  it('an event without a field it needs is refused with 400 invalid_event, the field named, nothing stored', async () => {
    const { firstInvoice } = await subscribedClub();
    const rows = (await history()).length;
    const { total: _total, ...withoutTotal } = fake.get(firstInvoice.id) as Record<string, unknown>;
    const missing = event('invoice.paid', withoutTotal);
    const response = await deliver(missing);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_event' });
    expect(response.json().message).toContain('total');
    const tooLarge = await deliver(event('invoice.paid', { ...withoutTotal, total: 2 ** 40 }));
    expect(tooLarge.json()).toMatchObject({ code: 'invalid_event' });
    const stored = await ctx.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, missing.id));
    expect(stored).toEqual([]);
    expect(await history()).toHaveLength(rows);
  });
});

describe('Stripe webhook without Stripe configured', () => {
  const ctx = useTestApp();

  it('answers 404 not_found', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await ctx.call('receiveStripeWebhook', {
      payload,
      headers: { 'stripe-signature': signature },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
