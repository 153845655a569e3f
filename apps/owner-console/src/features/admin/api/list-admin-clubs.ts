import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `listAdminClubs`: every club with owners, state and plan. A 403 (the flag was revoked since
 * sign-in) is handled by the administration screen, which then shows the not-found page.
 */
export const adminClubsQueryOptions = () =>
  $api.queryOptions('get', '/admin/clubs', {}, { meta: { handlesErrors: [403] } });

export function useAdminClubs() {
  return useQuery(adminClubsQueryOptions());
}
