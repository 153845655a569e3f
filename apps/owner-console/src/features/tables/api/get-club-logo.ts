import { useQuery } from '@tanstack/react-query';
import { clubQueryOptions } from '#api/get-club.ts';

/**
 * The club's logo (from `getClub`, sharing its cache entry with the club pages) for the QR codes:
 * drawn over a code when set. A failure only means no logo on the codes, so the screen handles every
 * error by showing none.
 */
export function useClubLogo(clubId: number): string | null {
  const club = useQuery({ ...clubQueryOptions(clubId), meta: { handlesErrors: true } });
  return club.data?.logo ?? null;
}
