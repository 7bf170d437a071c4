import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { addProduct, createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { searchQuerySchema } from './search-params.ts'
import { searchProducts } from './search-products.ts'
import { buildTextQuery } from './text-query.ts'

// A text search counts its matches on the facet rows' lexeme ids when its words can be put that
// way, and on the search documents otherwise (decision 026). facet-rows.test.ts checks that the
// counts agree; this checks which way each kind of text takes, and that the other way still
// answers.
let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  const { authorities, categories, risks } = await createCatalogue(db)
  await addProduct(db, {
    navn: 'Barneseng Luna',
    beskrivelse: 'Sengen av modell ab½cd har for lav kant.',
    published: '2024-03-01T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
  })
})

afterAll(async () => {
  await database?.close()
})

async function countedOnFacetRows(text: string) {
  return (await buildTextQuery(database.db, text)).facetCondition !== undefined
}

async function total(text: string) {
  const query = searchQuerySchema.parse({ q: text })
  return (await searchProducts(database.db, query)).totalElements
}

describe('counting a text search', () => {
  it('reads the facet rows for words, prefixes, misspellings and stop words', async () => {
    for (const text of ['barneseng', 'barnes', 'luna barnes', 'barnesemg', 'og', 'og luna']) {
      expect(await countedOnFacetRows(text), text).toBe(true)
    }
    expect(await total('luna barnes')).toBe(1)
    expect(await total('barnesemg')).toBe(1)
    expect(await total('og')).toBe(0)
  })

  it('reads the search documents when the parser makes two lexemes of one word', async () => {
    // "ab½cd" is one word to the search box and two lexemes, one after the other, to
    // PostgreSQL: the lexemes alone cannot tell it from "cd½ab".
    expect(await countedOnFacetRows('ab½cd')).toBe(false)
    expect(await total('luna ab½cd')).toBe(1)
    expect(await total('cd½ab')).toBe(0)
  })

  it('reads the search documents when a prefix begins too many lexemes', async () => {
    await database.db.execute(sql`
      insert into sok_leksem (leksem)
      select 'qq' || lpad(n::text, 4, '0') from generate_series(0, 1000) n`)
    expect(await countedOnFacetRows('qq')).toBe(false)
    expect(await countedOnFacetRows('qq0001')).toBe(true)
    expect(await total('qq')).toBe(0)
  })
})
