import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import {
  kategori,
  myndighet,
  produkt,
  produktFare,
  rutingMottaker,
  rutingRegel,
} from '../../db/schema/index.ts'
import type { RisikoNivaa } from '../../db/schema/report-enums.ts'
import type { RoutingRule } from './match-rules.ts'

/** The database, or a transaction on it: a report is routed inside the transaction saving it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The whole routing table. It has a few dozen rows and is read once per report, so matching in
 * code is simpler than in SQL and costs nothing.
 */
export async function loadRoutingRules(db: DbOrTx): Promise<RoutingRule[]> {
  const rows = await db
    .select({
      id: rutingRegel.id,
      kategoriId: rutingRegel.kategoriId,
      depth: sql<number>`coalesce(${kategori.nivaa}, 0)::int`,
      risikoId: rutingRegel.risikoId,
      risikoNivaa: rutingRegel.risikoNivaa,
      myndighetId: rutingMottaker.myndighetId,
    })
    .from(rutingRegel)
    .leftJoin(kategori, eq(kategori.id, rutingRegel.kategoriId))
    .innerJoin(rutingMottaker, eq(rutingMottaker.regelId, rutingRegel.id))
  const rules = new Map<number, RoutingRule>()
  for (const { myndighetId, ...row } of rows) {
    const rule = rules.get(row.id) ?? {
      ...row,
      risikoNivaa: row.risikoNivaa as RisikoNivaa | null,
      mottakere: [],
    }
    rule.mottakere.push(myndighetId)
    rules.set(row.id, rule)
  }
  return [...rules.values()]
}

/** A category and its ancestors (three levels at most); empty for an unknown id. */
export async function categoryPath(db: DbOrTx, kategoriId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive path(id, parent_id) as (
      select id, parent_id from ${kategori} where id = ${kategoriId}
      union all
      select k.id, k.parent_id from ${kategori} k join path on k.id = path.parent_id
    )
    select id from path`)
  return result.rows.map((row) => Number(row.id))
}

/** The authority that gets what no rule claims (DSB). A database without one is set up wrong. */
export async function defaultRecipient(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ id: myndighet.id })
    .from(myndighet)
    .where(eq(myndighet.standardMottaker, true))
  if (!row) throw new Error('no authority is marked as the default recipient (standard_mottaker)')
  return row.id
}

/** A listed product's responsible authority and its hazards; undefined when there is none. */
export async function productRouting(db: DbOrTx, produktId: number) {
  const [row] = await db
    .select({ myndighetId: produkt.myndighetId })
    .from(produkt)
    .where(eq(produkt.id, produktId))
  if (!row) return undefined
  const hazards = await db
    .select({ risikoId: produktFare.risikoId, kategoriId: produktFare.kategoriId })
    .from(produktFare)
    .where(eq(produktFare.produktId, produktId))
  return { myndighetId: row.myndighetId, hazards }
}
