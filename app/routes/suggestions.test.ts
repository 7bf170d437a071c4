import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { addProduct, createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { routeArgs } from '../../tests/support/route-args.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { loader } from './suggestions.ts'

let database: Database
let categories: Awaited<ReturnType<typeof createCatalogue>>['categories']
const strollerIds: number[] = []
let kettleId: number

beforeAll(async () => {
  database = await createTestDatabase()
  const catalogue = await createCatalogue(database.db)
  categories = catalogue.categories
  const product = (navn: string, day: number) =>
    addProduct(database.db, {
      navn,
      published: `2025-03-${String(day).padStart(2, '0')}T10:00:00Z`,
      myndighetId: catalogue.authorities.dsb.id,
      hazards: [{ risikoId: catalogue.risks.choking.id, kategoriId: categories.prams.id }],
    })
  for (let day = 1; day <= 10; day++) strollerIds.push(await product(`Barnevogn Tur ${day}`, day))
  kettleId = await product('Vannkoker Glød', 11)
})

afterAll(() => database.close())

const get = (query: string) => loader(routeArgs(database.db, `/forslag${query}`))

describe('GET /forslag', () => {
  it('suggests the matching categories first, then the products, linked to their pages', async () => {
    const response = await get('?q=gl%C3%B8d')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await response.json()).toEqual({
      suggestions: [{ kind: 'product', label: 'Vannkoker Glød', href: `/produkt/${kettleId}` }],
    })
  })

  it('offers at most 8: up to 3 categories, and products for the rest', async () => {
    const { suggestions } = (await (await get('?q=barne')).json()) as {
      suggestions: { kind: string; label: string; href: string }[]
    }
    expect(suggestions).toHaveLength(8)
    expect(suggestions.slice(0, 3)).toEqual([
      {
        kind: 'category',
        label: 'Barneprodukter',
        href: `/search?katid=${categories.children.id}`,
      },
      {
        kind: 'category',
        label: 'Barneutstyr',
        href: `/search?katid=${categories.equipment.id}`,
      },
      { kind: 'category', label: 'Barnesenger', href: `/search?katid=${categories.cots.id}` },
    ])
    const products = suggestions.slice(3)
    expect(
      products.every(({ kind, label }) => kind === 'product' && label.startsWith('Barnevogn')),
    ).toBe(true)
    for (const { href } of products) expect(strollerIds).toContain(Number(href.split('/').pop()))
  })

  it('folds accents and case as the search does: «BARNESENG» finds the category', async () => {
    const { suggestions } = (await (await get('?q=BARNESENG')).json()) as {
      suggestions: { label: string }[]
    }
    expect(suggestions[0]?.label).toBe('Barnesenger')
  })

  it('answers an empty list when nothing matches', async () => {
    expect(await (await get('?q=zzqxv')).json()).toEqual({ suggestions: [] })
  })

  it.each([
    ['no q', ''],
    ['one letter', '?q=b'],
    ['only spaces', '?q=%20%20%20'],
    ['more than 200 characters', `?q=${'a'.repeat(201)}`],
  ])('refuses %s with 400 and a message a person understands', async (_, query) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({
      type: 'InvalidSuggestionQuery',
      message: 'Søkeordet må ha fra 2 til 200 tegn',
    })
  })

  it('refuses in the language asked for', async () => {
    const response = await get('?q=b&lang=en')
    expect(await response.json()).toMatchObject({
      message: 'The search term must have 2 to 200 characters',
    })
  })
})
