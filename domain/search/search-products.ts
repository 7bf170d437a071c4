import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import type { ProductListItem } from '../catalogue/product-schemas.ts'
import { listItemColumns, toListItem, type ListItemRow } from './list-item.ts'
import { categoryFacets, type CategoryHits } from './category-facets.ts'
import { keptCounts } from './kept-counts.ts'
import { facetRowCondition, hasFiltersBesideCategory, productCondition } from './product-filter.ts'
import { countWithHits, type SearchCounts } from './search-counts.ts'
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
  const [page, counts] = isDeep(query, text)
    ? await deepPage(db, query)
    : await Promise.all([findPage(db, query, text), countAll(db, query, text)])
  return {
    content: page,
    totalElements: counts.total,
    aggregations: { kategoriAggregation: counts.hits },
  }
}

/** The total and the category hits: from counters where they answer, else counted together. */
async function countAll(db: Db, query: SearchQuery, text: TextQuery | undefined) {
  if (text || (hasFiltersBesideCategory(query) && !keptCounts(query))) {
    return countWithHits(db, query, text)
  }
  const [total, hits] = await Promise.all([
    countProducts(db, query, undefined),
    categoryFacets(db, query, undefined),
  ])
  return { total, hits } satisfies SearchCounts
}

const newest = sql`p.first_published desc nulls last, p.id desc nulls last`
const oldest = sql`p.first_published asc nulls first, p.id asc nulls first`

/**
 * Newest first, or best match first; the id breaks ties so paging is stable. 'nulls last' (the
 * columns are never null) matches produkt_offentlig_idx, so the newest are read off the index in
 * order rather than sorted.
 */
export function productOrder(text: TextQuery | undefined): SQL {
  if (!text) return newest
  const { exact, named, score } = text.rank
  return sql`${exact} desc, ${named} desc, ${score} desc, ${newest}`
}

/**
 * The page's products are chosen by id first, and only those few rows are then read whole: deep
 * pages skip ids, not wide rows with their subqueries.
 */
async function findPage(db: Db, query: SearchQuery, text: TextQuery | undefined) {
  const ids = text ? rankedPageIds(query, text) : newestPageIds(query)
  return readProducts(db, ids, productOrder(text))
}

async function readProducts(db: Db, ids: SQL, order: SQL) {
  const result = await db.execute<ListItemRow>(sql`
    select ${listItemColumns}
    from produkt p
    where p.id in (${ids})
    order by ${order}`)
  return result.rows.map(toListItem)
}

/** Newest first, in the order of the public-products index. */
function newestPageIds(query: SearchQuery): SQL {
  return sql`
    select p.id from produkt p
    where ${productCondition(query, undefined)}
    order by ${newest}
    limit ${query.size} offset ${query.page * query.size}`
}

/**
 * From this many products in, a list without text is counted before its page is read, so that
 * a page nearer the oldest end can be read from that end: the last of 8,000 pages then skips
 * 12 index entries, not 98,000.
 */
const DEEP_OFFSET = 2_000

function isDeep(query: SearchQuery, text: TextQuery | undefined) {
  return !text && query.page * query.size >= DEEP_OFFSET
}

async function deepPage(db: Db, query: SearchQuery) {
  const counts = await countAll(db, query, undefined)
  const start = query.page * query.size
  const end = Math.min(start + query.size, counts.total)
  if (start < counts.total / 2 || end <= start) {
    return [await findPage(db, query, undefined), counts] as const
  }
  // The same rows counted from the oldest: the index read backwards, then turned round.
  const ids = sql`
    select p.id from produkt p
    where ${productCondition(query, undefined)}
    order by ${oldest}
    limit ${end - start} offset ${counts.total - end}`
  return [(await readProducts(db, ids, oldest)).reverse(), counts] as const
}

/**
 * Best match first, in two tiers that are each cut to the end of the page before they meet: the
 * first tier (exact numbers, words in the name) is small and ranked; the rest is newest first,
 * so it is read off the public-products index and stops once the page is full, instead of every
 * match being read and ranked.
 */
function rankedPageIds(query: SearchQuery, text: TextQuery): SQL {
  const { exact, named, score } = text.rank
  const end = (query.page + 1) * query.size
  // The first tier's words in the name are also in the document: no need to read the document.
  const filters = productCondition(query, undefined)
  return sql`
    select t.id from (
      (select p.id, p.first_published, ${exact} as exact, ${named} as named, ${score} as score
       from produkt p where ${filters} and ${text.top}
       order by ${productOrder(text)} limit ${end})
      union all
      (select p.id, p.first_published, false, false, 0
       from produkt p where ${productCondition(query, text)} and ${text.top} is not true
       order by ${newest} limit ${end})) t
    order by t.exact desc, t.named desc, t.score desc,
      t.first_published desc nulls last, t.id desc nulls last
    limit ${query.size} offset ${query.page * query.size}`
}

/**
 * How many products a search finds, exactly, by the cheapest way that is exact: with text, by
 * counting the matches' facet rows (or the matches themselves, see TextQuery.facetCondition);
 * without filters beside the category, from the counters in produkt_antall and kategori_antall;
 * with one filter whose counts add up, or dates alone, from fasett_antall (keptCounts); otherwise
 * by counting the narrow facet rows (produkt_fasett), not the wide produkt rows.
 */
export async function countProducts(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
): Promise<number> {
  const result = await db.execute<{ total: number }>(countQuery(filter, text))
  return result.rows[0]?.total ?? 0
}

function countQuery(filter: SearchFilter, text: TextQuery | undefined): SQL {
  if (text?.facetCondition) {
    return sql`select count(*)::int as total from produkt_fasett pf
      where ${facetRowCondition(filter)} and ${text.facetCondition}`
  }
  if (text) {
    return sql`select count(*)::int as total from produkt p where ${productCondition(filter, text)}`
  }
  if (!hasFiltersBesideCategory(filter)) {
    return filter.kategori === undefined
      ? sql`select antall as total from produkt_antall`
      : sql`select antall as total from kategori_antall where kategori_id = ${filter.kategori}`
  }
  const kept = keptCounts(filter)
  if (kept) return kept.total(filter.kategori)
  return sql`select count(*)::int as total from produkt_fasett pf where ${facetRowCondition(filter)}`
}
