import { paymentStateQueryOptions } from '#features/billing/api/get-payment-state.ts';
import { scanStatisticsQueryOptions } from '#features/statistics/api/get-scan-statistics.ts';
import { FIRST_SCAN_PERIOD } from '#features/statistics/scan-period.ts';

/**
 * What the board's panels read once the club has come (the scans, the payment state), asked for
 * beside the club instead: the board's last answer is then not a round trip behind its first.
 * Asked before the club is known to be there, a failure is the board's to show, not a notice of
 * its own (`handlesErrors`).
 */
export function boardQueries(clubId: number) {
  return [
    { ...scanStatisticsQueryOptions(clubId, FIRST_SCAN_PERIOD), meta: { handlesErrors: true } },
    { ...paymentStateQueryOptions(clubId), meta: { handlesErrors: true } },
  ] as const;
}
