import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import {
  createNewsletterCatalogue,
  type NewsletterCatalogue,
} from '../../tests/support/newsletter-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { SearchIndex } from '../search/index/search-index.ts'
import { matchSearches } from './newsletter-match.ts'
import { monthDays } from './oslo-time.ts'
import type { Criteria } from './subscription-schemas.ts'

let database: Database
let catalogue: NewsletterCatalogue
let searchIndex: SearchIndex

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createNewsletterCatalogue(database.db)
  searchIndex = await SearchIndex.build(database.db)
})

afterAll(async () => {
  await database?.close()
})

const criteria = (partial: Partial<Criteria>): Criteria => ({
  proff: false,
  utland: false,
  ...partial,
})

async function match(partial: Partial<Criteria>, month = '2026-10') {
  const [ids] = await matchSearches(
    searchIndex,
    [{ criteria: criteria(partial), subscriptionIds: [] }],
    month,
  )
  return ids
}

describe('the newsletter’s matching', () => {
  it('takes every product first published in the month, in Oslo time, newest first', async () => {
    const p = catalogue.products
    expect(await match({})).toEqual([p.lastMinute, p.importToy, p.saw, p.cream, p.pram, p.cot])
  })

  it('leaves withdrawn products and the months either side out', async () => {
    const p = catalogue.products
    const october = await match({})
    for (const id of [p.withdrawn, p.september, p.november]) expect(october).not.toContain(id)
    expect(await match({}, '2026-09')).toEqual([p.september])
    expect(await match({}, '2026-11')).toEqual([p.november])
  })

  it('matches free text as the search does: stemmed, and forgiving one wrong letter', async () => {
    const p = catalogue.products
    expect(await match({ q: 'barnesenger' })).toEqual([p.cot])
    expect(await match({ q: 'barnesemg' })).toEqual([p.cot])
    expect(await match({ q: 'glød' })).toEqual([p.cream])
  })

  it('matches a category with every category below it', async () => {
    const { products: p, categories } = catalogue
    expect(await match({ kategori: categories.cots.id })).toEqual([p.cot])
    expect(await match({ kategori: categories.equipment.id })).toEqual([p.pram, p.cot])
    expect(await match({ kategori: categories.children.id })).toEqual([
      p.lastMinute,
      p.importToy,
      p.saw,
      p.pram,
      p.cot,
    ])
  })

  it('matches risks, measures and authorities, any of a list', async () => {
    const { products: p, risks, measures, authorities } = catalogue
    expect(await match({ risiko: [risks.fire.id] })).toEqual([p.cot])
    expect(await match({ risiko: [risks.fire.id, risks.chemical.id] })).toEqual([p.cream, p.cot])
    expect(await match({ tiltak: [measures.recall.id] })).toEqual([p.pram])
    expect(await match({ tiltak: [measures.salesBan.id] })).toEqual([])
    expect(await match({ myndighet: [authorities.mattilsynet.id] })).toEqual([p.cream])
  })

  it('keeps to professional products or products from abroad when asked', async () => {
    const p = catalogue.products
    expect(await match({ proff: true })).toEqual([p.saw])
    expect(await match({ utland: true })).toEqual([p.importToy])
  })

  it('takes every criterion together', async () => {
    const { products: p, categories, risks } = catalogue
    expect(
      await match({ kategori: categories.children.id, risiko: [risks.choking.id], proff: true }),
    ).toEqual([p.saw])
  })

  it('finds exactly what the search finds for the month', async () => {
    const { categories, risks, measures, authorities } = catalogue
    const searches: Partial<Criteria>[] = [
      {},
      { q: 'barneseng' },
      { q: 'leke' },
      { kategori: categories.children.id, tiltak: [measures.recall.id] },
      { risiko: [risks.choking.id], myndighet: [authorities.dsb.id] },
      { utland: true, kategori: categories.toys.id },
    ]
    const matched = await matchSearches(
      searchIndex,
      searches.map((search) => ({ criteria: criteria(search), subscriptionIds: [] })),
      '2026-10',
    )
    for (const [index, search] of searches.entries()) {
      const found = await searchIndex.search({
        ...criteria(search),
        ...monthDays('2026-10'),
        page: 0,
        size: 100,
      })
      const expected = found.content.map((product) => product.id)
      // The search ranks text matches; the letter lists newest first. Same products either way.
      expect([...matched[index]!].sort(), JSON.stringify(search)).toEqual(expected.sort())
    }
  })

  it('keeps each search’s own products when many go into one statement', async () => {
    const { products: p, risks, authorities } = catalogue
    const many = Array.from({ length: 450 }, (_, index) =>
      index % 2
        ? criteria({ myndighet: [authorities.mattilsynet.id] })
        : criteria({ risiko: [risks.fire.id] }),
    )
    const matched = await matchSearches(
      searchIndex,
      many.map((search) => ({ criteria: search, subscriptionIds: [] })),
      '2026-10',
    )
    expect(matched).toHaveLength(450)
    matched.forEach((ids, index) => expect(ids).toEqual(index % 2 ? [p.cream] : [p.cot]))
  })

  it('finds nothing in a month without new products', async () => {
    expect(await match({}, '2026-12')).toEqual([])
  })
})
