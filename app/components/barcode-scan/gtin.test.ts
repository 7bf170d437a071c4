import { describe, expect, it } from 'vitest'
import { isBarcodeNumber, searchNumberFromBarcode } from './gtin.ts'

describe('searchNumberFromBarcode', () => {
  it('keeps an EAN-13 and an EAN-8 as they are', () => {
    expect(searchNumberFromBarcode('7038010069307')).toBe('7038010069307')
    expect(searchNumberFromBarcode('96385074')).toBe('96385074')
  })

  it('searches a UPC-A code as the EAN-13 it is, with a leading zero', () => {
    expect(searchNumberFromBarcode('036000291452')).toBe('0036000291452')
  })

  it('refuses a reading with a wrong check digit or of another length', () => {
    expect(searchNumberFromBarcode('7038010069308')).toBeUndefined()
    expect(searchNumberFromBarcode('036000291453')).toBeUndefined()
    expect(searchNumberFromBarcode('12345')).toBeUndefined()
    expect(searchNumberFromBarcode('https://example.org')).toBeUndefined()
  })
})

describe('isBarcodeNumber', () => {
  it('knows a barcode number from a search word', () => {
    expect(isBarcodeNumber('7038010069307')).toBe(true)
    expect(isBarcodeNumber('7038010069308')).toBe(false)
    expect(isBarcodeNumber('sykkelhjelm')).toBe(false)
    expect(isBarcodeNumber(undefined)).toBe(false)
  })
})
