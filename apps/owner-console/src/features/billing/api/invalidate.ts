import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import type { PaymentState } from './get-payment-state';

/**
 * After any payment call: the state, the cards and the invoices of every club (by path prefix), since
 * a payment can change all three (a new card pays an invoice, a plan change issues one).
 */
export function invalidatePayments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/payments/plans/current') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/payments/methods') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/payments/invoices') }),
    // the club's recorded plan (board, upgrade prompts) follows the subscription
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs') }),
  ]);
}

/** Stores a state the server answered with, so the screen shows it before the refetch. */
export function storePaymentState(queryClient: QueryClient, clubId: number, state: PaymentState) {
  queryClient.setQueryData(
    apiQueryKey('get', '/clubs/{clubId}/payments/plans/current', { params: { path: { clubId } } }),
    state,
  );
}
