import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listThemes`: the predefined themes and the club's own. */
export const themesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/themes', { params: { path: { clubId } } });

export function useThemes(clubId: number) {
  return useQuery(themesQueryOptions(clubId));
}
