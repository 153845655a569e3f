import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getMenu`: the full menu (the edit form and the live preview). Shared key with the sections screen. */
export const menuQueryOptions = (clubId: number, menuId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}', { params: { path: { clubId, menuId } } });

/** Asks nothing for a new menu (`menuId` undefined): there is no menu 0 to read. */
export function useMenu(clubId: number, menuId: number | undefined) {
  return useQuery({ ...menuQueryOptions(clubId, menuId ?? 0), enabled: menuId !== undefined });
}
