import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `getCurrentUser`: the signed-in owner (name and email in the user menu). */
export const currentUserQueryOptions = () => $api.queryOptions('get', '/users/me');

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
