import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import { metaDescription, pageMeta, pageTitle } from './page-meta.ts'

const root = (lang: string) => ({
  id: 'root',
  pathname: '/',
  loaderData: { lang, origin: 'https://farligeprodukter.no' },
})
const page = (pathname: string) => ({ id: 'about', pathname, loaderData: undefined })

const find = (tags: MetaDescriptor[], key: string) =>
  tags.find(
    (tag) =>
      ('property' in tag && tag.property === key) ||
      ('name' in tag && tag.name === key) ||
      ('rel' in tag && tag.rel === key),
  )

describe('pageMeta', () => {
  it('keeps the title rule and adds the canonical address of the page', () => {
    const tags = pageMeta([root('nb'), page('/omnettstedet')], (t) => ({
      title: t.info.about.title,
    }))
    expect(tags[0]).toEqual({ title: 'Farlige produkter - Om nettstedet' })
    expect(find(tags, 'canonical')).toMatchObject({
      href: 'https://farligeprodukter.no/omnettstedet',
    })
    expect(find(tags, 'og:locale')).toMatchObject({ content: 'nb_NO' })
    expect(find(tags, 'og:image')).toMatchObject({
      content: 'https://farligeprodukter.no/share-image.png',
    })
    expect(find(tags, 'og:image:alt')).toMatchObject({
      content: 'Farlige produkter: en gul varseltrekant på blå bunn',
    })
    expect(find(tags, 'twitter:card')).toMatchObject({ content: 'summary' })
  })

  it('speaks the language of the page in its tags', () => {
    const tags = pageMeta([root('nn'), page('/personvern')], (t) => ({
      title: t.info.privacy.title,
    }))
    expect(find(tags, 'canonical')).toMatchObject({
      href: 'https://farligeprodukter.no/personvern?lang=nn',
    })
    expect(find(tags, 'og:locale')).toMatchObject({ content: 'nn_NO' })
    expect(find(tags, 'og:image:alt')).toMatchObject({
      content: 'Farlige produkter: ein gul varseltrekant på blå botn',
    })
  })

  it('keeps a query that belongs to the page when the route passes its location', () => {
    const tags = pageMeta(
      [root('nb'), page('/search')],
      () => ({ title: 'Søk', keywords: ['Brann', 'Kvelning'] }),
      { pathname: '/search', search: '?myndighet=3&fbclid=abc' },
    )
    expect(find(tags, 'canonical')).toMatchObject({
      href: 'https://farligeprodukter.no/search?myndighet=3',
    })
    expect(find(tags, 'keywords')).toMatchObject({ content: 'Brann, Kvelning' })
  })

  it('gives an error page, drawn by the root alone, no canonical address', () => {
    const tags = pageMeta([root('nb')], () => ({ title: 'Feil' }))
    expect(tags).toHaveLength(5)
    expect(find(tags, 'canonical')).toBeUndefined()
    expect(find(tags, 'keywords')).toMatchObject({ content: expect.stringContaining('farlige') })
  })

  it('still gives title and description where the origin is unknown', () => {
    const tags = pageMeta([page('/omnettstedet')], () => ({ title: 'Om' }))
    expect(tags).toHaveLength(5)
    expect(find(tags, 'canonical')).toBeUndefined()
  })

  it("gives a page without keywords of its own the site's, in the page's language", () => {
    const nb = pageMeta([root('nb'), page('/personvern')], (t) => ({ title: t.info.privacy.title }))
    expect(find(nb, 'keywords')).toMatchObject({
      content: expect.stringMatching(/^farlige produkter, produktsikkerhet, /),
    })
    const nn = pageMeta([root('nn'), page('/personvern')], (t) => ({ title: t.info.privacy.title }))
    expect(find(nn, 'keywords')).toMatchObject({
      content: expect.stringMatching(/^farlege produkt, produkttryggleik, /),
    })
    const empty = pageMeta([root('en'), page('/produkt/7')], () => ({ title: 'X', keywords: [] }))
    expect(find(empty, 'keywords')).toMatchObject({
      content: expect.stringMatching(/^dangerous products, product safety, /),
    })
  })

  it('lets a page with keywords of its own keep only those', () => {
    const tags = pageMeta([root('nb'), page('/produkt/7')], () => ({
      title: 'Lader',
      keywords: ['Brann'],
    }))
    expect(tags.filter((tag) => 'name' in tag && tag.name === 'keywords')).toEqual([
      { name: 'keywords', content: 'Brann' },
    ])
  })
})

describe('pageTitle', () => {
  it('puts the app name first', () => {
    expect(pageTitle('Farlige produkter', 'Om nettstedet')).toBe(
      'Farlige produkter - Om nettstedet',
    )
  })

  it('keeps only the page title when the whole would pass 60 characters', () => {
    const title = 'Elektrisk varmeovn med termostat og vifte, modell 2000'
    expect(pageTitle('Farlige produkter', title)).toBe(title)
  })
})

describe('metaDescription', () => {
  it('cuts at 147 characters and adds an ellipsis', () => {
    const cut = metaDescription('a'.repeat(200))
    expect(cut).toBe(`${'a'.repeat(147)}...`)
    expect(metaDescription('kort')).toBe('kort')
  })
})
