import { IMAGE_WIDTHS } from '../../../domain/catalogue/image-urls.ts'
import type { Language } from '../../../i18n/language.ts'
import { absoluteUrl, canonicalUrl } from '../head/head-tags.ts'
import { imageAt } from '../product-card/image-sources.ts'
import type { ProductPageData } from './load-product.server.ts'

/** The widest size an image is served in: what a search engine shows in its results. */
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS)

/** An EAN as schema.org's gtin takes it: GTIN-8, -12 (UPC-A), -13 or -14, digits only. */
const GTIN = /^(\d{8}|\d{12,14})$/

/**
 * What the product page shows, as schema.org's Product for search engines (JSON-LD): its name,
 * description, label (model), maker (brand), EAN (gtin), pictures, category and address.
 * Only what the page itself says; a field the product lacks is left out, never guessed.
 */
export function productStructuredData(data: ProductPageData, lang: Language) {
  const { product } = data
  const origin = new URL(data.pageUrl).origin
  const maker = product.produsent?.trim()
  const ean = product.eanNr?.replace(/\s+/g, '')
  const category = data.categoryPaths[0]?.map((step) => step.navn).join(' > ')
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.navn,
    description: product.beskrivelse,
    url: canonicalUrl(origin, `/produkt/${product.id}`, '', lang),
    model: product.kjennetegn,
    ...(maker ? { brand: { '@type': 'Brand', name: maker } } : {}),
    ...(ean && GTIN.test(ean) ? { gtin: ean } : {}),
    ...(category ? { category } : {}),
    ...(product.thumbnailMetaList.length
      ? {
          image: product.thumbnailMetaList.map((image) =>
            absoluteUrl(origin, imageAt(image.url, LARGEST_WIDTH)),
          ),
        }
      : {}),
  }
}

/**
 * JSON for a <script> element's text: '<' written as an escape, so no text of a product (a
 * '</script>' in its description) can end the element early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
