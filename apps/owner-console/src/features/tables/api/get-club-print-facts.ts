import { useQuery } from '@tanstack/react-query';
import { clubQueryOptions } from '#api/get-club.ts';

export interface ClubPrintFacts {
  /** drawn over the QR codes when set */
  logo: string | null;
  /** ISO 3166-1 alpha-2: the print sheet's language follows it unless the owner picks another */
  country: string | null;
}

/**
 * What the QR codes and their print sheet need of the club (from `getClub`, sharing its cache entry
 * with the club pages). A failure only means no logo on the codes and an English default for the
 * sheet, so the screen handles every error by doing without.
 */
export function useClubPrintFacts(clubId: number): ClubPrintFacts {
  const club = useQuery({ ...clubQueryOptions(clubId), meta: { handlesErrors: true } });
  return { logo: club.data?.logo ?? null, country: club.data?.clubAddress?.country ?? null };
}
