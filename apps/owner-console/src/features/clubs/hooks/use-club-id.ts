import { useParams } from 'react-router';

/** The club of a `/clubs/:clubId/…` page, as a number (NaN for a malformed id: the server answers 404). */
export function useClubId(): number {
  const { clubId } = useParams();
  return Number(clubId);
}
