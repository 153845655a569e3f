import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/**
 * `runDemoBillingEvent`: makes time pass for a club in demo mode. Its 409s (the event does not
 * apply to the club's state, or payments go through Stripe) are shown by the screen as they come.
 */
export function useRunDemoBillingEvent() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/admin/clubs/{clubId}/subscription/demo-events', {
    meta: { handlesErrors: [409] },
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
