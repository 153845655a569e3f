import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidatePayments } from './invalidate';

/** `subscribe`: starts, changes or reactivates a plan; a decline shows its reason in words. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/subscription', {
    meta: { handlesErrors: [402, 404, 409, 502, 503] },
    onSettled: () => invalidatePayments(queryClient),
  });
}
