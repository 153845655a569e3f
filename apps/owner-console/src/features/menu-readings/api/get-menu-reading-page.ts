import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { apiClient } from '#lib/api.ts';

export interface ReadingPageRequest {
  clubId: number;
  readingId: number;
  /** 1-based */
  page: number;
}

/**
 * `getMenuReadingPage`: a page's JPEG, fetched with the session's bearer header (an `<img src>`
 * could not send it) as a Blob the screen shows through an object URL. A page never changes once
 * drawn, so it is kept for the whole visit.
 */
export function useMenuReadingPage({ clubId, readingId, page }: ReadingPageRequest) {
  const params = { path: { clubId, readingId, page } };
  return useQuery({
    queryKey: apiQueryKey('get', '/clubs/{clubId}/menu-readings/{readingId}/pages/{page}', { params }),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.GET('/clubs/{clubId}/menu-readings/{readingId}/pages/{page}', {
        params,
        parseAs: 'blob',
        signal,
      });
      return data as unknown as Blob;
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: [404] },
  });
}
