import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '#lib/notifications.ts';
import { applyOptimistic } from '#lib/optimistic.ts';

/** An entry's new place, as the batch calls take it. */
export interface Position {
  id: number;
  position: number;
}

export interface ReorderOptions<Cached> {
  mutationKey: readonly unknown[];
  /** the cached query the list is shown from */
  queryKey: QueryKey;
  /** that cached data with the list in the new order (see `orderById`) */
  reorder: (cached: Cached, orderedIds: number[]) => Cached;
  /** the batch call that saves the positions */
  save: (positions: Position[]) => Promise<unknown>;
  /** once the server answered, whatever it said: what else shows the order */
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
  /** the toast when the server refuses the new order */
  refusal: string;
}

/**
 * Saves a new order after a drag and drop or a move button: the new order shows at once; if the
 * server refuses, the old order comes back and a toast says so. Mutate with the ids in their new order.
 */
export function useReorder<Cached>({
  mutationKey,
  queryKey,
  reorder,
  save,
  invalidate,
  refusal,
}: ReorderOptions<Cached>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (orderedIds: number[]) => save(orderedIds.map((id, position) => ({ id, position }))),
    onMutate: (orderedIds) =>
      applyOptimistic<Cached>(queryClient, queryKey, (cached) => reorder(cached, orderedIds)),
    onError: (_error, _orderedIds, rollback) => {
      rollback?.();
      notify({ variant: 'error', message: refusal });
    },
    onSettled: () => invalidate(queryClient),
    meta: { handlesErrors: true },
  });
}
