import { describe, expect, it } from 'vitest'
import { IdsByText } from './ids-by-text.ts'

describe('IdsByText', () => {
  it('holds each product of a number once, through sharing and removal', () => {
    const eans = new IdsByText()
    eans.add('7038010009457', 1)
    eans.add('7038010009457', 1)
    expect(eans.get('7038010009457')).toEqual([1])
    eans.add('7038010009457', 2)
    eans.add('7038010009457', 3)
    expect(eans.get('7038010009457')).toEqual([1, 2, 3])
    eans.remove('7038010009457', 2)
    expect(eans.get('7038010009457')).toEqual([1, 3])
    eans.remove('7038010009457', 1)
    eans.remove('7038010009457', 3)
    expect(eans.get('7038010009457')).toEqual([])
    expect(eans.get('unknown')).toEqual([])
  })
})
