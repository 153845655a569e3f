/**
 * Stripe's objects as our types, and our types as Stripe's fields: cards, invoices and declines as
 * the `PaymentProvider` interface names them, the lookup key and metadata Tavola writes on Stripe
 * objects, and Stripe's errors as provider errors. No calls: stripe-provider.ts makes them, and the
 * webhook (modules/payments/webhook.ts) reads Stripe's events with these.
 */
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@tavola/domain/subscription';
import type StripeClient from 'stripe';
import {
  PaymentProviderError,
  type ProviderCard,
  type ProviderInvoice,
  type ProviderPrice,
} from './payment-provider.ts';

type Invoice = StripeClient.Invoice;
type PaymentMethod = StripeClient.PaymentMethod;

/** Metadata keys Tavola writes on Stripe objects (the webhook reads them back). */
export const STRIPE_METADATA = {
  clubId: 'tavola_club_id',
  plan: 'tavola_plan',
  months: 'tavola_months',
  vatBasisPoints: 'tavola_vat_basis_points',
  paymentPlanId: 'tavola_payment_plan_id',
} as const;

/** The lookup key of a payment plan's Price: `tavola_<country>_<plan>_<months>_<priceCents>_<currency>`. */
export function priceLookupKey(price: ProviderPrice): string {
  return [
    'tavola',
    price.country.toLowerCase(),
    price.plan,
    price.months,
    price.priceCents,
    price.currency.toLowerCase(),
  ].join('_');
}

/** What a subscription carries of its plan (the webhook reads it back). */
export function planMetadata(price: ProviderPrice): Record<string, string> {
  return {
    [STRIPE_METADATA.plan]: price.plan,
    [STRIPE_METADATA.months]: String(price.months),
    [STRIPE_METADATA.vatBasisPoints]: String(price.vatBasisPoints),
    [STRIPE_METADATA.paymentPlanId]: String(price.paymentPlanId),
  };
}

function isPaymentErrorCode(code: unknown): code is PaymentErrorCode {
  return typeof code === 'string' && (PAYMENT_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * A decline as the domain names it. Stripe's decline codes are many (`do_not_honor`,
 * `lost_card`…): those not listed are a plain `card_declined`.
 */
export function declineReason(error: {
  code?: string | null;
  decline_code?: string | null;
}): PaymentErrorCode {
  if (isPaymentErrorCode(error.decline_code)) return error.decline_code;
  if (error.code === 'authentication_required' || error.decline_code === 'authentication_not_handled')
    return 'authentication_required';
  if (isPaymentErrorCode(error.code)) return error.code;
  return 'card_declined';
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function toProviderCard(method: PaymentMethod): ProviderCard {
  const card = method.card;
  return {
    id: method.id,
    brand: card?.brand ?? method.type,
    last4: card?.last4 ?? '????',
    expMonth: card?.exp_month ?? 1,
    expYear: card?.exp_year ?? 2000,
  };
}

/** Stripe's invoice as the server stores it; the period is the line's (the service period). */
export function toProviderInvoice(invoice: Invoice): ProviderInvoice {
  const line = invoice.lines?.data?.[0];
  const periodStart = line?.period?.start ?? invoice.period_start;
  const periodEnd = line?.period?.end ?? invoice.period_end;
  const amountCents = invoice.subtotal_excluding_tax ?? invoice.subtotal;
  const status: ProviderInvoice['status'] =
    invoice.status === 'paid'
      ? 'paid'
      : invoice.status === 'void' || invoice.status === 'uncollectible'
        ? 'void'
        : 'open';
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    status,
    periodStart: new Date(periodStart * 1000),
    periodEnd: new Date(periodEnd * 1000),
    amountCents,
    vatCents: invoice.total - amountCents,
    totalCents: invoice.total,
    currency: invoice.currency.toUpperCase(),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paidAt: paidAt ? new Date(paidAt * 1000) : null,
  };
}

/** The subscription id of a subscription's invoice (Stripe moved it under `parent`). */
export function invoiceSubscriptionId(invoice: Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** The SDK's error class name (`StripeCardError`…), read without loading the SDK. */
export function errorType(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'type' in error
    ? String((error as { type: unknown }).type)
    : undefined;
}

export function stripeErrorFields(error: unknown): {
  code?: string;
  decline_code?: string;
  statusCode?: number;
} {
  return typeof error === 'object' && error !== null ? (error as Record<string, never>) : {};
}

/**
 * Stripe's failures as the provider interface names them: 429 (after the SDK's retries) is a
 * rate-limited provider error; a connection failure, an authentication problem or a 5xx is a
 * provider error; card errors are left to the caller, which knows what a decline means there.
 */
export function toProviderError(error: unknown, what: string): unknown {
  const type = errorType(error);
  if (type === 'StripeCardError') return error;
  if (type === 'StripeRateLimitError')
    return new PaymentProviderError(`Stripe asked us to slow down (${what})`, true, { cause: error });
  if (type?.startsWith('Stripe'))
    return new PaymentProviderError(`Stripe failed to ${what}`, false, { cause: error });
  return error;
}
