import { $api } from '#lib/api.ts';

/** The club's members (listClubMembers): the people the log can be filtered by. */
export const useClubMembers = (clubId: number) =>
  $api.useQuery('get', '/clubs/{clubId}/members', { params: { path: { clubId } } });
