import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { produkt, produktFare } from '../../../db/schema/index.ts'
import { addProduct, createCatalogue } from '../../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { searchQuerySchema } from '../search-params.ts'
import { SearchIndex } from './search-index.ts'

// The index answers as the search in SQL did (decision 014's order), and `apply` brings a
// changed product in or takes a withdrawn one out.
let database: Database
let index: SearchIndex
let fixture: Awaited<ReturnType<typeof createCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  fixture = await createCatalogue(db)
  const product = (navn: string, published: string, more: { beskrivelse?: string } = {}) =>
    addProduct(db, {
      navn,
      kjennetegn: 'Modell X',
      published,
      myndighetId: fixture.authorities.dsb.id,
      hazards: [{ risikoId: fixture.risks.fire.id, kategoriId: fixture.categories.toys.id }],
      ...more,
    })
  await product('Lader Alfa', '2024-01-10T12:00:00Z')
  await product('Lader Gamma med ekstra lader', '2023-01-10T12:00:00Z')
  await product('Lampe Beta', '2024-06-10T12:00:00Z', {
    beskrivelse: 'Lader, lader, lader, lader, lader, lader, lader og lader.',
  })
  await product('Lampe Delta', '2022-06-10T12:00:00Z', {
    beskrivelse: 'Med lader og skjøteledning.',
  })
  await product('Kabel 7090000000099', '2024-09-10T12:00:00Z')
  await addProduct(db, {
    navn: 'Vifte Epsilon',
    published: '2021-01-10T12:00:00Z',
    myndighetId: fixture.authorities.dsb.id,
    hazards: [{ risikoId: fixture.risks.fire.id, kategoriId: fixture.categories.toys.id }],
    eanNr: '7090000000099',
  })
  index = await SearchIndex.build(db)
})

afterAll(async () => {
  await database?.close()
})

async function idOf(navn: string): Promise<number> {
  const [product] = await database.db
    .select({ id: produkt.id })
    .from(produkt)
    .where(eq(produkt.navn, navn))
  return product!.id
}

async function names(query: string) {
  const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  return (await index.search(parsed)).content.map((product) => product.navn)
}

describe('the search index', () => {
  it('puts the words in the name first, the better name match first, then the rest newest first', async () => {
    expect(await names('q=lader')).toEqual([
      'Lader Gamma med ekstra lader',
      'Lader Alfa',
      'Lampe Beta',
      'Lampe Delta',
    ])
    expect(await names('q=lader&size=2&page=1')).toEqual(['Lampe Beta', 'Lampe Delta'])
  })

  it('puts the exact EAN number before a newer product with the number in its name', async () => {
    expect(await names('q=7090000000099')).toEqual(['Vifte Epsilon', 'Kabel 7090000000099'])
  })

  it('finds a word with one letter wrong, and the last word as its beginning', async () => {
    expect(await names('q=lampr')).toEqual(['Lampe Beta', 'Lampe Delta'])
    expect(await names('q=lam')).toEqual(['Lampe Beta', 'Lampe Delta'])
  })

  it('takes in a product published after it was built, and lets go of one withdrawn', async () => {
    const { db } = database
    const id = await addProduct(db, {
      navn: 'Lader Omega',
      published: '2025-01-10T12:00:00Z',
      myndighetId: fixture.authorities.dsb.id,
      hazards: [{ risikoId: fixture.risks.fire.id, kategoriId: fixture.categories.cots.id }],
    })
    await index.apply(db, [id])
    expect((await names('q=omega'))[0]).toBe('Lader Omega')
    const alfa = await idOf('Lader Alfa')
    await db
      .update(produkt)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(produkt.id, alfa))
    await index.apply(db, [alfa, id])
    expect(await names('q=lader')).not.toContain('Lader Alfa')
    const fire = searchQuerySchema.parse({ risiko: `${fixture.risks.fire.id}` })
    expect((await index.search(fire)).totalElements).toBe(6)
    const all = await index.search(searchQuerySchema.parse({}))
    expect(all.totalElements).toBe(6)
    expect(all.aggregations.kategoriAggregation).toContainEqual({
      id: fixture.categories.cots.id,
      hits: 1,
    })
  })

  it('forgets the words a changed product no longer has', async () => {
    const { db } = database
    await db
      .update(produkt)
      .set({ beskrivelse: 'Med batteri.' })
      .where(eq(produkt.navn, 'Lampe Delta'))
    const delta = await idOf('Lampe Delta')
    await index.apply(db, [delta])
    expect(await names('q=lader')).not.toContain('Lampe Delta')
    // A word no other product has, as well as one that many have.
    expect(await names('q=skjøteledning')).toEqual([])
    expect(await names('q=batteri')).toEqual(['Lampe Delta'])
  })
  it('ranks a renamed product by its new name', async () => {
    const { db } = database
    const epsilon = await idOf('Vifte Epsilon')
    const kabel = await idOf('Kabel 7090000000099')
    await db
      .update(produkt)
      .set({ navn: 'Vifte Zeta', beskrivelse: 'Tidligere solgt som Epsilon.' })
      .where(eq(produkt.id, epsilon))
    await db
      .update(produkt)
      .set({ beskrivelse: 'Passer til Epsilon.' })
      .where(eq(produkt.id, kabel))
    await index.apply(db, [epsilon, kabel])
    // Neither has the word in its name any more: both after the name matches, newest first.
    expect(await names('q=epsilon')).toEqual(['Kabel 7090000000099', 'Vifte Zeta'])
  })

  it('forgets the risk, category and authority a changed product no longer has', async () => {
    const { db } = database
    const { risks, categories, authorities } = fixture
    const beta = await idOf('Lampe Beta')
    await db
      .update(produktFare)
      .set({ risikoId: risks.choking.id, kategoriId: categories.cosmetics.id })
      .where(eq(produktFare.produktId, beta))
    await db
      .update(produkt)
      .set({ myndighetId: authorities.mattilsynet.id })
      .where(eq(produkt.id, beta))
    await index.apply(db, [beta])
    expect(await names(`risiko=${risks.fire.id}`)).not.toContain('Lampe Beta')
    expect(await names(`risiko=${risks.choking.id}`)).toEqual(['Lampe Beta'])
    expect(await names(`myndighet=${authorities.dsb.id}`)).not.toContain('Lampe Beta')
    expect(await names(`kategori=${categories.toys.id}`)).not.toContain('Lampe Beta')
    const hits = (await index.search(searchQuerySchema.parse({ risiko: `${risks.fire.id}` })))
      .aggregations.kategoriAggregation
    expect(hits).not.toContainEqual(expect.objectContaining({ id: categories.cosmetics.id }))
  })
})
