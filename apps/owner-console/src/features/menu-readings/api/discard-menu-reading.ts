import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenuReadings } from './invalidate';

/**
 * `discardMenuReading`: stops a reading in progress (it stays, as `cancelled`) or discards an ended
 * one's draft and page images. A reading already gone (404) is what the owner wanted anyway.
 */
export function useDiscardMenuReading() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu-readings/{readingId}', {
    meta: { handlesErrors: [404] },
    onSettled: () => invalidateMenuReadings(queryClient),
  });
}
