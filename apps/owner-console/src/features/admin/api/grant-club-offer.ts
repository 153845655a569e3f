import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/**
 * `grantClubOffer`: an early-adopter or partner offer. The dialog explains its refusals: 409
 * `subscription_active` (the club pays), 404 `brand_not_found`, 400 `validation_failed`.
 */
export function useGrantClubOffer() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/admin/clubs/{clubId}/offer', {
    meta: { handlesErrors: [400, 404, 409] },
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
