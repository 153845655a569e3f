/**
 * The one place a club's subscription is read and written (docs/decisions/017). Every change of
 * state goes through `applySubscriptionEvent`: the domain's `transition` decides, and the same
 * transaction stores the new state, keeps `clubs.plan` (what every entitlement check reads) equal
 * to the state's effective plan, and writes one history row.
 *
 * All functions take the caller's transaction: they never open one and never call a provider.
 */
import type { PaidPlanId, PlanId } from '@tavola/domain/plans';
import {
  type BillingMonths,
  effectivePlan,
  FREEMIUM,
  type OfferMonths,
  type PaymentErrorCode,
  type Subscription,
  type SubscriptionEvent,
  type SubscriptionStateName,
  transition,
} from '@tavola/domain/subscription';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { lockClubForWrites } from '#db/club-writes.ts';
import { clubSubscriptions, clubs, invoices, paymentMethods, subscriptionEvents } from '#db/schema.ts';
import { clubNotFound } from '#errors.ts';
import { type ActivityChange, recordActivity } from '#modules/activity/record.ts';
import { takeInvoiceNumber } from './invoices/invoice-numbers.ts';
import { buyerOf, type InvoiceParty } from './invoices/invoice-parties.ts';
import type { ProviderCard, ProviderInvoice } from './providers/payment-provider.ts';

/** An open transaction (or the database, for single-statement reads). */
export type Tx = DbOrTx;

/** Who or what changed a subscription, for its history. */
export type Actor = { kind: 'owner' | 'admin' | 'provider' | 'clock'; userId?: number | null };

export type ClubSubscriptionRow = typeof clubSubscriptions.$inferSelect;

/** What else a change records besides the state (provider ids, the plan sold, the brand, …). */
export interface SubscriptionChanges {
  paymentPlanId?: number | null;
  provider?: 'stripe' | 'demo';
  customerId?: string;
  providerSubscriptionId?: string | null;
  periodStart?: Date | null;
  offerBrandId?: number | null;
  providerEventAt?: Date;
  details?: Record<string, unknown>;
  /** when it happened (the history row's time); default: the event's `at`, else now */
  at?: Date;
}

/** The last day a plan runs: the UTC date of `periodEnd − 1 ms` (periodEnd is exclusive). */
export function lastDayOf(periodEnd: Date | null): string | null {
  if (!periodEnd) return null;
  return new Date(periodEnd.getTime() - 1).toISOString().slice(0, 10);
}

/** `previous` as stored in jsonb: a partner offer's end is its ISO string (see `transition`). */
type StoredPrevious = {
  state: string;
  plan: string | null;
  periodEnd?: string | null;
  offerMonths?: number | null;
};

function toSubscription(row: ClubSubscriptionRow): Subscription {
  const stored = row.previous as StoredPrevious | null;
  // a partner offer comes back whole, end included, when the payment meant to replace it fails
  const previous = stored
    ? ({
        state: stored.state,
        plan: stored.plan,
        periodEnd: stored.periodEnd ? new Date(stored.periodEnd) : null,
        offerMonths: stored.offerMonths ?? null,
      } as Subscription['previous'])
    : null;
  return {
    state: row.state,
    plan: row.plan,
    months: (row.months as BillingMonths | null) ?? null,
    renewal: row.renewal,
    periodEnd: row.periodEnd,
    graceUntil: row.graceUntil,
    offerMonths: (row.offerMonths as OfferMonths | null) ?? null,
    errorCode: (row.errorCode as PaymentErrorCode | null) ?? null,
    previous,
  };
}

/**
 * Locks the club (so two first changes of a club without a subscription row cannot race), in the
 * order every write to a club takes (db/club-writes.ts, decision 020); its subscription row after.
 */
async function lockClub(tx: Tx, clubId: number): Promise<void> {
  if (!(await lockClubForWrites(tx, clubId))) throw clubNotFound();
}

/** The club's subscription, locked for the rest of the transaction; Freemium without a row. */
export async function loadSubscription(
  tx: Tx,
  clubId: number,
): Promise<{ subscription: Subscription; row: ClubSubscriptionRow | null }> {
  await lockClub(tx, clubId);
  const [row] = await tx
    .select()
    .from(clubSubscriptions)
    .where(eq(clubSubscriptions.clubId, clubId))
    .for('update');
  return row ? { subscription: toSubscription(row), row } : { subscription: FREEMIUM, row: null };
}

/** The club's subscription without a lock (reads for answers). */
export async function readSubscription(
  db: DbOrTx,
  clubId: number,
): Promise<{ subscription: Subscription; row: ClubSubscriptionRow | null }> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.clubId, clubId));
  return row ? { subscription: toSubscription(row), row } : { subscription: FREEMIUM, row: null };
}

/** States nobody pays for: they carry no provider subscription and no plan sold. */
function isUnpaidTerms(state: SubscriptionStateName): boolean {
  return (
    state === 'freemium' || state === 'early_adopter' || state === 'granted' || state === 'partner_offered'
  );
}

function eventTime(event: SubscriptionEvent): Date | undefined {
  return 'at' in event ? event.at : undefined;
}

/**
 * Applies `event` to the club's subscription (throws the domain's `SubscriptionTransitionError`
 * when the machine refuses it) and records it: the row, `clubs`' plan columns and a history row.
 */
/**
 * Demo mode's time machine only (`runDemoBillingEvent` renewal): the paid period ends at `at`, as if
 * its time had run out, so a renewal declined "now" leaves no paid time after the days to pay
 * begin. Not a change of state: no history row (the renewal's own event follows).
 */
export async function endPeriodForDemo(tx: Tx, clubId: number, at: Date): Promise<void> {
  await tx
    .update(clubSubscriptions)
    .set({ periodEnd: at, updatedAt: at })
    .where(and(eq(clubSubscriptions.clubId, clubId), eq(clubSubscriptions.state, 'paid')));
  await tx
    .update(clubs)
    .set({ subscriptionExpiration: lastDayOf(at), updatedAt: at })
    .where(eq(clubs.id, clubId));
}

/**
 * What a change of subscription tells the club's activity log: the owner's own steps, and any
 * event that changes the plan the club has (a payment going through, a period or offer ending).
 * Payments that leave the plan as it was are the invoices' business, not the log's.
 */
function planActivity(event: SubscriptionEvent, oldPlan: PlanId, plan: PlanId, months: number | null) {
  const details = { oldPlan, plan, ...(months ? { months } : {}) };
  const change = (kind: ActivityChange['kind']): ActivityChange => ({ kind, subject: null, details });
  switch (event.type) {
    case 'subscribed':
      return change('plan_subscribed');
    case 'renewal_cancelled':
      return change('plan_renewal_cancelled');
    case 'renewal_reactivated':
      return change('plan_renewal_resumed');
    case 'plan_changed':
    case 'offer_granted':
      return change('plan_changed');
    default:
      if (oldPlan === plan) return null;
      return change(plan === 'freemium' ? 'plan_ended' : 'plan_changed');
  }
}

export async function applySubscriptionEvent(
  tx: Tx,
  clubId: number,
  event: SubscriptionEvent,
  actor: Actor,
  changes: SubscriptionChanges = {},
): Promise<Subscription> {
  const { subscription: current, row } = await loadSubscription(tx, clubId);
  const next = transition(current, event);
  const at = changes.at ?? eventTime(event) ?? new Date();
  const plainTerms = isUnpaidTerms(next.state);

  // what the change does not say is kept, except what a state without a payment cannot have
  const keep = <K extends keyof ClubSubscriptionRow>(key: K, cleared: boolean) =>
    cleared ? null : (row?.[key] ?? null);
  const values = {
    clubId,
    state: next.state,
    plan: next.plan,
    months: next.months,
    renewal: next.renewal,
    periodEnd: next.periodEnd,
    graceUntil: next.graceUntil,
    offerMonths: next.offerMonths,
    errorCode: next.errorCode,
    previous: next.previous,
    paymentPlanId:
      changes.paymentPlanId !== undefined ? changes.paymentPlanId : keep('paymentPlanId', plainTerms),
    provider: changes.provider ?? row?.provider ?? null,
    customerId: changes.customerId ?? row?.customerId ?? null,
    providerSubscriptionId:
      changes.providerSubscriptionId !== undefined
        ? changes.providerSubscriptionId
        : keep('providerSubscriptionId', plainTerms),
    periodStart:
      changes.periodStart !== undefined
        ? changes.periodStart
        : keep('periodStart', next.state === 'freemium'),
    offerBrandId:
      changes.offerBrandId !== undefined
        ? changes.offerBrandId
        : keep('offerBrandId', next.state !== 'partner_offered'),
    providerEventAt: changes.providerEventAt ?? row?.providerEventAt ?? null,
    updatedAt: at,
  };
  await tx
    .insert(clubSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: clubSubscriptions.clubId, set: { ...values, clubId: undefined } });

  const plan = effectivePlan(next);
  await tx
    .update(clubs)
    .set({
      plan,
      subscriptionEnabled: next.renewal,
      subscriptionExpiration: lastDayOf(next.periodEnd),
      earlyAdopter: next.state === 'early_adopter',
      updatedAt: at,
    })
    .where(eq(clubs.id, clubId));

  const details: Record<string, unknown> = { ...(changes.details ?? {}) };
  if (next.plan) details.subscriptionPlan = next.plan;
  if (next.months) details.months = next.months;
  if (next.periodEnd) details.periodEnd = next.periodEnd.toISOString();
  if (next.errorCode && event.type === 'payment_failed') details.reason = next.errorCode;
  await tx.insert(subscriptionEvents).values({
    clubId,
    at,
    fromState: current.state,
    toState: next.state,
    event: event.type,
    plan,
    actor: actor.kind,
    actorUserId: actor.userId ?? null,
    details,
  });
  const activity = planActivity(event, effectivePlan(current), plan, next.months);
  // the provider's webhooks and the billing clock act as the system (no author)
  if (activity) await recordActivity(tx, clubId, { userId: actor.userId ?? null, at }, activity);
  return next;
}

/**
 * Stores the provider's customer of a club (a Freemium row when the club has none yet) unless one of
 * the same provider is already stored, and returns the stored one: of two first uses at once, the
 * first to commit wins and the other's customer is left unused.
 */
export async function storeCustomerId(
  tx: Tx,
  clubId: number,
  customerId: string,
  provider: 'stripe' | 'demo',
): Promise<string> {
  await tx
    .insert(clubSubscriptions)
    .values({ clubId, state: 'freemium', renewal: false, customerId, provider })
    .onConflictDoUpdate({
      target: clubSubscriptions.clubId,
      set: { customerId, provider },
      setWhere: sql`${clubSubscriptions.customerId} is null or ${clubSubscriptions.provider} is distinct from ${provider}`,
    });
  const [row] = await tx
    .select({ customerId: clubSubscriptions.customerId })
    .from(clubSubscriptions)
    .where(eq(clubSubscriptions.clubId, clubId));
  return row?.customerId ?? customerId;
}

/** Who issues an invoice: the seller printed on it, and whether it is a demo provider's (not valid). */
export interface InvoiceIssuer {
  seller: InvoiceParty;
  demo: boolean;
}

/**
 * Records an invoice by its provider id. The first time, it is issued: it takes the next number of
 * its series and a copy of the seller and of the club's billing party, in this transaction
 * (invoice-numbers.ts, docs/decisions/033). Later, only its state moves, and once paid it stays
 * paid: a late `open` (an event that arrives out of order) does not reopen it. What it says (parties,
 * amounts, period, number) never changes once issued.
 */
export async function upsertInvoice(
  tx: Tx,
  clubId: number,
  invoice: ProviderInvoice,
  meta: { plan: PaidPlanId; months: BillingMonths; vatBasisPoints: number },
  issuer: InvoiceIssuer,
): Promise<void> {
  // the club's row first (decision 020): two recordings of one invoice take turns here, and the
  // second finds the first's row below
  await lockClub(tx, clubId);
  const [issued] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      hostedUrl: invoices.hostedUrl,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(eq(invoices.providerId, invoice.id))
    .for('update');
  if (issued) {
    await tx
      .update(invoices)
      .set({
        providerNumber: invoice.number,
        hostedUrl: invoice.hostedUrl ?? issued.hostedUrl,
        status: issued.status === 'paid' && invoice.status === 'open' ? 'paid' : invoice.status,
        paidAt: invoice.paidAt ?? issued.paidAt,
      })
      .where(eq(invoices.id, issued.id));
    return;
  }
  const buyer = await buyerOf(tx, clubId);
  if (!buyer) throw clubNotFound();
  // an invoice is issued when its period starts (a renewal's moment)
  const issuedAt = invoice.periodStart;
  const { series, sequence, number } = await takeInvoiceNumber(tx, issuedAt, issuer.demo);
  await tx.insert(invoices).values({
    clubId,
    providerId: invoice.id,
    providerNumber: invoice.number,
    series,
    sequence,
    number,
    demo: issuer.demo,
    seller: issuer.seller,
    buyer,
    plan: meta.plan,
    months: meta.months,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    amountCents: invoice.amountCents,
    vatBasisPoints: meta.vatBasisPoints,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    currency: invoice.currency,
    status: invoice.status,
    hostedUrl: invoice.hostedUrl,
    paidAt: invoice.paidAt,
    createdAt: issuedAt,
  });
}

/** Records a card (by provider id); the first card of a club becomes its primary one. */
export async function upsertPaymentMethod(
  tx: Tx,
  clubId: number,
  card: ProviderCard,
): Promise<{ primary: boolean }> {
  await lockClub(tx, clubId);
  const [stored] = await tx
    .insert(paymentMethods)
    .values({
      clubId,
      providerId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })
    .onConflictDoUpdate({
      target: paymentMethods.providerId,
      set: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
    })
    .returning({ id: paymentMethods.id, isPrimary: paymentMethods.isPrimary });
  if (!stored) throw new Error('payment method not stored');
  if (stored.isPrimary) return { primary: true };
  const [primary] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.clubId, clubId), eq(paymentMethods.isPrimary, true)));
  if (primary) return { primary: false };
  await tx.update(paymentMethods).set({ isPrimary: true }).where(eq(paymentMethods.id, stored.id));
  return { primary: true };
}

/**
 * Makes one card of the club (by provider id) its primary: clears the old one first, then sets the
 * new one (the partial unique index allows one primary per club at any moment). False when the
 * card is not the club's.
 */
export async function setPrimaryPaymentMethod(tx: Tx, clubId: number, providerId: string): Promise<boolean> {
  await lockClub(tx, clubId);
  const [card] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.providerId, providerId), eq(paymentMethods.clubId, clubId)));
  if (!card) return false;
  await tx
    .update(paymentMethods)
    .set({ isPrimary: false })
    .where(and(eq(paymentMethods.clubId, clubId), eq(paymentMethods.isPrimary, true)));
  await tx.update(paymentMethods).set({ isPrimary: true }).where(eq(paymentMethods.id, card.id));
  return true;
}

/** Forgets a card; when it was the primary one, the newest remaining card becomes primary. */
export async function removePaymentMethodByProviderId(tx: Tx, providerId: string): Promise<void> {
  const [card] = await tx
    .select({ clubId: paymentMethods.clubId })
    .from(paymentMethods)
    .where(eq(paymentMethods.providerId, providerId));
  if (!card) return;
  await lockClub(tx, card.clubId);
  const [removed] = await tx
    .delete(paymentMethods)
    .where(eq(paymentMethods.providerId, providerId))
    .returning({ isPrimary: paymentMethods.isPrimary });
  if (!removed?.isPrimary) return;
  const [newest] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.clubId, card.clubId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  if (newest)
    await tx.update(paymentMethods).set({ isPrimary: true }).where(eq(paymentMethods.id, newest.id));
}

export async function findClubIdByCustomerId(db: DbOrTx, customerId: string): Promise<number | null> {
  const [row] = await db
    .select({ clubId: clubSubscriptions.clubId })
    .from(clubSubscriptions)
    .where(eq(clubSubscriptions.customerId, customerId));
  return row?.clubId ?? null;
}
