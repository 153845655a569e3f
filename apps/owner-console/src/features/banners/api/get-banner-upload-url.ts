import { $api } from '#lib/api.ts';

/**
 * `getBannerUploadUrl`: a fresh address for the image of an existing banner. A GET, but called on
 * demand (each address works once and for a few minutes), so it is a mutation here.
 */
export function useBannerUploadUrl() {
  return $api.useMutation('get', '/clubs/{clubId}/banners/menu/{menuId}', {
    meta: { handlesErrors: true },
  });
}
