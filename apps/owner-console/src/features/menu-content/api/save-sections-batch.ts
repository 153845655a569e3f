import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { menuQueryOptions } from '#api/get-menu.ts';
import { apiClient } from '#lib/api.ts';
import { notify } from '#lib/notifications.ts';
import { applyOptimistic, orderById } from '#lib/optimistic.ts';
import { invalidateMenuContent } from './invalidate';

/**
 * `saveSectionsBatch` after a drag and drop: the new order shows at once; if the server refuses,
 * the old order comes back and a toast says so.
 */
export function useReorderSections(clubId: number, menuId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { queryKey } = menuQueryOptions(clubId, menuId);
  return useMutation({
    mutationKey: ['reorder-sections', clubId, menuId],
    mutationFn: (orderedIds: number[]) =>
      unwrap(
        apiClient.PUT('/clubs/{clubId}/menu/{menuId}/sections/batch', {
          params: { path: { clubId, menuId } },
          body: orderedIds.map((id, position) => ({ id, position })),
        }),
      ),
    onMutate: (orderedIds) =>
      applyOptimistic<{ sections: { id: number; position: number }[] }>(queryClient, queryKey, (menu) => ({
        ...menu,
        sections: orderById(menu.sections, orderedIds),
      })),
    onError: (_error, _orderedIds, rollback) => {
      rollback?.();
      notify({
        variant: 'error',
        message: t`The new order could not be saved. The sections are back as they were.`,
      });
    },
    onSettled: () => invalidateMenuContent(queryClient),
    meta: { handlesErrors: true },
  });
}
