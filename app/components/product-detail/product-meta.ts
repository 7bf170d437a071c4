import type { PageMetaFields } from '../head/page-meta.ts'
import type { ProductPageData } from './load-product.server.ts'

/**
 * Spec section 2: a product page's description is its beskrivelse, its share image its main
 * picture and its keywords its distinct risk names.
 */
export function productMetaFields(data: ProductPageData): PageMetaFields {
  return {
    title: data.product.navn,
    description: data.product.beskrivelse,
    keywords: data.riskNames,
    image: data.shareImage ?? undefined,
    type: 'article',
  }
}
