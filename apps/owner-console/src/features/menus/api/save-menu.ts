import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenus } from './invalidate';

/** `saveMenu` with an id: updates the menu; the form shows field and plan errors itself. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu', {
    meta: { handlesErrors: [400, 403, 404] },
    onSuccess: () => invalidateMenus(queryClient),
  });
}
