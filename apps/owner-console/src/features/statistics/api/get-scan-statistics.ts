import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type ScanStatistics = components['schemas']['ScanStatistics'];

/**
 * `getScanStatistics`: the club's scans over the last `days` days (1..90), today included. A range
 * beyond the plan (403 `feature_not_in_plan`) is shown by the panel as an upgrade prompt.
 */
export const scanStatisticsQueryOptions = (clubId: number, days: number) =>
  $api.queryOptions(
    'get',
    '/clubs/{clubId}/statistics/scans',
    { params: { path: { clubId }, query: { days } } },
    { meta: { handlesErrors: [403] } },
  );

/** `enabled: false` for a range the plan does not include: no request the server would refuse. */
export function useScanStatistics(clubId: number, days: number, { enabled = true } = {}) {
  // another period keeps the chart on screen until its numbers arrive
  return useQuery({
    ...scanStatisticsQueryOptions(clubId, days),
    placeholderData: keepPreviousData,
    enabled,
  });
}
