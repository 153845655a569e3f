import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateBrands } from './invalidate';

/** `createBrand`: a taken name (409) or a bad one (400) shows on the form. */
export function useCreateBrand() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/admin/brands', {
    meta: { handlesErrors: [400, 409] },
    onSuccess: () => invalidateBrands(queryClient),
  });
}
