import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import type { MenuListEntry } from '@tavola/domain/entities';
import { apiClient } from '#lib/api.ts';
import { notify } from '#lib/notifications.ts';
import { invalidateMenus } from './invalidate';
import { menusQueryOptions } from './list-menus';

/** The menus in the order of `orderedIds`, positions renumbered 0..n-1. */
export function reorderMenus(menus: MenuListEntry[], orderedIds: number[]): MenuListEntry[] {
  const rank = new Map(orderedIds.map((id, index) => [id, index]));
  return [...menus]
    .sort(
      (a, b) => (rank.get(a.id) ?? menus.length + a.position) - (rank.get(b.id) ?? menus.length + b.position),
    )
    .map((menu, position) => ({ ...menu, position }));
}

/**
 * `saveMenusBatch` after a drag and drop or a move button: the new order shows at once; if the
 * server refuses, the old order comes back and a toast says so.
 */
export function useReorderMenus(clubId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { queryKey } = menusQueryOptions(clubId);
  return useMutation({
    mutationKey: ['reorder-menus', clubId],
    mutationFn: (orderedIds: number[]) =>
      unwrap(
        apiClient.PUT('/clubs/{clubId}/menu/batch', {
          params: { path: { clubId } },
          body: orderedIds.map((id, position) => ({ id, position })),
        }),
      ),
    onMutate: async (orderedIds) => {
      // a refetch landing now would overwrite the new order with the old one
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MenuListEntry[]>(queryKey);
      if (previous) queryClient.setQueryData<MenuListEntry[]>(queryKey, reorderMenus(previous, orderedIds));
      return () => queryClient.setQueryData(queryKey, previous);
    },
    onError: (_error, _orderedIds, rollback) => {
      rollback?.();
      notify({
        variant: 'error',
        message: t`The new order could not be saved. The menus are back as they were.`,
      });
    },
    onSettled: () => invalidateMenus(queryClient),
    meta: { handlesErrors: true },
  });
}
