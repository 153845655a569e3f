import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateSchedulings } from './invalidate';

/** `saveSchedulings`: all rules at once, all or nothing; the page shows a refusal by rule and field. */
export function useSaveSchedulings(clubId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu/{menuId}/schedulings', {
    meta: { handlesErrors: [400, 404] },
    onSuccess: () => invalidateSchedulings(queryClient, clubId),
  });
}
