import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenus } from './invalidate';

/** `createMenuLogoUpload`: a signed address to PUT the menu's logo to (the uploader shows failures). */
export function useCreateMenuLogoUpload() {
  return $api.useMutation('post', '/clubs/{clubId}/menu/{menuId}/logo', { meta: { handlesErrors: true } });
}

/** `deleteMenuLogo`: the menu shows the club logo again. */
export function useDeleteMenuLogo() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/menu/{menuId}/logo', {
    onSuccess: () => invalidateMenus(queryClient),
  });
}
