import { useLingui } from '@lingui/react/macro';
import { unwrap } from '@tavola/api/client';
import type { Schemas } from '@tavola/api/schema';
import { useReorder } from '#hooks/use-reorder.ts';
import { apiClient } from '#lib/api.ts';
import { orderById } from '#lib/optimistic.ts';
import { sectionQueryOptions } from './get-section';
import { invalidateMenuContent } from './invalidate';

/** `saveItemsBatch`: a section's items in a new order, after a drag and drop. */
export function useReorderItems(clubId: number, menuId: number, sectionId: number) {
  const { t } = useLingui();
  return useReorder<Schemas['MenuSection']>({
    mutationKey: ['reorder-items', clubId, menuId, sectionId],
    queryKey: sectionQueryOptions(clubId, menuId, sectionId).queryKey,
    reorder: (section, orderedIds) => ({ ...section, items: orderById(section.items, orderedIds) }),
    save: (positions) =>
      unwrap(
        apiClient.PUT('/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/batch', {
          params: { path: { clubId, menuId, sectionId } },
          body: positions,
        }),
      ),
    invalidate: invalidateMenuContent,
    refusal: t`The new order could not be saved. The items are back as they were.`,
  });
}
