/**
 * The guests' caches (document-cache.ts, context-cache.ts) mark an entry when it is read instead of
 * moving it to the end of their map, so that a read changes no map (docs/decisions/023). This
 * finds the entry to drop when one must go: a walk over all of them, which the caches do
 * only when a new entry passes their bound, after a database read that costs far more.
 */

/** The key of the entry with the oldest `usedAt`; undefined when there is none. */
export function leastRecentlyUsed<K>(entries: Map<K, { usedAt: number }>): K | undefined {
  let oldestKey: K | undefined;
  let oldest = Number.POSITIVE_INFINITY;
  for (const [key, entry] of entries) {
    if (entry.usedAt < oldest) {
      oldest = entry.usedAt;
      oldestKey = key;
    }
  }
  return oldestKey;
}
