import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/**
 * `createZone`: a taken name (409) or a bad one (400) shows on the form; the plan's room limit (403
 * `zone_limit_reached`) shows the upgrade prompt.
 */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/zones', {
    meta: { handlesErrors: [400, 403, 409] },
    onSuccess: () => invalidateTables(queryClient),
  });
}
