import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { OSLO_TIME_ZONE } from '../../i18n/dates.ts'
import { categoryFacets } from './category-facets.ts'
import { productCondition } from './product-filter.ts'
import type { SearchFilter } from './search-params.ts'
import type { TextQuery } from './text-query.ts'

export type Count = {
  navn: string
  antall: number
}

export interface ProductStatistics {
  kategori: Count[]
  risiko: Count[]
  tiltak: Count[]
  myndighet: Count[]
  /** Per month of first publication, 'yyyy-MM' in Norwegian time, oldest first. */
  maaned: Count[]
}

/** How the products a search finds spread over categories, risks, measures, authorities and months. */
export async function productStatistics(
  db: Db,
  filter: SearchFilter,
  text: TextQuery | undefined,
): Promise<ProductStatistics> {
  const where = productCondition(filter, text)
  const [kategori, risiko, tiltak, myndighet, maaned] = await Promise.all([
    categoryCounts(db, filter, text),
    counts(
      db,
      sql`
      select r.navn, count(distinct p.id)::int as antall from produkt p
      join produkt_fare f on f.produkt_id = p.id join risiko r on r.id = f.risiko_id
      where ${where} group by r.navn order by antall desc, r.navn`,
    ),
    counts(
      db,
      sql`
      select coalesce(t.navn, '') as navn, count(*)::int as antall from produkt p
      join produkt_tiltak pt on pt.produkt_id = p.id join tiltak t on t.id = pt.tiltak_id
      where ${where} group by t.id, t.navn order by antall desc, t.navn`,
    ),
    counts(
      db,
      sql`
      select m.navn, count(*)::int as antall from produkt p
      join myndighet m on m.id = p.myndighet_id
      where ${where} group by m.navn order by antall desc, m.navn`,
    ),
    counts(
      db,
      sql`
      select to_char(p.first_published at time zone ${OSLO_TIME_ZONE}, 'YYYY-MM') as navn,
             count(*)::int as antall
      from produkt p where ${where} group by 1 order by 1`,
    ),
  ])
  return { kategori, risiko, tiltak, myndighet, maaned }
}

async function counts(db: Db, query: SQL): Promise<Count[]> {
  return (await db.execute<Count>(query)).rows
}

/** Categories with their rolled-up counts, in tree order, each name prefixed by its parents. */
async function categoryCounts(db: Db, filter: SearchFilter, text: TextQuery | undefined) {
  const hits = new Map(
    (await categoryFacets(db, filter, text, { withCategory: true })).map((c) => [c.id, c.hits]),
  )
  const tree = await db.execute<{ id: number; path: string }>(sql`
    with recursive path(id, path, sort) as (
      select id, navn, array[rekkefolge, id] from kategori where parent_id is null
      union all
      select k.id, p.path || ' › ' || k.navn, p.sort || array[k.rekkefolge, k.id]
      from kategori k join path p on k.parent_id = p.id)
    select id, path from path order by sort`)
  return tree.rows
    .filter((row) => hits.has(row.id))
    .map((row) => ({ navn: row.path, antall: hits.get(row.id) ?? 0 }))
}
