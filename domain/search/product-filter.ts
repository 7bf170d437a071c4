import { sql, type SQL } from 'drizzle-orm'
import { OSLO_TIME_ZONE } from '../../i18n/dates.ts'
import type { SearchFilter } from './search-params.ts'
import type { TextQuery } from './text-query.ts'

/**
 * The condition on `produkt p` that a search's filters make, shared by the search itself, its
 * facets, the export, the statistics, the feed and the newsletter, so that they always agree.
 * Lists are OR inside one filter and AND across filters; a category includes its descendants.
 * Pass `withCategory: false` for the category facets, which must ignore the chosen category.
 */
export function productCondition(
  filter: SearchFilter,
  text: TextQuery | undefined,
  { withCategory = true } = {},
): SQL {
  const parts: SQL[] = [sql`p.withdrawn_at is null`]
  if (text) parts.push(text.condition)
  if (withCategory && filter.kategori !== undefined) {
    // produkt_kategori lists each public product under its hazards' categories and their
    // ancestors, so this is the category's whole subtree.
    parts.push(sql`exists (select 1 from produkt_kategori pk
      where pk.produkt_id = p.id and pk.kategori_id = ${filter.kategori})`)
  }
  if (filter.risiko) {
    parts.push(sql`exists (select 1 from produkt_fare f
      where f.produkt_id = p.id and f.risiko_id = any(${intArray(filter.risiko)}))`)
  }
  if (filter.tiltak) {
    parts.push(sql`exists (select 1 from produkt_tiltak t
      where t.produkt_id = p.id and t.tiltak_id = any(${intArray(filter.tiltak)}))`)
  }
  parts.push(...columnConditions(filter, sql.raw('p')))
  return sql.join(parts, sql` and `)
}

/**
 * The same condition without text on the facet rows, `produkt_fasett pf`, which hold public
 * products only, each with its categories, risks and measures as arrays: for counting, which
 * then reads no wide row.
 */
export function facetRowCondition(filter: SearchFilter, { withCategory = true } = {}): SQL {
  const parts: SQL[] = [sql`true`]
  if (withCategory && filter.kategori !== undefined) {
    parts.push(sql`pf.kategorier @> array[${filter.kategori}::int]`)
  }
  if (filter.risiko) parts.push(sql`pf.risikoer && ${intArray(filter.risiko)}`)
  if (filter.tiltak) parts.push(sql`pf.tiltak && ${intArray(filter.tiltak)}`)
  parts.push(...columnConditions(filter, sql.raw('pf')))
  return sql.join(parts, sql` and `)
}

/** The filters on columns that produkt and produkt_fasett share, on the table called `table`. */
function columnConditions(filter: SearchFilter, table: SQL): SQL[] {
  const parts: SQL[] = []
  if (filter.myndighet) parts.push(sql`${table}.myndighet_id = any(${intArray(filter.myndighet)})`)
  if (filter.proff) parts.push(sql`${table}.proff`)
  if (filter.utland) parts.push(sql`${table}.utland`)
  parts.push(...publishedBetween(table, filter.df, filter.dt))
  return parts
}

/** First published on or after day `from` and on or before day `to` (ISO dates), in Norway. */
export function publishedBetween(table: SQL, from?: string, to?: string): SQL[] {
  const parts: SQL[] = []
  if (from) {
    parts.push(
      sql`${table}.first_published >= (${from}::date)::timestamp at time zone ${OSLO_TIME_ZONE}`,
    )
  }
  if (to) {
    parts.push(
      sql`${table}.first_published < (${to}::date + 1)::timestamp at time zone ${OSLO_TIME_ZONE}`,
    )
  }
  return parts
}

/**
 * Whether a search narrows by anything but text and category. Without those, its count and
 * category hits are kept ready in kategori_antall and produkt_antall.
 */
export function hasFiltersBesideCategory(filter: SearchFilter): boolean {
  return Boolean(
    filter.risiko ||
    filter.tiltak ||
    filter.myndighet ||
    filter.proff ||
    filter.utland ||
    filter.df ||
    filter.dt,
  )
}

export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`
}
