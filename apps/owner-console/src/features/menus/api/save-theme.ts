import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';

function useInvalidateThemes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/themes') }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu/{menuId}') }),
    ]);
}

/** `createTheme`: a custom theme (paid plans; the editor shows a refusal itself). */
export function useCreateTheme() {
  const invalidate = useInvalidateThemes();
  return $api.useMutation('post', '/clubs/{clubId}/themes', {
    meta: { handlesErrors: [400, 403] },
    onSuccess: () => invalidate(),
  });
}

/** `updateTheme`: changes one of the club's own themes (every menu using it changes too). */
export function useUpdateTheme() {
  const invalidate = useInvalidateThemes();
  return $api.useMutation('put', '/clubs/{clubId}/themes/{themeId}', {
    meta: { handlesErrors: [400, 403] },
    onSuccess: () => invalidate(),
  });
}
