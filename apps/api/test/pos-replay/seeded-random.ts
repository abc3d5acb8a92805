/** A small seeded generator (mulberry32): a history is replayed exactly from its seed. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  chance(probability: number): boolean;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (probability) => next() < probability,
    int,
    pick: <T>(values: readonly T[]): T => {
      const value = values[int(0, values.length - 1)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
  };
}
