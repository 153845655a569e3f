import { useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type PaymentState = components['schemas']['CurrentPaymentState'];

/**
 * `getCurrentPaymentState`: the one query the plan page, the payment page and the board's warning
 * read, so a payment made on one screen shows on the others (`invalidatePayments`).
 */
export const paymentStateQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/payments/plans/current', { params: { path: { clubId } } });

export function usePaymentState(clubId: number) {
  return useQuery(paymentStateQueryOptions(clubId));
}
