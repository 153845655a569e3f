import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { storeClub } from './invalidate';

/** `updateClub`: profile, contacts and time zone; field errors (400) show on the form. */
export function useUpdateClub() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/clubs/{clubId}', {
    meta: { handlesErrors: [400] },
    onSuccess: (club) => storeClub(queryClient, club),
  });
}
