import { useSyncExternalStore } from 'react';

// The club the owner works on, chosen in the header's switcher. Club pages (later) carry the club in
// their URL; this remembers the choice for pages that do not, for the rest of the visit.
let selectedClubId: number | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function selectClub(clubId: number | null) {
  selectedClubId = clubId;
  for (const listener of listeners) listener();
}

export function useSelectedClubId(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => selectedClubId,
    () => null,
  );
}
