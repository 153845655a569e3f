import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type WaiterCall = components['schemas']['WaiterCall'];
export type WaiterCallList = components['schemas']['WaiterCallList'];

/** `listWaiterCalls`: the club's open calls, newest first. */
export const waiterCallsQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/waiter-calls', { params: { path: { clubId } } });

/** Prefix of every club's list (what a reconnect refetches). */
export const ALL_WAITER_CALLS_KEY = ['get', '/clubs/{clubId}/waiter-calls'] as const;

export function useWaiterCalls(clubId: number) {
  return useQuery(waiterCallsQueryOptions(clubId));
}

export interface WaiterCallEvent {
  type: 'call' | 'taken' | 'done';
  call: WaiterCall;
}

const newestFirst = (a: WaiterCall, b: WaiterCall) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** `list` with `call` in its place (newest first), once. */
export function withCall(list: WaiterCallList, call: WaiterCall): WaiterCallList {
  if (list.calls.some((entry) => entry.id === call.id)) return list;
  return { calls: [...list.calls, call].sort(newestFirst) };
}

/** `list` with `call` as it is now, where it was listed (a call not listed stays out). */
export function withCallChanged(list: WaiterCallList, call: WaiterCall): WaiterCallList {
  return { calls: list.calls.map((entry) => (entry.id === call.id ? call : entry)) };
}

export function withoutCall(list: WaiterCallList, callId: number): WaiterCallList {
  return { calls: list.calls.filter((entry) => entry.id !== callId) };
}

/**
 * A live event applied to the cached list of its club: a new call appears, a call done goes. A club
 * whose list was never read is left alone (its screen reads it when opened).
 *
 * A read of the list in flight may have left the server before the event's change: its answer
 * would overwrite the event (found by the badge of issue 48: a call made while a page's first read
 * was slow never showed). So that read is replaced by one made now, which sees the change.
 */
export function applyWaiterCallEvent(queryClient: QueryClient, event: WaiterCallEvent): void {
  const { queryKey } = waiterCallsQueryOptions(event.call.clubId);
  const reading = queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
  queryClient.setQueryData<WaiterCallList>(queryKey, (list) => {
    if (!list) return list;
    if (event.call.doneAt !== null || event.type === 'done') return withoutCall(list, event.call.id);
    return event.type === 'call' ? withCall(list, event.call) : withCallChanged(list, event.call);
  });
  // cancelled first: TanStack Query lets a first read (no data yet) run on instead of a refetch
  if (reading)
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.refetchQueries({ queryKey, exact: true }));
}
