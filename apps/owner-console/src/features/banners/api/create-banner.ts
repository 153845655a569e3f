import { $api } from '#lib/api.ts';

/** `createBanner`: saves the texts (create or replace) and gives the address for the image. */
export function useCreateBanner() {
  return $api.useMutation('post', '/clubs/{clubId}/banners/menu/{menuId}', {
    meta: { handlesErrors: [400, 403, 404] },
  });
}
