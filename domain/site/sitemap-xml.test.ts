import { describe, expect, it } from 'vitest'
import {
  SITEMAP_ADDRESS_LIMIT,
  sitemapAddresses,
  sitemapPart,
  sitemapPartCount,
} from './sitemap-xml.ts'

describe('splitting the sitemap at the protocol limit', () => {
  it('keeps 50,000 addresses in one file and splits at the 50,001st', () => {
    expect(SITEMAP_ADDRESS_LIMIT).toBe(50_000)
    expect(sitemapPartCount(0)).toBe(1)
    expect(sitemapPartCount(50_000)).toBe(1)
    expect(sitemapPartCount(50_001)).toBe(2)
    expect(sitemapPartCount(100_000)).toBe(2)
    expect(sitemapPartCount(100_001)).toBe(3)
  })

  it('fills each file to the limit and puts the rest in the last', () => {
    const addresses = Array.from({ length: 100_001 }, (_, index) => index)
    expect(sitemapPart(addresses, 1)).toHaveLength(50_000)
    expect(sitemapPart(addresses, 2)?.[0]).toBe(50_000)
    expect(sitemapPart(addresses, 3)).toEqual([100_000])
    expect(sitemapPart(addresses, 4)).toBeUndefined()
    expect(sitemapPart(addresses, 0)).toBeUndefined()
  })

  it('needs 7 files for 100,000 products in three languages', () => {
    const pages = Array.from({ length: 100_000 }, (_, id) => ({
      path: `/produkt/${id + 1}`,
      lastChanged: new Date('2026-01-01T00:00:00Z'),
    }))
    const addresses = sitemapAddresses('https://farligeprodukter.example.no/', pages)
    expect(addresses).toHaveLength(300_000)
    expect(addresses.slice(0, 3).map((address) => address.loc)).toEqual([
      'https://farligeprodukter.example.no/produkt/1',
      'https://farligeprodukter.example.no/produkt/1?lang=nn',
      'https://farligeprodukter.example.no/produkt/1?lang=en',
    ])
    expect(sitemapPartCount(addresses.length + 1)).toBe(7)
  })
})
