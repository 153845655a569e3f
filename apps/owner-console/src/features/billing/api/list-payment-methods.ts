import { useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type PaymentMethod = components['schemas']['PaymentMethod'];

export const paymentMethodsQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/payments/methods', { params: { path: { clubId } } });

/** `listPaymentMethods`: the cards on file, the primary one first. */
export function usePaymentMethods(clubId: number) {
  return useQuery(paymentMethodsQueryOptions(clubId));
}
