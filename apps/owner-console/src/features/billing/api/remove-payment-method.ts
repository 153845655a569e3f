import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `removePaymentMethod`: its refusals (the primary card, the last card while a plan renews) show in the dialog. */
export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/payments/methods/{paymentMethodId}', {
    meta: { handlesErrors: [404, 409, 502, 503] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
