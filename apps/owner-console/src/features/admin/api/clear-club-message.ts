import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/** `clearClubMessage`: the club shows no message any more. */
export function useClearClubMessage() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/admin/clubs/{clubId}/message', {
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
