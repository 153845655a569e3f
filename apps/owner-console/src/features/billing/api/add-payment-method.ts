import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `addPaymentMethod`: records the card Stripe Elements attached; refusals show on the form. */
export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/payments/methods', {
    meta: { handlesErrors: [402, 404, 502, 503] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
