import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenuContent } from './invalidate';

/** `saveSection`: add, rename, hide or show a section; a bad name (400) shows on the form. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu/{menuId}/sections', {
    meta: { handlesErrors: [400, 404] },
    onSettled: () => invalidateMenuContent(queryClient),
  });
}
