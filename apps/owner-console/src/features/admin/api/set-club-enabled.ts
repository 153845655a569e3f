import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateAdminClubs } from './invalidate';

/** `setClubEnabled`: activating mails the owners (server side). */
export function useSetClubEnabled() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/admin/clubs/{clubId}/enabled', {
    onSuccess: () => invalidateAdminClubs(queryClient),
  });
}
