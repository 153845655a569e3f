import { QueryClient } from '@tanstack/react-query';
import { clearSession, setSession } from '@tavola/api/session';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchFirstPageData } from './first-page-data';
import { routes } from './router';

/** The paths of the API a first visit to `pathname` asks for before the page's code has come. */
function askedFor(pathname: string): string[] {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchFirstPageData(queryClient, routes, pathname);
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey }) => {
      const [, path, options] = queryKey as [string, string, { params?: { path?: object; query?: object } }?];
      const params = { ...options?.params?.path, ...options?.params?.query };
      return Object.keys(params).length > 0 ? `${path} ${JSON.stringify(params)}` : path;
    });
  queryClient.clear();
  return asked.sort();
}

describe('prefetchFirstPageData', () => {
  afterEach(() => clearSession());

  it("asks for the frame's user and clubs, the club of a club page and the board's panels", () => {
    setSession({ token: 'valid-token', isAdmin: false });
    expect(askedFor('/clubs')).toEqual(['/clubs', '/users/me']);
    expect(askedFor('/clubs/1/menu')).toEqual(['/clubs', '/clubs/{clubId} {"clubId":1}', '/users/me']);
    expect(askedFor('/clubs/1/profile')).toEqual([
      '/clubs',
      '/clubs/{clubId} {"clubId":1}',
      '/clubs/{clubId}/payments/plans/current {"clubId":1}',
      '/clubs/{clubId}/statistics/scans {"clubId":1,"days":30}',
      '/users/me',
    ]);
  });

  it('asks for nothing signed out, outside the signed-in frame, or for an id that names no club', () => {
    expect(askedFor('/clubs/1/profile')).toEqual([]);
    setSession({ token: 'valid-token', isAdmin: false });
    expect(askedFor('/login')).toEqual([]);
    expect(askedFor('/404')).toEqual([]);
    expect(askedFor('/clubs/new')).toEqual(['/clubs', '/users/me']);
    // an id that names no club: the frame's data only
    expect(askedFor('/clubs/abc/profile')).toEqual(['/clubs', '/users/me']);
    expect(askedFor('/clubs/99999999999/profile')).toEqual(['/clubs', '/users/me']);
  });
});
