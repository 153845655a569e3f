import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { storeClub } from './invalidate';

/** `updateClubPublicPage`: the switch and the address; a bad or taken address shows on the form. */
export function useUpdatePublicPage() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/public-page', {
    meta: { handlesErrors: [400, 409] },
    onSuccess: (club) => storeClub(queryClient, club),
  });
}
