import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `unsubscribe`: cancels renewal; a refusal (too late) shows in the dialog. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/subscription', {
    meta: { handlesErrors: [409, 502, 503] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
