import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { bekymring, meldeplikt, observasjon } from '../../db/schema/index.ts'

/** domain.md: personal data in reports is deleted 24 months after receipt (REPORT_RETENTION_MONTHS). */
export const KEEP_REPORTS_MONTHS = 24

/**
 * Deletes reports received more than `months` ago, their files with them (the authorities keep
 * their own copy, the e-mail). Whole reports go: nearly every field can hold personal data.
 * Answers how many reports were deleted. Run daily by jobs/housekeeping.ts with the configured
 * period.
 */
export async function deleteExpiredReports(db: Db, months: number): Promise<number> {
  // Zero or a fraction would delete reports received today: refuse rather than lose them.
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`report retention must be whole months, at least 1: ${months}`)
  }
  const cutoff = sql`now() - make_interval(months => ${months})`
  return db.transaction(async (tx) => {
    let deleted = 0
    for (const table of [observasjon, bekymring, meldeplikt]) {
      const rows = await tx
        .delete(table)
        .where(lt(table.mottatt, cutoff))
        .returning({ id: table.id })
      deleted += rows.length
    }
    return deleted
  })
}
