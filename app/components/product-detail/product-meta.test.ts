import { describe, expect, it } from 'vitest'
import type { ProductPageData } from './load-product.server.ts'
import { productMetaFields } from './product-meta.ts'

const data = {
  product: { navn: 'Lader X', beskrivelse: 'Laderen selges i butikk.' },
  riskNames: ['Brann', 'Elektrisk støt'],
  shareImage: { url: '/bilde/7?w=1280', alt: 'Bilde av lader', width: 800, height: 600 },
} as unknown as ProductPageData

describe('productMetaFields', () => {
  it('describes the page by the product: beskrivelse, main picture and risk names', () => {
    expect(productMetaFields(data)).toEqual({
      title: 'Lader X',
      description: 'Laderen selges i butikk.',
      keywords: ['Brann', 'Elektrisk støt'],
      image: { url: '/bilde/7?w=1280', alt: 'Bilde av lader', width: 800, height: 600 },
      type: 'article',
    })
  })

  it("leaves the site's default share image where the product has no picture", () => {
    expect(productMetaFields({ ...data, shareImage: null }).image).toBeUndefined()
  })
})
