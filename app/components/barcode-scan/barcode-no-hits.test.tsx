import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { BarcodeNoHits, isBarcodeSearch } from './barcode-no-hits.tsx'

describe('isBarcodeSearch', () => {
  it('is a search for a barcode number alone, on any page of it', () => {
    expect(isBarcodeSearch({ q: '7038010069307' })).toBe(true)
    expect(isBarcodeSearch({ q: '96385074', page: 1 })).toBe(true)
  })

  it('is not a search for words, a wrong check digit, or a number beside a filter', () => {
    expect(isBarcodeSearch({ q: 'sykkelhjelm' })).toBe(false)
    expect(isBarcodeSearch({ q: '7038010069308' })).toBe(false)
    expect(isBarcodeSearch({ q: '7038010069307', kategori: 3 })).toBe(false)
    expect(isBarcodeSearch({ q: '7038010069307', proff: true })).toBe(false)
    expect(isBarcodeSearch({ q: '7038010069307', risiko: [1] })).toBe(false)
  })
})

describe('BarcodeNoHits', () => {
  it('says plainly that no dangerous product carries the barcode, in each language', async () => {
    expect(await renderWithRouter(<BarcodeNoHits ean="7038010069307" />)).toContain(
      'Ingen farlige produkter er registrert med strekkoden 7038010069307.',
    )
    expect(await renderWithRouter(<BarcodeNoHits ean="7038010069307" />, { lang: 'nn' })).toContain(
      'Ingen farlege produkt er registrerte med strekkoden 7038010069307.',
    )
    expect(await renderWithRouter(<BarcodeNoHits ean="7038010069307" />, { lang: 'en' })).toContain(
      'No dangerous products are registered with the barcode 7038010069307.',
    )
  })
})
