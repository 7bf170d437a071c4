/**
 * A small seeded pseudo-random generator. The demo data must be the same on every run, so that
 * screenshots, tests and a person's memory of "product 42" agree; Math.random cannot give that.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** An integer from min to max, both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  shuffle<T>(items: readonly T[]): T[]
  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** A string of `length` decimal digits. */
  digits(length: number): string
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Turns a name into a seed, so each part of the seed draws from a stream of its own. */
function seedFromName(name: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < name.length; i++) {
    hash = Math.imul(hash ^ name.charCodeAt(i), 16_777_619)
  }
  return hash >>> 0
}

/** A generator for one named stream; the same name always gives the same sequence. */
export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? seedFromName(seed) : seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let left = next() * total
    for (const [item, weight] of items) {
      left -= weight
      if (left < 0) return item
    }
    return pick(items)[0]
  }
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    shuffle,
    weighted,
    sample: (items, count) => shuffle(items).slice(0, Math.min(count, items.length)),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  }
}
