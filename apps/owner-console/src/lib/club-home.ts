import type { ClubRole } from '@tavola/domain/club-roles';
import { paths } from '#config/paths.ts';

/** Where a club opens for the viewer: its board, or the waiter calls for a waiter (no board). */
export function clubHomeHref(clubId: number, role: ClubRole | null): string {
  return role === 'waiter' ? paths.clubs.calls.getHref(clubId) : paths.clubs.profile.getHref(clubId);
}
