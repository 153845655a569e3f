import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type ScanStatistics = components['schemas']['ScanStatistics'];

/** `getScanStatistics`: the club's scans over the last `days` days (1..90), today included. */
export const scanStatisticsQueryOptions = (clubId: number, days: number) =>
  $api.queryOptions('get', '/clubs/{clubId}/statistics/scans', {
    params: { path: { clubId }, query: { days } },
  });

export function useScanStatistics(clubId: number, days: number) {
  // another period keeps the chart on screen until its numbers arrive
  return useQuery({ ...scanStatisticsQueryOptions(clubId, days), placeholderData: keepPreviousData });
}
