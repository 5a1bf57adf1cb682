/**
 * Seeded randomness for the corpus: every document gets its own generator from a string key
 * (seed + layout + language + index), so a document is the same whatever subset of the corpus is built.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Several distinct elements, in random order. */
  sample<T>(list: readonly T[], n: number): T[];
  digits(n: number): string;
  letters(n: number): string;
  /** A child generator, independent of how much of this one is consumed later. */
  fork(label: string): Rng;
}

/** FNV-1a, 32 bit. */
export function hash32(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function createRng(key: string): Rng {
  // mulberry32: small, fast and good enough for picking words and figures.
  let state = hash32(key) || 1;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (!list.length) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)];
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample<T>(list: readonly T[], n: number): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    digits: (n) => Array.from({ length: n }, (_, i) => String(i === 0 ? int(1, 9) : int(0, 9))).join(''),
    letters: (n) => Array.from({ length: n }, () => String.fromCharCode(65 + int(0, 25))).join(''),
    fork: (label) => createRng(`${key}/${label}`),
  };
}
