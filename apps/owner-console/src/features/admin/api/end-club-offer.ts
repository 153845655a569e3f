import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/** `endClubOffer`: back to Freemium; 409 when the club has no offer (shown by the dialog). */
export function useEndClubOffer() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/admin/clubs/{clubId}/offer', {
    meta: { handlesErrors: [409] },
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
