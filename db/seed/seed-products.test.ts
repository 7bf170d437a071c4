import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import type { Database } from '../connection.ts'
import { coloursIn } from './colours.ts'
import { isValidEan13 } from './ean.ts'
import { seedDemoData } from './index.ts'
import { svgProblems } from './svg-check.ts'

// The demo catalogue's products as seeded into an empty database (seed.test.ts: the seeding
// itself, the authorities, categories and reference lists).

let seeded: Database

async function rows<T = Record<string, unknown>>(database: Database, sql: string): Promise<T[]> {
  return (await database.pool.query(sql)).rows as T[]
}

beforeAll(async () => {
  seeded = await createTestDatabase()
  expect(await seedDemoData(seeded.db)).toBe(true)
}, 120_000)

afterAll(async () => {
  await seeded?.close()
})

describe('products', () => {
  type Product = {
    id: number
    navn: string
    ean_nr: string | null
    proff: boolean
    utland: boolean
    melding_fra_land: string | null
    first_published: Date
    sist_endret: Date
    withdrawn_at: Date | null
    kortnavn: string
  }
  let products: Product[]

  beforeAll(async () => {
    products = await rows<Product>(
      seeded,
      'select p.*, m.kortnavn from produkt p join myndighet m on m.id = p.myndighet_id order by p.id',
    )
  })

  it('have valid EAN-13 barcodes where they have one', () => {
    const codes = products.flatMap((product) => (product.ean_nr ? [product.ean_nr] : []))
    expect(codes.length).toBeGreaterThan(products.length / 2)
    expect(codes.filter((code) => !isValidEan13(code))).toEqual([])
  })

  it('are spread over every month since January 2019, changed no earlier than published', () => {
    const now = new Date()
    const months = new Set(products.map((p) => p.first_published.toISOString().slice(0, 7)))
    for (
      let month = new Date(Date.UTC(2019, 0, 1));
      month.getTime() < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      month.setUTCMonth(month.getUTCMonth() + 1)
    ) {
      expect(months).toContain(month.toISOString().slice(0, 7))
    }
    for (const product of products) {
      expect(product.first_published.getTime()).toBeGreaterThanOrEqual(Date.UTC(2018, 11, 31, 23))
      expect(product.sist_endret.getTime()).toBeGreaterThanOrEqual(
        product.first_published.getTime(),
      )
      expect(product.sist_endret.getTime()).toBeLessThanOrEqual(now.getTime())
    }
  })

  it('mix professional, foreign and withdrawn products in realistic shares', () => {
    const share = (test: (p: Product) => boolean) => products.filter(test).length / products.length
    expect(share((p) => p.proff)).toBeGreaterThan(0.05)
    expect(share((p) => p.proff)).toBeLessThan(0.15)
    expect(share((p) => p.utland)).toBeGreaterThan(0.2)
    expect(share((p) => p.utland)).toBeLessThan(0.4)
    expect(products.every((p) => p.utland === (p.melding_fra_land !== null))).toBe(true)
    const withdrawn = products.filter((p) => p.withdrawn_at !== null).length
    expect(withdrawn).toBeGreaterThanOrEqual(2)
    expect(withdrawn).toBeLessThanOrEqual(5)
  })

  it('belong to the authority that oversees their part of the tree', async () => {
    const roots = await rows<{ id: number; root: string }>(
      seeded,
      `with recursive up as (select id, id as start, parent_id, navn from kategori
         union all select k.id, up.start, k.parent_id, k.navn from kategori k join up on k.id = up.parent_id)
       select distinct f.produkt_id as id, up.navn as root from produkt_fare f
       join up on up.start = f.kategori_id where up.parent_id is null`,
    )
    const authority = new Map(products.map((p) => [p.id, p.kortnavn]))
    const expected: Record<string, string> = {
      'Kosmetikk og personlig pleie': 'Mattilsynet',
      'Radio og telekom': 'Nkom',
      'Båt og sjø': 'Sdir',
      Byggevarer: 'DiBK',
      Kjemikalier: 'Miljødirektoratet',
      Verneutstyr: 'Arbeidstilsynet',
      'Elektriske produkter': 'DSB',
    }
    const misplaced = roots.filter(
      ({ id, root }) => expected[root] && expected[root] !== authority.get(id),
    )
    expect(misplaced).toEqual([])
  })

  it('have one to three hazards in their own category and one or two measures', async () => {
    const [hazards, measures] = await Promise.all([
      rows<{ n: number; categories: number }>(
        seeded,
        'select count(*)::int as n, count(distinct kategori_id)::int as categories from produkt_fare group by produkt_id',
      ),
      rows<{ n: number }>(
        seeded,
        'select count(*)::int as n from produkt_tiltak group by produkt_id',
      ),
    ])
    expect(hazards).toHaveLength(products.length)
    expect(hazards.every(({ n, categories }) => n >= 1 && n <= 3 && categories === 1)).toBe(true)
    expect(measures).toHaveLength(products.length)
    expect(measures.every(({ n }) => n >= 1 && n <= 2)).toBe(true)
  })

  it('are named after the kind of product their category holds', async () => {
    const cots = await rows<{ navn: string }>(
      seeded,
      `select p.navn from produkt p join produkt_fare f on f.produkt_id = p.id
       join kategori k on k.id = f.kategori_id where k.navn = 'Barnesenger'`,
    )
    expect(cots.length).toBeGreaterThan(0)
    expect(cots.filter(({ navn }) => !/seng/i.test(navn))).toEqual([])
  })

  it('have one to three SVG images each, exactly one of them the main thumbnail', async () => {
    const images = await rows<{ n: number; main: number; orders: number[] }>(
      seeded,
      `select count(*)::int as n, count(*) filter (where main_thumbnail)::int as main,
         array_agg(rekkefolge order by rekkefolge) as orders
       from produkt_bilde group by produkt_id`,
    )
    expect(images).toHaveLength(products.length)
    for (const { n, main, orders } of images) {
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(3)
      expect(main).toBe(1)
      expect(orders).toEqual(Array.from({ length: n }, (_, index) => index))
    }
    const sample = await rows<{ data: Buffer; mime_type: string; alt: string }>(
      seeded,
      'select data, mime_type, alt from produkt_bilde where id % 50 = 0',
    )
    for (const image of sample) {
      expect(image.mime_type).toBe('image/svg+xml')
      expect(image.alt).toMatch(/^(Bilde av|Nærbilde av) /)
      expect(svgProblems(image.data.toString('utf8'))).toEqual([])
    }
  })

  it('show pictures with no text on them: no name, no numbers', async () => {
    const images = await rows<{ data: Buffer }>(seeded, 'select data from produkt_bilde')
    const withText = images.filter(({ data }) => /<text|<tspan/.test(data.toString('utf8')))
    expect(images.length).toBeGreaterThan(products.length)
    expect(withText).toHaveLength(0)
  })

  it('name no colour in the name that the description contradicts', async () => {
    const texts = await rows<{ navn: string; beskrivelse: string }>(
      seeded,
      'select navn, beskrivelse from produkt',
    )
    const contradicted = texts.filter(({ navn, beskrivelse }) => {
      const stated = beskrivelse.match(/Produktet er (\p{L}+)/u)?.[1]
      const described = stated ? coloursIn(stated) : []
      return described.length > 0 && coloursIn(navn).some((colour) => !described.includes(colour))
    })
    expect(contradicted).toEqual([])
  })

  it('attach a plain-text recall notice to a few of them', async () => {
    const documents = await rows<{ filnavn: string; mime_type: string; data: Buffer }>(
      seeded,
      'select filnavn, mime_type, data from produkt_dokument',
    )
    expect(documents.length).toBeLessThan(products.length / 10)
    for (const document of documents) {
      expect(document.filnavn).toBe('tilbakekallingsvarsel.txt')
      expect(document.mime_type).toBe('text/plain')
      expect(document.data.toString('utf8')).toContain('TILBAKEKALLING')
    }
  })
})
