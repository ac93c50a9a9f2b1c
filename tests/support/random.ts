/**
 * A small deterministic generator (mulberry32) for the randomized exactness tests: the same seed gives the same
 * combinations, so a failure names one that can be run again.
 */
export function seeded(seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  /** Up to `most` distinct items (none possible). */
  const some = <T>(items: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items))),
  ];
  return { random, pick, some };
}
