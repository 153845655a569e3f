import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getClub`: logo, contacts and theme of a menu not created yet (same key as the clubs screens). */
export const previewClubQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}', { params: { path: { clubId } } });

export function usePreviewClub(clubId: number, enabled = true) {
  return useQuery({ ...previewClubQueryOptions(clubId), enabled });
}
