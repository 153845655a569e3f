import { useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type Invoice = components['schemas']['Invoice'];

export const invoicesQueryOptions = (clubId: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/payments/invoices', { params: { path: { clubId } } });

/** `listInvoices`: newest first. */
export function useInvoices(clubId: number) {
  return useQuery(invoicesQueryOptions(clubId));
}
