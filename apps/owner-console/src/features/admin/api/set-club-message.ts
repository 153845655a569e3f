import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/** `setClubMessage`: a 400 (field problems) shows on the editor's form. */
export function useSetClubMessage() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/admin/clubs/{clubId}/message', {
    meta: { handlesErrors: [400] },
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
