import { describe, expect, it } from 'vitest'
import { isBusy, showsLoadingBar } from './loading-rule.ts'

describe('showsLoadingBar', () => {
  it('shows for pages and API calls', () => {
    expect(showsLoadingBar('/search?q=lader')).toBe(true)
    expect(showsLoadingBar('/api/v1/produkt/12')).toBe(true)
    expect(showsLoadingBar('/produkt/12.data')).toBe(true)
  })

  it('ignores product photos and category pictograms (spec section 4)', () => {
    expect(showsLoadingBar('/bilde/12/400.webp')).toBe(false)
    expect(showsLoadingBar('/api/v1/produkt/12/bilde/3')).toBe(false)
    expect(showsLoadingBar('/pictogram/4.svg')).toBe(false)
    expect(showsLoadingBar('https://farligeprodukter.no/pictogram/4/aktiv.svg')).toBe(false)
  })

  it('looks for whole path segments, not words that merely contain them', () => {
    expect(showsLoadingBar('/search?q=bilde')).toBe(true)
    expect(showsLoadingBar('/bildeserie/2')).toBe(true)
  })
})

describe('isBusy', () => {
  it('is idle when nothing is under way', () => {
    expect(isBusy([{ state: 'idle', url: '/search' }], [])).toBe(false)
  })

  it('is busy during a navigation or a fetcher', () => {
    expect(isBusy([{ state: 'loading', url: '/omnettstedet' }], [])).toBe(true)
    expect(isBusy([{ state: 'submitting', url: '/innmelding/observasjon' }], [])).toBe(true)
    // A fetcher's load does not say where it goes; it still counts.
    expect(isBusy([{ state: 'loading' }], [])).toBe(true)
  })

  it('is busy while a tracked request runs, unless it fetches an image', () => {
    expect(isBusy([], ['/api/v1/vedlegg'])).toBe(true)
    expect(isBusy([], ['/pictogram/4.svg', '/bilde/2/800.webp'])).toBe(false)
    expect(isBusy([{ state: 'loading', url: '/bilde/1/400.webp' }], [])).toBe(false)
  })
})
