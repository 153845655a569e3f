import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `payInvoice`: charges the primary card again; a decline shows its reason in words. */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/payments/invoices/{invoiceId}/pay', {
    meta: { handlesErrors: [402, 404, 409, 502, 503] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
