import type { QueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import {
  ALL_WAITER_CALLS_KEY,
  type WaiterCall,
  type WaiterCallList,
  waiterCallsQueryOptions,
} from './list-waiter-calls';

/**
 * After the live connection was lost and is back: reads the open calls of every club of the user
 * again (`listOwnedClubs`, then `listWaiterCalls` of each; the server does not replay what was
 * sent while the console was away) and returns the calls that none of the lists held before, that
 * is the calls made while away. Every club is read, not only those whose Calls view was opened: a
 * guest may have called at a club the owner never looked at in this session.
 *
 * A club whose list cannot be read is skipped (its Calls view reads it when opened).
 */
/** The clubs feature's `listOwnedClubs` query (same key, so the same cache entry). */
const ownedClubsQuery = () => $api.queryOptions('get', '/clubs');

/**
 * The live connection was refused for good (401): the session has ended, by its absolute expiry or
 * a sign-out elsewhere. A console left open on a page makes no other request, so without this it
 * would go on looking signed in while hearing nothing. One API read settles it: its 401 goes
 * through the console's global handling (spec section 8: a warning, then the login page).
 */
export async function confirmSession(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...ownedClubsQuery(), staleTime: 0 }).catch(() => undefined);
}

export async function readCallsAgain(queryClient: QueryClient): Promise<WaiterCall[]> {
  const before = new Set<number>();
  for (const [, list] of queryClient.getQueriesData<WaiterCallList>({ queryKey: ALL_WAITER_CALLS_KEY }))
    for (const call of list?.calls ?? []) before.add(call.id);

  const clubs = await queryClient.ensureQueryData(ownedClubsQuery());
  const lists = await Promise.allSettled(
    clubs.map((club) => queryClient.fetchQuery({ ...waiterCallsQueryOptions(club.id), staleTime: 0 })),
  );
  const missed: WaiterCall[] = [];
  for (const list of lists) {
    if (list.status !== 'fulfilled') continue;
    for (const call of list.value.calls) if (!before.has(call.id)) missed.push(call);
  }
  return missed;
}
