import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateBrands } from './invalidate';

/** `updateBrand`: rename, enable or disable; a taken name (409) shows on the rename form. */
export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/admin/brands/{brandId}', {
    meta: { handlesErrors: [400, 409] },
    onSuccess: () => invalidateBrands(queryClient),
  });
}
