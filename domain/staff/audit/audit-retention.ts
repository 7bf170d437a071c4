import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../../db/connection.ts'
import { revisjonslogg } from '../../../db/schema/index.ts'

/**
 * Deletes audit entries older than `months`: the audit log is kept as long as the reports it
 * points to (domain.md: 24 months, REPORT_RETENTION_MONTHS), and no longer, since it names the
 * staff who acted. The only deletion the log's trigger lets through: it is allowed for this
 * transaction alone, and then only for entries more than a month old. Answers how many went.
 */
export async function deleteExpiredAudit(db: Db, months: number): Promise<number> {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`audit retention must be whole months, at least 1: ${months}`)
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('fp.revisjonslogg_sletting', 'tillatt', true)`)
    const deleted = await tx
      .delete(revisjonslogg)
      .where(lt(revisjonslogg.tidspunkt, sql`now() - make_interval(months => ${months})`))
      .returning({ id: revisjonslogg.id })
    return deleted.length
  })
}
