import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type MenuReading = Schemas['MenuReading'];

/** The reading page follows the server's progress this often while pages are being read. */
export const READING_POLL_MS = 1000;

export const menuReadingQueryOptions = (clubId: number, readingId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu-readings/{readingId}', {
    params: { path: { clubId, readingId } },
  });

/**
 * `getMenuReading`: its progress ("Reading page 2 of 5"), asked again every second while it is
 * being read, then its draft. A reading of another club, or discarded meanwhile, is a 404 the page
 * explains itself.
 */
export function useMenuReading(clubId: number, readingId: number) {
  return useQuery({
    ...menuReadingQueryOptions(clubId, readingId),
    meta: { handlesErrors: [404] },
    refetchInterval: (query) => (query.state.data?.status === 'reading' ? READING_POLL_MS : false),
  });
}
