/** The middle of `values` (the lower of the two middles for an even count), or 0 when there are none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((one, other) => one - other);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
