import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/** `setClubPlan`: the recorded plan and early-adopter flag. */
export function useSetClubPlan() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/admin/clubs/{clubId}/plan', {
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
