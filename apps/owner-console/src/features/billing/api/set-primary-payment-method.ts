import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `setPrimaryPaymentMethod`: the card that pays renewals and open invoices. */
export function useSetPrimaryPaymentMethod() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/payments/methods/{paymentMethodId}/primary', {
    meta: { handlesErrors: [404, 502, 503] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
