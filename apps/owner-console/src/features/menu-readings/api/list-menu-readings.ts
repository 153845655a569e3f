import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** How often the menu list asks again while one of its readings is still being read. */
const LIST_POLL_MS = 2000;

/**
 * `listMenuReadings`: the club's readings that are not a menu yet (being read, ready for review,
 * failed or cancelled), newest first. Asked again every 2 s while one is being read, so "Reading…"
 * becomes "Continue reviewing" without a reload.
 */
export const menuReadingsQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu-readings', { params: { path: { clubId } } });

export function useMenuReadings(clubId: number) {
  return useQuery({
    ...menuReadingsQueryOptions(clubId),
    refetchInterval: (query) =>
      query.state.data?.some((reading) => reading.status === 'reading') ? LIST_POLL_MS : false,
  });
}
