import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listAdminPaymentPlans`: every country's prices and VAT rates, active or not. */
export const adminPaymentPlansQueryOptions = () => $api.queryOptions('get', '/admin/payment-plans');

export function useAdminPaymentPlans() {
  return useQuery(adminPaymentPlansQueryOptions());
}
