import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { keptCounts } from './kept-counts.ts'
import { hasFiltersBesideCategory } from './product-filter.ts'
import { foundCategories, hitsPerCategory } from './search-counts.ts'
import type { SearchFilter } from './search-params.ts'
import type { TextQuery } from './text-query.ts'

export type CategoryHits = {
  id: number
  hits: number
}

/**
 * Products per category for a search, by default with every filter but the category itself (so
 * the sibling categories stay visible), rolled up from level 3 to its parents. A product counts
 * once for a category even when several of its hazards lie below it: the counters and the facet
 * rows hold each public product's categories once each, ancestors included.
 */
export async function categoryFacets(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
  { withCategory = false } = {},
): Promise<CategoryHits[]> {
  const result = await db.execute<CategoryHits>(facetQuery(filter, text, withCategory))
  return result.rows
}

/** The cheapest exact way, in the same order as the total's (countProducts). */
function facetQuery(filter: SearchFilter, text: TextQuery | undefined, withCategory: boolean): SQL {
  const categoryFree = !withCategory || filter.kategori === undefined
  const kept = text || !categoryFree ? undefined : keptCounts(filter)
  if (!text && categoryFree && !hasFiltersBesideCategory(filter)) {
    return sql`
      select kategori_id as id, antall as hits from kategori_antall
      where antall > 0 order by kategori_id`
  }
  if (kept) return kept.categoryHits()
  const found = sql`(${foundCategories(filter, text, { withCategory })}) found`
  return sql`${hitsPerCategory(found)} order by id`
}
