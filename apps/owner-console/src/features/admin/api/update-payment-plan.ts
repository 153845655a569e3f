import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';

/** `updatePaymentPlan`: a price, VAT rate or availability; a 400 or 404 shows on the row. */
export function useUpdatePaymentPlan() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/admin/payment-plans/{paymentPlanId}', {
    meta: { handlesErrors: [400, 404] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/admin/payment-plans') }),
  });
}
