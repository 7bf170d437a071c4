import { describe, expect, it } from 'vitest'
import { codeToLookUp } from './postal-lookup.ts'

describe('codeToLookUp', () => {
  it('asks as soon as four digits are typed', () => {
    expect(codeToLookUp('5003', false)).toBe('5003')
    expect(codeToLookUp(' 0150 ', false)).toBe('0150')
  })

  it('waits while fewer digits are typed, and pads them when the sender leaves the field', () => {
    expect(codeToLookUp('150', false)).toBeUndefined()
    expect(codeToLookUp('150', true)).toBe('0150')
    expect(codeToLookUp('1', true)).toBe('0001')
  })

  it('never asks about what cannot be a postal code', () => {
    for (const value of ['', '12a4', '12345', 'Oslo']) {
      expect(codeToLookUp(value, true)).toBeUndefined()
    }
  })
})
