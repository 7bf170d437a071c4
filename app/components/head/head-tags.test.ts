import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalUrl, defaultShareImage, headTags } from './head-tags.ts'

const origin = 'https://farligeprodukter.no'

const content = (tags: MetaDescriptor[], key: string) =>
  tags
    .filter(
      (tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key),
    )
    .map((tag) => ('content' in tag ? tag.content : undefined))

describe('canonicalUrl', () => {
  it('is absolute and drops tracking parameters', () => {
    expect(
      canonicalUrl(origin, '/search', '?q=lader&utm_source=fb&utm_medium=x&fbclid=1&gclid=2', 'nb'),
    ).toBe('https://farligeprodukter.no/search?q=lader')
  })

  it('names the language only when it is not Bokmål, whatever the visitor typed', () => {
    expect(canonicalUrl(origin, '/omnettstedet', '?lang=nb', 'nb')).toBe(
      'https://farligeprodukter.no/omnettstedet',
    )
    expect(canonicalUrl(origin, '/omnettstedet', '', 'nn')).toBe(
      'https://farligeprodukter.no/omnettstedet?lang=nn',
    )
    expect(canonicalUrl(origin, '/search', '?lang=en&myndighet=3', 'en')).toBe(
      'https://farligeprodukter.no/search?myndighet=3&lang=en',
    )
  })

  it("drops the trailing slash of an index route's match, but keeps the front page's", () => {
    expect(canonicalUrl(origin, '/myndighet/', '', 'nb')).toBe(
      'https://farligeprodukter.no/myndighet',
    )
    expect(canonicalUrl(origin, '/', '?utm_source=x', 'nb')).toBe('https://farligeprodukter.no/')
  })
})

describe('absoluteUrl', () => {
  it('resolves a path against the origin and leaves full addresses alone', () => {
    expect(absoluteUrl(origin, '/share-image.png')).toBe(
      'https://farligeprodukter.no/share-image.png',
    )
    expect(absoluteUrl(origin, 'https://cdn.example.no/a.png')).toBe('https://cdn.example.no/a.png')
  })
})

describe('headTags', () => {
  const base = {
    origin,
    pathname: '/myndighet/3',
    search: '?utm_campaign=x',
    lang: 'nn' as const,
    siteName: 'Farlige produkter',
    image: defaultShareImage('Varseltrekant'),
  }

  it('gives the canonical link and og:url the same absolute address', () => {
    const tags = headTags(base)
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://farligeprodukter.no/myndighet/3?lang=nn',
    })
    expect(content(tags, 'og:url')).toEqual(['https://farligeprodukter.no/myndighet/3?lang=nn'])
  })

  it('links every language version, Bokmål as the default', () => {
    const links = headTags(base).filter((tag) => 'rel' in tag && tag.rel === 'alternate')
    expect(links).toEqual([
      expect.objectContaining({ hrefLang: 'nb', href: 'https://farligeprodukter.no/myndighet/3' }),
      expect.objectContaining({ hrefLang: 'nn', href: `${origin}/myndighet/3?lang=nn` }),
      expect.objectContaining({ hrefLang: 'en', href: `${origin}/myndighet/3?lang=en` }),
      expect.objectContaining({ hrefLang: 'x-default', href: `${origin}/myndighet/3` }),
    ])
  })

  it('has the Open Graph and Twitter card basics', () => {
    const tags = headTags(base)
    expect(content(tags, 'og:type')).toEqual(['website'])
    expect(content(tags, 'og:site_name')).toEqual(['Farlige produkter'])
    expect(content(tags, 'og:locale')).toEqual(['nn_NO'])
    expect(content(tags, 'og:locale:alternate')).toEqual(['nb_NO', 'en_GB'])
    expect(content(tags, 'twitter:card')).toEqual(['summary'])
  })

  it('uses the 512x512 default share image, by absolute address', () => {
    const tags = headTags(base)
    expect(content(tags, 'og:image')).toEqual(['https://farligeprodukter.no/share-image.png'])
    expect(content(tags, 'og:image:width')).toEqual(['512'])
    expect(content(tags, 'og:image:height')).toEqual(['512'])
    expect(content(tags, 'og:image:alt')).toEqual(['Varseltrekant'])
  })

  it("takes a page's own image and keywords, without repeats", () => {
    const tags = headTags({
      ...base,
      lang: 'nb',
      type: 'article',
      image: { url: '/bilde/7/800.webp', alt: 'Varmeovn' },
      keywords: ['Brann', 'Elektrisk støt', 'Brann', ' '],
    })
    expect(content(tags, 'og:image')).toEqual(['https://farligeprodukter.no/bilde/7/800.webp'])
    expect(content(tags, 'og:image:width')).toEqual([])
    expect(content(tags, 'og:type')).toEqual(['article'])
    expect(content(tags, 'og:locale')).toEqual(['nb_NO'])
    expect(content(tags, 'keywords')).toEqual(['Brann, Elektrisk støt'])
  })

  it('writes no keywords tag for a page that gives none', () => {
    expect(content(headTags(base), 'keywords')).toEqual([])
  })
})
