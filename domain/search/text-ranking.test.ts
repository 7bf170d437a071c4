import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { addProduct, createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { searchQuerySchema } from './search-params.ts'
import { searchProducts } from './search-products.ts'

// Best match first in two tiers (decision 014): the exact number, then the words in the name or
// label ranked among themselves, then every other match newest first, across pages.
let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  const { authorities, categories, risks } = await createCatalogue(db)
  const product = (navn: string, published: string, more: { beskrivelse?: string } = {}) =>
    addProduct(db, {
      navn,
      kjennetegn: 'Modell X',
      published,
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.toys.id }],
      ...more,
    })
  await product('Lader Alfa', '2024-01-10T12:00:00Z')
  await product('Lader Gamma med ekstra lader', '2023-01-10T12:00:00Z')
  await product('Lampe Beta', '2024-06-10T12:00:00Z', {
    beskrivelse: 'Lader, lader, lader, lader, lader, lader, lader og lader.',
  })
  await product('Lampe Delta', '2022-06-10T12:00:00Z', { beskrivelse: 'Med lader.' })
  await product('Kabel 7090000000099', '2024-09-10T12:00:00Z')
  await addProduct(db, {
    navn: 'Vifte Epsilon',
    beskrivelse: 'Med lader.',
    published: '2021-01-10T12:00:00Z',
    myndighetId: authorities.dsb.id,
    hazards: [{ risikoId: risks.fire.id, kategoriId: categories.toys.id }],
    eanNr: '7090000000099',
  })
})

afterAll(async () => {
  await database?.close()
})

async function names(query: string) {
  const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  return (await searchProducts(database.db, parsed)).content.map((product) => product.navn)
}

describe('best match first', () => {
  it('puts the words in the name first, the better name match first, then the rest newest first', async () => {
    expect(await names('q=lader')).toEqual([
      'Lader Gamma med ekstra lader',
      'Lader Alfa',
      'Lampe Beta',
      'Lampe Delta',
      'Vifte Epsilon',
    ])
  })

  it('keeps that order across pages', async () => {
    expect(await names('q=lader&size=2&page=1')).toEqual(['Lampe Beta', 'Lampe Delta'])
    expect(await names('q=lader&size=2&page=2')).toEqual(['Vifte Epsilon'])
  })

  it('puts the exact EAN number before a newer product with the number in its name', async () => {
    expect(await names('q=7090000000099')).toEqual(['Vifte Epsilon', 'Kabel 7090000000099'])
  })
})
