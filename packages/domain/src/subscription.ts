/**
 * A club's subscription as one explicit state machine (spec section 4; docs/decisions/017).
 *
 * Pure functions only: the server stores the `Subscription` and its history, the payment provider
 * says what happened to a payment, and `transition` decides what that means. Every change of state
 * goes through `transition`; anything it does not list is refused with a
 * `SubscriptionTransitionError` (the server answers 409 with its code).
 *
 *   freemium ──subscribe──▶ paid (renewal on) ◀──payment_succeeded── payment_pending
 *      │  ▲                   │  ▲    │ renewal_cancelled / renewal_reactivated (renewal off ⇄ on)
 *      │  │ period_ended      │  │    │ plan_changed (time recalculated, no charge)
 *      │  └── paid (renewal off)  │    ▼
 *      │  ◀── grace_ended ── invoice_unpaid / balance_insufficient ──payment_succeeded──▶ paid
 *      └─offer_granted─▶ early_adopter / granted / partner_offered ──offer_ended / period_ended──▶ freemium
 *
 * What a state gives: `effectivePlan`. During the days left to pay an unpaid invoice the club keeps
 * its plan; a first payment awaiting approval gives nothing yet (the club stays on what it had).
 */
import { SubscriptionState } from '@tavola/api/generated/enums';
import type { PaidPlanId, PlanId } from './plans';

/**
 * Every state: the contract's `SubscriptionState`, generated from it. The database's check on
 * `club_subscriptions.state` is built from this list.
 */
export const SUBSCRIPTION_STATES = SubscriptionState;

export type SubscriptionStateName = (typeof SUBSCRIPTION_STATES)[number];

/** Billing periods on sale: monthly or annual (spec section 9). */
export type BillingMonths = 1 | 12;

/** Partner offers last one year or six months (spec section 1). */
export type OfferMonths = 6 | 12;

/** Why a payment failed, as the card networks (and Stripe's decline codes) say it. */
export const PAYMENT_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'authentication_required',
  'processing_error',
] as const;

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** Days an owner has to pay an unpaid renewal before the club falls back to Freemium. */
export const UNPAID_GRACE_DAYS = 14;

/** Renewal may be cancelled until this long before it renews (spec sections 1 and 9). */
export const CANCEL_NOTICE_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Subscription {
  state: SubscriptionStateName;
  /** the plan the state is about: null on Freemium */
  plan: PaidPlanId | null;
  /** billing period of a paid (or pending, or unpaid) subscription */
  months: BillingMonths | null;
  /** renewal on (paid only) */
  renewal: boolean;
  /** the paid period or partner offer ends at this moment (exclusive) */
  periodEnd: Date | null;
  /** an unpaid renewal must be paid before this moment */
  graceUntil: Date | null;
  /** length of a partner offer */
  offerMonths: OfferMonths | null;
  /** why the last payment failed */
  errorCode: PaymentErrorCode | null;
  /**
   * the plan that was running before a pending first payment (what the club keeps meanwhile, and
   * gets back whole if the payment fails: a partner offer with its end and length)
   */
  previous: {
    state: 'freemium' | 'early_adopter' | 'granted' | 'partner_offered';
    plan: PaidPlanId | null;
    periodEnd?: Date | null;
    offerMonths?: OfferMonths | null;
  } | null;
}

export const FREEMIUM: Subscription = {
  state: 'freemium',
  plan: null,
  months: null,
  renewal: false,
  periodEnd: null,
  graceUntil: null,
  offerMonths: null,
  errorCode: null,
  previous: null,
};

/** What can happen to a subscription. `at` is the moment it happened. */
export type SubscriptionEvent =
  /** the owner subscribes (first payment succeeded) */
  | { type: 'subscribed'; plan: PaidPlanId; months: BillingMonths; periodEnd: Date }
  /** the owner subscribes, and the first payment awaits the cardholder's approval */
  | { type: 'payment_requested'; plan: PaidPlanId; months: BillingMonths }
  /** a payment went through: a pending first payment, a renewal, or an unpaid invoice */
  | { type: 'payment_succeeded'; periodEnd: Date }
  /** a payment failed: a pending first payment, or a renewal */
  | { type: 'payment_failed'; reason: PaymentErrorCode; at: Date }
  | { type: 'renewal_cancelled'; at: Date }
  | { type: 'renewal_reactivated'; at: Date }
  /** a change of plan or duration with the time left recalculated (`recalculatePeriodEnd`) */
  | { type: 'plan_changed'; plan: PaidPlanId; months: BillingMonths; periodEnd: Date; at: Date }
  /** a paid period with renewal off, or a partner offer, reached its end */
  | { type: 'period_ended'; at: Date }
  /** the days to pay an unpaid invoice ran out */
  | { type: 'grace_ended'; at: Date }
  | { type: 'offer_granted'; offer: 'early_adopter' | 'granted'; plan: PaidPlanId }
  | { type: 'offer_granted'; offer: 'partner'; plan: PaidPlanId; months: OfferMonths; periodEnd: Date }
  /** an administrator withdraws an offer, or sets Freemium */
  | { type: 'offer_ended' }
  /** the provider ended the subscription (e.g. deleted in Stripe's dashboard) */
  | { type: 'subscription_ended' };

export type SubscriptionEventType = SubscriptionEvent['type'];

/** A transition the machine does not allow; `code` is the API's error code. */
export class SubscriptionTransitionError extends Error {
  constructor(
    readonly code: 'invalid_subscription_transition' | 'cancellation_too_late' | 'subscription_active',
    message: string,
  ) {
    super(message);
    this.name = 'SubscriptionTransitionError';
  }
}

const STATE_NAMES: Readonly<Record<SubscriptionStateName, string>> = {
  freemium: 'Freemium',
  early_adopter: 'an early-adopter offer',
  granted: 'a plan granted by the Tavola team',
  partner_offered: 'a partner offer',
  paid: 'a paid plan',
  payment_pending: 'a payment awaiting approval',
  invoice_unpaid: 'an unpaid invoice',
  balance_insufficient: 'an unpaid invoice (insufficient balance)',
};

const EVENT_NAMES: Readonly<Record<SubscriptionEventType, string>> = {
  subscribed: 'subscribe',
  payment_requested: 'subscribe',
  payment_succeeded: 'record a payment',
  payment_failed: 'record a failed payment',
  renewal_cancelled: 'cancel renewal',
  renewal_reactivated: 'reactivate renewal',
  plan_changed: 'change plan',
  period_ended: 'end the period',
  grace_ended: 'end the days to pay',
  offer_granted: 'grant an offer',
  offer_ended: 'end the offer',
  subscription_ended: 'end the subscription',
};

function refuse(current: Subscription, event: SubscriptionEvent): never {
  throw new SubscriptionTransitionError(
    'invalid_subscription_transition',
    `Cannot ${EVENT_NAMES[event.type]} on ${STATE_NAMES[current.state]}${
      current.state === 'paid' && !current.renewal ? ' with renewal cancelled' : ''
    }.`,
  );
}

/** States an owner or a brand does not pay for (an administrator's terms, or nothing). */
function isUnpaidTerms(
  state: SubscriptionStateName,
): state is 'freemium' | 'early_adopter' | 'granted' | 'partner_offered' {
  return (
    state === 'freemium' || state === 'early_adopter' || state === 'granted' || state === 'partner_offered'
  );
}

/**
 * A paid period past its end that the billing clock has not renewed or ended yet (its pass comes
 * once a minute): a change made now would apply to a period that is over.
 */
function isPeriodOver(current: Subscription, at: Date): boolean {
  return current.state === 'paid' && current.periodEnd !== null && at >= current.periodEnd;
}

function refusePeriodOver(): never {
  throw new SubscriptionTransitionError(
    'invalid_subscription_transition',
    'The paid period has just ended and is being renewed or closed. Try again in a minute.',
  );
}

function paid(plan: PaidPlanId, months: BillingMonths, periodEnd: Date): Subscription {
  return { ...FREEMIUM, state: 'paid', plan, months, renewal: true, periodEnd };
}

/**
 * The state after `event`, or a `SubscriptionTransitionError`. Every transition of the diagram
 * above, and no other.
 */
export function transition(current: Subscription, event: SubscriptionEvent): Subscription {
  const { state } = current;
  switch (event.type) {
    case 'subscribed':
      if (isUnpaidTerms(state)) return paid(event.plan, event.months, event.periodEnd);
      if (state === 'paid') {
        throw new SubscriptionTransitionError(
          'invalid_subscription_transition',
          'The club already pays for a plan: change plan instead.',
        );
      }
      return refuse(current, event);

    case 'payment_requested':
      if (isUnpaidTerms(state)) {
        return {
          ...FREEMIUM,
          state: 'payment_pending',
          plan: event.plan,
          months: event.months,
          previous: {
            state,
            plan: current.plan,
            periodEnd: current.periodEnd,
            offerMonths: current.offerMonths,
          },
        };
      }
      return refuse(current, event);

    case 'payment_succeeded':
      if (state === 'payment_pending' || state === 'invoice_unpaid' || state === 'balance_insufficient') {
        if (!current.plan || !current.months) return refuse(current, event);
        return paid(current.plan, current.months, event.periodEnd);
      }
      // a renewal: the period moves on, renewal stays on
      if (state === 'paid' && current.renewal)
        return { ...current, periodEnd: event.periodEnd, errorCode: null };
      return refuse(current, event);

    case 'payment_failed':
      if (state === 'payment_pending') {
        // the first payment never went through: back to what the club had
        const previous = current.previous ?? { state: 'freemium', plan: null };
        return {
          ...FREEMIUM,
          state: previous.state,
          plan: previous.plan,
          // a partner offer comes back with its end, so that it still ends
          periodEnd: previous.periodEnd ?? null,
          offerMonths: previous.offerMonths ?? null,
          errorCode: event.reason,
        };
      }
      if (state === 'paid' && current.renewal) {
        return {
          ...current,
          state: event.reason === 'insufficient_funds' ? 'balance_insufficient' : 'invoice_unpaid',
          renewal: false,
          graceUntil: new Date(event.at.getTime() + UNPAID_GRACE_DAYS * DAY_MS),
          errorCode: event.reason,
        };
      }
      if (state === 'invoice_unpaid' || state === 'balance_insufficient') {
        // another try failed: the days left do not start again
        return {
          ...current,
          state: event.reason === 'insufficient_funds' ? 'balance_insufficient' : 'invoice_unpaid',
          errorCode: event.reason,
        };
      }
      return refuse(current, event);

    case 'renewal_cancelled': {
      if (state !== 'paid' || !current.renewal || !current.periodEnd) return refuse(current, event);
      const deadline = cancelRenewalBefore(current);
      if (deadline && event.at.getTime() > deadline.getTime()) {
        throw new SubscriptionTransitionError(
          'cancellation_too_late',
          `Renewal can be cancelled until one day before it renews (${deadline.toISOString()}).`,
        );
      }
      return { ...current, renewal: false };
    }

    case 'renewal_reactivated':
      if (state === 'paid' && !current.renewal && current.periodEnd && event.at < current.periodEnd) {
        return { ...current, renewal: true };
      }
      if (isPeriodOver(current, event.at)) refusePeriodOver();
      return refuse(current, event);

    case 'plan_changed':
      if (isPeriodOver(current, event.at)) refusePeriodOver();
      if (state !== 'paid' || !current.periodEnd) return refuse(current, event);
      if (event.plan === current.plan && event.months === current.months) {
        throw new SubscriptionTransitionError(
          'invalid_subscription_transition',
          'The club is already on this plan.',
        );
      }
      // a change is a decision to keep paying: renewal comes back on
      return { ...paid(event.plan, event.months, event.periodEnd) };

    case 'period_ended':
      if (state === 'paid' && !current.renewal && current.periodEnd && event.at >= current.periodEnd)
        return FREEMIUM;
      if (state === 'partner_offered' && current.periodEnd && event.at >= current.periodEnd) return FREEMIUM;
      return refuse(current, event);

    case 'grace_ended':
      if (
        (state === 'invoice_unpaid' || state === 'balance_insufficient') &&
        current.graceUntil &&
        event.at >= current.graceUntil
      ) {
        return FREEMIUM;
      }
      return refuse(current, event);

    case 'offer_granted':
      if (!isUnpaidTerms(state)) {
        throw new SubscriptionTransitionError(
          'subscription_active',
          'The club pays for its plan: its renewal must end before an offer can be granted.',
        );
      }
      if (event.offer === 'partner') {
        return {
          ...FREEMIUM,
          state: 'partner_offered',
          plan: event.plan,
          periodEnd: event.periodEnd,
          offerMonths: event.months,
        };
      }
      return { ...FREEMIUM, state: event.offer, plan: event.plan };

    case 'offer_ended':
      if (state === 'early_adopter' || state === 'granted' || state === 'partner_offered') return FREEMIUM;
      return refuse(current, event);

    case 'subscription_ended':
      if (
        state === 'paid' ||
        state === 'invoice_unpaid' ||
        state === 'balance_insufficient' ||
        state === 'payment_pending'
      ) {
        return FREEMIUM;
      }
      return refuse(current, event);
  }
}

/** The plan the club has in this state: what its entitlements follow. */
export function effectivePlan(subscription: Subscription): PlanId {
  switch (subscription.state) {
    case 'freemium':
      return 'freemium';
    case 'payment_pending':
      return subscription.previous?.plan ?? 'freemium';
    default:
      return subscription.plan ?? 'freemium';
  }
}

/** The last moment renewal may be cancelled: one day before it renews; null when nothing renews. */
export function cancelRenewalBefore(subscription: Subscription): Date | null {
  if (subscription.state !== 'paid' || !subscription.renewal || !subscription.periodEnd) return null;
  return new Date(subscription.periodEnd.getTime() - CANCEL_NOTICE_MS);
}

/**
 * Days left to pay an unpaid invoice, as an owner counts them: 14 just after the renewal failed,
 * 1 during the last 24 hours, 0 once they ran out; null when nothing is unpaid.
 */
export function graceDaysLeft(subscription: Subscription, now: Date): number | null {
  if (!subscription.graceUntil) return null;
  if (subscription.state !== 'invoice_unpaid' && subscription.state !== 'balance_insufficient') return null;
  return Math.max(0, Math.ceil((subscription.graceUntil.getTime() - now.getTime()) / DAY_MS));
}

/** The same day of the month `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface PlanPrice {
  /** price of one period, without tax */
  price: number;
  months: BillingMonths;
}

/**
 * A change of plan costs nothing now (spec section 4): the time already paid for, valued at the old
 * plan's daily price, buys time at the new plan's daily price. The new plan renews at its own price
 * when that time runs out. A daily price is the period's price over the period's days (a month is
 * 365/12 days, a year 365).
 *
 * Worked examples (now = 1 March, old period ends 21 March: 20 days left):
 * - Smart monthly 19.00 → Smart annual 149.00: 20 days × 19.00/30.42 = 12.49 of credit;
 *   at 149.00/365 = 0.408 a day that is 30.6 days → ends 31 March (30 days 14 hours later).
 * - Smart monthly 19.00 → Professional monthly 39.00: 12.49 / (39.00/30.42) = 9.7 days.
 * - Professional annual 234.00 with 200 days left → Smart monthly 19.00: 128.22 of credit buys
 *   205.3 days of Smart.
 * The result is never before `now` and the credit is kept to the second (no rounding to days), so
 * changing back and forth never creates or loses more than a second.
 */
export function recalculatePeriodEnd(input: {
  now: Date;
  periodEnd: Date;
  from: PlanPrice;
  to: PlanPrice;
}): Date {
  const { now, periodEnd, from, to } = input;
  const remainingMs = Math.max(0, periodEnd.getTime() - now.getTime());
  const fromDaily = from.price / periodDays(from.months);
  const toDaily = to.price / periodDays(to.months);
  // a free plan (price 0) buys nothing and costs nothing: keep the time as it is
  if (fromDaily === 0 || toDaily === 0) return new Date(now.getTime() + remainingMs);
  const newRemainingMs = Math.round((remainingMs * fromDaily) / toDaily / 1000) * 1000;
  return new Date(now.getTime() + newRemainingMs);
}

function periodDays(months: BillingMonths): number {
  return months === 12 ? 365 : 365 / 12;
}

/**
 * What the annual price saves against twelve monthly payments, in whole percent (rounded down, so
 * the console never promises more than the real saving). 0 when annual is not cheaper.
 */
export function annualSavingPercent(monthlyPrice: number, annualPrice: number): number {
  const twelveMonths = monthlyPrice * 12;
  if (twelveMonths <= 0 || annualPrice >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - annualPrice) / twelveMonths) * 100 + 1e-9);
}

/**
 * Price with VAT added, rounded to cents (half a cent up, as an invoice does). Computed on whole
 * cents and basis points: in floating point 1.15 × 1.10 is 1.26499…, which would round down.
 */
export function priceWithVat(price: number, vatPercent: number): number {
  const cents = Math.round(price * 100);
  const basisPoints = Math.round(vatPercent * 100);
  return Math.round((cents * (10_000 + basisPoints)) / 10_000) / 100;
}
