/**
 * The payments API's errors, and the one translation of provider and state machine failures into
 * HTTP answers: a refused transition is 409 with its code, a declined card 402 with the reason as
 * code, a provider failure 502 (503 when it asked us to slow down).
 */
import { MAX_ID } from '@tavola/domain/ids';
import { type PaymentErrorCode, SubscriptionTransitionError } from '@tavola/domain/subscription';
import { badRequest, conflict, HttpError, notFound, validationFailed } from '#errors.ts';
import { NotATestCardError } from './providers/demo-provider.ts';
import { CardDeclinedError, PaymentProviderError } from './providers/payment-provider.ts';

export const paymentPlanNotFound = () =>
  notFound('payment_plan_not_found', 'This plan is not on sale in the club’s country.');
export const paymentMethodNotFound = () => notFound('payment_method_not_found', 'Payment method not found');
export const invoiceNotFound = () => notFound('invoice_not_found', 'Invoice not found');
export const noPaymentMethod = () =>
  conflict('no_payment_method', 'Add a card first: there is no payment method to charge.');
export const alreadyOnPlan = () =>
  conflict('already_on_plan', 'The club already pays for this plan and it renews.');
export const invoiceNotOpen = () => conflict('invoice_not_open', 'This invoice has nothing left to pay.');
export const demoPaymentsOff = () =>
  conflict('demo_payments_off', 'Payments go through Stripe on this server: test cards are not taken.');
export const paymentMethodIsPrimary = () =>
  conflict('payment_method_is_primary', 'This is the primary card: make another card primary first.');
export const paymentMethodRequired = () =>
  conflict(
    'payment_method_required',
    'The subscription needs a card to renew or to pay its invoice: cancel renewal first.',
  );
export const invalidDemoSecret = () =>
  badRequest('invalid_or_expired_link', 'This card form has expired: open it again.');

/** An id from a path or body, refused with 400 beyond what the database can hold (never a 500). */
export function databaseId(value: number, field: string): number {
  if (value > MAX_ID) throw validationFailed([{ field, message: `Must be at most ${MAX_ID}` }]);
  return value;
}

const DECLINE_MESSAGES: Readonly<Record<PaymentErrorCode, string>> = {
  card_declined: 'The card was declined. Try another card.',
  insufficient_funds: 'The card has insufficient funds.',
  expired_card: 'The card has expired.',
  incorrect_cvc: 'The card’s security code is incorrect.',
  authentication_required: 'The bank asks the cardholder to approve this payment.',
  processing_error: 'The payment could not be processed. Try again in a moment.',
};

export const paymentDeclined = (reason: PaymentErrorCode) =>
  new HttpError(402, reason, DECLINE_MESSAGES[reason]);

/** Seconds a client should wait after the provider asked us to slow down. */
const RATE_LIMIT_RETRY_SECONDS = 30;

/** The HTTP error for a failure of the payment machinery, or the error itself when it is not one. */
function toPaymentHttpError(error: unknown): unknown {
  if (error instanceof SubscriptionTransitionError) return conflict(error.code, error.message);
  if (error instanceof CardDeclinedError) return paymentDeclined(error.reason);
  if (error instanceof NotATestCardError) return badRequest('not_a_test_card', error.message);
  if (error instanceof PaymentProviderError) {
    return error.rateLimited
      ? new HttpError(
          503,
          'payment_provider_rate_limited',
          'The payment provider is busy. Try again in a moment.',
          undefined,
          { 'retry-after': String(RATE_LIMIT_RETRY_SECONDS) },
        )
      : new HttpError(
          502,
          'payment_provider_failed',
          'The payment provider could not be reached. Try again later.',
        );
  }
  return error;
}

/** Runs `work`, answering payment failures with their HTTP errors. */
export async function withPaymentErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPaymentHttpError(error);
  }
}
