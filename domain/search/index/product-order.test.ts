import { describe, expect, it } from 'vitest'
import { ProductOrder } from './product-order.ts'

const product = (id: number, published: number) => ({ id, published, day: '2026-01-01' })

describe('the order of the products, newest first', () => {
  it('stays in order as products come and go, a few at a time or many', () => {
    const order = new ProductOrder()
    const many = Array.from({ length: 3000 }, (_, i) => product(i + 1, (i * 7919) % 3001))
    order.addMany(many)
    order.addMany([product(5000, 1500), product(5001, 1500), product(5002, 99_999)])
    order.remove(many[10]!)
    order.addMany([product(11, 0)])
    const expected = [...many.filter((p) => p.id !== 11), product(11, 0)]
      .concat([product(5000, 1500), product(5001, 1500), product(5002, 99_999)])
      .sort((a, b) => b.published - a.published || b.id - a.id)
      .map((p) => p.id)
    expect(order.products.map((p) => p.id)).toEqual(expected)
    expect(order.place(5002)).toBe(0)
    expect(order.place(123_456)).toBe(Number.MAX_SAFE_INTEGER)
    expect(order.first(Uint32Array.from([11, 5001, 5000, 777_777]), 2)).toEqual(
      expected.filter((id) => [11, 5001, 5000].includes(id)).slice(0, 2),
    )
  })
})
