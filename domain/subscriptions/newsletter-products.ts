import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { intArray } from '../search/search-result.ts'

/** What a newsletter says about one product. */
export type NewsletterProduct = {
  id: number
  navn: string
  kjennetegn: string
  hvorforFarlig: string
  forbrukerAksjon: string
  imageId: number | null
  imageAlt: string | null
}

const mainImage = sql`from produkt_bilde b where b.produkt_id = p.id
  order by b.main_thumbnail desc, b.rekkefolge, b.id limit 1`

/** The products of this month's letters, each read once however many letters list it. */
export async function loadNewsletterProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, NewsletterProduct>> {
  if (!ids.length) return new Map()
  const result = await db.execute<NewsletterProduct>(sql`
    select p.id, p.navn, p.kjennetegn, p.hvorfor_farlig as "hvorforFarlig",
           p.forbruker_aksjon as "forbrukerAksjon",
           (select b.id ${mainImage}) as "imageId", (select b.alt ${mainImage}) as "imageAlt"
    from produkt p where p.id = any(${intArray(ids)})`)
  return new Map(result.rows.map((row) => [row.id, row]))
}
