import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import type { CategoryHits } from './category-facets.ts'
import { facetRowCondition, productCondition } from './product-filter.ts'
import type { SearchFilter } from './search-params.ts'
import type { TextQuery } from './text-query.ts'

export type SearchCounts = {
  total: number
  /** Per category, with every filter but the category (see categoryFacets). */
  hits: CategoryHits[]
}

/**
 * A search's total and category hits counted in one statement, so the matching rows are found
 * once, not once for the total and again for the hits. For the searches that no counter answers.
 */
export async function countWithHits(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
): Promise<SearchCounts> {
  const inCategory =
    filter.kategori === undefined ? sql`true` : sql`kategorier @> array[${filter.kategori}::int]`
  const result = await db.execute<SearchCounts>(sql`
    with found as materialized (${foundCategories(filter, text)})
    select
      (select count(*)::int from found where ${inCategory}) as total,
      coalesce((
        select json_agg(json_build_object('id', h.id, 'hits', h.hits) order by h.id)
        from (${hitsPerCategory(sql`found`)}) h), '[]'::json) as hits`)
  return result.rows[0] ?? { total: 0, hits: [] }
}

/**
 * The categories of every product the search finds, by default leaving the category filter out.
 * Only the narrow facet rows are read, their lexeme ids standing in for the text (decision 026);
 * for a text that cannot be put that way, the matches come through the search documents' index
 * and meet their facet rows by key.
 */
export function foundCategories(
  filter: SearchFilter,
  text: TextQuery | undefined,
  { withCategory = false } = {},
): SQL {
  if (text && !text.facetCondition) {
    return sql`select pf.kategorier from produkt p join produkt_fasett pf on pf.produkt_id = p.id
          where ${productCondition(filter, text, { withCategory })}`
  }
  return sql`select pf.kategorier from produkt_fasett pf
          where ${facetRowCondition(filter, { withCategory })}
            and ${text?.facetCondition ?? sql`true`}`
}

/**
 * Products per category among the rows of `found` (with their `kategorier`). The arrays are
 * unnested in the select list: a set-returning function there costs far less per row than a
 * lateral join to it.
 */
export function hitsPerCategory(found: SQL): SQL {
  return sql`
    select id, count(*)::int as hits
    from (select unnest(kategorier) as id from ${found}) categories
    group by id`
}
