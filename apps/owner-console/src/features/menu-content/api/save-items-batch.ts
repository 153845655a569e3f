import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { notify } from '#lib/notifications.ts';
import { applyOptimistic, orderById } from '#lib/optimistic.ts';
import { sectionQueryOptions } from './get-section';
import { invalidateMenuContent } from './invalidate';

/**
 * `saveItemsBatch` after a drag and drop: the new order shows at once; if the server refuses, the
 * old order comes back and a toast says so.
 */
export function useReorderItems(clubId: number, menuId: number, sectionId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { queryKey } = sectionQueryOptions(clubId, menuId, sectionId);
  return useMutation({
    mutationKey: ['reorder-items', clubId, menuId, sectionId],
    mutationFn: (orderedIds: number[]) =>
      unwrap(
        apiClient.PUT('/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/batch', {
          params: { path: { clubId, menuId, sectionId } },
          body: orderedIds.map((id, position) => ({ id, position })),
        }),
      ),
    onMutate: (orderedIds) =>
      applyOptimistic<{ items: { id: number; position: number }[] }>(queryClient, queryKey, (section) => ({
        ...section,
        items: orderById(section.items, orderedIds),
      })),
    onError: (_error, _orderedIds, rollback) => {
      rollback?.();
      notify({
        variant: 'error',
        message: t`The new order could not be saved. The items are back as they were.`,
      });
    },
    onSettled: () => invalidateMenuContent(queryClient),
    meta: { handlesErrors: true },
  });
}
