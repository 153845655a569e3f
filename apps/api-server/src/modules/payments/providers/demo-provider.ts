/**
 * The built-in demo payment provider (docs/decisions/017): active when Stripe is not configured,
 * so the whole billing journey can be walked on a laptop. No network and no money: it takes only
 * Stripe's well-known test cards, and keeps its state in our own tables (cards, invoices and the
 * club's subscription row, which the payments service writes anyway).
 *
 * A card's behaviour is written into the id it gets (`pm_demo_0341_<random>`: the last four digits
 * of the test number), so nothing but brand, last four digits and expiry is ever stored.
 *
 *   4242 4242 4242 4242   pays
 *   4000 0000 0000 0341   saved, every charge declined (card_declined): a renewal leaves an unpaid invoice
 *   4000 0000 0000 9995   charges declined for insufficient funds
 *   4000 0025 0000 3155   charges wait for the cardholder's approval (pending)
 *   4000 0000 0000 0002   declined at once, never saved
 * and Stripe's test payment method ids: pm_card_visa, pm_card_chargeDeclined,
 * pm_card_chargeDeclinedInsufficientFunds, pm_card_authenticationRequired.
 *
 * Renewals and the approval of a pending payment are demo-only methods (`renew`, `approvePayment`):
 * the billing clock and the administrators' demo events call them; with Stripe, Stripe does both
 * and tells us by webhook.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentErrorCode } from '@tavola/domain/subscription';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubSubscriptions, invoices, paymentMethods } from '#db/schema.ts';
import type { Clock } from '#lib/clock.ts';
import {
  CardDeclinedError,
  type ChargeOutcome,
  type PaymentProvider,
  type ProviderCard,
  type ProviderInvoice,
  type ProviderPrice,
  type StartedSubscription,
  type SubscriptionStart,
} from './payment-provider.ts';

/** How a test card behaves when charged. */
type CardBehaviour = 'pays' | 'declined' | 'insufficient_funds' | 'pending';

/**
 * The test numbers the demo takes, by their last four digits. Maps, not object literals: a key typed
 * by a client (`valueOf`, `__proto__`) must never find something of Object.prototype (the contract
 * fuzzer attached a card named "valueOf").
 */
const TEST_CARDS: ReadonlyMap<string, { number: string; behaviour: CardBehaviour | 'declined_at_once' }> =
  new Map([
    ['4242', { number: '4242424242424242', behaviour: 'pays' }],
    ['0341', { number: '4000000000000341', behaviour: 'declined' }],
    ['9995', { number: '4000000000009995', behaviour: 'insufficient_funds' }],
    ['3155', { number: '4000002500003155', behaviour: 'pending' }],
    ['0002', { number: '4000000000000002', behaviour: 'declined_at_once' }],
  ]);

/** Stripe's test payment method ids, as the test card each one stands for. */
const STRIPE_TEST_METHODS: ReadonlyMap<string, string> = new Map([
  ['pm_card_visa', '4242'],
  ['pm_card_chargeDeclined', '0341'],
  ['pm_card_chargeDeclinedInsufficientFunds', '9995'],
  ['pm_card_authenticationRequired', '3155'],
]);

const DEMO_METHOD_ID = /^pm_demo_(\d{4})_[A-Za-z0-9]+$/;

/** A card number that is not one of the demo's test cards (the API answers 400 `not_a_test_card`). */
export class NotATestCardError extends Error {
  constructor() {
    super('Demo mode takes test card numbers only, e.g. 4242 4242 4242 4242');
    this.name = 'NotATestCardError';
  }
}

const IDEMPOTENCY_MEMORY = 1000;

function randomId(): string {
  return randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
}

export interface DemoProviderOptions {
  db: DbOrTx;
  clock: Clock;
  /** HMAC key binding the card-form secrets to a customer */
  secret: string;
}

export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  private readonly db: DbOrTx;
  private readonly clock: Clock;
  private readonly secret: string;
  /** results by idempotency key, so a retried request does not charge twice (this process only) */
  private readonly done = new Map<string, Promise<unknown>>();

  constructor(options: DemoProviderOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.secret = options.secret;
  }

  /** Runs `work` once per key; a failure forgets the key so the retry runs again. */
  private once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const known = this.done.get(key);
    if (known) return known as Promise<T>;
    const result = work();
    this.done.set(key, result);
    result.catch(() => this.done.delete(key));
    if (this.done.size > IDEMPOTENCY_MEMORY) {
      const oldest = this.done.keys().next().value;
      if (oldest !== undefined) this.done.delete(oldest);
    }
    return result;
  }

  createCustomer(input: { clubId: number }, idempotencyKey: string): Promise<string> {
    return this.once(idempotencyKey, async () => `cus_demo_${input.clubId}_${randomId()}`);
  }

  private sign(customerId: string, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`tavola.demo-setup:${customerId}:${nonce}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** A secret for the demo card form, bound to the customer by an HMAC (nothing stored). */
  async createSetup(customerId: string): Promise<{ clientSecret: string }> {
    const nonce = randomId();
    return { clientSecret: `seti_demo_${nonce}_secret_${this.sign(customerId, nonce)}` };
  }

  /** Whether `clientSecret` came from `createSetup` for this customer. */
  verifySetupSecret(customerId: string, clientSecret: string): boolean {
    const match = /^seti_demo_([A-Za-z0-9]+)_secret_([A-Za-z0-9_-]+)$/.exec(clientSecret);
    if (!match?.[1] || !match[2]) return false;
    const expected = Buffer.from(this.sign(customerId, match[1]));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * A test card typed in the demo card form: the card to record, `NotATestCardError` for any
   * other number, `CardDeclinedError` for the card that is declined at once.
   */
  addDemoCard(input: { number: string; expMonth: number; expYear: number }): ProviderCard {
    const digits = input.number.replace(/\s+/g, '');
    const last4 = digits.slice(-4);
    const card = TEST_CARDS.get(last4);
    if (!card || card.number !== digits) throw new NotATestCardError();
    if (card.behaviour === 'declined_at_once') throw new CardDeclinedError('card_declined');
    return {
      id: `pm_demo_${last4}_${randomId()}`,
      brand: 'visa',
      last4,
      expMonth: input.expMonth,
      expYear: input.expYear,
    };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderCard | null> {
    const testCard = STRIPE_TEST_METHODS.get(paymentMethodId);
    if (testCard) {
      // like Stripe, a test id gives a new card of the customer each time it is attached
      const year = this.clock.now().getUTCFullYear() + 3;
      return {
        id: `pm_demo_${testCard}_${randomId()}`,
        brand: 'visa',
        last4: testCard,
        expMonth: 12,
        expYear: year,
      };
    }
    if (!DEMO_METHOD_ID.test(paymentMethodId)) return null;
    // a card typed in the demo form: already recorded, and it must be this customer's
    const [row] = await this.db
      .select({
        id: paymentMethods.providerId,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        expMonth: paymentMethods.expMonth,
        expYear: paymentMethods.expYear,
      })
      .from(paymentMethods)
      .innerJoin(clubSubscriptions, eq(clubSubscriptions.clubId, paymentMethods.clubId))
      .where(
        and(eq(paymentMethods.providerId, paymentMethodId), eq(clubSubscriptions.customerId, customerId)),
      );
    return row ?? null;
  }

  async setDefaultPaymentMethod(): Promise<void> {
    // the primary card lives in payment_methods; nothing else to tell
  }

  async detachPaymentMethod(): Promise<void> {
    // nothing is held outside our tables
  }

  startSubscription(input: SubscriptionStart): Promise<StartedSubscription> {
    return this.once(input.idempotencyKey, async () => {
      const invoice = await this.newInvoice(input.customerId, input.price, this.clock.now(), input.periodEnd);
      return {
        subscriptionId: `sub_demo_${randomId()}`,
        outcome: charge(invoice, input.paymentMethodId, this.clock),
      };
    });
  }

  async changeSubscription(): Promise<void> {
    // the plan and period live in club_subscriptions: the next renewal charges the new price
  }

  async setRenewal(): Promise<void> {
    // renewal lives in club_subscriptions: the billing clock renews only when it is on
  }

  /** Ends the subscription: its open invoices are owed no more. */
  async endSubscription(input: { subscriptionId: string }): Promise<void> {
    const owners = this.db
      .select({ clubId: clubSubscriptions.clubId })
      .from(clubSubscriptions)
      .where(eq(clubSubscriptions.providerSubscriptionId, input.subscriptionId));
    await this.db
      .update(invoices)
      .set({ status: 'void' })
      .where(and(inArray(invoices.clubId, owners), eq(invoices.status, 'open')));
  }

  payInvoice(input: {
    invoiceId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome> {
    return this.once(input.idempotencyKey, async () => {
      const invoice = await this.storedInvoice(input.invoiceId);
      return charge(invoice, input.paymentMethodId, this.clock);
    });
  }

  /** Demo only: charges the next period of a subscription (what Stripe does by itself). */
  renew(input: {
    customerId: string;
    price: ProviderPrice;
    paymentMethodId: string | null;
    periodStart: Date;
    periodEnd: Date;
    idempotencyKey: string;
  }): Promise<ChargeOutcome> {
    return this.once(input.idempotencyKey, async () => {
      const invoice = await this.newInvoice(
        input.customerId,
        input.price,
        input.periodStart,
        input.periodEnd,
      );
      if (!input.paymentMethodId) return { kind: 'declined', reason: 'card_declined', invoice };
      return charge(invoice, input.paymentMethodId, this.clock);
    });
  }

  /** Demo only: the cardholder approves a pending payment; the invoice is paid. */
  async approvePayment(invoiceId: string): Promise<ProviderInvoice> {
    const invoice = await this.storedInvoice(invoiceId);
    return { ...invoice, status: 'paid', paidAt: this.clock.now() };
  }

  private async newInvoice(
    customerId: string,
    price: ProviderPrice,
    periodStart: Date,
    periodEnd: Date,
  ): Promise<ProviderInvoice> {
    const [owner] = await this.db
      .select({ clubId: clubSubscriptions.clubId })
      .from(clubSubscriptions)
      .where(eq(clubSubscriptions.customerId, customerId));
    const clubId = owner?.clubId ?? 0;
    const [issued] = await this.db
      .select({ value: count() })
      .from(invoices)
      .where(eq(invoices.clubId, clubId));
    const vatCents = Math.round((price.priceCents * price.vatBasisPoints) / 10_000);
    return {
      id: `in_demo_${randomId()}`,
      number: `DEMO-${clubId}-${String((issued?.value ?? 0) + 1).padStart(4, '0')}`,
      status: 'open',
      periodStart,
      periodEnd,
      amountCents: price.priceCents,
      vatCents,
      totalCents: price.priceCents + vatCents,
      currency: price.currency,
      hostedUrl: null,
      paidAt: null,
    };
  }

  private async storedInvoice(invoiceId: string): Promise<ProviderInvoice> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.providerId, invoiceId));
    if (!row) throw new Error(`demo invoice ${invoiceId} not found`);
    return {
      id: row.providerId,
      number: row.providerNumber,
      status: row.status,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      amountCents: row.amountCents,
      vatCents: row.vatCents,
      totalCents: row.totalCents,
      currency: row.currency,
      hostedUrl: row.hostedUrl,
      paidAt: row.paidAt,
    };
  }
}

/** What charging `invoice` to the card does, by the behaviour written in the card's id. */
function charge(invoice: ProviderInvoice, paymentMethodId: string, clock: Clock): ChargeOutcome {
  const last4 = DEMO_METHOD_ID.exec(paymentMethodId)?.[1];
  const behaviour = last4 ? TEST_CARDS.get(last4)?.behaviour : undefined;
  const declined = (reason: PaymentErrorCode): ChargeOutcome => ({
    kind: 'declined',
    reason,
    invoice: { ...invoice, status: 'open' },
  });
  switch (behaviour) {
    case 'pays':
      return { kind: 'paid', invoice: { ...invoice, status: 'paid', paidAt: clock.now() } };
    case 'pending':
      return { kind: 'pending', invoice: { ...invoice, status: 'open' } };
    case 'insufficient_funds':
      return declined('insufficient_funds');
    default:
      // 0341, and any card the demo did not issue (e.g. recorded while Stripe was configured)
      return declined('card_declined');
  }
}
