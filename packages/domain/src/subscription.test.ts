import { describe, expect, it } from 'vitest';
import {
  addMonths,
  annualSavingPercent,
  CANCEL_NOTICE_MS,
  cancelRenewalBefore,
  effectivePlan,
  FREEMIUM,
  graceDaysLeft,
  priceWithVat,
  recalculatePeriodEnd,
  SUBSCRIPTION_STATES,
  type Subscription,
  type SubscriptionEvent,
  type SubscriptionEventType,
  SubscriptionTransitionError,
  transition,
  UNPAID_GRACE_DAYS,
} from './subscription';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T00:00:00.000Z');
const PERIOD_END = new Date('2026-03-21T00:00:00.000Z');
const GRACE_UNTIL = new Date('2026-03-15T00:00:00.000Z');
const LATER = new Date('2026-04-01T00:00:00.000Z');

/** One subscription in every state the machine knows (paid twice: renewal on and off). */
const SAMPLES = {
  freemium: FREEMIUM,
  early_adopter: { ...FREEMIUM, state: 'early_adopter', plan: 'smart' },
  granted: { ...FREEMIUM, state: 'granted', plan: 'professional' },
  partner_offered: {
    ...FREEMIUM,
    state: 'partner_offered',
    plan: 'smart',
    periodEnd: PERIOD_END,
    offerMonths: 6,
  },
  paid_renewing: {
    ...FREEMIUM,
    state: 'paid',
    plan: 'smart',
    months: 1,
    renewal: true,
    periodEnd: PERIOD_END,
  },
  paid_cancelled: {
    ...FREEMIUM,
    state: 'paid',
    plan: 'smart',
    months: 1,
    renewal: false,
    periodEnd: PERIOD_END,
  },
  payment_pending: {
    ...FREEMIUM,
    state: 'payment_pending',
    plan: 'professional',
    months: 12,
    previous: { state: 'early_adopter', plan: 'smart' },
  },
  invoice_unpaid: {
    ...FREEMIUM,
    state: 'invoice_unpaid',
    plan: 'smart',
    months: 1,
    periodEnd: NOW,
    graceUntil: GRACE_UNTIL,
    errorCode: 'card_declined',
  },
  balance_insufficient: {
    ...FREEMIUM,
    state: 'balance_insufficient',
    plan: 'professional',
    months: 12,
    periodEnd: NOW,
    graceUntil: GRACE_UNTIL,
    errorCode: 'insufficient_funds',
  },
} satisfies Record<string, Subscription>;

type Sample = keyof typeof SAMPLES;

/** One event of every type, at a moment that suits the samples (after every period and grace end). */
const EVENTS = {
  subscribed: { type: 'subscribed', plan: 'smart', months: 12, periodEnd: LATER },
  payment_requested: { type: 'payment_requested', plan: 'smart', months: 1 },
  payment_succeeded: { type: 'payment_succeeded', periodEnd: LATER },
  payment_failed: { type: 'payment_failed', reason: 'card_declined', at: NOW },
  renewal_cancelled: { type: 'renewal_cancelled', at: NOW },
  renewal_reactivated: { type: 'renewal_reactivated', at: NOW },
  plan_changed: { type: 'plan_changed', plan: 'professional', months: 1, periodEnd: LATER, at: NOW },
  period_ended: { type: 'period_ended', at: LATER },
  grace_ended: { type: 'grace_ended', at: LATER },
  offer_granted: { type: 'offer_granted', offer: 'early_adopter', plan: 'smart' },
  offer_ended: { type: 'offer_ended' },
  subscription_ended: { type: 'subscription_ended' },
} satisfies Record<SubscriptionEventType, SubscriptionEvent>;

/**
 * Which (sample, event) pairs the machine allows, read off `transition`'s switch. The table test
 * below checks that exactly these succeed; the describe blocks after it check where each one leads.
 */
const ALLOWED: Readonly<Record<SubscriptionEventType, readonly Sample[]>> = {
  subscribed: ['freemium', 'early_adopter', 'granted', 'partner_offered'],
  payment_requested: ['freemium', 'early_adopter', 'granted', 'partner_offered'],
  payment_succeeded: ['payment_pending', 'invoice_unpaid', 'balance_insufficient', 'paid_renewing'],
  payment_failed: ['payment_pending', 'paid_renewing', 'invoice_unpaid', 'balance_insufficient'],
  renewal_cancelled: ['paid_renewing'],
  renewal_reactivated: ['paid_cancelled'],
  plan_changed: ['paid_renewing', 'paid_cancelled'],
  period_ended: ['paid_cancelled', 'partner_offered'],
  grace_ended: ['invoice_unpaid', 'balance_insufficient'],
  offer_granted: ['freemium', 'early_adopter', 'granted', 'partner_offered'],
  offer_ended: ['early_adopter', 'granted', 'partner_offered'],
  subscription_ended: [
    'paid_renewing',
    'paid_cancelled',
    'invoice_unpaid',
    'balance_insufficient',
    'payment_pending',
  ],
};

/** The error `transition` throws, or a failed expectation when it does not throw. */
function refusal(current: Subscription, event: SubscriptionEvent): SubscriptionTransitionError {
  try {
    transition(current, event);
  } catch (error) {
    expect(error).toBeInstanceOf(SubscriptionTransitionError);
    return error as SubscriptionTransitionError;
  }
  throw new Error(`${current.state} accepted ${event.type}`);
}

describe('transition: every state × every event', () => {
  it('has a sample for every state', () => {
    const covered = new Set(Object.values(SAMPLES).map((sample) => sample.state));
    expect([...covered].sort()).toEqual([...SUBSCRIPTION_STATES].sort());
  });

  const pairs = (Object.keys(EVENTS) as SubscriptionEventType[]).flatMap((eventType) =>
    (Object.keys(SAMPLES) as Sample[]).map((sample) => ({ eventType, sample })),
  );

  it.each(pairs)(
    '$sample + $eventType is allowed exactly when the diagram says so',
    ({ eventType, sample }) => {
      const current = SAMPLES[sample];
      const event = EVENTS[eventType];
      if (ALLOWED[eventType].includes(sample)) {
        expect(() => transition(current, event)).not.toThrow();
        return;
      }
      const error = refusal(current, event);
      // granting an offer over a running paid subscription has its own code; the rest are plain refusals
      const expectedCode =
        eventType === 'offer_granted' ? 'subscription_active' : 'invalid_subscription_transition';
      expect(error.code).toBe(expectedCode);
      expect(error.message).not.toBe('');
    },
  );

  it('names the event and the state in a refusal', () => {
    expect(refusal(FREEMIUM, EVENTS.renewal_cancelled).message).toBe('Cannot cancel renewal on Freemium.');
    expect(refusal(SAMPLES.paid_cancelled, EVENTS.renewal_cancelled).message).toBe(
      'Cannot cancel renewal on a paid plan with renewal cancelled.',
    );
  });

  it('never changes the subscription it is given', () => {
    const before = { ...SAMPLES.paid_renewing };
    transition(SAMPLES.paid_renewing, EVENTS.payment_failed);
    expect(SAMPLES.paid_renewing).toEqual(before);
  });
});

describe('transition: subscribing', () => {
  it.each(['freemium', 'early_adopter', 'granted', 'partner_offered'] as const)(
    'starts a paid plan with renewal on from %s',
    (sample) => {
      expect(transition(SAMPLES[sample], EVENTS.subscribed)).toEqual({
        ...FREEMIUM,
        state: 'paid',
        plan: 'smart',
        months: 12,
        renewal: true,
        periodEnd: LATER,
      });
    },
  );

  it('tells a paying club to change plan instead', () => {
    expect(refusal(SAMPLES.paid_renewing, EVENTS.subscribed).message).toMatch(/change plan instead/);
  });

  it.each(['freemium', 'early_adopter', 'granted', 'partner_offered'] as const)(
    'waits for approval from %s, keeping what the club had',
    (sample) => {
      const current = SAMPLES[sample];
      const pending = transition(current, EVENTS.payment_requested);
      expect(pending).toEqual({
        ...FREEMIUM,
        state: 'payment_pending',
        plan: 'smart',
        months: 1,
        previous: expect.objectContaining({ state: current.state, plan: current.plan }),
      });
      expect(effectivePlan(pending)).toBe(effectivePlan(current));
    },
  );

  it('starts the plan when the pending payment goes through', () => {
    expect(transition(SAMPLES.payment_pending, EVENTS.payment_succeeded)).toEqual({
      ...FREEMIUM,
      state: 'paid',
      plan: 'professional',
      months: 12,
      renewal: true,
      periodEnd: LATER,
    });
  });

  it('goes back to what the club had when the pending payment fails, with the reason', () => {
    expect(transition(SAMPLES.payment_pending, EVENTS.payment_failed)).toEqual({
      ...FREEMIUM,
      state: 'early_adopter',
      plan: 'smart',
      errorCode: 'card_declined',
    });
    const fromFreemium = transition(FREEMIUM, EVENTS.payment_requested);
    expect(transition(fromFreemium, EVENTS.payment_failed)).toEqual({
      ...FREEMIUM,
      errorCode: 'card_declined',
    });
  });

  it('gives a partner offer back whole, end date included, when the payment that would replace it fails', () => {
    const pending = transition(SAMPLES.partner_offered, EVENTS.payment_requested);
    const back = transition(pending, EVENTS.payment_failed);
    expect(back).toMatchObject({
      state: 'partner_offered',
      plan: 'smart',
      periodEnd: PERIOD_END,
      offerMonths: 6,
    });
    // and it still ends when its time is up
    expect(transition(back, EVENTS.period_ended)).toEqual(FREEMIUM);
  });

  it('reads a pending subscription stored without a previous plan as coming from Freemium', () => {
    const stored: Subscription = { ...SAMPLES.payment_pending, previous: null };
    expect(effectivePlan(stored)).toBe('freemium');
    expect(transition(stored, EVENTS.payment_failed)).toEqual({ ...FREEMIUM, errorCode: 'card_declined' });
  });

  it('refuses a payment for a pending subscription that has no plan', () => {
    const broken: Subscription = { ...SAMPLES.payment_pending, plan: null };
    expect(refusal(broken, EVENTS.payment_succeeded).code).toBe('invalid_subscription_transition');
  });
});

describe('transition: renewals and unpaid invoices', () => {
  it('moves the period on at a renewal, keeping renewal on and clearing an old error', () => {
    const withError: Subscription = { ...SAMPLES.paid_renewing, errorCode: 'card_declined' };
    expect(transition(withError, EVENTS.payment_succeeded)).toEqual({
      ...SAMPLES.paid_renewing,
      periodEnd: LATER,
      errorCode: null,
    });
  });

  it(`gives ${UNPAID_GRACE_DAYS} days to pay a declined renewal, keeping the plan`, () => {
    const unpaid = transition(SAMPLES.paid_renewing, EVENTS.payment_failed);
    expect(unpaid).toEqual({
      ...SAMPLES.paid_renewing,
      state: 'invoice_unpaid',
      renewal: false,
      graceUntil: new Date(NOW.getTime() + UNPAID_GRACE_DAYS * DAY),
      errorCode: 'card_declined',
    });
    expect(effectivePlan(unpaid)).toBe('smart');
  });

  it('names an insufficient balance as its own state', () => {
    const event: SubscriptionEvent = { type: 'payment_failed', reason: 'insufficient_funds', at: NOW };
    expect(transition(SAMPLES.paid_renewing, event).state).toBe('balance_insufficient');
  });

  it('does not start the days to pay again when another try fails', () => {
    const retry: SubscriptionEvent = { type: 'payment_failed', reason: 'insufficient_funds', at: LATER };
    expect(transition(SAMPLES.invoice_unpaid, retry)).toEqual({
      ...SAMPLES.invoice_unpaid,
      state: 'balance_insufficient',
      errorCode: 'insufficient_funds',
    });
    const declined: SubscriptionEvent = { type: 'payment_failed', reason: 'expired_card', at: LATER };
    expect(transition(SAMPLES.balance_insufficient, declined)).toEqual({
      ...SAMPLES.balance_insufficient,
      state: 'invoice_unpaid',
      errorCode: 'expired_card',
    });
  });

  it.each(['invoice_unpaid', 'balance_insufficient'] as const)('is paid again when %s is paid', (sample) => {
    const current = SAMPLES[sample];
    expect(transition(current, EVENTS.payment_succeeded)).toEqual({
      ...FREEMIUM,
      state: 'paid',
      plan: current.plan,
      months: current.months,
      renewal: true,
      periodEnd: LATER,
    });
  });

  it.each(['invoice_unpaid', 'balance_insufficient'] as const)(
    'falls back to Freemium when the days to pay %s run out, not before',
    (sample) => {
      const current = SAMPLES[sample];
      expect(transition(current, { type: 'grace_ended', at: GRACE_UNTIL })).toEqual(FREEMIUM);
      const early: SubscriptionEvent = { type: 'grace_ended', at: new Date(GRACE_UNTIL.getTime() - 1) };
      expect(refusal(current, early).code).toBe('invalid_subscription_transition');
    },
  );

  it('refuses to end the days to pay when none were given', () => {
    const noGrace: Subscription = { ...SAMPLES.invoice_unpaid, graceUntil: null };
    expect(refusal(noGrace, EVENTS.grace_ended).code).toBe('invalid_subscription_transition');
  });
});

describe('transition: cancelling and reactivating renewal', () => {
  const deadline = new Date(PERIOD_END.getTime() - CANCEL_NOTICE_MS);

  it('cancels renewal until one day before it renews, keeping the plan to its end', () => {
    const cancelled = transition(SAMPLES.paid_renewing, { type: 'renewal_cancelled', at: deadline });
    expect(cancelled).toEqual({ ...SAMPLES.paid_renewing, renewal: false });
    expect(effectivePlan(cancelled)).toBe('smart');
  });

  it('refuses to cancel later than one day before renewal, saying until when', () => {
    const error = refusal(SAMPLES.paid_renewing, {
      type: 'renewal_cancelled',
      at: new Date(deadline.getTime() + 1),
    });
    expect(error.code).toBe('cancellation_too_late');
    expect(error.message).toContain(deadline.toISOString());
  });

  it('reactivates renewal until the period ends, not after', () => {
    expect(transition(SAMPLES.paid_cancelled, EVENTS.renewal_reactivated)).toEqual(SAMPLES.paid_renewing);
    const atEnd: SubscriptionEvent = { type: 'renewal_reactivated', at: PERIOD_END };
    expect(refusal(SAMPLES.paid_cancelled, atEnd).message).toBe(
      'The paid period has just ended and is being renewed or closed. Try again in a minute.',
    );
  });

  it('ends a cancelled plan at its end, not before, and never a renewing one', () => {
    expect(transition(SAMPLES.paid_cancelled, { type: 'period_ended', at: PERIOD_END })).toEqual(FREEMIUM);
    const early: SubscriptionEvent = { type: 'period_ended', at: new Date(PERIOD_END.getTime() - 1) };
    expect(refusal(SAMPLES.paid_cancelled, early).code).toBe('invalid_subscription_transition');
    expect(refusal(SAMPLES.paid_renewing, EVENTS.period_ended).code).toBe('invalid_subscription_transition');
  });
});

describe('transition: changing plan', () => {
  it.each(['paid_renewing', 'paid_cancelled'] as const)(
    'changes plan from %s with the recalculated end, renewal back on',
    (sample) => {
      expect(transition(SAMPLES[sample], EVENTS.plan_changed)).toEqual({
        ...FREEMIUM,
        state: 'paid',
        plan: 'professional',
        months: 1,
        renewal: true,
        periodEnd: LATER,
      });
    },
  );

  it('changes only the duration', () => {
    const annual: SubscriptionEvent = { ...EVENTS.plan_changed, plan: 'smart', months: 12 };
    expect(transition(SAMPLES.paid_renewing, annual)).toMatchObject({ plan: 'smart', months: 12 });
  });

  it('refuses the plan the club is already on', () => {
    const same: SubscriptionEvent = { ...EVENTS.plan_changed, plan: 'smart', months: 1 };
    const error = refusal(SAMPLES.paid_renewing, same);
    expect(error.code).toBe('invalid_subscription_transition');
    expect(error.message).toBe('The club is already on this plan.');
  });

  it('refuses a change once the period is over', () => {
    const late: SubscriptionEvent = { ...EVENTS.plan_changed, at: PERIOD_END };
    for (const sample of [SAMPLES.paid_cancelled, SAMPLES.paid_renewing]) {
      const error = refusal(sample, late);
      expect(error.code).toBe('invalid_subscription_transition');
      expect(error.message).toBe(
        'The paid period has just ended and is being renewed or closed. Try again in a minute.',
      );
    }
  });
});

describe('transition: offers', () => {
  it.each(['freemium', 'early_adopter', 'granted', 'partner_offered'] as const)(
    'grants the early-adopter and the team offers over %s',
    (sample) => {
      expect(transition(SAMPLES[sample], EVENTS.offer_granted)).toEqual({
        ...FREEMIUM,
        state: 'early_adopter',
        plan: 'smart',
      });
      const team: SubscriptionEvent = { type: 'offer_granted', offer: 'granted', plan: 'professional' };
      expect(transition(SAMPLES[sample], team)).toEqual({
        ...FREEMIUM,
        state: 'granted',
        plan: 'professional',
      });
    },
  );

  it('grants a partner offer for its months, ending at its end', () => {
    const partner: SubscriptionEvent = {
      type: 'offer_granted',
      offer: 'partner',
      plan: 'professional',
      months: 12,
      periodEnd: LATER,
    };
    const offered = transition(FREEMIUM, partner);
    expect(offered).toEqual({
      ...FREEMIUM,
      state: 'partner_offered',
      plan: 'professional',
      periodEnd: LATER,
      offerMonths: 12,
    });
    expect(effectivePlan(offered)).toBe('professional');
    expect(transition(offered, { type: 'period_ended', at: LATER })).toEqual(FREEMIUM);
    const early: SubscriptionEvent = { type: 'period_ended', at: new Date(LATER.getTime() - 1) };
    expect(refusal(offered, early).code).toBe('invalid_subscription_transition');
  });

  it('refuses an offer while the club pays, saying renewal must end first', () => {
    const error = refusal(SAMPLES.paid_cancelled, EVENTS.offer_granted);
    expect(error.code).toBe('subscription_active');
    expect(error.message).toMatch(/renewal must end/);
  });

  it.each(['early_adopter', 'granted', 'partner_offered'] as const)('withdraws %s to Freemium', (sample) => {
    expect(transition(SAMPLES[sample], EVENTS.offer_ended)).toEqual(FREEMIUM);
  });
});

describe('transition: the provider ends the subscription', () => {
  it.each([
    'paid_renewing',
    'paid_cancelled',
    'invoice_unpaid',
    'balance_insufficient',
    'payment_pending',
  ] as const)('falls back to Freemium from %s', (sample) => {
    expect(transition(SAMPLES[sample], EVENTS.subscription_ended)).toEqual(FREEMIUM);
  });
});

describe('effectivePlan', () => {
  it.each([
    ['freemium', 'freemium'],
    ['early_adopter', 'smart'],
    ['granted', 'professional'],
    ['partner_offered', 'smart'],
    ['paid_renewing', 'smart'],
    ['paid_cancelled', 'smart'],
    // a first payment awaiting approval gives nothing yet: the club keeps its early-adopter Smart
    ['payment_pending', 'smart'],
    // the days to pay keep the plan
    ['invoice_unpaid', 'smart'],
    ['balance_insufficient', 'professional'],
  ] as const)('%s gives %s', (sample, plan) => {
    expect(effectivePlan(SAMPLES[sample])).toBe(plan);
  });

  it('gives Freemium to a state stored without a plan', () => {
    expect(effectivePlan({ ...SAMPLES.paid_renewing, plan: null })).toBe('freemium');
  });

  it('ignores a plan left on a Freemium row', () => {
    expect(effectivePlan({ ...FREEMIUM, plan: 'smart' })).toBe('freemium');
  });
});

describe('cancelRenewalBefore', () => {
  it('is one day before a renewing plan renews', () => {
    expect(cancelRenewalBefore(SAMPLES.paid_renewing)).toEqual(new Date('2026-03-20T00:00:00.000Z'));
  });

  it.each(['paid_cancelled', 'freemium', 'partner_offered', 'invoice_unpaid', 'payment_pending'] as const)(
    'is null when nothing renews (%s)',
    (sample) => {
      expect(cancelRenewalBefore(SAMPLES[sample])).toBeNull();
    },
  );
});

describe('graceDaysLeft', () => {
  const unpaid = transition(SAMPLES.paid_renewing, EVENTS.payment_failed);
  const at = (ms: number) => new Date(NOW.getTime() + ms);

  it(`leaves ${UNPAID_GRACE_DAYS} days just after the renewal failed`, () => {
    expect(graceDaysLeft(unpaid, NOW)).toBe(UNPAID_GRACE_DAYS);
    expect(graceDaysLeft(unpaid, at(1))).toBe(UNPAID_GRACE_DAYS);
    expect(graceDaysLeft(unpaid, at(DAY))).toBe(UNPAID_GRACE_DAYS - 1);
    expect(graceDaysLeft(unpaid, at(DAY + 1))).toBe(UNPAID_GRACE_DAYS - 1);
  });

  it('leaves 1 during the last 24 hours, and 0 once they ran out', () => {
    expect(graceDaysLeft(unpaid, at((UNPAID_GRACE_DAYS - 1) * DAY + 1))).toBe(1);
    expect(graceDaysLeft(unpaid, at(UNPAID_GRACE_DAYS * DAY - 1))).toBe(1);
    expect(graceDaysLeft(unpaid, at(UNPAID_GRACE_DAYS * DAY))).toBe(0);
  });

  it('is never negative', () => {
    expect(graceDaysLeft(unpaid, at(UNPAID_GRACE_DAYS * DAY + 1))).toBe(0);
    expect(graceDaysLeft(unpaid, at(100 * DAY))).toBe(0);
  });

  it('counts one day every day, down from the first', () => {
    const days = Array.from({ length: UNPAID_GRACE_DAYS }, (_, day) =>
      graceDaysLeft(unpaid, at(day * DAY + 1)),
    );
    expect(days).toEqual(Array.from({ length: UNPAID_GRACE_DAYS }, (_, day) => UNPAID_GRACE_DAYS - day));
  });

  it('is null when nothing is unpaid', () => {
    expect(graceDaysLeft(SAMPLES.paid_renewing, NOW)).toBeNull();
    expect(graceDaysLeft({ ...SAMPLES.paid_renewing, graceUntil: GRACE_UNTIL }, NOW)).toBeNull();
    expect(graceDaysLeft({ ...SAMPLES.invoice_unpaid, graceUntil: null }, NOW)).toBeNull();
    expect(graceDaysLeft(SAMPLES.balance_insufficient, NOW)).toBe(UNPAID_GRACE_DAYS);
  });
});

describe('addMonths', () => {
  const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  it('keeps the day of the month and the time of day', () => {
    expect(addMonths(new Date('2026-03-15T10:30:00.000Z'), 1)).toEqual(new Date('2026-04-15T10:30:00.000Z'));
  });

  it('clamps 31 January + 1 month to the end of February', () => {
    expect(addMonths(utc('2026-01-31'), 1)).toEqual(utc('2026-02-28'));
    expect(addMonths(utc('2026-03-31'), 1)).toEqual(utc('2026-04-30'));
  });

  it('knows leap years', () => {
    expect(addMonths(utc('2028-01-31'), 1)).toEqual(utc('2028-02-29'));
    expect(addMonths(utc('2028-02-29'), 12)).toEqual(utc('2029-02-28'));
    expect(addMonths(utc('2027-02-28'), 12)).toEqual(utc('2028-02-28'));
    expect(addMonths(utc('2100-01-31'), 1)).toEqual(utc('2100-02-28'));
    expect(addMonths(utc('2000-01-31'), 1)).toEqual(utc('2000-02-29'));
  });

  it('adds 12 months as one year, across the year end', () => {
    expect(addMonths(utc('2026-11-25'), 12)).toEqual(utc('2027-11-25'));
    expect(addMonths(utc('2026-12-31'), 1)).toEqual(utc('2027-01-31'));
    expect(addMonths(utc('2026-12-31'), 2)).toEqual(utc('2027-02-28'));
  });

  it('adds 6 months for a partner offer', () => {
    expect(addMonths(utc('2026-08-31'), 6)).toEqual(utc('2027-02-28'));
  });
});

describe('recalculatePeriodEnd', () => {
  const SMART_MONTHLY = { price: 19, months: 1 } as const;
  const SMART_ANNUAL = { price: 149, months: 12 } as const;
  const PRO_MONTHLY = { price: 39, months: 1 } as const;
  const PRO_ANNUAL = { price: 234, months: 12 } as const;
  const days = (end: Date, from = NOW) => (end.getTime() - from.getTime()) / DAY;

  it('Smart monthly with 20 days left → Smart annual: about 30.6 days, ending 31 March', () => {
    const end = recalculatePeriodEnd({
      now: NOW,
      periodEnd: PERIOD_END,
      from: SMART_MONTHLY,
      to: SMART_ANNUAL,
    });
    // credit 20 × 19/(365/12) = 12.49; at 149/365 a day that buys 30.6 days
    expect(20 * (19 / (365 / 12))).toBeCloseTo(12.49, 2);
    expect(days(end)).toBeCloseTo(30.6, 1);
    expect(days(end)).toBeCloseTo((20 * 19 * 12) / 149, 4);
    expect(end.toISOString().slice(0, 10)).toBe('2026-03-31');
    // 30 days 14 hours later
    expect(Math.floor((end.getTime() - NOW.getTime() - 30 * DAY) / 3_600_000)).toBe(14);
  });

  it('Smart monthly with 20 days left → Professional monthly: 9.7 days', () => {
    const end = recalculatePeriodEnd({
      now: NOW,
      periodEnd: PERIOD_END,
      from: SMART_MONTHLY,
      to: PRO_MONTHLY,
    });
    expect(days(end)).toBeCloseTo(9.7, 1);
  });

  it('Professional annual with 200 days left → Smart monthly: 128.22 of credit buys 205.3 days', () => {
    const periodEnd = new Date(NOW.getTime() + 200 * DAY);
    expect(200 * (234 / 365)).toBeCloseTo(128.22, 2);
    const end = recalculatePeriodEnd({ now: NOW, periodEnd, from: PRO_ANNUAL, to: SMART_MONTHLY });
    expect(days(end)).toBeCloseTo(205.3, 1);
  });

  it('keeps the time as it is between plans of the same daily price', () => {
    const end = recalculatePeriodEnd({
      now: NOW,
      periodEnd: PERIOD_END,
      from: SMART_MONTHLY,
      to: SMART_MONTHLY,
    });
    expect(end).toEqual(PERIOD_END);
  });

  it('loses at most a second on a round trip', () => {
    const odd = new Date(NOW.getTime() + 20 * DAY + 12_345_678);
    for (const [from, to] of [
      [SMART_MONTHLY, SMART_ANNUAL],
      [SMART_MONTHLY, PRO_ANNUAL],
      [PRO_MONTHLY, SMART_ANNUAL],
      [PRO_ANNUAL, SMART_MONTHLY],
    ] as const) {
      const there = recalculatePeriodEnd({ now: NOW, periodEnd: odd, from, to });
      const back = recalculatePeriodEnd({ now: NOW, periodEnd: there, from: to, to: from });
      expect(Math.abs(back.getTime() - odd.getTime())).toBeLessThanOrEqual(1000);
    }
  });

  it('is never before now, even when the period is already over', () => {
    const past = new Date(NOW.getTime() - DAY);
    expect(recalculatePeriodEnd({ now: NOW, periodEnd: past, from: SMART_MONTHLY, to: PRO_ANNUAL })).toEqual(
      NOW,
    );
    expect(recalculatePeriodEnd({ now: NOW, periodEnd: NOW, from: PRO_ANNUAL, to: SMART_MONTHLY })).toEqual(
      NOW,
    );
  });

  it('keeps the time as it is to or from a free plan', () => {
    const free = { price: 0, months: 1 } as const;
    expect(recalculatePeriodEnd({ now: NOW, periodEnd: PERIOD_END, from: free, to: PRO_ANNUAL })).toEqual(
      PERIOD_END,
    );
    expect(recalculatePeriodEnd({ now: NOW, periodEnd: PERIOD_END, from: SMART_ANNUAL, to: free })).toEqual(
      PERIOD_END,
    );
  });

  it('gives more time for a cheaper plan and less for a dearer one', () => {
    const cheaper = recalculatePeriodEnd({
      now: NOW,
      periodEnd: PERIOD_END,
      from: PRO_MONTHLY,
      to: SMART_MONTHLY,
    });
    const dearer = recalculatePeriodEnd({
      now: NOW,
      periodEnd: PERIOD_END,
      from: SMART_MONTHLY,
      to: PRO_MONTHLY,
    });
    expect(cheaper.getTime()).toBeGreaterThan(PERIOD_END.getTime());
    expect(dearer.getTime()).toBeLessThan(PERIOD_END.getTime());
  });
});

describe('annualSavingPercent', () => {
  it('computes the seeded prices: Smart 19/149 saves 34%, Professional 39/234 saves 50%', () => {
    expect(annualSavingPercent(19, 149)).toBe(34);
    expect(annualSavingPercent(39, 234)).toBe(50);
    expect(annualSavingPercent(1900, 14900)).toBe(34);
  });

  it('never promises more than the real saving', () => {
    // exact arithmetic on cents: 100 × (12m − a) / 12m. Over 100,000 pairs: the wrong ones are
    // collected and compared once (an expect per pair took seconds on a loaded machine)
    const wrong: string[] = [];
    for (let monthlyCents = 100; monthlyCents <= 6000; monthlyCents += 37) {
      for (let annualCents = 100; annualCents < monthlyCents * 12; annualCents += 53) {
        const percent = annualSavingPercent(monthlyCents / 100, annualCents / 100);
        const twelve = monthlyCents * 12;
        const saving = 100 * (twelve - annualCents);
        if (percent * twelve > saving || (percent + 1) * twelve <= saving)
          wrong.push(`${monthlyCents}/${annualCents}: ${percent}%`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is 0 when annual is not cheaper, or nothing is charged', () => {
    expect(annualSavingPercent(19, 228)).toBe(0);
    expect(annualSavingPercent(19, 300)).toBe(0);
    expect(annualSavingPercent(0, 0)).toBe(0);
    expect(annualSavingPercent(19, 227.99)).toBe(0);
  });
});

describe('priceWithVat', () => {
  it('adds the VAT and rounds to cents', () => {
    expect(priceWithVat(19, 22)).toBe(23.18);
    expect(priceWithVat(149, 22)).toBe(181.78);
    expect(priceWithVat(39, 8.1)).toBe(42.16);
    expect(priceWithVat(19.99, 22)).toBe(24.39);
  });

  it('leaves a price without VAT as it is', () => {
    expect(priceWithVat(234, 0)).toBe(234);
    expect(priceWithVat(0, 22)).toBe(0);
  });

  it('rounds half a cent up, as an invoice does', () => {
    expect(priceWithVat(0.25, 10)).toBe(0.28);
    expect(priceWithVat(1.15, 10)).toBe(1.27);
    expect(priceWithVat(2.05, 10)).toBe(2.26);
    expect(priceWithVat(4.02, 25)).toBe(5.03);
  });

  it('agrees with integer arithmetic on cents for every price up to 100.00', () => {
    const wrong: string[] = [];
    for (let cents = 1; cents <= 10_000; cents++) {
      for (const vatPercent of [4, 7.7, 8.1, 10, 20, 22, 25]) {
        const basisPoints = Math.round(vatPercent * 100);
        const expected = Math.round((cents * (10_000 + basisPoints)) / 10_000) / 100;
        const actual = priceWithVat(cents / 100, vatPercent);
        if (actual !== expected) wrong.push(`${cents / 100} + ${vatPercent}% = ${actual}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
