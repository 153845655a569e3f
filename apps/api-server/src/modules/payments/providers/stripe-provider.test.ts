import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMART_MONTHLY } from '#modules/payments/payments.fixtures.ts';
import { type FakeStripe, startFakeStripe } from '#test/fake-stripe.ts';
import {
  CardDeclinedError,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPrice,
} from './payment-provider.ts';
import { priceLookupKey } from './stripe-objects.ts';
import { createStripeProvider } from './stripe-provider.ts';

const SMART_ANNUAL: ProviderPrice = { ...SMART_MONTHLY, paymentPlanId: 2, months: 12, priceCents: 14900 };

let fake: FakeStripe;
let provider: PaymentProvider;
let keys = 0;
const key = () => `test-key-${++keys}`;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = await createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_test',
    apiUrl: new URL(fake.url),
  });
});

afterAll(async () => {
  await fake.close();
});

/** the fake's requests from now on (the provider caches Prices and tax rates, so the fake keeps its objects) */
function requestsFromNow() {
  const mark = fake.requests.length;
  return () => fake.requests.slice(mark);
}

async function customerWithCard(
  testId: 'pm_card_visa' | 'pm_card_chargeDeclinedInsufficientFunds' = 'pm_card_visa',
) {
  const customerId = await provider.createCustomer({ clubId: 7, name: 'Bar Demo', email: null }, key());
  const card = await provider.attachPaymentMethod(customerId, testId, key());
  if (!card) throw new Error('card not attached');
  return { customerId, card };
}

describe('Stripe provider against the fake Stripe', () => {
  it('creates a customer with the club id and a SetupIntent secret, every write with its idempotency key', async () => {
    const requests = requestsFromNow();
    const customerId = await provider.createCustomer(
      { clubId: 7, name: 'Bar Demo', email: 'a@b.it' },
      'k-customer',
    );
    expect(fake.get(customerId)?.metadata).toEqual({ tavola_club_id: '7' });
    const setup = await provider.createSetup(customerId, 'k-setup');
    expect(setup.clientSecret).toMatch(/^seti_.*_secret_/);
    const writes = requests().filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.idempotencyKey)).toEqual(['k-customer', 'k-setup']);
  });

  it('the same idempotency key gives the same customer (a retried request creates nothing new)', async () => {
    const first = await provider.createCustomer({ clubId: 7, name: 'Bar Demo', email: null }, 'same');
    const again = await provider.createCustomer({ clubId: 7, name: 'Bar Demo', email: null }, 'same');
    expect(again).toBe(first);
  });

  it('attaches a test card (pm_card_visa) as a new card of the customer and refuses another customer’s card', async () => {
    const { customerId, card } = await customerWithCard();
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(card.id).not.toBe('pm_card_visa');
    expect(fake.get(card.id)?.customer).toBe(customerId);
    // attaching it again to its own customer is fine
    expect(await provider.attachPaymentMethod(customerId, card.id, key())).toEqual(card);
    const other = await provider.createCustomer({ clubId: 8, name: 'Other', email: null }, key());
    expect(await provider.attachPaymentMethod(other, card.id, key())).toBeNull();
    expect(await provider.attachPaymentMethod(other, 'pm_does_not_exist', key())).toBeNull();
  });

  it('a card refused when attached is a CardDeclinedError with the reason', async () => {
    const customerId = await provider.createCustomer({ clubId: 7, name: 'Bar Demo', email: null }, key());
    fake.failNext({ kind: 'card_declined', declineCode: 'insufficient_funds' });
    const error = await provider
      .attachPaymentMethod(customerId, 'pm_card_visa', key())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardDeclinedError);
    expect((error as CardDeclinedError).reason).toBe('insufficient_funds');
  });

  it('starts a subscription on a Price found by lookup key, with VAT as an exclusive tax rate: paid', async () => {
    const { customerId, card } = await customerWithCard();
    await provider.setDefaultPaymentMethod(customerId, card.id, key());
    const { subscriptionId, outcome } = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(Date.now() + 30 * 86_400_000),
      idempotencyKey: 'k-subscribe',
    });
    expect(outcome.kind).toBe('paid');
    if (outcome.kind !== 'paid') return;
    expect(outcome.invoice).toMatchObject({
      status: 'paid',
      amountCents: 1900,
      vatCents: 418,
      totalCents: 2318,
      currency: 'EUR',
    });
    expect(outcome.invoice.hostedUrl).toMatch(/^https:/);
    expect(outcome.invoice.paidAt).toBeInstanceOf(Date);
    expect(outcome.invoice.periodEnd.getTime()).toBeGreaterThan(outcome.invoice.periodStart.getTime());
    const subscription = fake.get(subscriptionId);
    expect(subscription?.status).toBe('active');
    expect(subscription?.metadata).toMatchObject({ tavola_plan: 'smart', tavola_months: '1' });
    const price = fake.requests.find((request) => request.path === '/v1/prices' && request.method === 'POST');
    expect(price?.params).toMatchObject({
      lookup_key: priceLookupKey(SMART_MONTHLY),
      unit_amount: '1900',
      recurring: { interval: 'month', interval_count: '1' },
    });
    expect(priceLookupKey(SMART_MONTHLY)).toBe('tavola_it_smart_1_1900_eur');
    const taxRate = fake.requests.find(
      (request) => request.path === '/v1/tax_rates' && request.method === 'POST',
    );
    expect(taxRate?.params).toMatchObject({ percentage: '22', inclusive: 'false' });
  });

  it('finds an existing Price instead of creating a second one (another process made it)', async () => {
    const { customerId, card } = await customerWithCard();
    const second = await createStripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: 'w',
      apiUrl: new URL(fake.url),
    });
    for (const each of [provider, second]) {
      await each.startSubscription({
        customerId,
        price: SMART_ANNUAL,
        paymentMethodId: card.id,
        periodEnd: new Date(),
        idempotencyKey: key(),
      });
    }
    const created = fake.requests.filter(
      (request) =>
        request.path === '/v1/prices' &&
        request.method === 'POST' &&
        request.params.lookup_key === priceLookupKey(SMART_ANNUAL),
    );
    expect(created).toHaveLength(1);
  });

  it('a declined first payment is a declined outcome with the decline code, and the subscription is ended', async () => {
    const { customerId, card } = await customerWithCard('pm_card_chargeDeclinedInsufficientFunds');
    const { subscriptionId, outcome } = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    expect(outcome).toMatchObject({
      kind: 'declined',
      reason: 'insufficient_funds',
      invoice: { status: 'void' },
    });
    expect(fake.get(subscriptionId)?.status).toBe('canceled');
  });

  it('a card that needs 3-D Secure leaves the payment pending', async () => {
    const customerId = await provider.createCustomer({ clubId: 7, name: 'Bar Demo', email: null }, key());
    const card = fake.attachTestCard(customerId, 'pm_card_authenticationRequired');
    const { outcome } = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    expect(outcome).toMatchObject({ kind: 'pending', invoice: { status: 'open' } });
  });

  it('changes plan with no charge now (proration none, trial until the recalculated end), renewal, end', async () => {
    const { customerId, card } = await customerWithCard();
    const { subscriptionId } = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    const periodEnd = new Date(Date.now() + 40 * 86_400_000);
    const requests = requestsFromNow();
    const firstInvoice = fake.get(subscriptionId)?.latest_invoice;
    await provider.changeSubscription({
      subscriptionId,
      price: SMART_ANNUAL,
      periodEnd,
      idempotencyKey: 'k-change',
    });
    const change = fake.requests.find((request) => request.idempotencyKey === 'k-change');
    expect(change?.params).toMatchObject({
      proration_behavior: 'none',
      trial_end: String(Math.floor(periodEnd.getTime() / 1000)),
    });
    const subscription = fake.get(subscriptionId) as unknown as {
      items: { data: { price: { recurring: unknown } }[] };
    };
    expect(subscription.items.data[0]?.price.recurring).toEqual({ interval: 'month', interval_count: 12 });
    // nothing charged now: no payment and no new invoice
    expect(requests().filter((request) => request.path.includes('/invoices'))).toHaveLength(0);
    expect(fake.get(subscriptionId)?.latest_invoice).toBe(firstInvoice);

    await provider.setRenewal({ subscriptionId, renew: false, idempotencyKey: key() });
    expect(fake.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    await provider.setRenewal({ subscriptionId, renew: true, idempotencyKey: key() });
    expect(fake.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    await provider.endSubscription({ subscriptionId, idempotencyKey: key() });
    expect(fake.get(subscriptionId)?.status).toBe('canceled');
    // ending it again (a retry, or Stripe ended it first) is not an error
    await provider.endSubscription({ subscriptionId, idempotencyKey: key() });
  });

  it('pays an open invoice with another card; a declined retry names the reason', async () => {
    const { customerId, card: declining } = await customerWithCard('pm_card_chargeDeclinedInsufficientFunds');
    const { outcome } = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: declining.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    // a renewal's open invoice: an invoice left open on a live subscription
    const { card: good } = { card: await provider.attachPaymentMethod(customerId, 'pm_card_visa', key()) };
    const invoiceId = outcome.kind === 'declined' ? outcome.invoice?.id : undefined;
    if (!invoiceId || !good) throw new Error('setup failed');
    const invoice = fake.get(invoiceId);
    if (invoice) invoice.status = 'open';
    const declined = await provider.payInvoice({
      invoiceId,
      paymentMethodId: declining.id,
      idempotencyKey: key(),
    });
    expect(declined).toMatchObject({ kind: 'declined', reason: 'insufficient_funds' });
    const paid = await provider.payInvoice({ invoiceId, paymentMethodId: good.id, idempotencyKey: key() });
    expect(paid).toMatchObject({ kind: 'paid', invoice: { id: invoiceId, status: 'paid' } });
  });

  it('card_declined from Stripe on a payment is a declined outcome', async () => {
    const { customerId, card } = await customerWithCard();
    await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    fake.failNext({ kind: 'card_declined', declineCode: 'expired_card' });
    const outcome = await provider.startSubscription({
      customerId,
      price: SMART_MONTHLY,
      paymentMethodId: card.id,
      periodEnd: new Date(),
      idempotencyKey: key(),
    });
    expect(outcome.outcome).toMatchObject({ kind: 'declined', reason: 'expired_card' });
    // nothing was created: ending it (as the service does after a decline) is a no-op
    await provider.endSubscription({ subscriptionId: outcome.subscriptionId, idempotencyKey: key() });
  });

  it('429 is a rate-limited provider error; a 5xx is retried by the SDK with the same idempotency key', async () => {
    fake.failNext({ kind: 'rate_limit' });
    const limited = await provider
      .createCustomer({ clubId: 7, name: 'Bar Demo', email: null }, key())
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(PaymentProviderError);
    expect((limited as PaymentProviderError).rateLimited).toBe(true);

    const requests = requestsFromNow();
    fake.failNext({ kind: 'server_error' });
    const customerId = await provider.createCustomer(
      { clubId: 7, name: 'Bar Demo', email: null },
      'k-retried',
    );
    expect(customerId).toMatch(/^cus_/);
    expect(requests().map((request) => [request.status, request.idempotencyKey])).toEqual([
      [500, 'k-retried'],
      [200, 'k-retried'],
    ]);
  });

  it('an unreachable Stripe is a provider error (not rate limited)', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const unreachable = await createStripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: 'w',
      apiUrl: new URL(closed.url),
    });
    const error = await unreachable.createSetup('cus_x', key()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).rateLimited).toBe(false);
  }, 20_000);

  it('CardDeclinedError carries the reason', () => {
    expect(new CardDeclinedError('incorrect_cvc').reason).toBe('incorrect_cvc');
  });
});
