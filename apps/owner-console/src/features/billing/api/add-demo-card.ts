import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `addDemoCard`: a test card of the demo provider; its refusals (400, 402, 409) show on the form. */
export function useAddDemoCard() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/payments/demo-cards', {
    meta: { handlesErrors: [400, 402, 409] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
