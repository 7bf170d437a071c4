import { describe, expect, it } from 'vitest'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'

// GET /api/v1/produkt's page size, on a catalogue larger than one default page. The size refused
// (101) is in the bad-input table of products-search.test.ts.
describe('page size', () => {
  // A catalogue of its own, larger than one default page.
  const many = useApiTest({
    fill: async (db) => {
      const { authorities, categories, risks } = await createCatalogue(db)
      for (let day = 1; day <= 13; day++) {
        await addProduct(db, {
          navn: `Lampe ${day}`,
          published: `2024-01-${String(day).padStart(2, '0')}T12:00:00Z`,
          myndighetId: authorities.dsb.id,
          hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
          images: 0,
        })
      }
    },
  })
  const page = async (query: string) => {
    const response = await many.app.inject({ method: 'GET', url: `/api/v1/produkt?${query}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ content: unknown[]; totalElements: number }>()
  }

  it('is 12 when none is asked for, as the spec says', async () => {
    const result = await page('')
    expect(result.content).toHaveLength(12)
    expect(result.totalElements).toBe(13)
  })

  it('may be as large as 100', async () => {
    expect((await page('size=100')).content).toHaveLength(13)
  })
})
