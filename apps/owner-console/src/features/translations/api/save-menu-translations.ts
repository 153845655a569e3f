import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { menuTranslationsQueryOptions } from './get-menu-translations';
import { invalidateTranslatedMenus } from './invalidate';

/**
 * `saveMenuTranslations`: the whole language at once, all or nothing. The editor shows refused
 * texts on their fields (400), a lost permission (403) and a deleted menu (404) itself.
 */
export function useSaveMenuTranslations() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu/{menuId}/translations/{language}', {
    meta: { handlesErrors: [400, 403, 404] },
    onSuccess: (sheet, { params }) => {
      const { clubId, menuId, language } = params.path;
      queryClient.setQueryData(menuTranslationsQueryOptions(clubId, menuId, language).queryKey, sheet);
      return invalidateTranslatedMenus(queryClient);
    },
  });
}
