import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { produkt, produktFare } from '../../db/schema/index.ts'
import { addProduct, createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { searchQuerySchema } from './search-params.ts'
import { searchProducts } from './search-products.ts'

// A search without filters answers its count and category hits from counters that triggers keep
// (migration 0008); one with a filter counts the products. Both must tell the same story while
// the catalogue changes.
let database: Database
let catalogue: Awaited<ReturnType<typeof createCatalogue>>
const ids: Record<string, number> = {}

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  catalogue = await createCatalogue(db)
  const { authorities, categories, risks } = catalogue
  ids.cot = await addProduct(db, {
    navn: 'Barneseng Luna',
    published: '2024-03-01T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [
      { risikoId: risks.fire.id, kategoriId: categories.cots.id },
      { risikoId: risks.choking.id, kategoriId: categories.prams.id },
    ],
  })
  ids.toy = await addProduct(db, {
    navn: 'Skrangle Sol',
    published: '2024-04-01T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.choking.id, kategoriId: categories.toys.id }],
  })
  ids.cream = await addProduct(db, {
    navn: 'Krem Hav',
    published: '2024-05-01T12:00:00Z',
    myndighetId: authorities.mattilsynet.id,
    hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
  })
})

afterAll(async () => {
  await database?.close()
})

async function search(query: string) {
  const result = await searchProducts(
    database.db,
    searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  )
  return {
    total: result.totalElements,
    hits: Object.fromEntries(result.aggregations.kategoriAggregation.map((c) => [c.id, c.hits])),
  }
}

/** The same search through the counting path: a filter every product passes. */
const counted = (query: string) => search(`${query}&df=2000-01-01`)

describe('kept counts', () => {
  it('agree with counting, a product once per category', async () => {
    const { categories } = catalogue
    const kept = await search('')
    expect(kept).toEqual(await counted(''))
    expect(kept.total).toBe(3)
    expect(kept.hits[categories.equipment.id]).toBe(1)
    expect(kept.hits[categories.children.id]).toBe(2)
    expect(await search(`kategori=${categories.children.id}`)).toEqual(
      await counted(`kategori=${categories.children.id}`),
    )
    expect((await search(`kategori=${categories.children.id}`)).total).toBe(2)
  })

  it('follow a product that is withdrawn', async () => {
    const { categories } = catalogue
    await database.db
      .update(produkt)
      .set({ withdrawnAt: new Date() })
      .where(eq(produkt.id, ids.toy!))
    const kept = await search('')
    expect(kept).toEqual(await counted(''))
    expect(kept.total).toBe(2)
    expect(kept.hits[categories.toys.id]).toBeUndefined()
    expect((await search(`kategori=${categories.toys.id}`)).total).toBe(0)
  })

  it('follow hazards that are removed and added', async () => {
    const { categories, risks } = catalogue
    await database.db
      .delete(produktFare)
      .where(
        sql`${produktFare.produktId} = ${ids.cot!} and ${produktFare.kategoriId} = ${categories.prams.id}`,
      )
    await database.db
      .insert(produktFare)
      .values({ produktId: ids.cream!, risikoId: risks.fire.id, kategoriId: categories.toys.id })
    const kept = await search('')
    expect(kept).toEqual(await counted(''))
    expect(kept.hits[categories.prams.id]).toBeUndefined()
    expect(kept.hits[categories.children.id]).toBe(2)
    expect((await search(`kategori=${categories.toys.id}`)).total).toBe(1)
  })

  it('follow a product that is deleted', async () => {
    await database.db.delete(produkt).where(eq(produkt.id, ids.cot!))
    const kept = await search('')
    expect(kept).toEqual(await counted(''))
    expect(kept.total).toBe(1)
  })
})
