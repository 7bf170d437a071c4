import type { Services } from '#app-context'
import { findProduct, findWithdrawal } from '../../../domain/catalogue/product-detail.ts'
import type { ProductDetail } from '../../../domain/catalogue/product-schemas.ts'
import { referenceList } from '../../../domain/catalogue/reference-lists.ts'
import { imageAt } from '../product-card/image-sources.ts'
import { categoryPath } from '../category-section/category-tree.ts'

/** A withdrawn product's name and withdrawal time, for its 410 page; undefined otherwise. */
export function withdrawalOf({ db }: Services, idParam: string) {
  return /^\d{1,9}$/.test(idParam)
    ? findWithdrawal(db, Number(idParam))
    : Promise.resolve(undefined)
}

/** The width of the share image (og:image): large enough for every service that shows one. */
const SHARE_IMAGE_WIDTH = 1280

/**
 * One public product with the names its ids stand for, or undefined when there is no such
 * product (or it has been withdrawn) — the page then answers 404.
 */
export async function loadProduct(services: Services, idParam: string, origin: string) {
  if (!/^\d{1,9}$/.test(idParam)) return undefined
  const product = await findProduct(services.db, Number(idParam))
  if (!product) return undefined
  return productPageData(services, product, origin)
}

/**
 * What the product page shows of a product: the names its ids stand for, its categories and its
 * share picture. The staff area's preview draws a draft through here and the same page.
 */
export async function productPageData({ db }: Services, product: ProductDetail, origin: string) {
  const [categories, risks, measures, countries] = await Promise.all([
    referenceList(db, 'categories'),
    referenceList(db, 'risks'),
    referenceList(db, 'measures'),
    referenceList(db, 'countries'),
  ])
  const riskName = new Map(risks.map((risk) => [risk.id, risk.navn]))
  const measureName = new Map(measures.map((measure) => [measure.id, measure.navn]))
  const paths = unique(
    product.fareList.map((hazard) =>
      categoryPath(categories, hazard.produktKategoriId).map(({ id, navn }) => ({ id, navn })),
    ),
    (path) => path.map((category) => category.id).join('/'),
  )
  const main =
    product.thumbnailMetaList.find((image) => image.mainThumbnail) ?? product.thumbnailMetaList[0]
  return {
    product,
    riskNames: unique(
      product.fareList.flatMap((hazard) => riskName.get(hazard.risikoId) ?? []),
      (name) => name,
    ),
    measures: product.tiltak.map((id) => ({ id, navn: measureName.get(id) ?? null })),
    /** Each hazard's category with its parents; the first one gives the breadcrumbs. */
    categoryPaths: paths,
    countryName: product.meldingFraLand
      ? (countries.find((country) => country.alpha2 === product.meldingFraLand)?.name ??
        product.meldingFraLand)
      : null,
    pageUrl: `${origin}/produkt/${product.id}`,
    shareImage: main ? shareImage(main) : null,
  }
}

/** The main picture as share cards get it; the server never enlarges, so the size is the smaller. */
function shareImage(image: { url: string; alt: string; imageWidth: number; imageHeight: number }) {
  const width = Math.min(SHARE_IMAGE_WIDTH, image.imageWidth)
  const height = Math.round((image.imageHeight * width) / image.imageWidth)
  return { url: imageAt(image.url, SHARE_IMAGE_WIDTH), alt: image.alt, width, height }
}

export type ProductPageData = Awaited<ReturnType<typeof productPageData>>

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}
