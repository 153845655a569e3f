import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { menuTranslationsQueryOptions } from './get-menu-translations';
import { invalidateTranslatedMenus } from './invalidate';

/**
 * `machineTranslateMenu`: fills every missing text of the language with machine drafts (nothing is
 * stored when the provider fails). The editor explains each provider error (502, 503) and the
 * permission and language refusals itself.
 */
export function useMachineTranslateMenu() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/menu/{menuId}/translations/{language}/machine', {
    meta: { handlesErrors: [400, 403, 404, 502, 503] },
    onSuccess: (sheet, { params }) => {
      const { clubId, menuId, language } = params.path;
      queryClient.setQueryData(menuTranslationsQueryOptions(clubId, menuId, language).queryKey, sheet);
      return invalidateTranslatedMenus(queryClient);
    },
  });
}
