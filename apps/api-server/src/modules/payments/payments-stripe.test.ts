/**
 * The owner's payments with Stripe configured (STRIPE_* pointing at the fake Stripe): the card form's
 * secret is a SetupIntent's, cards attach through Stripe, and Stripe's failures answer as the
 * contract says (429 → 503 payment_provider_rate_limited with Retry-After, 5xx → 502
 * payment_provider_failed, a decline → 402 with its reason). Demo-only operations are refused.
 */
import { addMonths } from '@tavola/domain/subscription';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '#test/fake-stripe.ts';
import { useTestApp } from '#test/harness.ts';
import {
  adminToken,
  cardsOf,
  expectStatus,
  invoicesOf,
  LONG_SESSIONS,
  newOwner,
  paymentState,
  subscribeTo,
} from './payments.fixtures.ts';

const fake = await startFakeStripe();
afterAll(async () => {
  await fake.close();
});

describe('payments with Stripe', () => {
  const t = useTestApp({
    env: {
      ...LONG_SESSIONS,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: fake.url,
    },
  });

  it('gives a SetupIntent’s secret, records a card attached through Stripe and subscribes with it', async () => {
    const owner = await newOwner(t);
    const setup = await owner.call('getPaymentSetup');
    expectStatus(setup, 200);
    expect(setup.json()).toEqual({
      clientSecret: expect.stringMatching(/^seti_.+_secret_/),
      provider: 'stripe',
    });
    const added = await owner.call('addPaymentMethod', { body: { paymentMethodId: 'pm_card_visa' } });
    expectStatus(added, 201);
    expect(added.json()).toMatchObject({ brand: 'visa', last4: '4242', primary: true });
    expect(added.json().id).toMatch(/^pm_/);
    expectStatus(await subscribeTo(owner, 'smart', 1), 200);
    expect(await paymentState(owner)).toMatchObject({ state: 'paid', plan: 'smart', provider: 'stripe' });
    // every write carried an idempotency key
    const writes = fake.requests.filter((request) => request.method === 'POST');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((request) => request.idempotencyKey)).toBe(true);
  });

  it('answers 503 payment_provider_rate_limited with Retry-After when Stripe keeps saying 429', async () => {
    const owner = await newOwner(t);
    // Stripe's SDK does not retry a 429
    fake.failNext({ kind: 'rate_limit' });
    const response = await owner.call('getPaymentSetup');
    expectStatus(response, 503, 'payment_provider_rate_limited');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 502 payment_provider_failed when Stripe fails, and records nothing', async () => {
    const owner = await newOwner(t);
    expectStatus(await owner.call('addPaymentMethod', { body: { paymentMethodId: 'pm_card_visa' } }), 201);
    // the SDK tries three times (two retries under the same idempotency key)
    fake.failNext({ kind: 'server_error' }, 3);
    expectStatus(await subscribeTo(owner, 'smart', 12), 502, 'payment_provider_failed');
    expect(await paymentState(owner)).toMatchObject({ state: 'freemium', plan: 'freemium' });
  });

  it('a declined first payment is 402 with the reason', async () => {
    const owner = await newOwner(t);
    expectStatus(
      await subscribeTo(owner, 'smart', 1, 'pm_card_chargeDeclinedInsufficientFunds'),
      402,
      'insufficient_funds',
    );
    expect(await paymentState(owner)).toMatchObject({ state: 'freemium' });
    // the card itself was attached and stays on file
    expect(await cardsOf(owner)).toEqual([expect.objectContaining({ last4: '9995', primary: true })]);
  });

  it('a payment needing the cardholder’s approval is payment_pending; Stripe renews by itself, the clock does not', async () => {
    const owner = await newOwner(t);
    const pending = await subscribeTo(owner, 'smart', 1, 'pm_card_authenticationRequired');
    expectStatus(pending, 200);
    expect(pending.json()).toMatchObject({
      state: 'payment_pending',
      plan: 'freemium',
      paymentPending: true,
    });

    const payer = await newOwner(t);
    const start = t.clock.now();
    expectStatus(await subscribeTo(payer, 'smart', 1, 'pm_card_visa'), 200);
    t.clock.set(addMonths(start, 1).getTime() + 60_000);
    await t.app.billingClock.runOnce();
    // no renewal of our own: Stripe charges and tells us by webhook
    expect(await paymentState(payer)).toMatchObject({ state: 'paid', subscriptionEnabled: true });
    expect(await invoicesOf(payer)).toHaveLength(1);
  });

  it('refuses the demo card form and the demo events: 409 demo_payments_off', async () => {
    const owner = await newOwner(t);
    const card = {
      clientSecret: 'seti_x_secret_y',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    };
    expectStatus(await owner.call('addDemoCard', { body: card }), 409, 'demo_payments_off');
    const event = await t.call('runDemoBillingEvent', {
      params: { clubId: owner.clubId },
      token: await adminToken(t),
      body: { event: 'renewal' },
    });
    expectStatus(event, 409, 'demo_payments_off');
  });
});
