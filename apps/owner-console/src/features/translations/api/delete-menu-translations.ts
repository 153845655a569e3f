import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';
import { invalidateTranslatedMenus } from './invalidate';

/** `deleteMenuTranslations`: removes a language from the menu (after the typed delete word). */
export function useDeleteMenuTranslations() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu/{menuId}/translations/{language}', {
    meta: { handlesErrors: [400, 403, 404] },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}/translations/{language}'),
        }),
        invalidateTranslatedMenus(queryClient),
      ]),
  });
}
