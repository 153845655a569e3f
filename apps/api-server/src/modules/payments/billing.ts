/**
 * The payments service: what an owner, an administrator or the billing clock does to a club's
 * subscription (docs/decisions/017). Each operation follows the same order:
 *   1. read the subscription and try the domain transition on it (a refusal costs nothing);
 *   2. call the provider, outside any transaction, with an idempotency key;
 *   3. record what the provider answered in one transaction (`applySubscriptionEvent` re-checks
 *      the transition on the locked row).
 */
import type { PaidPlanId } from '@tavola/domain/plans';
import {
  addMonths,
  type BillingMonths,
  recalculatePeriodEnd,
  type Subscription,
  SubscriptionTransitionError,
  transition,
} from '@tavola/domain/subscription';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices } from '#db/schema.ts';
import { cardForClub, ensureCustomer, makePrimary, primaryCard } from './cards.ts';
import { perClub } from './club-queue.ts';
import {
  alreadyOnPlan,
  demoPaymentsOff,
  invoiceNotFound,
  invoiceNotOpen,
  noPaymentMethod,
  paymentDeclined,
  paymentPlanNotFound,
} from './errors.ts';
import { findOpenInvoice } from './payment-state.ts';
import {
  activePlansForCountry,
  clubCountry,
  findPlan,
  findPlanOnSale,
  type PaymentPlanRow,
  toProviderPrice,
} from './plans.ts';
import { DemoPaymentProvider } from './providers/demo-provider.ts';
import type { ChargeOutcome, ProviderInvoice } from './providers/payment-provider.ts';
import {
  type Actor,
  applySubscriptionEvent,
  type ClubSubscriptionRow,
  endPeriodForDemo,
  type InvoiceIssuer,
  readSubscription,
  upsertInvoice,
} from './subscription-store.ts';

/** The seller of this server's invoices, and whether they are the demo provider's. */
export function invoiceIssuer(app: FastifyInstance): InvoiceIssuer {
  return { seller: app.config.seller, demo: app.payments.name === 'demo' };
}

/** Who asks, and a request-scoped id that makes the provider's idempotency keys. */
export interface Caller {
  actor: Actor;
  requestKey: string;
}

const invalid = (message: string) =>
  new SubscriptionTransitionError('invalid_subscription_transition', message);

/** What an invoice is recorded with besides the provider's amounts. */
type InvoiceMeta = { plan: PaidPlanId; months: BillingMonths; vatBasisPoints: number };

/** The invoice fields of a plan on sale, or of an invoice already recorded. */
function invoiceMeta(source: { plan: PaidPlanId; months: number; vatBasisPoints: number }): InvoiceMeta {
  return { plan: source.plan, months: source.months as BillingMonths, vatBasisPoints: source.vatBasisPoints };
}

/**
 * The plan a paying club is billed on: the one it bought, else (deleted since) the same plan and
 * duration on sale in its country.
 */
async function billedPlan(
  app: FastifyInstance,
  clubId: number,
  subscription: Subscription,
  row: ClubSubscriptionRow | null,
): Promise<PaymentPlanRow | null> {
  const bought = row?.paymentPlanId ? await findPlan(app.db, row.paymentPlanId) : null;
  if (bought) return bought;
  const country = await clubCountry(app.db, clubId);
  if (!country) return null;
  const onSale = await activePlansForCountry(app.db, country);
  return (
    onSale.find((plan) => plan.plan === subscription.plan && plan.months === subscription.months) ?? null
  );
}

/** `subscribe`: starts a plan, changes it, or reactivates its renewal. */
async function subscribeNow(
  app: FastifyInstance,
  clubId: number,
  input: { paymentPlanId: number; paymentMethodId?: string | null },
  caller: Caller & { userId: number },
): Promise<void> {
  const plan = await findPlanOnSale(app.db, clubId, input.paymentPlanId);
  if (!plan) throw paymentPlanNotFound();
  const { subscription, row } = await readSubscription(app.db, clubId);
  if (subscription.state === 'paid') return changePlan(app, clubId, subscription, row, plan, caller);
  return startPlan(app, clubId, subscription, plan, input.paymentMethodId ?? null, caller);
}

async function startPlan(
  app: FastifyInstance,
  clubId: number,
  subscription: Subscription,
  plan: PaymentPlanRow,
  paymentMethodId: string | null,
  caller: Caller & { userId: number },
): Promise<void> {
  const { payments, clock } = app;
  const now = clock.now();
  const months = plan.months as BillingMonths;
  const periodEnd = addMonths(now, months);
  // refuses a payment awaiting approval or an unpaid invoice before any money moves
  transition(subscription, { type: 'subscribed', plan: plan.plan, months, periodEnd });

  const customerId = await ensureCustomer(app, clubId, caller.userId, caller.requestKey);
  const card = paymentMethodId
    ? await cardForClub(app, clubId, customerId, paymentMethodId, caller.requestKey)
    : await primaryCard(app.db, clubId);
  if (!card) throw noPaymentMethod();

  const { subscriptionId, outcome } = await payments.startSubscription({
    customerId,
    price: toProviderPrice(plan),
    paymentMethodId: card.providerId,
    periodEnd,
    idempotencyKey: `club:${clubId}:subscribe:${plan.id}:${caller.requestKey}`,
  });

  if (outcome.kind === 'declined') {
    // the first payment failed: nothing starts, and the provider keeps no half-made subscription
    await payments
      .endSubscription({ subscriptionId, idempotencyKey: `club:${clubId}:abandon:${caller.requestKey}` })
      .catch((error: unknown) =>
        app.log.warn(
          { err: error, clubId, subscriptionId },
          'declined subscription not ended at the provider',
        ),
      );
    throw paymentDeclined(outcome.reason);
  }

  const changes = {
    paymentPlanId: plan.id,
    provider: payments.name,
    customerId,
    providerSubscriptionId: subscriptionId,
    periodStart: now,
    at: now,
  };
  const meta = invoiceMeta(plan);
  try {
    await app.db.transaction(async (tx) => {
      const event =
        outcome.kind === 'paid'
          ? ({ type: 'subscribed', plan: plan.plan, months, periodEnd: outcome.invoice.periodEnd } as const)
          : ({ type: 'payment_requested', plan: plan.plan, months } as const);
      await applySubscriptionEvent(tx, clubId, event, caller.actor, changes);
      await upsertInvoice(tx, clubId, outcome.invoice, meta, invoiceIssuer(app));
    });
  } catch (error) {
    // the provider's webhook may have recorded this very subscription first: then all is well
    const { row } = await readSubscription(app.db, clubId);
    if (row?.providerSubscriptionId === subscriptionId) {
      await app.db.transaction((tx) => upsertInvoice(tx, clubId, outcome.invoice, meta, invoiceIssuer(app)));
      return;
    }
    // money moved and nothing recorded it: say so loudly, with what support needs to refund
    app.log.error(
      { err: error, clubId, subscriptionId, invoice: outcome.invoice.id },
      'a started subscription could not be recorded',
    );
    app.reportError(error);
    throw error;
  }
  // the card the plan was bought with pays its renewals: it becomes the primary one
  if (!card.isPrimary) {
    await makePrimary(app, clubId, card.providerId, caller.requestKey).catch((error: unknown) =>
      app.log.warn({ err: error, clubId }, 'the card paid with was not made primary'),
    );
  }
}

/**
 * A paying club chooses again: the same plan with renewal cancelled reactivates it; another plan or
 * duration is a change that costs nothing now, the time left recalculated at the new price.
 */
async function changePlan(
  app: FastifyInstance,
  clubId: number,
  subscription: Subscription,
  row: ClubSubscriptionRow | null,
  plan: PaymentPlanRow,
  caller: Caller,
): Promise<void> {
  const { payments, clock } = app;
  const now = clock.now();
  const subscriptionId = row?.providerSubscriptionId ?? null;
  const months = plan.months as BillingMonths;

  if (plan.plan === subscription.plan && months === subscription.months) {
    if (subscription.renewal) throw alreadyOnPlan();
    transition(subscription, { type: 'renewal_reactivated', at: now });
    if (subscriptionId) {
      await payments.setRenewal({
        subscriptionId,
        renew: true,
        idempotencyKey: `club:${clubId}:renewal-on:${caller.requestKey}`,
      });
    }
    await app.db.transaction((tx) =>
      applySubscriptionEvent(tx, clubId, { type: 'renewal_reactivated', at: now }, caller.actor, { at: now }),
    );
    return;
  }

  if (!subscription.periodEnd) throw invalid('The subscription has no period to recalculate.');
  const current = await billedPlan(app, clubId, subscription, row);
  const periodEnd = recalculatePeriodEnd({
    now,
    periodEnd: subscription.periodEnd,
    // without a known price the time is kept as it is
    from: { price: current?.priceCents ?? plan.priceCents, months: subscription.months ?? months },
    to: { price: plan.priceCents, months },
  });
  const event = { type: 'plan_changed', plan: plan.plan, months, periodEnd, at: now } as const;
  transition(subscription, event);
  if (subscriptionId) {
    await payments.changeSubscription({
      subscriptionId,
      price: toProviderPrice(plan),
      periodEnd,
      idempotencyKey: `club:${clubId}:change:${plan.id}:${caller.requestKey}`,
    });
    // a change is a decision to keep paying: a cancelled renewal comes back on
    if (!subscription.renewal) {
      await payments.setRenewal({
        subscriptionId,
        renew: true,
        idempotencyKey: `club:${clubId}:renewal-on:${caller.requestKey}`,
      });
    }
  }
  await app.db.transaction((tx) =>
    applySubscriptionEvent(tx, clubId, event, caller.actor, {
      paymentPlanId: plan.id,
      at: now,
      details: {
        fromPlan: subscription.plan,
        fromMonths: subscription.months,
        fromPeriodEnd: subscription.periodEnd?.toISOString() ?? null,
      },
    }),
  );
}

/** `unsubscribe`: renewal off; the plan runs to the end of its period. */
async function cancelRenewalNow(app: FastifyInstance, clubId: number, caller: Caller): Promise<void> {
  const now = app.clock.now();
  const { subscription, row } = await readSubscription(app.db, clubId);
  // too late (less than a day before renewal) or nothing renews: refused before the provider
  transition(subscription, { type: 'renewal_cancelled', at: now });
  if (row?.providerSubscriptionId) {
    await app.payments.setRenewal({
      subscriptionId: row.providerSubscriptionId,
      renew: false,
      idempotencyKey: `club:${clubId}:renewal-off:${caller.requestKey}`,
    });
  }
  await app.db.transaction((tx) =>
    applySubscriptionEvent(tx, clubId, { type: 'renewal_cancelled', at: now }, caller.actor, { at: now }),
  );
}

/** Records a payment that went through: the invoice, and the subscription paid again. */
async function recordPayment(
  app: FastifyInstance,
  clubId: number,
  invoice: ProviderInvoice,
  meta: InvoiceMeta,
  actor: Actor,
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await upsertInvoice(tx, clubId, invoice, meta, invoiceIssuer(app));
    const { subscription } = await readSubscription(tx, clubId);
    const awaited =
      subscription.state === 'payment_pending' ||
      subscription.state === 'invoice_unpaid' ||
      subscription.state === 'balance_insufficient' ||
      (subscription.state === 'paid' && subscription.renewal);
    if (!awaited) return;
    await applySubscriptionEvent(
      tx,
      clubId,
      { type: 'payment_succeeded', periodEnd: invoice.periodEnd },
      actor,
      { at: now, details: { invoice: invoice.number } },
    );
  });
}

/** `payInvoice`: charges an open invoice again to the primary card. */
async function payOpenInvoiceNow(
  app: FastifyInstance,
  clubId: number,
  invoiceId: number,
  caller: Caller,
): Promise<void> {
  const { db, payments, clock } = app;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clubId, clubId)));
  if (!invoice) throw invoiceNotFound();
  if (invoice.status !== 'open') throw invoiceNotOpen();
  const card = await primaryCard(db, clubId);
  if (!card) throw noPaymentMethod();
  const meta = invoiceMeta(invoice);

  const outcome = await payments.payInvoice({
    invoiceId: invoice.providerId,
    paymentMethodId: card.providerId,
    idempotencyKey: `club:${clubId}:pay:${invoice.id}:${caller.requestKey}`,
  });
  if (outcome.kind === 'paid') {
    await recordPayment(app, clubId, outcome.invoice, meta, caller.actor);
    return;
  }
  if (outcome.kind === 'pending') {
    await db.transaction((tx) => upsertInvoice(tx, clubId, outcome.invoice, meta, invoiceIssuer(app)));
    return;
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (outcome.invoice) await upsertInvoice(tx, clubId, outcome.invoice, meta, invoiceIssuer(app));
    const { subscription } = await readSubscription(tx, clubId);
    // another failed try: the reason is recorded, the days left keep running
    if (subscription.state === 'invoice_unpaid' || subscription.state === 'balance_insufficient') {
      await applySubscriptionEvent(
        tx,
        clubId,
        { type: 'payment_failed', reason: outcome.reason, at: now },
        caller.actor,
        {
          at: now,
        },
      );
    }
  });
  throw paymentDeclined(outcome.reason);
}

// ---------------------------------------------------------------------------------------------
// Time passing: the billing clock, and the administrators' demo events

/**
 * When a time-driven event happens: `clock` at the due moment the clock found passed; `now` (demo
 * events) makes it happen at once, as if its moment had come.
 */
export type Timing = 'clock' | 'now';

function demoProvider(app: FastifyInstance): DemoPaymentProvider {
  if (!(app.payments instanceof DemoPaymentProvider)) throw demoPaymentsOff();
  return app.payments;
}

/** The moment a due event is recorded at: its due time, or now if that is later. */
function dueAt(now: Date, due: Date | null): Date {
  return due && due > now ? due : now;
}

/**
 * Demo only: the paid period renews, charging the primary card. Paid → the period moves on;
 * declined → the invoice is unpaid and the days to pay start; pending → the invoice waits.
 */
async function renewDemoSubscriptionNow(
  app: FastifyInstance,
  clubId: number,
  actor: Actor,
  timing: Timing,
): Promise<void> {
  const demo = demoProvider(app);
  const now = app.clock.now();
  const { subscription, row } = await readSubscription(app.db, clubId);
  if (
    subscription.state !== 'paid' ||
    !subscription.renewal ||
    !subscription.periodEnd ||
    !subscription.months
  ) {
    throw invalid('Nothing renews: the club has no paid plan with renewal on.');
  }
  if (await findOpenInvoice(app.db, clubId))
    throw invalid('A renewal already awaits the cardholder’s approval.');
  const plan = await billedPlan(app, clubId, subscription, row);
  if (!plan || !row?.customerId) throw invalid('The subscription has no plan or customer to renew.');
  const periodStart = timing === 'clock' ? subscription.periodEnd : now;
  const periodEnd = addMonths(periodStart, subscription.months);
  const card = await primaryCard(app.db, clubId);

  const outcome: ChargeOutcome = await demo.renew({
    customerId: row.customerId,
    price: toProviderPrice(plan),
    paymentMethodId: card?.providerId ?? null,
    periodStart,
    periodEnd,
    idempotencyKey: `club:${clubId}:renewal:${periodStart.toISOString()}`,
  });
  if (outcome.kind === 'paid') {
    await recordPayment(app, clubId, outcome.invoice, invoiceMeta(plan), actor);
    return;
  }
  await app.db.transaction(async (tx) => {
    if (outcome.invoice)
      await upsertInvoice(tx, clubId, outcome.invoice, invoiceMeta(plan), invoiceIssuer(app));
    if (outcome.kind === 'declined') {
      // made to happen now: the paid period ends now, and the days to pay start from it
      if (timing === 'now') await endPeriodForDemo(tx, clubId, now);
      await applySubscriptionEvent(
        tx,
        clubId,
        { type: 'payment_failed', reason: outcome.reason, at: now },
        actor,
        {
          at: now,
          ...(outcome.invoice ? { details: { invoice: outcome.invoice.number } } : {}),
        },
      );
    }
  });
}

/** Demo only: the cardholder approves the payment that awaits it. */
async function approveDemoPaymentNow(app: FastifyInstance, clubId: number, actor: Actor): Promise<void> {
  const demo = demoProvider(app);
  const { subscription } = await readSubscription(app.db, clubId);
  const open = await findOpenInvoice(app.db, clubId);
  const pending =
    subscription.state === 'payment_pending' || (subscription.state === 'paid' && open !== null);
  if (!pending || !open) throw invalid('No payment awaits the cardholder’s approval.');
  const invoice = await demo.approvePayment(open.providerId);
  await recordPayment(app, clubId, invoice, invoiceMeta(open), actor);
}

/** The days to pay an unpaid invoice ran out: the provider ends the subscription, the club is on Freemium. */
async function endGracePeriodNow(
  app: FastifyInstance,
  clubId: number,
  actor: Actor,
  timing: Timing,
): Promise<void> {
  const now = app.clock.now();
  const { subscription, row } = await readSubscription(app.db, clubId);
  const at = timing === 'now' ? dueAt(now, subscription.graceUntil) : now;
  transition(subscription, { type: 'grace_ended', at });
  if (row?.providerSubscriptionId) {
    await app.payments.endSubscription({
      subscriptionId: row.providerSubscriptionId,
      idempotencyKey: `club:${clubId}:grace-end:${row.providerSubscriptionId}`,
    });
  }
  await app.db.transaction(async (tx) => {
    // owed no more: the club lost the plan the invoice was for
    await tx
      .update(invoices)
      .set({ status: 'void' })
      .where(and(eq(invoices.clubId, clubId), eq(invoices.status, 'open')));
    await applySubscriptionEvent(tx, clubId, { type: 'grace_ended', at }, actor, { at: now });
  });
}

/** A cancelled renewal or a partner offer reached its end: Freemium (nothing is deleted). */
async function endPeriodNow(
  app: FastifyInstance,
  clubId: number,
  actor: Actor,
  timing: Timing,
): Promise<void> {
  const now = app.clock.now();
  const { subscription } = await readSubscription(app.db, clubId);
  const at = timing === 'now' ? dueAt(now, subscription.periodEnd) : now;
  await app.db.transaction((tx) =>
    applySubscriptionEvent(tx, clubId, { type: 'period_ended', at }, actor, { at: now }),
  );
}

// One operation at a time per club (club-queue.ts): each checks the state, calls the provider,
// then records; two at once could both pass the check.
export const subscribe = perClub(subscribeNow);
export const cancelRenewal = perClub(cancelRenewalNow);
export const payOpenInvoice = perClub(payOpenInvoiceNow);
export const renewDemoSubscription = perClub(renewDemoSubscriptionNow);
export const approveDemoPayment = perClub(approveDemoPaymentNow);
export const endGracePeriod = perClub(endGracePeriodNow);
export const endPeriod = perClub(endPeriodNow);
