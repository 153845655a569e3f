import { useLingui } from '@lingui/react/macro';
import { unwrap } from '@tavola/api/client';
import type { Schemas } from '@tavola/api/schema';
import { menuQueryOptions } from '#api/get-menu.ts';
import { useReorder } from '#hooks/use-reorder.ts';
import { apiClient } from '#lib/api.ts';
import { orderById } from '#lib/optimistic.ts';
import { invalidateMenuContent } from './invalidate';

/** `saveSectionsBatch`: a menu's sections in a new order, after a drag and drop. */
export function useReorderSections(clubId: number, menuId: number) {
  const { t } = useLingui();
  return useReorder<Schemas['FullMenu']>({
    mutationKey: ['reorder-sections', clubId, menuId],
    queryKey: menuQueryOptions(clubId, menuId).queryKey,
    reorder: (menu, orderedIds) => ({ ...menu, sections: orderById(menu.sections, orderedIds) }),
    save: (positions) =>
      unwrap(
        apiClient.PUT('/clubs/{clubId}/menu/{menuId}/sections/batch', {
          params: { path: { clubId, menuId } },
          body: positions,
        }),
      ),
    invalidate: invalidateMenuContent,
    refusal: t`The new order could not be saved. The sections are back as they were.`,
  });
}
