/**
 * The `PaymentProvider` on Stripe, through the official `stripe` SDK (docs/decisions/017).
 *
 * - A Customer per club; cards are confirmed in the browser with a SetupIntent's client secret.
 * - Each payment plan is a Price found by its `lookup_key` (`tavola_<country>_<plan>_<months>_
 *   <priceCents>_<currency>`), created on first use on a Product per plan (`tavola_smart`,
 *   `tavola_professional`). A changed price in `payment_plans` gives a new key, so a new Price:
 *   Stripe Prices are immutable.
 * - VAT is a Stripe TaxRate per percentage (exclusive: added on top of the price, as the console
 *   shows it), found by metadata or created, set on the subscription item.
 * - Every write carries the caller's idempotency key (a retried request never charges twice); the
 *   SDK retries connection failures, 409 and 5xx twice with back-off under the same key.
 *
 * The SDK pins the API version it was generated for (`Stripe.API_VERSION`). In that version an
 * invoice no longer names its PaymentIntent: the first payment's outcome is read from the
 * subscription's status, and the decline reason from the invoice's payment (InvoicePayment).
 *
 * The SDK takes a good part of a second to load, so it is imported only when this provider is made.
 * What Stripe's objects mean in our types (and our prices in Stripe's fields) is in stripe-objects.ts.
 */
import type { PaidPlanId } from '@tavola/domain/plans';
import type { PaymentErrorCode } from '@tavola/domain/subscription';
import type StripeClient from 'stripe';
import type { StripeConfig } from '#config.ts';
import {
  CardDeclinedError,
  type ChargeOutcome,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCard,
  type ProviderPrice,
  type StartedSubscription,
  type SubscriptionStart,
} from './payment-provider.ts';
import {
  declineReason,
  errorType,
  idOf,
  planMetadata,
  priceLookupKey,
  STRIPE_METADATA,
  stripeErrorFields,
  toProviderCard,
  toProviderError,
  toProviderInvoice,
} from './stripe-objects.ts';

type Stripe = StripeClient;
type Invoice = StripeClient.Invoice;
type Subscription = StripeClient.Subscription;
type PaymentMethod = StripeClient.PaymentMethod;

/** Per-request time-out: a console request waits at most three of these (two retries). */
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_NETWORK_RETRIES = 2;

/** A Stripe client for `config` (the API address of STRIPE_API_URL, e.g. the tests' fake). */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const address = config.apiUrl;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Tavola' },
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'http:' ? 80 : 443),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const PRODUCT_NAMES: Readonly<Record<PaidPlanId, string>> = {
  smart: 'Tavola Smart',
  professional: 'Tavola Professional',
};

/** The PaymentIntent of an invoice's latest payment (the API version no longer names it on the invoice). */
async function lastPaymentIntent(
  stripe: Stripe,
  invoiceId: string,
): Promise<StripeClient.PaymentIntent | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intentId = idOf(payments.data[0]?.payment.payment_intent ?? null);
  return intentId ? stripe.paymentIntents.retrieve(intentId) : null;
}

/** Why the latest payment of an invoice failed (`card_declined` when Stripe does not say more). */
export async function invoiceDeclineReason(stripe: Stripe, invoiceId: string): Promise<PaymentErrorCode> {
  const intent = await lastPaymentIntent(stripe, invoiceId);
  if (intent?.status === 'requires_action') return 'authentication_required';
  return intent?.last_payment_error ? declineReason(intent.last_payment_error) : 'card_declined';
}

class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** Price ids by lookup key, product ids by plan, tax rate ids by basis points: stable in Stripe */
  private readonly priceIds = new Map<string, Promise<string>>();
  private readonly productIds = new Map<PaidPlanId, Promise<string>>();
  private readonly taxRateIds = new Map<number, Promise<string>>();

  constructor(private readonly stripe: Stripe) {}

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toProviderError(error, what);
    }
  }

  async createCustomer(
    input: { clubId: number; name: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string> {
    const customer = await this.call('create a customer', () =>
      this.stripe.customers.create(
        {
          name: input.name,
          ...(input.email ? { email: input.email } : {}),
          metadata: { [STRIPE_METADATA.clubId]: String(input.clubId) },
        },
        { idempotencyKey },
      ),
    );
    return customer.id;
  }

  async createSetup(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }> {
    const intent = await this.call('start a card setup', () =>
      this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new PaymentProviderError('Stripe gave no setup client secret');
    return { clientSecret: intent.client_secret };
  }

  async attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<ProviderCard | null> {
    let method: PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (stripeErrorFields(error).code === 'resource_missing') return null;
      throw toProviderError(error, 'read a card');
    }
    const owner = idOf(method.customer);
    if (owner === customerId) return toProviderCard(method);
    // another customer's card is not this club's to use
    if (owner !== null) return null;
    try {
      const attached = await this.stripe.paymentMethods.attach(
        paymentMethodId,
        { customer: customerId },
        { idempotencyKey },
      );
      return toProviderCard(attached);
    } catch (error) {
      if (errorType(error) === 'StripeCardError')
        throw new CardDeclinedError(declineReason(stripeErrorFields(error)));
      if (stripeErrorFields(error).code === 'resource_missing') return null;
      throw toProviderError(error, 'attach a card');
    }
  }

  async setDefaultPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<void> {
    await this.call('set the default card', () =>
      this.stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey },
      ),
    );
  }

  async detachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
    } catch (error) {
      // already gone (detached in the dashboard, or a retry): what the caller wanted
      if (stripeErrorFields(error).code === 'resource_missing') return;
      throw toProviderError(error, 'remove a card');
    }
  }

  private productId(plan: PaidPlanId): Promise<string> {
    const cached = this.productIds.get(plan);
    if (cached) return cached;
    const id = `tavola_${plan}`;
    const found = this.call('find a product', async () => {
      try {
        return (await this.stripe.products.retrieve(id)).id;
      } catch (error) {
        if (stripeErrorFields(error).code !== 'resource_missing') throw error;
        const created = await this.stripe.products.create(
          { id, name: PRODUCT_NAMES[plan], metadata: { [STRIPE_METADATA.plan]: plan } },
          { idempotencyKey: `product:${id}` },
        );
        return created.id;
      }
    });
    this.productIds.set(plan, found);
    found.catch(() => this.productIds.delete(plan));
    return found;
  }

  /** The Stripe Price of a payment plan (found by lookup key or created), cached in memory. */
  priceId(price: ProviderPrice): Promise<string> {
    const key = priceLookupKey(price);
    const cached = this.priceIds.get(key);
    if (cached) return cached;
    const found = (async () => {
      const listed = await this.call('find a price', () =>
        this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }),
      );
      const existing = listed.data[0];
      if (existing) return existing.id;
      const product = await this.productId(price.plan);
      const created = await this.call('create a price', () =>
        this.stripe.prices.create(
          {
            product,
            currency: price.currency.toLowerCase(),
            unit_amount: price.priceCents,
            recurring: { interval: 'month', interval_count: price.months },
            lookup_key: key,
            tax_behavior: 'exclusive',
            metadata: {
              [STRIPE_METADATA.plan]: price.plan,
              [STRIPE_METADATA.months]: String(price.months),
              [STRIPE_METADATA.paymentPlanId]: String(price.paymentPlanId),
            },
          },
          { idempotencyKey: `price:${key}` },
        ),
      );
      return created.id;
    })();
    this.priceIds.set(key, found);
    found.catch(() => this.priceIds.delete(key));
    return found;
  }

  /** The exclusive TaxRate of a VAT rate (one per percentage), cached in memory. */
  taxRateId(vatBasisPoints: number): Promise<string> {
    const cached = this.taxRateIds.get(vatBasisPoints);
    if (cached) return cached;
    const found = this.call('find a tax rate', async () => {
      for await (const rate of this.stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
        if (rate.metadata?.[STRIPE_METADATA.vatBasisPoints] === String(vatBasisPoints)) return rate.id;
      }
      const created = await this.stripe.taxRates.create(
        {
          display_name: 'VAT',
          percentage: vatBasisPoints / 100,
          inclusive: false,
          metadata: { [STRIPE_METADATA.vatBasisPoints]: String(vatBasisPoints) },
        },
        { idempotencyKey: `tax-rate:${vatBasisPoints}` },
      );
      return created.id;
    });
    this.taxRateIds.set(vatBasisPoints, found);
    found.catch(() => this.taxRateIds.delete(vatBasisPoints));
    return found;
  }

  private async item(price: ProviderPrice): Promise<{ price: string; tax_rates: string[] }> {
    const [priceId, taxRateId] = await Promise.all([
      this.priceId(price),
      price.vatBasisPoints > 0 ? this.taxRateId(price.vatBasisPoints) : Promise.resolve(null),
    ]);
    return { price: priceId, tax_rates: taxRateId ? [taxRateId] : [] };
  }

  private async outcomeOf(invoice: Invoice): Promise<ChargeOutcome> {
    const providerInvoice = toProviderInvoice(invoice);
    if (invoice.status === 'paid') return { kind: 'paid', invoice: providerInvoice };
    const intent = await this.call('read a payment', () => lastPaymentIntent(this.stripe, invoice.id));
    // the cardholder must approve the payment (3-D Secure), or the bank is still deciding: it
    // completes later, and the webhook (invoice.paid or invoice.payment_failed) says how
    if (intent?.status === 'requires_action' || intent?.status === 'processing')
      return { kind: 'pending', invoice: providerInvoice };
    const reason = intent?.last_payment_error ? declineReason(intent.last_payment_error) : 'card_declined';
    return { kind: 'declined', reason, invoice: providerInvoice };
  }

  async startSubscription(input: SubscriptionStart): Promise<StartedSubscription> {
    const item = await this.item(input.price);
    let subscription: Subscription;
    try {
      // allow_incomplete: Stripe charges the first invoice at once and answers with the
      // subscription either way (active, or incomplete with an open invoice), so a decline or a
      // 3-D Secure step is an outcome, not an exception. The period follows the Price's interval.
      subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [item],
          default_payment_method: input.paymentMethodId,
          payment_behavior: 'allow_incomplete',
          metadata: planMetadata(input.price),
          expand: ['latest_invoice'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      if (errorType(error) === 'StripeCardError') {
        return {
          subscriptionId: '',
          outcome: { kind: 'declined', reason: declineReason(stripeErrorFields(error)), invoice: null },
        };
      }
      throw toProviderError(error, 'start a subscription');
    }
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string')
      throw new PaymentProviderError('Stripe gave no first invoice for the subscription');
    const outcome = await this.outcomeOf(invoice);
    if (outcome.kind !== 'declined') return { subscriptionId: subscription.id, outcome };
    // nothing was paid: end the incomplete subscription now (Stripe would expire it after 23
    // hours) so the club has no half-started subscription; its invoice is voided with it
    await this.call('end a declined subscription', () =>
      this.stripe.subscriptions.cancel(
        subscription.id,
        {},
        { idempotencyKey: `${input.idempotencyKey}:cancel` },
      ),
    );
    const voided = outcome.invoice ? { ...outcome.invoice, status: 'void' as const } : null;
    return { subscriptionId: subscription.id, outcome: { ...outcome, invoice: voided } };
  }

  async changeSubscription(input: {
    subscriptionId: string;
    price: ProviderPrice;
    periodEnd: Date;
    idempotencyKey: string;
  }): Promise<void> {
    const current = await this.call('read a subscription', () =>
      this.stripe.subscriptions.retrieve(input.subscriptionId),
    );
    const currentItem = current.items.data[0];
    const item = await this.item(input.price);
    await this.call('change a subscription', () =>
      this.stripe.subscriptions.update(
        input.subscriptionId,
        {
          items: [{ ...(currentItem ? { id: currentItem.id } : {}), ...item }],
          // the time already paid for was recalculated (spec section 4): nothing is charged now,
          // and the new price renews when that time runs out
          proration_behavior: 'none',
          trial_end: Math.floor(input.periodEnd.getTime() / 1000),
          cancel_at_period_end: false,
          metadata: planMetadata(input.price),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  async setRenewal(input: { subscriptionId: string; renew: boolean; idempotencyKey: string }): Promise<void> {
    await this.call('change renewal', () =>
      this.stripe.subscriptions.update(
        input.subscriptionId,
        { cancel_at_period_end: !input.renew },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  async endSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<void> {
    // a first payment refused outright leaves no subscription to end (startSubscription gave '')
    if (input.subscriptionId === '') return;
    try {
      await this.stripe.subscriptions.cancel(
        input.subscriptionId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      // already ended (in the dashboard, or by Stripe's own dunning): what the caller wanted
      if (stripeErrorFields(error).code === 'resource_missing') return;
      throw toProviderError(error, 'end a subscription');
    }
  }

  async payInvoice(input: {
    invoiceId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome> {
    try {
      const invoice = await this.stripe.invoices.pay(
        input.invoiceId,
        { payment_method: input.paymentMethodId, off_session: true },
        { idempotencyKey: input.idempotencyKey },
      );
      return await this.outcomeOf(invoice);
    } catch (error) {
      if (errorType(error) !== 'StripeCardError') throw toProviderError(error, 'pay an invoice');
      const reason = declineReason(stripeErrorFields(error));
      const invoice = await this.call('read an invoice', () =>
        this.stripe.invoices.retrieve(input.invoiceId),
      );
      return { kind: 'declined', reason, invoice: toProviderInvoice(invoice) };
    }
  }
}

export async function createStripeProvider(config: StripeConfig): Promise<PaymentProvider> {
  return new StripeProvider(await createStripeClient(config));
}
