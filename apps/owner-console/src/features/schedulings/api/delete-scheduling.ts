import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateSchedulings } from './invalidate';

/** `deleteScheduling`: one rule goes at once. */
export function useDeleteScheduling(clubId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu/{menuId}/schedulings/{schedulingId}', {
    onSettled: () => invalidateSchedulings(queryClient, clubId),
  });
}
