/**
 * `receiveStripeWebhook`: Stripe's signed events keep the subscriptions, invoices and cards of
 * `club_subscriptions`, `invoices` and `payment_methods` in step with Stripe (docs/decisions/017).
 *
 * - The signature is checked on the raw body (`#http/raw-body.ts`) with the SDK, tolerance 300 s,
 *   against the app's clock.
 * - Each event id is stored in `stripe_events` in the same transaction that applies it: a duplicate
 *   delivery (or a replay) finds its id and changes nothing; a failure rolls both back and Stripe's
 *   retry applies it again.
 * - Out of order: `club_subscriptions.provider_event_at` holds the creation time of the newest event
 *   that changed the state; an older event changes no state (its invoice is still recorded, and a
 *   paid invoice never goes back to open).
 * - A transition the state machine refuses is logged and acknowledged: Stripe must not retry it.
 */
import { VAT_PERCENT_MAX } from '@tavola/domain/limits';
import { isPaidPlanId, type PaidPlanId } from '@tavola/domain/plans';
import type { BillingMonths, PaymentErrorCode } from '@tavola/domain/subscription';
import { type SubscriptionEvent, SubscriptionTransitionError } from '@tavola/domain/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type StripeClient from 'stripe';
import type { StripeConfig } from '#config.ts';
import type { DbOrTx } from '#db/client.ts';
import { paymentPlans, stripeEvents } from '#db/schema.ts';
import { badRequest, HttpError, notFound } from '#errors.ts';
import { rawBodyOf } from '#http/raw-body.ts';
import type { Handler } from '#http/types.ts';
import type { InvoiceParty } from './invoices/invoice-parties.ts';
import type { ProviderCard } from './providers/payment-provider.ts';
import {
  invoiceSubscriptionId,
  STRIPE_METADATA,
  stripeErrorFields,
  toProviderCard,
  toProviderInvoice,
} from './providers/stripe-objects.ts';
import { createStripeClient, invoiceDeclineReason } from './providers/stripe-provider.ts';
import {
  type Actor,
  applySubscriptionEvent,
  type ClubSubscriptionRow,
  findClubIdByCustomerId,
  loadSubscription,
  removePaymentMethodByProviderId,
  type Tx,
  upsertInvoice,
  upsertPaymentMethod,
} from './subscription-store.ts';
import { eventShapeProblem } from './webhook-event-shape.ts';

type Stripe = StripeClient;
type StripeEvent = StripeClient.Event;

/** Stripe's recommended tolerance: a signature older than this is refused (replays). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const PROVIDER: Actor = { kind: 'provider' };

/** One Stripe client per configuration (reads of cards and payments the events only name). */
const clients = new WeakMap<StripeConfig, Promise<Stripe>>();

function stripeClient(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    client = createStripeClient(config);
    clients.set(config, client);
  }
  return client;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** What an event needs from Stripe besides its own body, fetched before the transaction opens. */
interface Prefetched {
  card?: ProviderCard | null;
  declineReason?: PaymentErrorCode;
}

async function prefetch(stripe: Stripe, event: StripeEvent, log: FastifyBaseLogger): Promise<Prefetched> {
  switch (event.type) {
    case 'setup_intent.succeeded': {
      // the event names the card only: its brand and last digits are read from Stripe
      const methodId = idOf(event.data.object.payment_method);
      if (!methodId) return { card: null };
      try {
        const method = await stripe.paymentMethods.retrieve(methodId);
        return { card: toProviderCard(method) };
      } catch (error) {
        // a card Stripe no longer has (removed since): nothing to record, and asking again will
        // not find it either, so this is no reason for a 503 and Stripe's retries
        if (stripeErrorFields(error).code === 'resource_missing') return { card: null };
        throw error;
      }
    }
    case 'invoice.payment_failed':
      try {
        return { declineReason: await invoiceDeclineReason(stripe, event.data.object.id) };
      } catch (error) {
        // the reason is a detail: the failure itself must still be recorded
        log.warn({ err: error, eventId: event.id }, 'stripe webhook: decline reason not read');
        return { declineReason: 'card_declined' };
      }
    default:
      return {};
  }
}

/**
 * A VAT rate in basis points as a plan can have it (0 to VAT_PERCENT_MAX %). Metadata past it, such as
 * 2147483648, would not fit the invoice row's integer column: such an invoice falls back to the
 * club's row like one without metadata.
 */
function isVatBasisPoints(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= VAT_PERCENT_MAX * 100;
}

/** The plan sold on an invoice: the subscription's metadata (written by the provider), else the club's row. */
async function invoiceMeta(
  tx: Tx,
  invoice: StripeClient.Invoice,
  row: ClubSubscriptionRow | null,
): Promise<{ plan: PaidPlanId; months: BillingMonths; vatBasisPoints: number } | null> {
  const metadata = invoice.parent?.subscription_details?.metadata ?? {};
  const plan = metadata[STRIPE_METADATA.plan];
  const months = Number(metadata[STRIPE_METADATA.months]);
  const vat = Number(metadata[STRIPE_METADATA.vatBasisPoints]);
  if (isPaidPlanId(plan) && (months === 1 || months === 12) && isVatBasisPoints(vat))
    return { plan, months, vatBasisPoints: vat };
  if (!row?.plan || (row.months !== 1 && row.months !== 12)) return null;
  let vatBasisPoints = 0;
  if (row.paymentPlanId) {
    const [sold] = await tx
      .select({ vat: paymentPlans.vatBasisPoints })
      .from(paymentPlans)
      .where(eq(paymentPlans.id, row.paymentPlanId));
    vatBasisPoints = sold?.vat ?? 0;
  }
  return { plan: row.plan, months: row.months, vatBasisPoints };
}

interface EventContext {
  tx: Tx;
  event: StripeEvent;
  at: Date;
  prefetched: Prefetched;
  log: FastifyBaseLogger;
  /** printed as the seller on the invoices this event issues */
  seller: InvoiceParty;
}

/** The club of a Stripe customer, its subscription row locked; null when no club has that customer. */
async function clubOf(tx: Tx, customer: string | { id: string } | null) {
  const customerId = idOf(customer);
  if (!customerId) return null;
  const clubId = await findClubIdByCustomerId(tx, customerId);
  if (clubId === null) return null;
  return { clubId, ...(await loadSubscription(tx, clubId)) };
}

/** True when a newer event already changed this subscription (this one must not undo it). */
function isStale(row: ClubSubscriptionRow | null, at: Date): boolean {
  return Boolean(row?.providerEventAt && at.getTime() < row.providerEventAt.getTime());
}

async function apply(context: EventContext, clubId: number, change: SubscriptionEvent): Promise<void> {
  try {
    await applySubscriptionEvent(context.tx, clubId, change, PROVIDER, {
      providerEventAt: context.at,
      at: context.at,
      details: { stripeEvent: context.event.id },
    });
  } catch (error) {
    if (!(error instanceof SubscriptionTransitionError)) throw error;
    // Stripe's view and ours disagree (e.g. renewal cancelled in the dashboard within a day of
    // renewing): acknowledged so Stripe does not retry forever; the log says what was refused
    context.log.warn(
      {
        clubId,
        eventId: context.event.id,
        eventType: context.event.type,
        change: change.type,
        code: error.code,
      },
      `stripe webhook: transition refused: ${error.message}`,
    );
  }
}

async function onInvoice(context: EventContext, invoice: StripeClient.Invoice, paid: boolean): Promise<void> {
  const club = await clubOf(context.tx, invoice.customer);
  if (!club) return;
  const { clubId, subscription, row } = club;
  const meta = await invoiceMeta(context.tx, invoice, row);
  const recorded = toProviderInvoice(invoice);
  if (meta) await upsertInvoice(context.tx, clubId, recorded, meta, { seller: context.seller, demo: false });

  // only the club's current subscription moves its state, and only forward in time
  if (!row || invoiceSubscriptionId(invoice) !== row.providerSubscriptionId || isStale(row, context.at))
    return;
  const { state } = subscription;
  if (paid) {
    const settles =
      state === 'payment_pending' || state === 'invoice_unpaid' || state === 'balance_insufficient';
    const renews =
      state === 'paid' &&
      subscription.renewal &&
      (!subscription.periodEnd || recorded.periodEnd.getTime() > subscription.periodEnd.getTime());
    if (settles || renews)
      await apply(context, clubId, { type: 'payment_succeeded', periodEnd: recorded.periodEnd });
    return;
  }
  const failedPayment =
    state === 'payment_pending' ||
    state === 'invoice_unpaid' ||
    state === 'balance_insufficient' ||
    (state === 'paid' && subscription.renewal);
  if (failedPayment) {
    const reason = context.prefetched.declineReason ?? 'card_declined';
    await apply(context, clubId, { type: 'payment_failed', reason, at: context.at });
  }
}

async function onSubscriptionUpdated(context: EventContext, stripeSubscription: StripeClient.Subscription) {
  const club = await clubOf(context.tx, stripeSubscription.customer);
  if (
    !club?.row ||
    club.row.providerSubscriptionId !== stripeSubscription.id ||
    isStale(club.row, context.at)
  )
    return;
  const { clubId, subscription } = club;
  if (subscription.state === 'paid') {
    if (stripeSubscription.cancel_at_period_end && subscription.renewal)
      return apply(context, clubId, { type: 'renewal_cancelled', at: context.at });
    if (!stripeSubscription.cancel_at_period_end && !subscription.renewal)
      return apply(context, clubId, { type: 'renewal_reactivated', at: context.at });
  }
  // an active subscription whose period moved on was paid (a renewal, or an approved first payment)
  const periodEnd = stripeSubscription.items.data[0]?.current_period_end;
  if (stripeSubscription.status !== 'active' || !periodEnd) return;
  const end = fromSeconds(periodEnd);
  const waitingForPayment =
    subscription.state === 'payment_pending' ||
    subscription.state === 'invoice_unpaid' ||
    subscription.state === 'balance_insufficient';
  const renewed =
    subscription.state === 'paid' &&
    subscription.renewal &&
    (!subscription.periodEnd || end.getTime() > subscription.periodEnd.getTime());
  if (waitingForPayment || renewed)
    await apply(context, clubId, { type: 'payment_succeeded', periodEnd: end });
}

async function onSubscriptionDeleted(context: EventContext, stripeSubscription: StripeClient.Subscription) {
  const club = await clubOf(context.tx, stripeSubscription.customer);
  // an older subscription of the club (replaced since) ending changes nothing
  if (!club?.row || club.row.providerSubscriptionId !== stripeSubscription.id) return;
  const { state } = club.subscription;
  // a deletion is final whatever its order; already on Freemium (we ended it ourselves): nothing to do
  if (
    state === 'paid' ||
    state === 'payment_pending' ||
    state === 'invoice_unpaid' ||
    state === 'balance_insufficient'
  )
    await apply(context, club.clubId, { type: 'subscription_ended' });
}

async function onSetupSucceeded(context: EventContext, intent: StripeClient.SetupIntent) {
  const card = context.prefetched.card;
  if (!card) return;
  const customerId = idOf(intent.customer);
  const clubId = customerId ? await findClubIdByCustomerId(context.tx, customerId) : null;
  if (clubId === null) return;
  await upsertPaymentMethod(context.tx, clubId, card);
}

/** Applies one event inside `tx` (its id already stored). Events not listed are acknowledged. */
async function applyEvent(context: EventContext): Promise<void> {
  const { event } = context;
  switch (event.type) {
    case 'invoice.paid':
      return onInvoice(context, event.data.object, true);
    case 'invoice.payment_failed':
      return onInvoice(context, event.data.object, false);
    case 'customer.subscription.updated':
      return onSubscriptionUpdated(context, event.data.object);
    case 'customer.subscription.deleted':
      return onSubscriptionDeleted(context, event.data.object);
    case 'setup_intent.succeeded':
      return onSetupSucceeded(context, event.data.object);
    case 'payment_method.detached':
      return removePaymentMethodByProviderId(context.tx, event.data.object.id);
    default:
      return;
  }
}

async function verifiedEvent(raw: Buffer, signature: string, config: StripeConfig, now: Date) {
  const { default: Stripe } = await import('stripe');
  try {
    return Stripe.webhooks.constructEvent(
      raw,
      signature,
      config.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch {
    throw badRequest(
      'invalid_signature',
      'The Stripe-Signature header does not match this body, or it is too old.',
    );
  }
}

/** Stores the event id; false when it was stored before (a duplicate delivery or a replay). */
async function storeEventOnce(tx: DbOrTx, event: StripeEvent): Promise<boolean> {
  const stored = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: fromSeconds(event.created) })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return stored.length > 0;
}

export const receiveStripeWebhook: Handler<'receiveStripeWebhook'> = async (request) => {
  const { config, db, clock } = request.server;
  if (!config.stripe) throw notFound('not_found', 'Stripe payments are not configured on this server.');
  const signature = request.headers['stripe-signature'];
  const event = await verifiedEvent(
    rawBodyOf(request),
    typeof signature === 'string' ? signature : '',
    config.stripe,
    clock.now(),
  );
  // nothing is read from an event or stored before its shape is known to be one this code reads
  const problem = eventShapeProblem(event);
  if (problem) {
    request.log.warn({ problem }, 'stripe webhook: event of an unexpected shape refused');
    throw badRequest('invalid_event', `This event has not the shape Tavola reads (${problem}).`);
  }

  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return { status: 200, body: { received: true } };
  let prefetched: Prefetched;
  try {
    prefetched = await prefetch(await stripeClient(config.stripe), event, request.log);
  } catch (error) {
    // nothing is stored: Stripe retries a 5xx later, when the card can be read
    request.log.warn({ err: error, eventId: event.id }, 'stripe webhook: Stripe not reachable');
    throw new HttpError(503, 'payment_provider_unavailable', 'Stripe could not be reached; retry later.');
  }

  const applied = await db.transaction(async (tx) => {
    if (!(await storeEventOnce(tx, event))) return false;
    await applyEvent({
      tx,
      event,
      at: fromSeconds(event.created),
      prefetched,
      log: request.log,
      seller: request.server.config.seller,
    });
    return true;
  });
  request.log.info({ eventId: event.id, eventType: event.type, applied }, 'stripe webhook');
  return { status: 200, body: { received: true } };
};
