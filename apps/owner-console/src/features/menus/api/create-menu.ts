import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenus } from './invalidate';

/** `createMenu`: the form shows the menu limit (403) and field errors (400) itself. */
export function useCreateMenu() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/menu', {
    meta: { handlesErrors: [400, 403] },
    onSuccess: () => invalidateMenus(queryClient),
  });
}
