import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { hasFiltersBesideCategory, productCondition } from './product-filter.ts'
import type { SearchFilter } from './search-params.ts'
import type { TextQuery } from './text-query.ts'

export interface CategoryHits {
  id: number
  hits: number
}

/**
 * Products per category for a search, by default with every filter but the category itself (so
 * the sibling categories stay visible), rolled up from level 3 to its parents. A product counts
 * once for a category even when several of its hazards lie below it: produkt_kategori holds each
 * public product once per category it lies in, ancestors included.
 */
export async function categoryFacets(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
  { withCategory = false } = {},
): Promise<CategoryHits[]> {
  const unfiltered =
    !text && !hasFiltersBesideCategory(filter) && (!withCategory || filter.kategori === undefined)
  // Without a filter the hits are every public product's, which triggers keep counted.
  const condition = productCondition(filter, text, { withCategory })
  // Without a filter the hits are every public product's, which triggers keep counted. With text,
  // the products are found on their own first, planned as the count is (through the text index),
  // and only their ids meet produkt_kategori.
  const result = unfiltered
    ? await db.execute<{ id: number; hits: number }>(sql`
        select kategori_id as id, antall as hits from kategori_antall
        where antall > 0 order by kategori_id`)
    : await db.execute<{ id: number; hits: number }>(sql`
        with found as ${text ? sql`materialized` : sql`not materialized`} (
          select p.id from produkt p where ${condition})
        select pk.kategori_id as id, count(*)::int as hits
        from found join produkt_kategori pk on pk.produkt_id = found.id
        group by pk.kategori_id
        order by pk.kategori_id`)
  return result.rows
}
