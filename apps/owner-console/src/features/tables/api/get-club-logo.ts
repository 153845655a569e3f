import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiQueryKey } from '@tavola/api/query';
import { apiClient } from '#lib/api.ts';

/**
 * The club's logo (from `getClub`, under its query key so the cache is shared with the club pages)
 * for the QR codes: drawn over a code when set. A failure only means no logo on the codes, so the
 * screen handles every error by showing none.
 */
export function useClubLogo(clubId: number): string | null {
  const init = { params: { path: { clubId } } };
  const club = useQuery({
    queryKey: apiQueryKey('get', '/clubs/{clubId}', init),
    queryFn: () => unwrap(apiClient.GET('/clubs/{clubId}', init)),
    meta: { handlesErrors: true },
  });
  return club.data?.logo ?? null;
}
