import { sql } from 'drizzle-orm'
import type { ProductListItem } from '../catalogue/product-schemas.ts'
import { imageUrl } from '../catalogue/image-urls.ts'

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

const mainImage = sql`from produkt_bilde b where b.produkt_id = p.id
  order by b.main_thumbnail desc, b.rekkefolge, b.id limit 1`

/**
 * The columns of `produkt p` a product card needs, its main image and risks included. They are
 * subqueries so that they run only for the rows of the page, after sorting and limiting.
 */
export const listItemColumns = sql`
  p.id, p.navn, p.kjennetegn, p.first_published, p.sist_endret,
  (select b.id ${mainImage}) as image_id,
  (select b.alt ${mainImage}) as image_alt,
  array(select distinct f.risiko_id from produkt_fare f where f.produkt_id = p.id
        order by f.risiko_id) as risikoer`

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
