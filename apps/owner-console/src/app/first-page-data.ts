import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn } from '@tavola/api/session';
import { idFromPath } from '@tavola/domain/ids';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { clubQueryOptions } from '#api/get-club.ts';
import { paths } from '#config/paths.ts';
import { currentUserQueryOptions } from '#features/account/api/get-current-user.ts';
import { ownedClubsQueryOptions } from '#features/clubs/api/list-owned-clubs.ts';
import { boardQueries } from './routes/clubs/board-queries';

/**
 * Asks for what the first signed-in page shows as the app starts, beside the page's code rather
 * than after it (bench/console-lighthouse.mjs): the frame's user and clubs, the club of a club
 * page, and the board's panels on the board. The screens read the same query options, so they
 * find the answers coming or come.
 */
export function prefetchFirstPageData(
  queryClient: QueryClient,
  routes: RouteObject[],
  pathname: string,
): void {
  if (!isSignedIn()) return;
  const inFrame = matchRoutes(routes, pathname)?.some(({ route }) => route.id === 'console') ?? false;
  if (!inFrame) return;
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void queryClient.prefetchQuery(ownedClubsQueryOptions());
  const clubId = idFromPath(matchPath({ path: '/clubs/:clubId', end: false }, pathname)?.params.clubId);
  if (clubId === null) return;
  void queryClient.prefetchQuery(clubQueryOptions(clubId));
  if (!matchPath(paths.clubs.profile.path, pathname)) return;
  const [scans, payments] = boardQueries(clubId);
  void queryClient.prefetchQuery(scans);
  void queryClient.prefetchQuery(payments);
}
