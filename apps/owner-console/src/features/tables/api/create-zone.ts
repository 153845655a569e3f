import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/** `createZone`: a taken name (409) or a bad one (400) shows on the form. */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/zones', {
    meta: { handlesErrors: [400, 409] },
    onSuccess: () => invalidateTables(queryClient),
  });
}
