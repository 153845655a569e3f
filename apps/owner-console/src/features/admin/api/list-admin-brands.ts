import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/** `listAdminBrands`: every partner brand, disabled ones included. */
export const adminBrandsQueryOptions = () => $api.queryOptions('get', '/admin/brands');

export function useAdminBrands() {
  return useQuery(adminBrandsQueryOptions());
}
