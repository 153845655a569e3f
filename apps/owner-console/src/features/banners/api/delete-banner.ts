import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateBanner } from './invalidate';

/** `deleteBanner`: the menu has no banner afterwards. */
export function useDeleteBanner(clubId: number, menuId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/banners/menu/{menuId}', {
    meta: { handlesErrors: [403, 404] },
    onSuccess: () => invalidateBanner(queryClient, clubId, menuId),
  });
}
