/**
 * A seeded random source (sfc32, seeded through splitmix32). The demo data must be identical for the same
 * seed on every machine and Node version, which the built-in unseeded source cannot give.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: T[]): T[];
  /**
   * An independent stream for one part of the data, so that adding a field to circles does not change,
   * say, the exhibitors of the same seed.
   */
  fork(label: string): Random;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashLabel(label: string): number {
  // FNV-1a: stable across runs, unlike anything keyed on object identity.
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

export function createRandom(seed: number, label = ''): Random {
  const mix = splitmix32((seed >>> 0) ^ hashLabel(label));
  const generator = sfc32(mix(), mix(), mix(), mix());
  // The first outputs of sfc32 are poorly mixed; the reference implementation discards them too.
  for (let index = 0; index < 12; index += 1) generator();

  const random: Random = {
    next: generator,
    int: (min, max) => min + Math.floor(generator() * (max - min + 1)),
    chance: (probability) => generator() < probability,
    pick: (items) => {
      const item = items[Math.floor(generator() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = generator() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted() from an empty list');
      return last[0];
    },
    shuffle: (items) => {
      for (let index = items.length - 1; index > 0; index -= 1) {
        const other = Math.floor(generator() * (index + 1));
        const swap = items[index] as (typeof items)[number];
        items[index] = items[other] as (typeof items)[number];
        items[other] = swap;
      }
      return items;
    },
    fork: (childLabel) => createRandom(seed, `${label}/${childLabel}`),
  };
  return random;
}
