/**
 * A small seeded pseudo-random generator (mulberry32) and helpers, so the demo data is identical on
 * every run. Not for anything security related.
 */

/** 32-bit string hash (FNV-1a), used to derive independent seeds from names. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: returns a function giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks an item with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** k distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A date in [from, to). */
  date(from: Date | number, to: Date | number): Date;
  /** A version-4 formatted UUID made from the generator (deterministic). */
  uuid(): string;
  /** A generator seeded from this one's seed and a label (independent of how much this one was used). */
  fork(label: string): Random;
};

export function createRandom(seed: number | string): Random {
  const seedNumber = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = mulberry32(seedNumber);
  const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');
  const word = () => Math.floor(next() * 4294967296) >>> 0;

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    sample<T>(items: readonly T[], k: number): T[] {
      return random.shuffle(items).slice(0, Math.max(0, k));
    },
    date(from, to) {
      const a = typeof from === 'number' ? from : from.getTime();
      const b = typeof to === 'number' ? to : to.getTime();
      return new Date(a + Math.floor(next() * Math.max(0, b - a)));
    },
    uuid() {
      const a = word();
      const b = word();
      const c = word();
      const d = word();
      const timeMid = (b >>> 16) & 0xffff;
      const timeHi = (b & 0x0fff) | 0x4000;
      const clock = ((c >>> 16) & 0x3fff) | 0x8000;
      const nodeHi = c & 0xffff;
      return `${hex(a, 8)}-${hex(timeMid, 4)}-${hex(timeHi, 4)}-${hex(clock, 4)}-${hex(nodeHi, 4)}${hex(d, 8)}`;
    },
    fork: (label) => createRandom(hashString(`${seedNumber}:${label}`)),
  };
  return random;
}
