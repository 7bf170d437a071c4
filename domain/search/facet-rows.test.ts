import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { produkt, produktTiltak } from '../../db/schema/index.ts'
import { addProduct, createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { productCondition } from './product-filter.ts'
import { searchQuerySchema } from './search-params.ts'
import { searchProducts } from './search-products.ts'
import { buildTextQuery } from './text-query.ts'

// Searches count the narrow facet rows (produkt_fasett) and, with one filter, read counters
// (fasett_antall); triggers keep both (migration 0010). Whatever the catalogue goes through, the
// totals and category hits must be those that counting the catalogue's own rows gives.
let database: Database
let catalogue: Awaited<ReturnType<typeof createCatalogue>>
const ids: Record<string, number> = {}

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  catalogue = await createCatalogue(db)
  const { authorities, categories, risks, measures } = catalogue
  ids.cot = await addProduct(db, {
    navn: 'Barneseng Luna',
    published: '2024-03-01T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [
      { risikoId: risks.fire.id, kategoriId: categories.cots.id },
      { risikoId: risks.choking.id, kategoriId: categories.prams.id },
    ],
    measures: [measures.recall.id],
    eanNr: '7090000000017',
  })
  ids.toy = await addProduct(db, {
    navn: 'Skrangle Sol',
    published: '2024-04-01T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.choking.id, kategoriId: categories.toys.id }],
    proff: true,
  })
  // Midnight past in Oslo on 1 April, still 31 March in UTC.
  ids.lamp = await addProduct(db, {
    navn: 'Lampe Vår',
    published: '2024-03-31T22:30:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.fire.id, kategoriId: categories.toys.id }],
  })
  ids.cream = await addProduct(db, {
    navn: 'Krem Hav',
    beskrivelse: 'En krem til barneseng og bad.',
    published: '2024-05-01T12:00:00Z',
    myndighetId: authorities.mattilsynet.id,
    hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
    measures: [measures.recall.id, measures.salesBan.id],
    utland: true,
  })
})

afterAll(async () => {
  await database?.close()
})

/** What the search answers, and what counting the catalogue's rows gives for the same search. */
async function compare(query: string) {
  const { db } = database
  const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  const result = await searchProducts(db, parsed)
  const text = parsed.q ? await buildTextQuery(db, parsed.q) : undefined
  const total = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from produkt p where ${productCondition(parsed, text)}`)
  const hits = await db.execute<{ id: number; hits: number }>(sql`
    select pk.kategori_id as id, count(*)::int as hits
    from produkt p join produkt_kategori pk on pk.produkt_id = p.id
    where ${productCondition(parsed, text, { withCategory: false })}
    group by 1 order by 1`)
  return {
    searched: { total: result.totalElements, hits: result.aggregations.kategoriAggregation },
    counted: { total: total.rows[0]?.total, hits: hits.rows },
  }
}

async function expectAgreement() {
  const { authorities, categories, risks, measures } = catalogue
  const queries = [
    `risiko=${risks.choking.id}`,
    `risiko=${risks.choking.id},${risks.fire.id}`,
    `risiko=${risks.fire.id},${risks.choking.id}&kategori=${categories.prams.id}`,
    `risiko=${risks.fire.id},${risks.choking.id},${risks.chemical.id}`,
    `tiltak=${measures.recall.id},${measures.salesBan.id}`,
    `tiltak=${measures.salesBan.id},${measures.recall.id}&kategori=${categories.cosmetics.id}`,
    // Whole months from counters, the days on either side counted; Oslo's months, not UTC's.
    'df=2024-03-01&dt=2024-05-31',
    'df=2024-03-02&dt=2024-06-15',
    'df=2024-04-01',
    'dt=2024-04-30',
    'df=2024-03-01&dt=2024-03-31',
    'df=2024-03-15&dt=2024-04-10',
    `df=2024-02-10&dt=2024-07-01&kategori=${categories.children.id}`,
    `risiko=${risks.choking.id}&kategori=${categories.children.id}`,
    `tiltak=${measures.recall.id}`,
    `myndighet=${authorities.dsb.id},${authorities.mattilsynet.id}`,
    'proff=true',
    'utland=true&kategori=' + categories.cosmetics.id,
    `tiltak=${measures.salesBan.id}&myndighet=${authorities.mattilsynet.id}`,
    'q=barneseng',
    'q=7090000000017',
    `q=krem&risiko=${risks.chemical.id}`,
    // Through the lexeme ids of the facet rows: a prefix, a misspelling, several words, stop
    // words alone and among others, a word no product has, letters and digits in one word.
    'q=barnes',
    'q=barnesemg',
    'q=barneseng krem',
    'q=og',
    'q=og krem',
    'q=krem og',
    'q=zyxwvu',
    'q=l1',
    `q=bad&kategori=${categories.children.id}`,
  ]
  for (const query of queries) {
    const { searched, counted } = await compare(query)
    expect(searched, query).toEqual(counted)
  }
}

describe('facet rows and filter counters', () => {
  it('agree with counting the catalogue', async () => {
    await expectAgreement()
    expect((await compare(`tiltak=${catalogue.measures.recall.id}`)).searched.total).toBe(2)
  })

  it('follow measures, flags, authority and text that change', async () => {
    const { db } = database
    const { authorities, measures } = catalogue
    await db.delete(produktTiltak).where(eq(produktTiltak.produktId, ids.cream!))
    await db.insert(produktTiltak).values({ produktId: ids.toy!, tiltakId: measures.salesBan.id })
    await db
      .update(produkt)
      .set({ proff: false, utland: true, myndighetId: authorities.mattilsynet.id })
      .where(eq(produkt.id, ids.toy!))
    await db.update(produkt).set({ navn: 'Barneseng Stjerne' }).where(eq(produkt.id, ids.toy!))
    await expectAgreement()
    expect((await compare('q=stjerne')).searched.total).toBe(1)
  })

  it('follow products that are withdrawn, added and deleted', async () => {
    const { db } = database
    const { authorities, categories, risks } = catalogue
    await db.update(produkt).set({ withdrawnAt: new Date() }).where(eq(produkt.id, ids.cot!))
    // A product without hazards lies in no category but still counts in the totals.
    const published = new Date('2024-06-01T12:00:00Z')
    const [bare] = await db
      .insert(produkt)
      .values({
        navn: 'Lader uten fare',
        kjennetegn: 'L1',
        beskrivelse: 'En lader.',
        hvorforFarlig: 'Den blir varm.',
        forbrukerAksjon: 'Slutt å bruke den.',
        myndighetId: authorities.dsb.id,
        proff: true,
        firstPublished: published,
        sistEndret: published,
      })
      .returning({ id: produkt.id })
    await addProduct(db, {
      navn: 'Barneseng Natt',
      published: '2024-07-01T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
    })
    await expectAgreement()
    expect((await compare('proff=true')).searched.total).toBe(1)
    await db.delete(produkt).where(eq(produkt.id, bare!.id))
    await expectAgreement()
    expect((await compare('proff=true')).searched.total).toBe(0)
  })
})
