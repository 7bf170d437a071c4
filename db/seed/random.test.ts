import { describe, expect, it } from 'vitest'
import { createRandom } from './random.ts'

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: string) => {
      const random = createRandom(seed)
      return Array.from({ length: 20 }, () => random.next())
    }
    expect(draw('produkter')).toEqual(draw('produkter'))
    expect(draw('produkter')).not.toEqual(draw('bilder'))
  })

  it('keeps int within its bounds and reaches both ends', () => {
    const random = createRandom(7)
    const seen = new Set(Array.from({ length: 2000 }, () => random.int(1, 3)))
    expect([...seen].sort()).toEqual([1, 2, 3])
  })

  it('samples distinct items', () => {
    const random = createRandom(11)
    const picked = random.sample(['a', 'b', 'c', 'd', 'e'], 3)
    expect(new Set(picked).size).toBe(3)
  })
})

describe('weighted', () => {
  it('never picks an item of weight zero and favours heavier ones', () => {
    const random = createRandom(3)
    const counts = { a: 0, b: 0, c: 0 }
    for (let i = 0; i < 3000; i++) {
      counts[
        random.weighted([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ] as const)
      ]++
    }
    expect(counts.c).toBe(0)
    expect(counts.a).toBeGreaterThan(counts.b * 2)
  })
})
