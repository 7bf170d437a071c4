import { RoaringBitmap32 } from './roaring.ts'
import { describe, expect, it } from 'vitest'
import { ProductOrder } from './product-order.ts'

/** An order of products whose publication times are set as they are added. */
function newOrder() {
  const published = new Map<number, number>()
  const order = new ProductOrder((id) => published.get(id) as number)
  const product = (id: number, time: number) => {
    published.set(id, time)
    return id
  }
  return { order, product, published }
}

/** Each stretch of places `from` up to `to` holds the ids the order has there. */
function expectStretches(order: ProductOrder, stretches: (readonly [number, number])[]) {
  const newestFirst = [...order.ids]
  for (const [from, to] of stretches) {
    expect(order.idsBetween(from, to).toArray()).toEqual(
      newestFirst.slice(from, to).sort((a, b) => a - b),
    )
  }
}

describe('the order of the products, newest first', () => {
  it('stays in order as products come and go, a few at a time or many', () => {
    const { order, product, published } = newOrder()
    const many = Array.from({ length: 3000 }, (_, i) => product(i + 1, (i * 7919) % 3001))
    order.addMany(many)
    order.addMany([product(5000, 1500), product(5001, 1500), product(5002, 99_999)])
    order.remove(many[10]!)
    order.addMany([product(11, 0)])
    const time = (id: number) => published.get(id) as number
    const expected = [...published.keys()].sort((a, b) => time(b) - time(a) || b - a)
    expect(order.ids).toEqual(expected)
    expect(order.place(5002)).toBe(0)
    expect(order.place(123_456)).toBe(Number.MAX_SAFE_INTEGER)
    expect(order.first(Uint32Array.from([11, 5001, 5000, 777_777]), 2)).toEqual(
      expected.filter((id) => [11, 5001, 5000].includes(id)).slice(0, 2),
    )
  })

  it('gives any page of the matches, and the products of a stretch of the order', () => {
    const { order, product } = newOrder()
    const many = Array.from({ length: 5000 }, (_, i) => product(i + 1, (i * 7919) % 5003))
    order.addMany(many)
    const newestFirst = [...order.ids]
    // Every third product: pages at the start, across the blocks of the order, at its end.
    const found = RoaringBitmap32.from(newestFirst.filter((id) => id % 3 === 0))
    const matches = newestFirst.filter((id) => id % 3 === 0)
    for (const [start, end] of [
      [0, 12],
      [300, 400],
      [336, 348],
      [1600, 1700],
      [1660, 1672],
      [1655, 9999],
      // Past the middle of the matches: counted from the oldest block.
      [833, 834],
      [900, 1012],
      [1665, 1666],
    ] as const) {
      expect(order.page(found, start, end)).toEqual(matches.slice(start, end))
    }
    expectStretches(order, [
      [0, 5000],
      [10, 20],
      [1000, 1030],
      [1023, 3073],
      [4096, 5000],
      [7, 7],
    ])
    // After a change the blocks follow it.
    order.remove(many[0]!)
    order.addMany([product(9000, 99_999)])
    const all = RoaringBitmap32.from(order.ids)
    expect(order.page(all, 0, 3)).toEqual(order.ids.slice(0, 3))
    expect(order.page(all, 0, 3)[0]).toBe(9000)
  })

  it('puts a long stretch of the order together from spans of blocks', () => {
    const { order, product } = newOrder()
    order.addMany(Array.from({ length: 40_000 }, (_, i) => product(i + 1, (i * 7919) % 40_009)))
    // Spans are 8 blocks of 1,024 places: stretches across, along and inside their edges.
    expectStretches(order, [
      [0, 40_000],
      [1000, 39_000],
      [8191, 16_385],
      [8192, 16_384],
      [8192, 24_576],
      [9000, 33_000],
    ])
  })
})
