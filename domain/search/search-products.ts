import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import type { ProductListItem } from '../catalogue/product-schemas.ts'
import { listItemColumns, toListItem, type ListItemRow } from './list-item.ts'
import { categoryFacets, type CategoryHits } from './category-facets.ts'
import { hasFiltersBesideCategory, productCondition } from './product-filter.ts'
import type { SearchFilter, SearchQuery } from './search-params.ts'
import { buildTextQuery, type TextQuery } from './text-query.ts'

export interface SearchResult {
  content: ProductListItem[]
  totalElements: number
  aggregations: { kategoriAggregation: CategoryHits[] }
}

/**
 * One page of the products a search finds, how many it finds in all, and the hits per category.
 * Without text the newest come first; with text the best match, ties newest first.
 */
export async function searchProducts(db: Db, query: SearchQuery): Promise<SearchResult> {
  const text = query.q ? await buildTextQuery(db, query.q) : undefined
  const [page, total, kategoriAggregation] = await Promise.all([
    findPage(db, query, text),
    countProducts(db, query, text),
    categoryFacets(db, query, text),
  ])
  return { content: page, totalElements: total, aggregations: { kategoriAggregation } }
}

/**
 * Newest first, or best match first; the id breaks ties so paging is stable. 'nulls last' (the
 * columns are never null) matches produkt_offentlig_idx, so the newest are read off the index in
 * order rather than sorted.
 */
export function productOrder(text: TextQuery | undefined): SQL {
  const newest = sql`p.first_published desc nulls last, p.id desc nulls last`
  return text ? sql`${text.rank}, ${newest}` : newest
}

/**
 * The page's products are chosen by id first, in the order of the public-products index, and only
 * those few rows are then read whole: deep pages skip ids, not wide rows with their subqueries.
 */
async function findPage(db: Db, query: SearchQuery, text: TextQuery | undefined) {
  const result = await db.execute<ListItemRow>(sql`
    select ${listItemColumns}
    from produkt p
    where p.id in (
      select p.id from produkt p
      where ${productCondition(query, text)}
      order by ${productOrder(text)}
      limit ${query.size} offset ${query.page * query.size})
    order by ${productOrder(text)}`)
  return result.rows.map(toListItem)
}

/**
 * How many products a search finds. Exact: without text or filters beside the category, it is
 * the count the triggers keep in produkt_antall and kategori_antall.
 */
export async function countProducts(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
): Promise<number> {
  const query =
    text || hasFiltersBesideCategory(filter)
      ? sql`select count(*)::int as total from produkt p where ${productCondition(filter, text)}`
      : filter.kategori === undefined
        ? sql`select antall as total from produkt_antall`
        : sql`select antall as total from kategori_antall where kategori_id = ${filter.kategori}`
  const result = await db.execute<{ total: number }>(query)
  return result.rows[0]?.total ?? 0
}
