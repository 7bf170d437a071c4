import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { addProduct, createCatalogue } from '../../../tests/support/catalogue-fixture.ts'
import { schemaOrgProblems } from '../../../tests/support/schema-org.ts'
import { testServices } from '../../../tests/support/test-app.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { loadProduct, type ProductPageData } from './load-product.server.ts'
import { productStructuredData, scriptJson } from './product-structured-data.ts'

const ORIGIN = 'https://farligeprodukter.example.no'
let database: Database
let full: ProductPageData
let bare: ProductPageData

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  const { authorities, categories, risks } = await createCatalogue(db)
  const product = (fixture: Partial<Parameters<typeof addProduct>[1]>) =>
    addProduct(db, {
      navn: 'Barneseng Drømmeland',
      published: '2024-03-01T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
      ...fixture,
    })
  const services = testServices(db)
  const load = async (id: number) => (await loadProduct(services, String(id), ORIGIN))!
  full = await load(
    await product({ kjennetegn: 'DL-60', produsent: 'Drøm AS', eanNr: '7090012345678', images: 2 }),
  )
  bare = await load(await product({ produsent: ' ', eanNr: 'LOT 17', images: 0 }))
})

afterAll(() => database?.close())

describe('the structured data of a product page', () => {
  it('is a schema.org Product with what the page shows', () => {
    const data = productStructuredData(full, 'nn')
    expect(schemaOrgProblems(data)).toEqual([])
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Barneseng Drømmeland',
      model: 'DL-60',
      brand: { '@type': 'Brand', name: 'Drøm AS' },
      gtin: '7090012345678',
      category: 'Barneprodukter > Barneutstyr > Barnesenger',
      url: `${ORIGIN}/produkt/${full.product.id}?lang=nn`,
    })
    expect(data.image).toEqual(
      full.product.thumbnailMetaList.map((image) => `${ORIGIN}${image.url}?w=1280`),
    )
  })

  it('leaves out what the product lacks rather than writing it empty or wrong', () => {
    const data = productStructuredData(bare, 'nb')
    expect(schemaOrgProblems(data)).toEqual([])
    expect(Object.keys(data)).not.toContain('brand')
    expect(Object.keys(data)).not.toContain('gtin')
    expect(Object.keys(data)).not.toContain('image')
  })

  it('cannot end its script element early, whatever a product says', () => {
    expect(scriptJson({ description: 'a</script><script>alert(1)</script>' })).not.toContain('<')
  })
})

describe('the schema.org checker', () => {
  const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Lader' }

  it('refuses what schema.org does not define, or not for that type or value', () => {
    expect(schemaOrgProblems({ ...product, '@type': 'Produkt' })).toHaveLength(1)
    expect(schemaOrgProblems({ ...product, ean: '7090012345678' })).toHaveLength(1)
    expect(
      schemaOrgProblems({ ...product, brand: { '@type': 'Brand', gtin: '12345678' } }),
    ).toEqual(['$.brand.gtin: not a property of Brand'])
    expect(
      schemaOrgProblems({ ...product, brand: { '@type': 'Product', name: 'X' } }),
    ).toHaveLength(1)
    expect(schemaOrgProblems({ ...product, url: '/produkt/1' })).toHaveLength(1)
    expect(schemaOrgProblems({ ...product, image: ['https://a.example/1.png', 'bilde'] })).toEqual([
      '$.image[1]: bilde is no absolute URL',
    ])
    expect(schemaOrgProblems({ ...product, gtin: 'LOT 17' })).toHaveLength(1)
    expect(schemaOrgProblems({ ...product, '@context': 'http://example.no' })).toHaveLength(1)
  })
})
