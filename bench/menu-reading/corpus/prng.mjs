// A seeded pseudo-random generator, so that the corpus is the same on every machine and every run:
// the bench compares readers over time, which only means something on the same menus.
// mulberry32: tiny, fast, and good enough to pick words and nudge prices (not for cryptography).

/** A generator of floats in [0, 1) from a 32-bit seed, with a few helpers built on it. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (values) => values[Math.floor(next() * values.length)];
  const chance = (probability) => next() < probability;
  /** a copy of `values` in a random order (Fisher–Yates) */
  const shuffled = (values) => {
    const copy = [...values];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  /** `count` of `values`, kept in their original order (menus keep the catalogue's order) */
  const sample = (values, count) => {
    const chosen = new Set(shuffled(values.map((_, index) => index)).slice(0, count));
    return values.filter((_, index) => chosen.has(index));
  };
  return { next, int, pick, chance, shuffled, sample };
}

/** A 32-bit seed from a text (FNV-1a), so each menu's seed follows from its id. */
export function seedOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
