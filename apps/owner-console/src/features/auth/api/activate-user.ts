import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `activateUser` for the emailed link `/login?activate=<token>`. A query (not a mutation) so that the
 * call runs once per token even when the page mounts twice; the outcome is kept for the visit.
 */
export function activateUserQueryOptions(token: string) {
  return $api.queryOptions(
    'get',
    '/users/activate',
    { params: { query: { token } } },
    {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      meta: { handlesErrors: true },
    },
  );
}

export function useActivateUser(token: string | null) {
  return useQuery({ ...activateUserQueryOptions(token ?? ''), enabled: Boolean(token) });
}
