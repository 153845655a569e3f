import { useParams } from 'react-router';
import { useOwnedClubs } from '../api/list-owned-clubs';
import { useSelectedClubId } from './use-selected-club';

/**
 * The club the console is working on: the one in the URL (club pages), else the one chosen in the
 * switcher, else the owner's first club. Null while loading or when the owner has no club.
 */
export function useCurrentClub() {
  const { data: clubs } = useOwnedClubs();
  const { clubId } = useParams();
  const selectedId = useSelectedClubId();
  if (!clubs || clubs.length === 0) return null;
  const wantedId = clubId ? Number(clubId) : selectedId;
  return clubs.find((club) => club.id === wantedId) ?? clubs[0] ?? null;
}
