import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { OSLO_TIME_ZONE } from '../../i18n/dates.ts'
import { intArray } from './search-result.ts'

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

/** How the products a search found (their ids) spread over categories, risks, measures, authorities and months. */
export async function productStatistics(
  db: Db,
  ids: readonly number[],
): Promise<ProductStatistics> {
  const where = sql`p.id = any(${intArray(ids)})`
  const [kategori, risiko, tiltak, myndighet, maaned] = await Promise.all([
    categoryCounts(db, where),
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
async function categoryCounts(db: Db, where: SQL) {
  // produkt_kategori holds each public product under its categories and all their ancestors.
  const found = await db.execute<{ id: number; hits: number }>(sql`
    select pk.kategori_id as id, count(*)::int as hits
    from produkt_kategori pk join produkt p on p.id = pk.produkt_id
    where ${where} group by pk.kategori_id`)
  const hits = new Map(found.rows.map((c) => [c.id, c.hits]))
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
