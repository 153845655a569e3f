/**
 * The contract's `CurrentPaymentState` of a club, read from its subscription (the state machine's
 * row), its plan on sale and its invoices.
 */
import {
  cancelRenewalBefore,
  graceDaysLeft,
  type Subscription,
  type SubscriptionStateName,
} from '@tavola/domain/subscription';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '#db/client.ts';
import { brands, clubs, invoices } from '#db/schema.ts';
import { clubNotFound } from '#errors.ts';
import { centsToUnits, findPlan, type PaymentPlanRow, toPaymentPlan } from './plans.ts';
import { type ClubSubscriptionRow, lastDayOf, readSubscription } from './subscription-store.ts';

/** States in which the club pays (or is paying) for a plan of `payment_plans`. */
const PAYING_STATES: ReadonlySet<SubscriptionStateName> = new Set([
  'paid',
  'payment_pending',
  'invoice_unpaid',
  'balance_insufficient',
]);

export function isPaying(subscription: Subscription): boolean {
  return PAYING_STATES.has(subscription.state);
}

/** The newest open (unpaid) invoice of the club. */
export async function findOpenInvoice(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clubId, clubId), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row ?? null;
}

/** What renewal will charge at the period's end: the plan's price now (prices apply from the next period). */
function nextInvoice(subscription: Subscription, plan: PaymentPlanRow | null) {
  if (subscription.state !== 'paid' || !subscription.renewal || !subscription.periodEnd || !plan) return null;
  const vatCents = Math.round((plan.priceCents * plan.vatBasisPoints) / 10_000);
  return {
    date: subscription.periodEnd.toISOString().slice(0, 10),
    amount: centsToUnits(plan.priceCents),
    vat: plan.vatBasisPoints / 100,
    total: centsToUnits(plan.priceCents + vatCents),
    currency: plan.currency,
  };
}

async function brandOf(db: DbOrTx, brandId: number | null) {
  if (brandId === null) return null;
  const [brand] = await db
    .select({ id: brands.id, name: brands.name, enabled: brands.enabled })
    .from(brands)
    .where(eq(brands.id, brandId));
  return brand ?? null;
}

export async function currentPaymentState(app: FastifyInstance, clubId: number) {
  const { db, clock, payments } = app;
  const [club] = await db
    .select({ id: clubs.id, freeForever: clubs.freeForever, plan: clubs.plan, brandId: clubs.brandId })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  const { subscription, row } = await readSubscription(db, clubId);
  const paying = isPaying(subscription);
  const [plan, openInvoice, brand] = await Promise.all([
    paying && row?.paymentPlanId ? findPlan(db, row.paymentPlanId) : null,
    findOpenInvoice(db, clubId),
    brandOf(db, offerBrandOr(row, club.brandId)),
  ]);
  const cancelBefore = cancelRenewalBefore(subscription);
  return {
    id: club.id,
    brand,
    freeForever: club.freeForever,
    subscriptionEnabled: subscription.renewal,
    subscriptionExpiration: lastDayOf(subscription.periodEnd),
    // a first payment, or a renewal, awaiting the cardholder's approval
    paymentPending:
      subscription.state === 'payment_pending' || (subscription.state === 'paid' && openInvoice !== null),
    paymentErrorCode: subscription.errorCode,
    paymentPlan: plan ? toPaymentPlan(plan) : null,
    state: subscription.state,
    plan: club.plan,
    offerMonths: subscription.offerMonths,
    cancelRenewalBefore: cancelBefore ? cancelBefore.toISOString() : null,
    graceDaysLeft: graceDaysLeft(subscription, clock.now()),
    nextInvoice: nextInvoice(subscription, plan),
    openInvoiceId: openInvoice?.id ?? null,
    provider: payments.name,
  };
}

/** A partner offer's brand, else the club's own brand. */
function offerBrandOr(row: ClubSubscriptionRow | null, clubBrandId: number | null): number | null {
  return row?.state === 'partner_offered' && row.offerBrandId !== null ? row.offerBrandId : clubBrandId;
}
