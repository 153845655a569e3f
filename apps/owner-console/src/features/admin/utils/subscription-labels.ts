import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@tavola/api/schema';

type SubscriptionState = components['schemas']['SubscriptionState'];
type ClubPlan = components['schemas']['ClubPlan'];
type HistoryActor = components['schemas']['SubscriptionHistoryEntry']['actor'];
type DemoBillingEvent = components['schemas']['DemoBillingEventInput']['event'];

/** A club's payment state as administrators read it (spec section 4; docs/decisions/017). */
export const subscriptionStateNames: Record<SubscriptionState, MessageDescriptor> = {
  freemium: msg`Freemium`,
  early_adopter: msg`Early adopter`,
  granted: msg`Granted by Tavola`,
  partner_offered: msg`Partner offer`,
  paid: msg`Paid`,
  payment_pending: msg`Payment pending`,
  invoice_unpaid: msg`Invoice unpaid`,
  balance_insufficient: msg`Balance insufficient`,
};

/** Badge colours: the theme's readable light variants (decision 014). */
export const subscriptionStateColors: Record<SubscriptionState, string> = {
  freemium: 'gray',
  early_adopter: 'grape',
  granted: 'grape',
  partner_offered: 'grape',
  paid: 'green',
  payment_pending: 'yellow',
  invoice_unpaid: 'red',
  balance_insufficient: 'red',
};

/** The states an administrator's offer put the club in: what "Withdraw offer" ends. */
export const OFFER_STATES: readonly SubscriptionState[] = ['early_adopter', 'granted', 'partner_offered'];

export const planNames: Record<ClubPlan, MessageDescriptor> = {
  freemium: msg`Freemium`,
  smart: msg`Smart`,
  professional: msg`Professional`,
};

/** The history's events (the domain's `SubscriptionEvent` types); an unknown one shows as it is. */
export const historyEventNames: Readonly<Record<string, MessageDescriptor>> = {
  subscribed: msg`Subscribed`,
  payment_requested: msg`Payment requested`,
  payment_succeeded: msg`Payment succeeded`,
  payment_failed: msg`Payment failed`,
  renewal_cancelled: msg`Renewal cancelled`,
  renewal_reactivated: msg`Renewal reactivated`,
  plan_changed: msg`Plan changed`,
  period_ended: msg`Period ended`,
  grace_ended: msg`Days to pay ended`,
  offer_granted: msg`Offer granted`,
  offer_ended: msg`Offer withdrawn`,
  subscription_ended: msg`Subscription ended`,
};

export const historyActorNames: Record<HistoryActor, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Administrator`,
  provider: msg`Payment provider`,
  clock: msg`Billing clock`,
};

/** The demo events as menu entries, in the order a subscription meets them. */
export const demoEventNames: Record<DemoBillingEvent, MessageDescriptor> = {
  renewal: msg`Simulate a renewal`,
  approve_payment: msg`Simulate approving the pending payment`,
  grace_end: msg`Simulate the end of the days to pay`,
  period_end: msg`Simulate the end of the period`,
};
