import { useInfiniteQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { apiClient } from '#lib/api.ts';

export interface ActivityFilter {
  userId?: number;
  /** YYYY-MM-DD, the club's local day */
  day?: string;
}

const PAGE_SIZE = 50;

/** The query of one filter: every page of `listClubActivity` (newest first) read so far. */
export const activityQueryKey = (clubId: number, filter: ActivityFilter) =>
  [...apiQueryKey('get', '/clubs/{clubId}/activity'), { clubId, ...filter }, 'pages'] as const;

async function fetchPage(clubId: number, filter: ActivityFilter, before: number | undefined) {
  const { data } = await apiClient.GET('/clubs/{clubId}/activity', {
    params: { path: { clubId }, query: { ...filter, limit: PAGE_SIZE, ...(before ? { before } : {}) } },
  });
  if (!data) throw new Error('no activity page');
  return data;
}

/**
 * `listClubActivity`, page after page ("Load more"). Read again whenever the page opens: the log
 * grows with every change, and a cached copy would hide the one just made.
 */
export function useClubActivity(clubId: number, filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: activityQueryKey(clubId, filter),
    queryFn: ({ pageParam }) => fetchPage(clubId, filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
