import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getSection`: a section with its items in position order. */
export const sectionQueryOptions = (clubId: number, menuId: number, sectionId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}', {
    params: { path: { clubId, menuId, sectionId } },
  });

export function useSection(clubId: number, menuId: number, sectionId: number) {
  return useQuery(sectionQueryOptions(clubId, menuId, sectionId));
}
