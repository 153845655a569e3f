/** The periods of the scans panel, in days. */
export const SCAN_PERIODS = [7, 30, 90] as const;
export type ScanPeriod = (typeof SCAN_PERIODS)[number];

/** The period the panel opens with: within every plan (STANDARD_STATISTICS_DAYS). */
export const FIRST_SCAN_PERIOD: ScanPeriod = 30;
