import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Shows a change at once in the cached data of `queryKey` and returns how to undo it: the screen
 * moves first, the server confirms after, and a refusal puts things back as they were.
 */
export async function applyOptimistic<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<() => void> {
  // a refetch landing now would overwrite the change with the old data
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<T>(queryKey);
  if (previous !== undefined) queryClient.setQueryData<T>(queryKey, update(previous));
  return () => queryClient.setQueryData<T>(queryKey, previous);
}

/** `list` in the order of `orderedIds`, positions renumbered; entries not named keep their order after. */
export function orderById<T extends { id: number; position: number }>(list: T[], orderedIds: number[]): T[] {
  const rank = new Map(orderedIds.map((id, index) => [id, index]));
  return [...list]
    .sort(
      (a, b) => (rank.get(a.id) ?? list.length + a.position) - (rank.get(b.id) ?? list.length + b.position),
    )
    .map((entry, position) => ({ ...entry, position }));
}
