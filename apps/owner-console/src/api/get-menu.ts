import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getMenu`: the full menu with its sections, items, translations and theme. The menu form, the
 * sections screen, the schedules, the translations and the live preview read it through these
 * options: one cache entry per menu, which the changes of sections, items, banners and translations
 * invalidate.
 */
export const menuQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } });

/** Asks nothing for a menu not created yet (`menuId` undefined): there is no menu 0 to read. */
export function useMenu(clubId: number, menuId: number | undefined) {
  return useQuery({ ...menuQueryOptions(clubId, menuId ?? 0), enabled: menuId !== undefined });
}
