import type { ProductListItem } from '../catalogue/product-schemas.ts'
import { imageUrl } from '../catalogue/image-urls.ts'

/** A product card as the database function fp_product_cards gives it (migration 0032, decision 071). */
export type ListItemRow = {
  id: number
  navn: string
  kjennetegn: string
  image_id: number | null
  image_alt: string | null
  risikoer: number[]
  first_published: Date
  sist_endret: Date
}

/** The card as the search API answers with it. */
export function toListItem(row: ListItemRow): ProductListItem {
  return {
    id: row.id,
    navn: row.navn,
    kjennetegn: row.kjennetegn,
    imageUrl: row.image_id === null ? null : imageUrl(row.image_id),
    imageAlt: row.image_alt,
    risikoer: row.risikoer,
    firstPublished: new Date(row.first_published).toISOString(),
    sortSistEndretDato: new Date(row.sist_endret).toISOString(),
  }
}
