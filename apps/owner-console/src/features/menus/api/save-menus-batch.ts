import { useLingui } from '@lingui/react/macro';
import { unwrap } from '@tavola/api/client';
import type { MenuListEntry } from '@tavola/domain/entities';
import { menusQueryOptions } from '#api/list-menus.ts';
import { useReorder } from '#hooks/use-reorder.ts';
import { apiClient } from '#lib/api.ts';
import { orderById } from '#lib/optimistic.ts';
import { invalidateMenus } from './invalidate';

/** `saveMenusBatch`: the menus in a new order, after a drag and drop or a move button. */
export function useReorderMenus(clubId: number) {
  const { t } = useLingui();
  return useReorder<MenuListEntry[]>({
    mutationKey: ['reorder-menus', clubId],
    queryKey: menusQueryOptions(clubId).queryKey,
    reorder: orderById,
    save: (positions) =>
      unwrap(apiClient.PUT('/clubs/{clubId}/menu/batch', { params: { path: { clubId } }, body: positions })),
    invalidate: invalidateMenus,
    refusal: t`The new order could not be saved. The menus are back as they were.`,
  });
}
