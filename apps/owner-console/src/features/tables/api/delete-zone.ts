import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/** `deleteZone`: refused (409 zone_in_use) while tables use the zone; the dialog says so. */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/zones/{zoneId}', {
    meta: { handlesErrors: [404, 409] },
    onSettled: () => invalidateTables(queryClient),
  });
}
