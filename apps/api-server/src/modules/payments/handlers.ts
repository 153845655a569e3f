import { later } from '#http/later.ts';

/** Arrives in a later issue: auth and club ownership are checked, then 501. */
export const paymentHandlers = later(
  'listPaymentPlans',
  'getCurrentPaymentState',
  'getPaymentSetup',
  'subscribe',
  'unsubscribe',
  'addDemoCard',
  'listPaymentMethods',
  'addPaymentMethod',
  'setPrimaryPaymentMethod',
  'removePaymentMethod',
  'listInvoices',
  'payInvoice',
  'receiveStripeWebhook',
  'grantClubOffer',
  'endClubOffer',
  'getClubSubscriptionHistory',
  'runDemoBillingEvent',
  'listAdminPaymentPlans',
  'updatePaymentPlan',
);
