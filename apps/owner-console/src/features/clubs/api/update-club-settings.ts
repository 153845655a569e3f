import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { storeClub } from './invalidate';

/** `updateClubSettings`: one switch at a time; a failure falls to the global error toast. */
export function useUpdateClubSettings() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/clubs/{clubId}/settings', {
    onSuccess: (club) => storeClub(queryClient, club),
  });
}
