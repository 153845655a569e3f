import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getMenu`: the saved menu under the draft. Same key as the menus and sections screens, so the
 * preview reads their cache instead of asking again.
 */
export const previewMenuQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } });

export function usePreviewMenu(clubId: number, menuId: number | null) {
  return useQuery({ ...previewMenuQueryOptions(clubId, menuId ?? 0), enabled: menuId !== null });
}
