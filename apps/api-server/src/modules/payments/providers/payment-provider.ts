/**
 * The payment provider behind subscriptions (docs/decisions/017): Stripe when `STRIPE_SECRET_KEY`
 * is set (`stripe-provider.ts`), the built-in demo provider otherwise (`demo-provider.ts`).
 *
 * The provider holds the money side: customers, cards, subscriptions, invoices and charges. The
 * server holds the state machine (`@tavola/domain/subscription`) and a copy of the cards and
 * invoices the console lists. Every write takes an idempotency key, so a retried request never
 * charges twice.
 */

import type { PaidPlanId } from '@tavola/domain/plans';
import type { BillingMonths, PaymentErrorCode } from '@tavola/domain/subscription';

export type ProviderName = 'stripe' | 'demo';

/** A card as the console shows it: never the number. */
export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void';
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  /** Stripe's page of the invoice; null in demo mode */
  hostedUrl: string | null;
  paidAt: Date | null;
}

/** A payment plan as a provider sells it (a row of `payment_plans`). */
export interface ProviderPrice {
  paymentPlanId: number;
  country: string;
  plan: PaidPlanId;
  months: BillingMonths;
  priceCents: number;
  vatBasisPoints: number;
  currency: string;
  /** Stripe's Price for this plan, once created (stored in `payment_plans.stripe_price_id`) */
  stripePriceId: string | null;
}

/** What happened to a charge. */
export type ChargeOutcome =
  | { kind: 'paid'; invoice: ProviderInvoice }
  /** the cardholder must approve the payment (3-D Secure); it completes later (webhook or demo event) */
  | { kind: 'pending'; invoice: ProviderInvoice }
  | { kind: 'declined'; reason: PaymentErrorCode; invoice: ProviderInvoice | null };

/** A provider refused a card outright (e.g. declined when attached). */
export class CardDeclinedError extends Error {
  constructor(readonly reason: PaymentErrorCode) {
    super(`card declined: ${reason}`);
    this.name = 'CardDeclinedError';
  }
}

/** The provider could not be reached or failed; `rateLimited` when it asked us to slow down. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly rateLimited = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface SubscriptionStart {
  customerId: string;
  price: ProviderPrice;
  paymentMethodId: string;
  /** the first period runs from now to this moment */
  periodEnd: Date;
  idempotencyKey: string;
}

export interface StartedSubscription {
  subscriptionId: string;
  outcome: ChargeOutcome;
}

export interface PaymentProvider {
  readonly name: ProviderName;

  /** A customer for the club (called once per club; the id is stored). */
  createCustomer(
    input: { clubId: number; name: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string>;

  /** The secret the console confirms a new card with (Stripe: a SetupIntent's client secret). */
  createSetup(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }>;

  /**
   * The card `paymentMethodId`, attached to the customer if the provider allows it (Stripe's test
   * ids such as `pm_card_visa` are attached here); null when it does not exist or belongs to another
   * customer. Throws `CardDeclinedError` when the card is refused at once.
   */
  attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<ProviderCard | null>;

  /** The card renewals and open invoices are charged to. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void>;

  detachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<void>;

  /** Starts a subscription on `price` and charges its first period to `paymentMethodId`. */
  startSubscription(input: SubscriptionStart): Promise<StartedSubscription>;

  /**
   * Moves the subscription to `price` with no charge now; the next charge, at `periodEnd`, is the
   * new price (spec section 4: a change recalculates the time without extra cost).
   */
  changeSubscription(input: {
    subscriptionId: string;
    price: ProviderPrice;
    periodEnd: Date;
    idempotencyKey: string;
  }): Promise<void>;

  /** Renewal on or off at the end of the period (Stripe: `cancel_at_period_end`). */
  setRenewal(input: { subscriptionId: string; renew: boolean; idempotencyKey: string }): Promise<void>;

  /** Ends the subscription now (an unpaid invoice ran out of days); open invoices are voided. */
  endSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<void>;

  /** Charges an open invoice again to `paymentMethodId`. */
  payInvoice(input: {
    invoiceId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
}
