import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getItem`: one item with its translations, for the item form. */
export const itemQueryOptions = (clubId: number, menuId: number, sectionId: number, itemId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}', {
    params: { path: { clubId, menuId, sectionId, itemId } },
  });

export function useItem(clubId: number, menuId: number, sectionId: number, itemId: number, enabled = true) {
  return useQuery({ ...itemQueryOptions(clubId, menuId, sectionId, itemId), enabled });
}
