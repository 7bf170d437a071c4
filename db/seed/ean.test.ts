import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, isValidEan13, randomEan13 } from './ean.ts'
import { createRandom } from './random.ts'

describe('EAN-13', () => {
  it('computes the check digit of known barcodes', () => {
    // Published GS1 examples.
    expect(ean13CheckDigit('400638133393')).toBe(1)
    expect(ean13CheckDigit('590123412345')).toBe(7)
  })

  it('rejects a wrong check digit, wrong length and letters', () => {
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('4006381333932')).toBe(false)
    expect(isValidEan13('400638133393')).toBe(false)
    expect(isValidEan13('40063813339A1')).toBe(false)
  })

  it('makes valid codes under the given prefix', () => {
    const random = createRandom('ean test')
    for (let i = 0; i < 200; i++) {
      const code = randomEan13('70', random)
      expect(code.startsWith('70')).toBe(true)
      expect(isValidEan13(code)).toBe(true)
    }
  })
})
