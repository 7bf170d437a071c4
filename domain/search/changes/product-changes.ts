import { sql } from 'drizzle-orm'
import type { Db } from '../../database.ts'

/** One row of the change feed: a product changed by the transaction numbered `seq`. */
export interface ProductChange {
  seq: number
  productId: number
}

/** How long change rows are kept: far longer than any running process takes to read them. */
const CHANGE_RETENTION_DAYS = 7

/**
 * The number of the newest change committed, 0 before the first. Every smaller number is
 * committed already (decision 040), so what is built from the database now is current up to it.
 */
export async function currentChangeSeq(db: Db): Promise<number> {
  const result = await db.execute<{ seq: number }>(
    sql`select coalesce(max(seq), 0)::bigint as seq from produkt_endring`,
  )
  return result.rows[0]?.seq ?? 0
}

/** The changes after `seq`, oldest first, at most `limit` of them. */
export async function readChangesAfter(
  db: Db,
  seq: number,
  limit: number,
): Promise<ProductChange[]> {
  const result = await db.execute<{ seq: number; produkt_id: number }>(
    sql`select seq, produkt_id from produkt_endring where seq > ${seq} order by seq limit ${limit}`,
  )
  return result.rows.map((row) => ({ seq: row.seq, productId: row.produkt_id }))
}

/**
 * Deletes change rows older than the retention, but never the newest: it holds the current
 * number, which a process starting up reads (currentChangeSeq). Answers how many went.
 */
export async function forgetOldChanges(db: Db, retentionDays = CHANGE_RETENTION_DAYS) {
  const result = await db.execute(sql`
    delete from produkt_endring
    where endret < now() - make_interval(days => ${retentionDays})
      and seq < (select max(seq) from produkt_endring)`)
  return result.rowCount ?? 0
}
