import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getMenu` (same key as the menus feature: one cache entry): the menu's name, source language, its
 * translations switch and the languages it already has.
 */
export const menuForTranslationsQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } });

export function useMenuForTranslations(clubId: number, menuId: number) {
  return useQuery({ ...menuForTranslationsQueryOptions(clubId, menuId), meta: { handlesErrors: [404] } });
}
