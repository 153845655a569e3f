import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/** `renameZone`: a taken name (409) or a bad one (400) shows on the form. */
export function useRenameZone() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/clubs/{clubId}/zones/{zoneId}', {
    meta: { handlesErrors: [400, 404, 409] },
    onSuccess: () => invalidateTables(queryClient),
  });
}
