import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';
import { invalidateMenuReadings } from './invalidate';

/**
 * `createMenuFromReading`: the menu written from the saved draft. The screen shows the 400
 * `invalid_draft` beside each row, the 403 menu limit and the 409 itself.
 */
export function useCreateMenuFromReading() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/menu-readings/{readingId}/menu', {
    retry: false,
    meta: { handlesErrors: [400, 403, 409] },
    onSuccess: () =>
      Promise.all([
        invalidateMenuReadings(queryClient),
        queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu') }),
      ]),
  });
}
