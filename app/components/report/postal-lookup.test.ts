import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdFetch } from '../../../tests/support/held-fetch.ts'
import { codeToLookUp, lookUpPlace } from './postal-lookup.ts'

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

describe('lookUpPlace', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs the loading bar while the register is asked, and stops it when it answers', async () => {
    const held = holdFetch()
    const place = lookUpPlace('5003', new AbortController().signal, held.track)
    expect(held.tracked()).toEqual(['/api/v1/postnummer/5003'])
    expect(held.barShown()).toBe(true)
    held.answer(Response.json({ poststed: 'BERGEN' }))
    await expect(place).resolves.toBe('BERGEN')
    expect(held.barShown()).toBe(false)
  })
})
