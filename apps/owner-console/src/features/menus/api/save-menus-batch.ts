import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import type { MenuListEntry } from '@tavola/domain/entities';
import { apiClient } from '#lib/api.ts';
import { notify } from '#lib/notifications.ts';
import { applyOptimistic, orderById } from '#lib/optimistic.ts';
import { invalidateMenus } from './invalidate';
import { menusQueryOptions } from './list-menus';

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
    onMutate: (orderedIds) =>
      applyOptimistic<MenuListEntry[]>(queryClient, queryKey, (menus) => orderById(menus, orderedIds)),
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
