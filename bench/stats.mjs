// The few statistics the benches print, in one place so that every bench means the same by
// "median" and "p99".

/**
 * The median of numbers: the middle one, or the mean of the middle two of an even count.
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The item whose `figure` is the median of the items' (the lower middle one of an even count), for
 * printing a whole median run rather than a mix of runs.
 * @template T
 * @param {T[]} items
 * @param {keyof T} figure
 * @returns {T}
 */
export function medianBy(items, figure) {
  const sorted = [...items].sort((a, b) => a[figure] - b[figure]);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The p-th percentile of numbers sorted ascending, by nearest rank: the smallest value with at
 * least p % of the values at or below it.
 * @param {number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * How many latencies there are, their median, p99 (nearest rank) and largest, in any order.
 * @param {number[]} values
 * @returns {{ count: number, p50: number, p99: number, max: number | undefined }}
 */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}
