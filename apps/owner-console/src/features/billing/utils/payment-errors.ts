import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorStatus } from '#lib/api-errors.ts';

/**
 * Each refusal of a payment call in words an owner can act on. The codes are the contract's: the
 * decline reasons of 402 (PaymentRequired), the provider's 502/503, and the 400/409 of the payment
 * operations.
 */
const PAYMENT_ERROR_TEXTS = {
  card_declined: msg`Your card was declined.`,
  insufficient_funds: msg`Your card has insufficient funds.`,
  expired_card: msg`Your card has expired.`,
  incorrect_cvc: msg`The security code (CVC) is not correct.`,
  authentication_required: msg`Your bank needs you to approve this payment.`,
  processing_error: msg`The card could not be processed. Try again in a moment.`,
  not_a_test_card: msg`Payments are in demo mode: use one of the test cards, never a real one.`,
  payment_provider_failed: msg`The payment provider did not answer. Nothing was charged; try again.`,
  payment_provider_rate_limited: msg`The payment provider is busy. Wait a minute and try again.`,
  no_payment_method: msg`Add a card first.`,
  payment_plan_not_found: msg`This plan is no longer on sale. Reload the page and choose again.`,
  already_on_plan: msg`The club is already on this plan.`,
  invalid_subscription_transition: msg`This change is not possible now. If an invoice is unpaid or a payment awaits approval, settle it first.`,
  cancellation_too_late: msg`Renewal can no longer be cancelled: it renews in less than a day.`,
  invoice_not_open: msg`This invoice is already settled.`,
  invoice_not_found: msg`This invoice was not found. Reload the page.`,
  payment_method_not_found: msg`This card was not found. Reload the page.`,
  payment_method_is_primary: msg`This is your primary card: make another card primary first.`,
  payment_method_required: msg`Your plan renews with this card: add another card, or cancel renewal, before removing it.`,
  demo_payments_off: msg`Payments are no longer in demo mode. Reload the page.`,
  invalid_or_expired_link: msg`The payment form has expired. Reload the page and try again.`,
  validation_failed: msg`Check the card number, the expiry date and the security code.`,
} as const;

export type PaymentErrorText = keyof typeof PAYMENT_ERROR_TEXTS;

/** A decline reason in words (e.g. the subscription's last `paymentErrorCode`), or null when unknown. */
export function paymentErrorText(i18n: I18n, code: string | null | undefined): string | null {
  if (!code || !(code in PAYMENT_ERROR_TEXTS)) return null;
  return i18n._(PAYMENT_ERROR_TEXTS[code as PaymentErrorText]);
}

/** Why a payment call failed, in words, whatever failed (a 402 without a known code is a decline). */
export function describePaymentError(i18n: I18n, error: unknown): string {
  const known = paymentErrorText(i18n, errorCode(error));
  if (known) return known;
  const status = errorStatus(error);
  if (status === 402) return i18n._(PAYMENT_ERROR_TEXTS.card_declined);
  if (status === 502 || status === 503) return i18n._(PAYMENT_ERROR_TEXTS.payment_provider_failed);
  return i18n._(msg`The payment could not be completed. Nothing was charged; try again.`);
}
