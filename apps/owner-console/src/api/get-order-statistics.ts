import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type OrderStatistics = components['schemas']['OrderStatistics'];

/**
 * `getOrderStatistics`: orders and revenue over the last `days` days (1..90), today included, the
 * last day being today. The owner's only (x-roles: owner): the order board's header reads `days=1`
 * for today's totals, the statistics' orders panel a period. A range beyond the plan (403
 * `feature_not_in_plan`) is shown by the panel as an upgrade prompt.
 */
export const orderStatisticsQueryOptions = (clubId: number, days: number) =>
  $api.queryOptions(
    'get',
    '/clubs/{clubId}/statistics/orders',
    { params: { path: { clubId }, query: { days } } },
    { meta: { handlesErrors: [403] } },
  );

/** `enabled: false` for anyone but the owner, or a range the plan does not include: nothing asked. */
export function useOrderStatistics(clubId: number, days: number, { enabled = true } = {}) {
  return useQuery({
    ...orderStatisticsQueryOptions(clubId, days),
    placeholderData: keepPreviousData,
    enabled,
  });
}
