import { describe, expect, it } from 'vitest'
import { isKnownPostalCode, lookupPostalCode, padPostalCode } from './postal-codes.ts'

describe('lookupPostalCode', () => {
  it('finds the place of a code in the register', () => {
    expect(lookupPostalCode('0150')).toEqual({ postnummer: '0150', poststed: 'OSLO' })
    expect(lookupPostalCode('9170')).toEqual({ postnummer: '9170', poststed: 'LONGYEARBYEN' })
  })

  it('pads a short code to four digits, as the spec says', () => {
    expect(padPostalCode('150')).toBe('0150')
    expect(lookupPostalCode(' 150 ')?.poststed).toBe('OSLO')
  })

  it('finds nothing for a code that is not in the register or not a code at all', () => {
    for (const value of ['0000', '12345', 'abcd', '', '01 50', 'constructor', 'toString']) {
      expect(lookupPostalCode(value), value).toBeUndefined()
      expect(isKnownPostalCode(value)).toBe(false)
    }
  })
})
