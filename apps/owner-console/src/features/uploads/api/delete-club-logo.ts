import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateClub } from './invalidate-club';

/** `deleteClubLogo`: the club has no logo afterwards; the club is fetched again. */
export function useDeleteClubLogo(clubId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/logo', {
    meta: { handlesErrors: true },
    onSuccess: () => invalidateClub(queryClient, clubId),
  });
}
