import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { searchQuerySchema } from './search-params.ts'
import { searchProducts } from './search-products.ts'

// Pages of a list without text that lie nearer its oldest end are read from that end and turned
// round. Whichever end a page is read from, it must hold the same products in the same order.
let database: Database
const PRODUCTS = 3_000

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  const { authorities } = await createCatalogue(db)
  // Every fifth product shares its publishing time with the one before (ties go by id), every
  // tenth is not for professionals, every seventh is withdrawn.
  await db.execute(sql`
    insert into produkt (navn, kjennetegn, beskrivelse, hvorfor_farlig, forbruker_aksjon,
      myndighet_id, proff, first_published, sist_endret, withdrawn_at)
    select 'Produkt ' || n, 'P' || n, 'Beskrivelse.', 'Farlig.', 'Slutt å bruke det.',
      ${authorities.dsb.id}, n % 10 <> 0,
      timestamptz '2020-01-01' + make_interval(hours => n - (n % 5 = 0)::int),
      timestamptz '2020-01-01', case when n % 7 = 0 then now() end
    from generate_series(1, ${PRODUCTS}) n`)
})

afterAll(async () => {
  await database?.close()
})

/** The page as the plain newest-first query gives it. */
async function expectedIds(page: number, proff: boolean) {
  const result = await database.db.execute<{ id: number }>(sql`
    select id from produkt
    where withdrawn_at is null and (${!proff} or proff)
    order by first_published desc, id desc
    limit 12 offset ${page * 12}`)
  return result.rows.map((row) => row.id)
}

async function searchedIds(query: Record<string, string>) {
  const result = await searchProducts(database.db, searchQuerySchema.parse(query))
  return { ids: result.content.map((item) => Number(item.id)), total: result.totalElements }
}

describe('deep pages of a list without text', () => {
  it('hold the same products whichever end they are read from', async () => {
    const publicProducts = PRODUCTS - Math.floor(PRODUCTS / 7)
    const lastPage = Math.floor((publicProducts - 1) / 12)
    for (const page of [0, 150, 166, 167, 200, lastPage - 1, lastPage, lastPage + 1]) {
      const searched = await searchedIds({ page: String(page) })
      expect(searched.total).toBe(publicProducts)
      expect(searched.ids, `page ${page}`).toEqual(await expectedIds(page, false))
    }
    expect((await searchedIds({ page: String(lastPage) })).ids.length).toBe(
      publicProducts % 12 || 12,
    )
  })

  it('do so with a filter that has to be counted first', async () => {
    const { total } = await searchedIds({ proff: 'true' })
    const lastPage = Math.floor((total - 1) / 12)
    expect(lastPage * 12).toBeGreaterThan(2_000)
    for (const page of [0, 167, lastPage - 1, lastPage]) {
      const searched = await searchedIds({ proff: 'true', page: String(page) })
      expect(searched.ids, `page ${page}`).toEqual(await expectedIds(page, true))
    }
  })
})
