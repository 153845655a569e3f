import { useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type PaymentPlan = components['schemas']['PaymentPlan'];

export const paymentPlansQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/payments/plans', { params: { path: { clubId } } });

/** `listPaymentPlans`: the paid plans on sale in the club's country (empty where none is offered). */
export function usePaymentPlans(clubId: number) {
  return useQuery(paymentPlansQueryOptions(clubId));
}
